import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { MallListItem } from '@shp/contracts';
import { queryRows, type Db } from '../../db/client.js';
import { adverts, homeConfigs, PUBLISHED } from '../../db/schema/index.js';
import { onMarket } from '../../lib/on-market.js';
import { isoDay } from '../../lib/dates.js';

export async function findHomeConfig(db: Db, channelCode: string) {
  const [row] = await db.select().from(homeConfigs).where(eq(homeConfigs.channelCode, channelCode)).limit(1);
  return row ?? null;
}

/** Live adverts of a position: city-specific ones first, then national, by sort. */
export async function listAdverts(db: Db, position: string, cityCode: string | undefined, now: Date) {
  const at = now.toISOString();
  return db
    .select({ id: adverts.id, title: adverts.title, subtitle: adverts.subtitle, imageUrl: adverts.imageUrl, linkUrl: adverts.linkUrl, height: adverts.height })
    .from(adverts)
    .where(
      and(
        eq(adverts.position, position),
        eq(adverts.status, PUBLISHED),
        cityCode ? sql`(${adverts.cityCode} is null or ${adverts.cityCode} = ${cityCode})` : sql`${adverts.cityCode} is null`,
        sql`(${adverts.startsAt} is null or ${adverts.startsAt} <= ${at})`,
        sql`(${adverts.endsAt} is null or ${adverts.endsAt} > ${at})`,
      ),
    )
    .orderBy(sql`case when ${adverts.cityCode} is null then 1 else 0 end`, asc(adverts.sort), asc(adverts.id))
    .limit(10);
}

interface MallCardRow {
  id: number;
  name: string;
  cover_url: string;
  city_name: string;
  district_name: string | null;
  address: string;
  open_status: 'open' | 'preparing' | 'renovating';
  open_date: string | Date;
  total_area: number;
  floors_above: number;
  floors_below: number;
  format_names: string[] | null;
  rent_min: string | number;
  rent_max: string | number;
  daily_traffic: number;
  grade: string;
  investment_score: number;
  vacant_shops: number;
}

const toMallItem = (r: MallCardRow): MallListItem => ({
  id: Number(r.id),
  name: r.name,
  coverUrl: r.cover_url,
  cityName: r.city_name,
  districtName: r.district_name ?? '',
  address: r.address,
  openStatus: r.open_status,
  openDate: isoDay(r.open_date),
  totalArea: Number(r.total_area),
  floorsAbove: Number(r.floors_above),
  floorsBelow: Number(r.floors_below),
  formats: r.format_names ?? [],
  rentMin: Number(r.rent_min),
  rentMax: Number(r.rent_max),
  dailyTraffic: Number(r.daily_traffic),
  grade: r.grade,
  investmentScore: Number(r.investment_score),
  vacantShops: Number(r.vacant_shops ?? 0),
});

/**
 * Malls as list cards; `where` and `order` are fixed fragments built by the callers below. The
 * page of malls is picked first, so names, formats and vacancy are looked up for those rows only.
 * Formats keep the mall's own order, as /product and the detail page list them: a card shows the
 * first few, and sorted by id they were other formats than the mall's card on /product shows.
 */
async function mallCards(db: Db, where: SQL, order: SQL, limit: number): Promise<MallListItem[]> {
  const rows = await queryRows<MallCardRow>(
    db,
    sql`select m.id, m.name, m.cover_url, c.short_name as city_name, d.name as district_name, m.address, m.open_status, m.open_date,
          m.total_area, m.floors_above, m.floors_below, m.rent_min, m.rent_max, m.daily_traffic, m.grade, m.investment_score,
          array(select f.name from formats f where f.id = any(m.format_ids) order by array_position(m.format_ids, f.id)) as format_names,
          (select count(*)::int from shops s where s.mall_id = m.id and s.kind = 'shop' and s.status = 'published' and ${onMarket()}) as vacant_shops
        from (select * from malls m where m.status = ${PUBLISHED} and ${where} order by ${order} limit ${limit}) m
        join regions c on c.code = m.city_code
        left join regions d on d.code = m.district_code
        order by ${order}`,
  );
  return rows.map(toMallItem);
}

