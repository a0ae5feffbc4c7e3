import { sql } from 'drizzle-orm';

/** An int[] literal for a bound parameter ('{1,2,3}'), cast in SQL. */
export const intArray = (ids: number[]) => sql`${`{${ids.map((n) => Math.trunc(n)).join(',')}}`}::int[]`;

/** Bound parameters separated by commas, for `in (…)`. */
export const textList = (items: string[]) =>
  sql.join(
    items.map((i) => sql`${i}`),
    sql`, `,
  );

/** An int[] column as numbers: PGlite and node-postgres answer arrays; a text form is parsed just in case. */
export function intList(v: number[] | string | null): number[] {
  if (Array.isArray(v)) return v.map(Number);
  if (!v) return [];
  return v.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
}
