import { sql, type SQL } from 'drizzle-orm';
import type { MallFilter, MallListItem } from '@shp/contracts';
import { queryRows, type Db } from '../../db/client.js';
import { toTsQuery } from '../../lib/segment.js';
import { intArray, intList } from '../../lib/sql.js';
import { isoDay, isoTime } from '../../lib/dates.js';
import { type Lookups } from '../../lib/lookups.js';
import { onMarket } from '../../lib/on-market.js';
import { offsetOf } from '../../lib/paging.js';

export interface MallRow {
  id: number;
  name: string;
  cover_url: string;
  city_code: string;
  district_code: string;
  address: string;
  open_status: 'open' | 'preparing' | 'renovating';
  open_date: string | Date;
  total_area: number;
  floors_above: number;
  floors_below: number;
  format_ids: number[] | string;
  rent_min: string | number;
  rent_max: string | number;
  daily_traffic: number;
  grade: string;
  investment_score: number;
  vacant_shops: number;
  updated_at: string | Date;
  fresh: boolean;
  verified_on: string | Date | null;
}

/** A list row's own columns (every list order's columns among them). */
const MALL_FIELDS = sql`m.id, m.name, m.cover_url, m.city_code, m.district_code, m.address, m.open_status, m.open_date, m.total_area,
  m.floors_above, m.floors_below, m.format_ids, m.rent_min, m.rent_max, m.daily_traffic, m.grade, m.investment_score,
  m.updated_at, m.fresh, m.verified_on`;

/** The mall's units to let: read from `shops_mall_status_idx` alone. */
const VACANT_SHOPS = sql`(select count(*)::int from shops s where s.mall_id = m.id and s.kind = 'shop' and s.status = 'published' and ${onMarket()}) as vacant_shops`;

const MALL_COLUMNS = sql`${MALL_FIELDS}, ${VACANT_SHOPS}`;

export function toMallItem(r: MallRow, lk: Lookups): MallListItem {
  return {
    id: Number(r.id),
    name: r.name,
    coverUrl: r.cover_url,
    cityName: lk.cityName(r.city_code),
    districtName: lk.districtName(r.district_code),
    address: r.address,
    openStatus: r.open_status,
    openDate: isoDay(r.open_date),
    totalArea: Number(r.total_area),
    floorsAbove: Number(r.floors_above),
    floorsBelow: Number(r.floors_below),
    formats: intList(r.format_ids)
      .map((id) => lk.formatName(id))
      .filter(Boolean),
    rentMin: Number(r.rent_min),
    rentMax: Number(r.rent_max),
    dailyTraffic: Number(r.daily_traffic),
    grade: r.grade,
    investmentScore: Number(r.investment_score),
    vacantShops: Number(r.vacant_shops ?? 0),
    trust: { updatedAt: isoTime(r.updated_at), stale: !r.fresh, verifiedOn: r.verified_on ? isoDay(r.verified_on) : null },
  };
}

export function mallWhere(f: MallFilter, lk: Lookups): SQL {
  const conds: SQL[] = [sql`m.status = 'published'`];
  if (f.cityCode) conds.push(sql`m.city_code = ${f.cityCode}`);
  if (f.districtCode) conds.push(sql`m.district_code = ${f.districtCode}`);
  if (f.formatId) conds.push(sql`m.format_ids && ${intArray(lk.expandFormats([f.formatId]))}`);
  if (f.openStatus) conds.push(sql`m.open_status = ${f.openStatus}`);
  // total_area is an integer column: a bound with a fraction (10.5万㎡ typed as 105000.5) was sent as
  // an integer parameter and failed the query (500). Rounded inward, the same malls match.
  if (f.area?.min !== undefined) conds.push(sql`m.total_area >= ${Math.ceil(f.area.min)}`);
  if (f.area?.max !== undefined) conds.push(sql`m.total_area <= ${Math.floor(f.area.max)}`);
  const q = f.keyword ? toTsQuery(f.keyword) : null;
  if (f.keyword && !q) conds.push(sql`false`);
  if (q) conds.push(sql`m.search @@ to_tsquery('simple', ${q})`);
  return sql.join(conds, sql` and `);
}

