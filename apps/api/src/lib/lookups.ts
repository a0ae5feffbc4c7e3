import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.js';

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
    queryRows<{ code: string; short_name: string; name: string; level: number }>(
      db,
      sql`select code, short_name, name, level from regions where level in (2, 3)`,
    ),
    queryRows<{ id: number; parent_id: number | null; name: string; sort: number }>(
      db,
      sql`select id, parent_id, name, sort from formats order by parent_id nulls first, sort, id`,
    ),
  ]);
  const cities = new Map<string, string>();
  const districts = new Map<string, string>();
  for (const r of regions) (Number(r.level) === 2 ? cities : districts).set(r.code, Number(r.level) === 2 ? r.short_name : r.name);
  const byId = new Map(
    formats.map((f) => [Number(f.id), { id: Number(f.id), parentId: f.parent_id === null ? null : Number(f.parent_id), name: f.name, sort: Number(f.sort) }]),
  );
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
