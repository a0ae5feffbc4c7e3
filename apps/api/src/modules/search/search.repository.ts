import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';

export type HitType = 'mall' | 'shop' | 'brand' | 'news';

export interface HitRow {
  type: HitType;
  id: number;
  title: string;
  body: string;
  cover: string;
  city_code: string | null;
  a: string | null;
  b: string | null;
  c: string | null;
  /** In a partial search, the words of the query the row lacks; else null. */
  missing: string[] | null;
  rank: number;
}

/**
 * Matches ranked per type. A common word matches thousands of rows and ts_rank reads each row's
 * vector, so a type ranks a bounded pool of its matches and lists only those: up to RANK_POOL title
 * (name) matches first, then other matches up to RANK_POOL in all (decision 049).
 */
export const RANK_POOL = 200;

/**
 * Units are many (a million), so a common word matches hundreds of thousands of them, and a GIN scan
 * collects every match before the first row is read. Units' index vectors tag each lexeme with the
 * unit's part of the table (migration 0035: bucket id % SHOP_BUCKETS; buckets 0–7 are parts 0–7,
 * buckets 8–63 parts 8–14 of eight each). A search reads the parts in SHOP_PARTS order, each read
 * about as large as all before it, and stops as soon as its pool is full (decision 063). The 64 is
 * part of the index expression (schema/shops.ts), so it is written into the SQL, never bound.
 */
export const SHOP_BUCKETS = 64;
/** Parts read together, first..last: 1/64 of the units, then 7/64, 8/64, 16/64 and 32/64. */
const SHOP_PARTS: [number, number][] = [
  [0, 0],
  [1, 7],
  [8, 8],
  [9, 10],
  [11, 14],
];

/**
 * How each type reads as a hit; `x` is the row. `vector` and `titleVector` are the expressions of
 * the type's partial GIN indexes on published rows (migrations 0033, 0035): the row's search vector
 * (or its title words) with its place as lexemes, so that the words and the place are matched in the
 * index alone. `buckets`: the index tags lexemes with the row's part of the table (units). `districts`: whether
 * place words' districts filter this type.
 */
const TYPES: Record<HitType, { table: SQL; title: SQL; columns: SQL; vector: SQL; titleVector: SQL; buckets?: number; districts: boolean }> = {
  mall: {
    table: sql`malls`,
    title: sql`x.name`,
    columns: sql`x.name as title, x.intro as body, x.cover_url as cover, x.city_code, x.open_status as a, x.total_area::text as b, x.daily_traffic::text as c`,
    vector: sql`search_in_place(x.search, array[x.city_code::text], array[x.district_code::text])`,
    titleVector: sql`search_in_place(search_title_words(x.search, x.name), array[x.city_code::text], array[x.district_code::text])`,
    districts: true,
  },
  shop: {
    table: sql`shops`,
    title: sql`x.title`,
    columns: sql`x.title, x.description as body, x.cover_url as cover, x.city_code, x.area::text as a, x.rent::text || '|' || x.rent_unit as b, x.kind as c`,
    vector: sql`search_in_place(x.search, array[x.city_code::text], array[x.district_code::text])`,
    titleVector: sql`search_in_place(search_title_words(x.search, x.title), array[x.city_code::text], array[x.district_code::text])`,
    buckets: SHOP_BUCKETS,
    districts: true,
  },
  brand: {
    table: sql`brands`,
    title: sql`x.name`,
    columns: sql`x.name as title, x.intro as body, x.logo_url as cover, null::varchar as city_code, x.format_id::text as a, x.store_count::text as b, x.area_min::text || '-' || x.area_max::text as c`,
    vector: sql`search_in_place(x.search, x.expand_cities::text[], '{}'::text[])`,
    titleVector: sql`search_in_place(search_title_words(x.search, x.name), x.expand_cities::text[], '{}'::text[])`,
    districts: false,
  },
  news: {
    table: sql`articles`,
    title: sql`x.title`,
    columns: sql`x.title, x.summary as body, x.cover_url as cover, x.city_code, x.category as a, x.published_at::text as b, x.source as c`,
    vector: sql`search_in_place(x.search, array[x.city_code::text], '{}'::text[])`,
    titleVector: sql`search_in_place(search_title_words(x.search, x.title), array[x.city_code::text], '{}'::text[])`,
    districts: false,
  },
};

/** Where a search looks: a city and, for malls and units, districts (from place words in the query). */
export interface Place {
  cityCode?: string;
  districtCodes?: string[];
}

/**
 * What a search asks. `q` is the tsquery every hit matches (all words, or in a partial search any
 * word); in a partial search `terms` are the words, each with its tsquery, and a hit ranks by how
 * many it holds and answers which it lacks.
 */
