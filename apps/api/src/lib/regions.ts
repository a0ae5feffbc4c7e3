import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { regions } from '../db/schema/index.js';

/** The short names of the cities with these codes (blank and repeated codes are skipped). */
export async function cityNames(db: Db, codes: (string | null | undefined)[]): Promise<Map<string, string>> {
  const list = [...new Set(codes.filter((c): c is string => Boolean(c)))];
  if (!list.length) return new Map();
  const rows = await db.select({ code: regions.code, name: regions.shortName }).from(regions).where(inArray(regions.code, list));
  return new Map(rows.map((r) => [r.code, r.name]));
}