const ORDER: Record<MallFilter['sort'], SQL> = {
  // Malls not updated for 120 days come after current ones (decision 062).
  default: sql`m.fresh desc, m.investment_score desc, m.id asc`,
  traffic: sql`m.daily_traffic desc, m.id asc`,
  newest: sql`m.open_date desc, m.id asc`,
  rentAsc: sql`m.rent_min asc, m.id asc`,
  area: sql`m.total_area desc, m.id asc`,
};

export async function pageMalls(db: Db, f: MallFilter, lk: Lookups, pageNum: number, pageSize: number) {
  const where = mallWhere(f, lk);
  const [rows, count] = await Promise.all([
    queryRows<MallRow>(
      db,
      // The page first, then its vacancy counts: counted in the same SELECT, every mall skipped by
      // the offset would be counted too.
      sql`select ${MALL_COLUMNS} from (select ${MALL_FIELDS} from malls m where ${where}
        order by ${ORDER[f.sort]} limit ${pageSize} offset ${offsetOf({ pageNum, pageSize }).offset}) m order by ${ORDER[f.sort]}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from malls m where ${where}`),
  ]);
  return { list: rows.map((r) => toMallItem(r, lk)), total: Number(count[0]?.n ?? 0), pageNum, pageSize };
}

export async function mallsByIds(db: Db, ids: number[], lk: Lookups) {
  if (!ids.length) return new Map<number, MallListItem>();
  const rows = await queryRows<MallRow>(db, sql`select ${MALL_COLUMNS} from malls m where m.id = any(${intArray(ids)})`);
  return new Map(rows.map((r) => [Number(r.id), toMallItem(r, lk)]));
}

export interface MallDetailRow extends MallRow {
  lat: number;
  lng: number;
  business_area: number;
  parking_spaces: number;
  annual_sales: number;
  developer: string;
  images: string[];
  intro: string;
  leasing_contact: string;
  leasing_phone: string;
  consultant_id: number | null;
  surroundings: { transport: string[]; residential: string[]; competitors: string[]; schools: string[] };
  brochure_url: string | null;
}

export async function findMall(db: Db, id: number): Promise<MallDetailRow | null> {
  const rows = await queryRows<MallDetailRow>(
    db,
    sql`select ${MALL_COLUMNS}, m.lat, m.lng, m.business_area, m.parking_spaces, m.annual_sales, m.developer, m.images, m.intro,
      m.leasing_contact, m.leasing_phone, m.consultant_id, m.surroundings, m.brochure_url
      from malls m where m.id = ${id} and m.status = 'published'`,
  );
  return rows[0] ?? null;
}

export async function mallExtras(db: Db, id: number) {
  const [floors, counts, articles] = await Promise.all([
    queryRows<{ floor: string; theme: string; area: number }>(db, sql`select floor, theme, area from mall_floors where mall_id = ${id} order by sort`),
    queryRows<{ brands: number; spaces: number }>(
      db,
      sql`select (select count(distinct brand_id)::int from mall_brands where mall_id = ${id}) as brands,
        (select count(*)::int from spaces where mall_id = ${id} and status = 'published') as spaces`,
    ),
    queryRows<{ id: number; title: string; published_at: string | Date }>(
      db,
      sql`select id, title, published_at from articles where mall_id = ${id} and status = 'published' order by published_at desc limit 5`,
    ),
  ]);
  return {
    floors: floors.map((f) => ({ floor: f.floor, theme: f.theme, area: Number(f.area) })),
    brandCount: Number(counts[0]?.brands ?? 0),
    spaceCount: Number(counts[0]?.spaces ?? 0),
    articles: articles.map((a) => ({ id: Number(a.id), title: a.title, publishedAt: isoTime(a.published_at) })),
  };
}