export interface Ask {
  q: string;
  keyword: string;
  place: Place;
  partialTerms?: { word: string; query: string }[];
}

const code = (c: string) => c.replace(/\W/g, '');

/** The place lexemes a type's rows must hold (search_in_place, migration 0033), as tsquery text. */
export function placeQuery(type: HitType, place: Place): string | null {
  const parts: string[] = [];
  if (place.cityCode) parts.push(`'@c:${code(place.cityCode)}'`);
  if (place.districtCodes?.length && TYPES[type].districts) parts.push(`(${place.districtCodes.map((d) => `'@d:${code(d)}'`).join(' | ')})`);
  return parts.length ? parts.join(' & ') : null;
}

/** The words and the place a row must hold, as a tsquery. */
function placedQuery(type: HitType, q: string, place: Place): SQL {
  const p = placeQuery(type, place);
  const tsq = sql`to_tsquery('simple', ${q})`;
  return p ? sql`(${tsq} && ${p}::tsquery)` : tsq;
}

/**
 * Up to `limit` published rows of a type whose `vector` matches the words and the place, found by
 * the type's partial GIN index alone (no row is read to check its city or status). `select` is the
 * output columns, `extra` more conditions on the row. A type whose index is in parts is read a few
 * parts at a time, a nested loop over SHOP_PARTS with the index scan parameterised by the parts'
 * query; the loop stops at `limit`, so a common word reads only the first part.
 */
function scan(type: HitType, vector: SQL, q: string, place: Place, select: SQL, extra: SQL, limit: SQL): SQL {
  const { table, buckets } = TYPES[type];
  const tsq = placedQuery(type, q, place);
  if (!buckets) return sql`select ${select} from ${table} x where x.status = 'published' and ${vector} @@ ${tsq} ${extra} limit ${limit}`;
  const parts = sql.join(
    SHOP_PARTS.map(([first, last]) => sql`(search_buckets_query(${tsq}, ${sql.raw(String(first))}, ${sql.raw(String(last))}))`),
    sql`, `,
  );
  return sql`select s.* from (values ${parts}) g(query)
    cross join lateral (select ${select} from ${table} x
      where x.status = 'published' and search_in_bucket(${vector}, x.id % ${sql.raw(String(buckets))}) @@ g.query ${extra}) s
    limit ${limit}`;
}

/** In a partial search: how many of the words a row holds (ranked 3 apart), and which it lacks. */
function partialColumns(terms: Ask['partialTerms']): { score: SQL; missing: SQL } {
  if (!terms?.length) return { score: sql`0`, missing: sql`null::text[]` };
  const has = terms.map((t) => sql`(x.search @@ to_tsquery('simple', ${t.query}))`);
  return {
    score: sql`3 * (${sql.join(
      has.map((h) => sql`${h}::int`),
      sql` + `,
    )})`,
    missing: sql`array_remove(array[${sql.join(
      has.map((h, i) => sql`case when ${h} then null else ${terms[i].word}::text end`),
      sql`, `,
    )}], null)`,
  };
}

/**
 * One type's ranked pool, as a SELECT with the same columns for every type so they can be UNIONed.
 * The pool is up to RANK_POOL + 1 title matches (`t`), then other matches up to RANK_POOL + 1 in all
 * (`o`): its size is the tab's count (min(matches, RANK_POOL)) and whether there are more, so the
 * page and the counts come from one reading of the index (a count of its own read the matches of
 * a common word a second time). Rank: an exact name 2, a title match 1,
 * plus ts_rank scaled into [0, 1) (normalisation 32), so a title match always ranks above the body;
 * in a partial search, 3 more for each word a row holds, so rows with more of the words come first.
 * The pool's rows are read once, in the CTEs (joining back by id cost 2–5 ms at --scale large).
 */
function pool(type: HitType, ask: Ask): SQL {
  const { title, columns, vector, titleVector } = TYPES[type];
  const tsq = sql`to_tsquery('simple', ${ask.q})`;
  const { score, missing } = partialColumns(ask.partialTerms);
  const rank = sql`ts_rank(x.search, ${tsq}, 32) + ${score}`;
  const t = scan(
    type,
    titleVector,
    ask.q,
    ask.place,
    sql`x.id, ${columns}, ${missing} as missing, ${rank} + (case when lower(${title}) = ${ask.keyword.trim().toLowerCase()} then 2 else 1 end) as rank`,
    sql``,
    sql`${RANK_POOL + 1}`,
  );
  const o = scan(
    type,
    vector,
    ask.q,
    ask.place,
    sql`x.id, ${columns}, ${missing} as missing, ${rank} as rank`,
    sql`and x.id not in (select id from t)`,
    sql`greatest(0, ${RANK_POOL + 1} - (select count(*) from t))`,
  );
  return sql`with t as (${t}), o as (${o})
    select ${type}::text as type, p.* from (select * from t union all select * from o) p`;
}

