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
  rank: number;
}

/**
 * Matches ranked per type: a common word matches thousands of rows and ts_rank reads each
 * tsvector, so only the first RANK_POOL matches (GIN order) are ranked, and so listed.
 */
export const RANK_POOL = 1000;

/**
 * One SELECT per type, same columns, so they can be UNIONed and ranked together; `matches` is its
 * FROM … WHERE, so that a count is of the same rows.
 */
function part(type: HitType, q: string, cityCode: string | undefined): { select: SQL; matches: SQL } {
  const tsq = sql`to_tsquery('simple', ${q})`;
  switch (type) {
    case 'mall': {
      const matches = sql`from malls m where m.status = 'published' and m.search @@ ${tsq} ${cityCode ? sql`and m.city_code = ${cityCode}` : sql``}`;
      return {
        select: sql`select 'mall' as type, m.id, m.name as title, m.intro as body, m.cover_url as cover, m.city_code,
          m.open_status as a, m.total_area::text as b, m.daily_traffic::text as c, ts_rank(m.search, ${tsq}) as rank from (select * ${matches} limit ${RANK_POOL}) m`,
        matches,
      };
    }
    case 'shop': {
      const matches = sql`from shops s where s.status = 'published' and s.search @@ ${tsq} ${cityCode ? sql`and s.city_code = ${cityCode}` : sql``}`;
      return {
        select: sql`select 'shop' as type, s.id, s.title, s.description as body, s.cover_url as cover, s.city_code,
          s.area::text as a, s.rent::text || '|' || s.rent_unit as b, s.kind as c, ts_rank(s.search, ${tsq}) as rank from (select * ${matches} limit ${RANK_POOL}) s`,
        matches,
      };
    }
    case 'brand': {
      const matches = sql`from brands b where b.status = 'published' and b.search @@ ${tsq} ${cityCode ? sql`and ${cityCode} = any(b.expand_cities)` : sql``}`;
      return {
        select: sql`select 'brand' as type, b.id, b.name as title, b.intro as body, b.logo_url as cover, null::varchar as city_code,
          b.format_id::text as a, b.store_count::text as b, b.area_min::text || '-' || b.area_max::text as c, ts_rank(b.search, ${tsq}) as rank from (select * ${matches} limit ${RANK_POOL}) b`,
        matches,
      };
    }
    case 'news': {
      const matches = sql`from articles a where a.status = 'published' and a.search @@ ${tsq} ${cityCode ? sql`and a.city_code = ${cityCode}` : sql``}`;
      return {
        select: sql`select 'news' as type, a.id, a.title, a.summary as body, a.cover_url as cover, a.city_code,
          a.category as a, a.published_at::text as b, a.source as c, ts_rank(a.search, ${tsq}) as rank from (select * ${matches} limit ${RANK_POOL}) a`,
        matches,
      };
    }
  }
}

export const HIT_TYPES: HitType[] = ['mall', 'shop', 'brand', 'news'];

export async function search(db: Db, q: string, types: HitType[], cityCode: string | undefined, limit: number, offset: number) {
  // Each part needs at most offset+limit rows for the merged page.
  const parts = types.map((t) => sql`(${part(t, q, cityCode).select} order by rank desc, id desc limit ${offset + limit})`);
  const rows = await queryRows<HitRow>(
    db,
    sql`select * from (${sql.join(parts, sql` union all `)}) u order by rank desc, type, id desc limit ${limit} offset ${offset}`,
  );
  return rows;
}

/** Matches per type, each counted up to `cap`. */
export async function counts(db: Db, q: string, cityCode: string | undefined, cap: number) {
  const c = (t: HitType) => sql`select count(*)::int from (select 1 ${part(t, q, cityCode).matches} limit ${cap}) x`;
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
