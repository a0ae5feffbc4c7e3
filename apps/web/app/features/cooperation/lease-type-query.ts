import { LEASE_TYPES } from '@shp/contracts';

export type LeaseType = (typeof LEASE_TYPES)[number];

/**
 * The 活动类型 labels /cooperationList offered before it used the lease types spaces are stored
 * with (commit d7dee2c); links shared then still carry them. Each names the same kind of event.
 */
const LEGACY_LEASE_TYPES: Readonly<Record<string, LeaseType>> = {
  快闪: '快闪店',
  展览: '展览展示',
  路演: '路演活动',
  促销: '促销特卖',
  发布会: '新品发布',
};

/**
 * A leaseType from the URL as the filter to apply: a current type as is, an old label as the type
 * it became, anything else none (the whole list, rather than an empty one for a value the API refuses).
 */
export function leaseTypeFromQuery(raw: string | null | undefined): LeaseType | undefined {
  const v = raw?.trim();
  if (!v) return undefined;
  if ((LEASE_TYPES as readonly string[]).includes(v)) return v as LeaseType;
  return Object.hasOwn(LEGACY_LEASE_TYPES, v) ? LEGACY_LEASE_TYPES[v] : undefined;
}