/** Featured malls of a city first, then the city's best by investment score. */
export function featuredMalls(db: Db, cityCode: string | null, limit: number) {
  const where = cityCode ? sql`m.city_code = ${cityCode}` : sql`m.featured`;
  return mallCards(db, where, sql`m.featured desc, (m.open_status = 'open') desc, m.investment_score desc, m.id`, limit);
}

export function rankedMalls(db: Db, cityCode: string | undefined, limit: number) {
  const where = cityCode ? sql`m.city_code = ${cityCode}` : sql`true`;
  return mallCards(db, where, sql`m.investment_score desc, m.daily_traffic desc, m.id`, limit);
}

export async function cityName(db: Db, cityCode: string) {
  const rows = await queryRows<{ short_name: string; province: string }>(
    db,
    sql`select c.short_name, p.short_name as province from regions c join regions p on p.code = c.province_code where c.code = ${cityCode} and c.level = 2`,
  );
  return rows[0] ? { name: rows[0].short_name, province: rows[0].province } : null;
}

export async function cityCounts(db: Db, cityCode: string) {
  const rows = await queryRows<{ malls: number; open_malls: number; shops: number; points: number; spaces: number; consultants: number }>(
    db,
    sql`select
          (select count(*)::int from malls where city_code = ${cityCode} and status = ${PUBLISHED}) as malls,
          (select count(*)::int from malls where city_code = ${cityCode} and status = ${PUBLISHED} and open_status = 'open') as open_malls,
          (select count(*)::int from shops where city_code = ${cityCode} and status = ${PUBLISHED} and kind = 'shop' and ${onMarket(null)}) as shops,
          (select count(*)::int from shops where city_code = ${cityCode} and status = ${PUBLISHED} and kind = 'point' and ${onMarket(null)}) as points,
          (select count(*)::int from spaces where city_code = ${cityCode} and status = ${PUBLISHED}) as spaces,
          (select count(*)::int from consultants where city_code = ${cityCode} and status = ${PUBLISHED}) as consultants`,
  );
  const r = rows[0];
  return {
    malls: Number(r?.malls ?? 0),
    openMalls: Number(r?.open_malls ?? 0),
    shops: Number(r?.shops ?? 0),
    points: Number(r?.points ?? 0),
    spaces: Number(r?.spaces ?? 0),
    consultants: Number(r?.consultants ?? 0),
  };
}

export async function hotShops(db: Db, cityCode: string, limit: number) {
  return queryRows<{
    id: number;
    kind: 'shop' | 'point';
    title: string;
    cover_url: string;
    area: string | number;
    rent: string | number;
    rent_unit: 'day_sqm' | 'month';
    district_name: string | null;
    mall_name: string | null;
  }>(
    db,
    sql`select s.id, s.kind, s.title, s.cover_url, s.area, s.rent, s.rent_unit, d.name as district_name, m.name as mall_name
        from shops s
        left join regions d on d.code = s.district_code
        left join malls m on m.id = s.mall_id
        left join shop_view_counts vc on vc.shop_id = s.id
        where s.city_code = ${cityCode} and s.status = ${PUBLISHED} and s.kind = 'shop' and ${onMarket()}
        order by coalesce(vc.views, 0) desc, s.id
        limit ${limit}`,
  );
}

/** Latest news and investment articles, the city's own first. */
export async function latestNews(db: Db, cityCode: string, limit: number) {
  return queryRows<{ id: number; title: string; summary: string; cover_url: string; category: string; published_at: string | Date }>(
    db,
    sql`select id, title, summary, cover_url, category, published_at
        from articles
        where status = ${PUBLISHED} and category in ('news', 'investment', 'policy')
        order by (city_code = ${cityCode}) desc nulls last, published_at desc, id desc
        limit ${limit}`,
  );
}

export async function latestCases(db: Db, cityCode: string, limit: number) {
  return queryRows<{ id: number; title: string; summary: string; cover_url: string; opened_at: string | Date }>(
    db,
    sql`select k.id, k.title, k.summary, k.cover_url, k.opened_at
        from cases k join malls m on m.id = k.mall_id
        where k.status = ${PUBLISHED}
        order by (m.city_code = ${cityCode}) desc, k.opened_at desc, k.id desc
        limit ${limit}`,
  );
}
