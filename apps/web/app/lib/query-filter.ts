import type { z } from 'zod';

/**
 * Parses list filters from the URL without failing the page: a value the contract refuses (an
 * old link, a typo) is dropped and the rest still applies.
 */
export function parseLenient<S extends z.ZodType>(schema: S, raw: Record<string, unknown>): z.output<S> {
  const input = { ...raw };
  for (let i = 0; i < 8; i++) {
    const r = schema.safeParse(input);
    if (r.success) return r.data;
    const keys = new Set(r.error.issues.map((issue) => String(issue.path[0] ?? '')));
    if (keys.has('') || ![...keys].some((k) => k in input)) break;
    for (const k of keys) delete input[k];
  }
  return schema.parse({});
}

export const csv = (v: string | null) =>
  v
    ? v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : undefined;
export const csvNumbers = (v: string | null) =>
  csv(v)
    ?.map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
/** "50-100", "500-", "-80" → {min, max}. */
export function range(v: string | null): { min?: number; max?: number } | undefined {
  if (!v || !/^\d*-\d*$/.test(v)) return undefined;
  const [a, b] = v.split('-');
  const out: { min?: number; max?: number } = {};
  if (a) out.min = Number(a);
  if (b) out.max = Number(b);
  return out.min === undefined && out.max === undefined ? undefined : out;
}
export const num = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : undefined);
export const str = (v: string | null) => (v ? v : undefined);

/** Query keys that pick a tab, a page, an order, the city or the trail here: none of them narrows a city's list. */
const NOT_FILTERS = new Set(['page', 'limit', 'tabcheck', 'titleCode', 'sort', 'cityCode', 'breadcrumb', 'queryStr']);

/**
 * Whether the query leaves items out of a list. An empty list without any such key means the city
 * has none at all: offering 清空筛选 there would change nothing.
 */
export const narrowsList = (q: URLSearchParams) => [...q.keys()].some((k) => !NOT_FILTERS.has(k));

/** Writes a query from values, dropping empty ones and page (a new filter starts at page 1). */
export function withParams(prev: URLSearchParams, values: Record<string, string | number | undefined | null | (string | number)[]>) {
  const q = new URLSearchParams(prev);
  for (const [k, v] of Object.entries(values)) {
    const s = Array.isArray(v) ? v.join(',') : v === undefined || v === null ? '' : String(v);
    if (s) q.set(k, s);
    else q.delete(k);
  }
  q.delete('page');
  return q;
}
