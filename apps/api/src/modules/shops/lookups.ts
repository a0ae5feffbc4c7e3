import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';

/** Names of cities, districts and formats: small, fixed after seeding, read on every list row. */
export interface Lookups {
  cityName(code: string): string;
  districtName(code: string): string;
  formatName(id: number): string;
  /** First-level parent name of a format ('' for a parent itself). */
  formatParent(id: number): string;
  parentIdOf(id: number): number | null;
  /** A first-level id expands to its children; a leaf stays itself. */
  expandFormats(ids: number[]): number[];
  formats: { id: number; parentId: number | null; name: string; sort: number }[];
}

const cache = new WeakMap<Db, Promise<Lookups>>();

async function build(db: Db): Promise<Lookups> {
  const [regions, formats] = await Promise.all([
    queryRows<{ code: string; short_name: string; name: string; level: number }>(db, sql`select code, short_name, name, level from regions where level in (2, 3)`),
    queryRows<{ id: number; parent_id: number | null; name: string; sort: number }>(db, sql`select id, parent_id, name, sort from formats order by parent_id nulls first, sort, id`),
  ]);
  const cities = new Map<string, string>();
  const districts = new Map<string, string>();
  for (const r of regions) (Number(r.level) === 2 ? cities : districts).set(r.code, Number(r.level) === 2 ? r.short_name : r.name);
  const byId = new Map(formats.map((f) => [Number(f.id), { id: Number(f.id), parentId: f.parent_id === null ? null : Number(f.parent_id), name: f.name, sort: Number(f.sort) }]));
  const children = new Map<number, number[]>();
  for (const f of byId.values()) {
    if (f.parentId !== null) children.set(f.parentId, [...(children.get(f.parentId) ?? []), f.id]);
  }
  return {
    cityName: (code) => cities.get(code) ?? '',
    districtName: (code) => districts.get(code) ?? '',
    formatName: (id) => byId.get(id)?.name ?? '',
    formatParent: (id) => {
      const p = byId.get(id)?.parentId;
      return p ? (byId.get(p)?.name ?? '') : '';
    },
    parentIdOf: (id) => byId.get(id)?.parentId ?? null,
    expandFormats: (ids) => [...new Set(ids.flatMap((id) => children.get(id) ?? [id]))],
    formats: [...byId.values()],
  };
}

export function lookups(db: Db): Promise<Lookups> {
  let p = cache.get(db);
  if (!p) {
    p = build(db);
    // A failed load must not stick: the next call tries again.
    p.catch(() => cache.delete(db));
    cache.set(db, p);
  }
  return p;
}

/** An int[] literal for a bound parameter ('{1,2,3}'), cast in SQL. */
export const intArray = (ids: number[]) => sql`${`{${ids.map((n) => Math.trunc(n)).join(',')}}`}::int[]`;
export const textList = (items: string[]) => sql.join(items.map((i) => sql`${i}`), sql`, `);

/** Keeps the first three and last four characters of a phone; the rest become *. */
export function maskPhone(phone: string): string {
  if (phone.length <= 7) return phone.replace(/\d/g, '*');
  const head = phone.slice(0, 3);
  const tail = phone.slice(-4);
  return head + phone.slice(3, -4).replace(/\d/g, '*') + tail;
}

export const RENT_UNIT_TEXT = { day_sqm: '元/㎡/天', month: '元/月' } as const;
export function rentText(rent: number, unit: 'day_sqm' | 'month'): string {
  return unit === 'month' ? `${Math.round(rent).toLocaleString('zh-CN')}${RENT_UNIT_TEXT.month}` : `${rent}${RENT_UNIT_TEXT.day_sqm}`;
}

export const isoDay = (v: unknown): string => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));
export const isoTime = (v: unknown): string => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());
