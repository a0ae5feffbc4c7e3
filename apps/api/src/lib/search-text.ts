import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.js';
import { searchText } from './segment.js';

/** What a unit (shop or point) is found by: every fact a person names it with. */
export interface ShopSearchParts {
  title: string;
  cityName?: string | null;
  districtName?: string | null;
  address?: string | null;
  mallName?: string | null;
  formatNames?: string[];
  description?: string | null;
}

export const shopSearchText = (p: ShopSearchParts) =>
  searchText(p.title, p.cityName, p.districtName, p.address, p.mallName, (p.formatNames ?? []).join(' '), p.description);

/** A mall is found by its name, city, district and address. */
export const mallSearchText = (p: { name: string; cityName?: string | null; districtName?: string | null; address?: string | null }) =>
  searchText(p.name, p.cityName, p.districtName, p.address);

/**
 * Version of what the search columns hold. A database whose rows were written with an older
 * version has them rewritten at start-up (`ensureSearchText`): SQL alone cannot segment Chinese.
 */
export const SEARCH_TEXT_VERSION = 2;

const BATCH = 2000;

/** Rewrites the search column of every shop from its facts, in id batches. */
export async function reindexShops(db: Db, fromId = 0): Promise<number> {
  let last = fromId;
  let n = 0;
  for (;;) {
    const rows = await queryRows<{
      id: number;
      title: string;
      address: string;
      description: string;
      city: string | null;
      district: string | null;
      mall: string | null;
      formats: string[] | null;
    }>(
      db,
      sql`select s.id, s.title, s.address, s.description, c.short_name as city, d.name as district, m.name as mall,
            array(select f.name from formats f where f.id = any(s.format_ids) order by f.id) as formats
          from shops s left join regions c on c.code = s.city_code left join regions d on d.code = s.district_code left join malls m on m.id = s.mall_id
          where s.id > ${last} order by s.id limit ${BATCH}`,
    );
    if (!rows.length) return n;
    const values = rows.map(
      (r) =>
        sql`(${Number(r.id)}::int, ${shopSearchText({ title: r.title, cityName: r.city, districtName: r.district, address: r.address, mallName: r.mall, formatNames: r.formats ?? [], description: r.description })})`,
    );
    await db.execute(sql`update shops s set search = to_tsvector('simple', v.t) from (values ${sql.join(values, sql`, `)}) v(id, t) where s.id = v.id`);
    n += rows.length;
    last = Number(rows[rows.length - 1].id);
  }
}

/** Rewrites malls' and brands' search columns (their names gain pinyin). */
async function reindexNames(db: Db) {
  const malls = await queryRows<{ id: number; name: string; address: string; city: string | null; district: string | null }>(
    db,
    sql`select x.id, x.name, x.address, c.short_name as city, d.name as district from malls x left join regions c on c.code = x.city_code left join regions d on d.code = x.district_code`,
  );
  for (let i = 0; i < malls.length; i += BATCH) {
    const values = malls
      .slice(i, i + BATCH)
      .map((r) => sql`(${Number(r.id)}::int, ${mallSearchText({ name: r.name, cityName: r.city, districtName: r.district, address: r.address })})`);
    await db.execute(sql`update malls x set search = to_tsvector('simple', v.t) from (values ${sql.join(values, sql`, `)}) v(id, t) where x.id = v.id`);
  }
  const brands = await queryRows<{ id: number; name: string; origin: string; format: string | null; parent: string | null }>(
    db,
    sql`select b.id, b.name, b.origin, f.name as format, p.name as parent from brands b left join formats f on f.id = b.format_id left join formats p on p.id = f.parent_id`,
  );
  for (let i = 0; i < brands.length; i += BATCH) {
    const values = brands.slice(i, i + BATCH).map((r) => sql`(${Number(r.id)}::int, ${searchText(r.name, r.format, r.parent, r.origin)})`);
    await db.execute(sql`update brands x set search = to_tsvector('simple', v.t) from (values ${sql.join(values, sql`, `)}) v(id, t) where x.id = v.id`);
  }
}

export async function searchTextVersion(db: Db): Promise<number> {
  const rows = await queryRows<{ version: number }>(db, sql`select version from search_text_versions where name = 'catalog'`);
  return Number(rows[0]?.version ?? 0);
}

export async function markSearchTextCurrent(db: Db) {
  await db.execute(
    sql`insert into search_text_versions (name, version) values ('catalog', ${SEARCH_TEXT_VERSION}) on conflict (name) do update set version = excluded.version`,
  );
}

/** Brings the search columns of a database written by an older version up to date. */
export async function ensureSearchText(db: Db, log: (msg: string) => void = () => {}) {
  if ((await searchTextVersion(db)) >= SEARCH_TEXT_VERSION) return;
  log('rewriting search text…');
  await reindexNames(db);
  const n = await reindexShops(db);
  await markSearchTextCurrent(db);
  log(`search text rewritten (${n} units)`);
}