export async function settledBrands(db: Db, mallId: number, floor: string | undefined, formatIds: number[] | null, pageNum: number, pageSize: number) {
  const conds: SQL[] = [sql`mb.mall_id = ${mallId}`, sql`b.status = 'published'`];
  if (floor) conds.push(sql`mb.floor = ${floor}`);
  if (formatIds) conds.push(sql`b.format_id = any(${intArray(formatIds)})`);
  const where = sql.join(conds, sql` and `);
  const [rows, count, facets] = await Promise.all([
    queryRows<{ brand_id: number; name: string; logo_url: string; format_id: number; floor: string; opened_at: string | Date }>(
      db,
      sql`select distinct on (b.id) b.id as brand_id, b.name, b.logo_url, b.format_id, mb.floor, mb.opened_at
        from mall_brands mb join brands b on b.id = mb.brand_id where ${where}
        order by b.id, mb.opened_at desc limit ${pageSize} offset ${offsetOf({ pageNum, pageSize }).offset}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(distinct b.id)::int as n from mall_brands mb join brands b on b.id = mb.brand_id where ${where}`),
    queryRows<{ floor: string | null; format_id: number | null }>(
      db,
      sql`select distinct mb.floor, b.format_id from mall_brands mb join brands b on b.id = mb.brand_id where mb.mall_id = ${mallId}`,
    ),
  ]);
  return { rows, total: Number(count[0]?.n ?? 0), facets };
}

/** Other malls of the city within 10 km, by an equirectangular distance (exact enough at city scale). */
export async function nearbyMalls(db: Db, m: { id: number; cityCode: string; lat: number; lng: number }) {
  const dist = sql`6371 * sqrt(power(radians(o.lat - ${m.lat}), 2) + power(radians(o.lng - ${m.lng}) * cos(radians(${m.lat})), 2))`;
  return queryRows<{ id: number; name: string; km: number; daily_traffic: number; open_status: string }>(
    db,
    sql`select * from (select o.id, o.name, ${dist} as km, o.daily_traffic, o.open_status from malls o
      where o.city_code = ${m.cityCode} and o.id <> ${m.id} and o.status = 'published') x where km <= 10 order by km asc limit 8`,
  );
}

export async function vacantShopsNear(db: Db, m: { cityCode: string; lat: number; lng: number }) {
  // 1 km is about 0.009° of latitude; the box is cut to a circle by the distance test.
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from shops s where s.kind = 'shop' and s.city_code = ${m.cityCode} and s.status = 'published'
      and ${onMarket()} and s.lat between ${m.lat - 0.009} and ${m.lat + 0.009}
      and 6371 * sqrt(power(radians(s.lat - ${m.lat}), 2) + power(radians(s.lng - ${m.lng}) * cos(radians(${m.lat})), 2)) <= 1`,
  );
  return Number(rows[0]?.n ?? 0);
}

export async function findArticle(db: Db, id: number) {
  const rows = await queryRows<{
    id: number;
    title: string;
    category: string;
    summary: string;
    content: string;
    cover_url: string;
    author: string;
    source: string;
    tags: string[];
    views: number;
    published_at: string | Date;
    mall_id: number | null;
    mall_name: string | null;
  }>(
    db,
    sql`select a.id, a.title, a.category, a.summary, a.content, a.cover_url, a.author, a.source, a.tags, a.views, a.published_at,
      a.mall_id, m.name as mall_name from articles a left join malls m on m.id = a.mall_id where a.id = ${id} and a.status = 'published'`,
  );
  return rows[0] ?? null;
}

export async function relatedArticles(db: Db, id: number, mallId: number | null) {
  const where = mallId ? sql`mall_id = ${mallId}` : sql`true`;
  return queryRows<{ id: number; title: string; published_at: string | Date }>(
    db,
    sql`select id, title, published_at from articles where ${where} and id <> ${id} and status = 'published' order by published_at desc limit 5`,
  );
}

export async function countArticleView(db: Db, id: number) {
  await db.execute(sql`update articles set views = views + 1 where id = ${id}`);
}