export const HIT_TYPES: HitType[] = ['mall', 'shop', 'brand', 'news'];

/**
 * Runs `fn` with the text indexes preferred over reading every row. The planner costs a match on a
 * small table (malls, articles) as a cheap sequential scan, but each row's vector is read and
 * de-TOASTed: 10–100 ms at --scale large where the GIN index answers in about one.
 */
export async function withTextIndexes<T>(db: Db, fn: (db: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    // A match over a million rows is costed high enough to be JIT-compiled, which takes longer
    // than the bounded index work it does.
    await tx.execute(sql`set local jit = off`);
    return fn(tx as unknown as Db); // a transaction is a Db whose statements run on one connection
  });
}

/**
 * A page of hits of `types`, best first, and every type's pool size (at most RANK_POOL + 1: more than
 * RANK_POOL means the type has more matches than its tab lists). Each type lists the best RANK_POOL
 * of its pool; the page is cut from those.
 */
export async function search(db: Db, ask: Ask, types: HitType[], limit: number, offset: number) {
  // Each listed type needs at most offset+limit rows for the merged page; the others one row, for its pool size.
  const parts = HIT_TYPES.map((t) => {
    const take = types.includes(t) ? Math.min(offset + limit, RANK_POOL) : 1;
    return sql`(select p.*, count(*) over ()::int as pool_size from (${pool(t, ask)}) p order by rank desc, id desc limit ${take})`;
  });
  const found = await queryRows<HitRow & { pool_size: number }>(db, sql`${sql.join(parts, sql` union all `)}`);
  const pools: Record<HitType, number> = { mall: 0, shop: 0, brand: 0, news: 0 };
  for (const r of found) pools[r.type] = Number(r.pool_size);
  const rows = found
    .filter((r) => types.includes(r.type))
    .sort((a, b) => Number(b.rank) - Number(a.rank) || (a.type < b.type ? -1 : a.type > b.type ? 1 : 0) || Number(b.id) - Number(a.id))
    .slice(offset, offset + limit);
  return { rows, pools };
}

/** Matches per type, each counted up to `cap`. */
export async function counts(db: Db, q: string, place: Place, cap: number) {
  const c = (t: HitType) => sql`select count(*)::int from (${scan(t, TYPES[t].vector, q, place, sql`1`, sql``, sql`${cap}`)}) n`;
  const rows = await queryRows<Record<HitType, number>>(
    db,
    sql`select (${c('mall')}) as mall, (${c('shop')}) as shop, (${c('brand')}) as brand, (${c('news')}) as news`,
  );
  const r = rows[0];
  return { mall: Number(r?.mall ?? 0), shop: Number(r?.shop ?? 0), brand: Number(r?.brand ?? 0), news: Number(r?.news ?? 0) };
}

export async function hotWords(db: Db): Promise<string[]> {
  const rows = await queryRows<{ config: { hotWords?: string[] } }>(db, sql`select config from home_configs where channel_code = 'ch_web' limit 1`);
  return rows[0]?.config?.hotWords ?? [];
}

/** Names people search by: malls, brands, formats and the places where there are listings. */
export async function vocabularyNames(db: Db): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select name from malls where status = 'published'
      union all select name from brands where status = 'published'
      union all select name from formats
      union all select r.name from regions r where r.code in (select distinct district_code from malls where status = 'published')
      union all select r.short_name from regions r where r.code in (select distinct city_code from malls where status = 'published')`,
  );
  return rows.map((r) => r.name);
}

/** Leaf formats, in their catalogue order: hot-word candidates from what exists. */
export async function formatNames(db: Db): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(db, sql`select name from formats where parent_id is not null order by sort, id`);
  return rows.map((r) => r.name);
}

/** Cities and districts with listings, by name, to read place words of a query as filters. */
export async function places(db: Db): Promise<{ code: string; name: string; short_name: string; level: number; parent_code: string | null }[]> {
  return queryRows(
    db,
    sql`select code, name, short_name, level, parent_code from regions where level in (2, 3) and code in (
      select city_code from malls where status = 'published' union select district_code from malls where status = 'published'
      union select distinct city_code from shops where status = 'published' union select distinct district_code from shops where status = 'published')`,
  );
}
