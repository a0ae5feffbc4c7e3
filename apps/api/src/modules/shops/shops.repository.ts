import { sql, type SQL } from 'drizzle-orm';
import type { ShopFilter, ShopListItem } from '@shp/contracts';
import { queryRows, type Db } from '../../db/client.js';
import { toTsQuery } from '../../lib/segment.js';
import { consultantRating } from '../consultants/consultants.repository.js';
import { AREA_BOUNDS, RENT_BOUNDS, filterDistricts, type AreaSpan, type CitySummary, type CountGroup } from './count-summary.js';
import { intArray, intList, textList } from '../../lib/sql.js';
import { isoDay, isoTime } from '../../lib/dates.js';
import { rentText } from '../../lib/money.js';
import { type Lookups } from '../../lib/lookups.js';
import { onMarket, openingStatusIn } from '../../lib/on-market.js';

/** The districts a filter chooses, as the list reads them (the map's pre-counted cells too). */
export { filterDistricts };

/** Counting stops here: the pager shows "10000+" beyond (a list nobody pages through that far). */
export const COUNT_CAP = 10000;

export interface ShopRow {
  id: number;
  kind: 'shop' | 'point';
  title: string;
  cover_url: string;
  city_code: string;
  district_code: string;
  mall_id: number | null;
  mall_name: string | null;
  address: string;
  area: string | number;
  floor: string;
  frontage: string | number;
  rent: string | number;
  rent_unit: 'day_sqm' | 'month';
  monthly_rent: number;
  property_fee: string | number;
  format_ids: number[] | string;
  opening_status: 'vacant' | 'leasing_soon' | 'leased';
  grade: 'A' | 'B' | 'C';
  available_date: string | Date;
  daily_traffic: number;
  power_kw: number;
  water: boolean;
  exhaust: boolean;
  gas: boolean;
  created_at: string | Date;
  updated_at: string | Date;
  fresh: boolean;
  verified_on: string | Date | null;
}

/** Columns of a list row; `s` is shops, `m` the mall (left join). */
export const SHOP_COLUMNS = sql`s.id, s.kind, s.title, s.cover_url, s.city_code, s.district_code, s.mall_id, m.name as mall_name,
  s.address, s.area, s.floor, s.frontage, s.rent, s.rent_unit, s.monthly_rent, s.property_fee, s.format_ids, s.opening_status,
  s.grade, s.available_date, s.daily_traffic, s.power_kw, s.water, s.exhaust, s.gas, s.created_at, s.updated_at, s.fresh, s.verified_on`;

export function toShopItem(r: ShopRow, lk: Lookups): ShopListItem {
  const formatIds = intList(r.format_ids);
  return {
    id: Number(r.id),
    kind: r.kind,
    title: r.title,
    coverUrl: r.cover_url,
    cityCode: r.city_code,
    cityName: lk.cityName(r.city_code),
    districtName: lk.districtName(r.district_code),
    mallId: r.mall_id === null ? null : Number(r.mall_id),
    mallName: r.mall_name,
    address: r.address,
    area: Number(r.area),
    floor: r.floor,
    frontage: Number(r.frontage),
    rent: Number(r.rent),
    rentUnit: r.rent_unit,
    rentText: rentText(Number(r.rent), r.rent_unit),
    monthlyRent: Number(r.monthly_rent),
    propertyFee: Number(r.property_fee),
    formats: formatIds.map((id) => lk.formatName(id)).filter(Boolean),
    openingStatus: r.opening_status,
    grade: r.grade,
    availableDate: isoDay(r.available_date),
    dailyTraffic: Number(r.daily_traffic),
    food: { powerKw: Number(r.power_kw), water: Boolean(r.water), exhaust: Boolean(r.exhaust), gas: Boolean(r.gas) },
    createdAt: isoTime(r.created_at),
    trust: { updatedAt: isoTime(r.updated_at), stale: !r.fresh, verifiedOn: r.verified_on ? isoDay(r.verified_on) : null },
  };
}

/** The WHERE of a shop list: every filter maps to an indexed column or a GIN index. */
/** `publishedElsewhere`: the caller states `status = 'published'` itself (a partial index's predicate). */
export function shopWhere(f: ShopFilter, lk: Lookups, opts: { publishedElsewhere?: boolean } = {}): SQL {
  const conds: SQL[] = [sql`s.kind = ${f.kind}`];
  if (!opts.publishedElsewhere) conds.push(sql`s.status = 'published'`);
  if (f.cityCode) conds.push(sql`s.city_code = ${f.cityCode}`);
  const districts = filterDistricts(f);
  if (districts.length) conds.push(sql`s.district_code in (${textList(districts)})`);
  if (f.formatTypes?.length) conds.push(sql`s.format_ids && ${intArray(lk.expandFormats(f.formatTypes))}`);
  if (f.area?.min !== undefined) conds.push(sql`s.area >= ${f.area.min}`);
  if (f.area?.max !== undefined) conds.push(sql`s.area <= ${f.area.max}`);
  if (f.openingStatus) conds.push(openingStatusIn(f.openingStatus));
  if (f.floorList?.length) conds.push(sql`s.floor in (${textList(f.floorList)})`);
  if (f.gradeList?.length) conds.push(sql`s.grade in (${textList(f.gradeList)})`);
  if (f.mallId) conds.push(sql`s.mall_id = ${f.mallId}`);
  if (f.rentMin !== undefined) conds.push(sql`s.monthly_rent >= ${f.rentMin}`);
  if (f.rentMax !== undefined) conds.push(sql`s.monthly_rent <= ${f.rentMax}`);
  if (f.location) conds.push(f.location === 'street' ? sql`s.mall_id is null` : sql`s.mall_id is not null`);
  for (const c of new Set(f.facilities ?? [])) conds.push(sql.raw(`s.${c}`));
  if (f.powerMin !== undefined) conds.push(sql`s.power_kw >= ${f.powerMin}`);
  const q = f.keyword ? toTsQuery(f.keyword) : null;
  if (f.keyword && !q) conds.push(sql`false`);
  if (q) conds.push(sql`s.search @@ to_tsquery('simple', ${q})`);
  return sql.join(conds, sql` and `);
}

export function shopOrder(f: ShopFilter): SQL {
  switch (f.sort) {
    case 'newest':
      return sql`s.created_at desc, s.id desc`;
    case 'rentAsc':
      return sql`s.monthly_rent asc, s.id asc`;
    case 'rentDesc':
      return sql`s.monthly_rent desc, s.id desc`;
    case 'areaAsc':
      return sql`s.area asc, s.id asc`;
    case 'areaDesc':
      return sql`s.area desc, s.id desc`;
    case 'traffic':
      return sql`s.daily_traffic desc, s.id desc`;
    default: {
      const q = f.keyword ? toTsQuery(f.keyword) : null;
      if (q) return sql`ts_rank(s.search, to_tsquery('simple', ${q})) desc, s.id desc`;
      // 综合排序: busiest units first within a city (served by shops_traffic_sort_idx); newest otherwise.
      // Listings not updated for 120 days come after current ones (decision 062); the indexes lead with `fresh`.
      return f.cityCode ? sql`s.fresh desc, s.daily_traffic desc, s.id desc` : sql`s.fresh desc, s.id desc`;
    }
  }
}

/** The page query itself, exported so a test can EXPLAIN exactly what the list runs. */
export function shopPageQuery(f: ShopFilter, lk: Lookups, limit: number, offset: number): SQL {
  // The page's ids first, then their rows: when every filter is on an index's entries (the traffic
  // index holds district, grade, area and formats), the ids come from the index alone and only the
  // page's 20 rows are read, however many units of other formats lie ahead of them in the order.
  return sql`select ${SHOP_COLUMNS} from (select s.id from shops s where ${shopWhere(f, lk)}
      order by ${shopOrder(f)} limit ${limit} offset ${offset}) p
    join shops s on s.id = p.id left join malls m on m.id = s.mall_id
    order by ${shopOrder(f)}`;
}

export function shopCountQuery(f: ShopFilter, lk: Lookups, opts: { span?: AreaSpan; cap?: number } = {}): SQL {
  const conds = [shopWhere(f, lk)];
  if (opts.span?.lo !== undefined) conds.push(sql`s.area >= ${opts.span.lo}`);
  if (opts.span?.hi !== undefined) conds.push(sql`s.area < ${opts.span.hi}`);
  if (opts.span?.rent?.lo !== undefined) conds.push(sql`s.monthly_rent >= ${opts.span.rent.lo}`);
  if (opts.span?.rent?.hi !== undefined) conds.push(sql`s.monthly_rent < ${opts.span.rent.hi}`);
  return sql`select count(*)::int as n from (select 1 from shops s where ${sql.join(conds, sql` and `)} limit ${opts.cap ?? COUNT_CAP}) x`;
}

/** Columns a unit has one value of, each summed by value (the keys are the `by` of the summary query). */
const SINGLE_VALUED = { district: 'district_code', floor: 'floor', opening: 'opening_status' } as const;
type SingleValued = keyof typeof SINGLE_VALUED;

/**
 * A city's (or one of its districts') published units of a kind by grade and area band
 * (count-summary.ts); `by` adds each format a unit carries, or each first-level format it carries a
 * child of, or its district, floor, opening status or monthly-rent band. All read an index alone (no
 * table rows): a city's `shops_count_idx` (rent bands: `shops_rent_sort_idx`), a district's
 * `shops_district_traffic_idx`.
 */
export function shopCountSummaryQuery(kind: string, cityCode: string, by?: 'format' | 'parent' | 'rent' | SingleValued, districtCode?: string): SQL {
  const bounds = sql.raw(`'{${AREA_BOUNDS.join(',')}}'::numeric[]`);
  const inDistrict = districtCode === undefined ? sql`` : sql` and s.district_code = ${districtCode}`;
  const where = sql`s.kind = ${kind} and s.city_code = ${cityCode} and s.status = 'published'${inDistrict}`;
  if (!by) return sql`select s.grade, width_bucket(s.area, ${bounds})::int as band, count(*)::int as n from shops s where ${where} group by 1, 2`;
  if (by === 'rent') {
    const rentBounds = sql.raw(`'{${RENT_BOUNDS.join(',')}}'::numeric[]`);
    return sql`select s.grade, width_bucket(s.area, ${bounds})::int as band, width_bucket(s.monthly_rent, ${rentBounds})::int as value, count(*)::int as n from shops s where ${where} group by 1, 2, 3`;
  }
  if (by !== 'format' && by !== 'parent') {
    const column = sql.raw(`s.${SINGLE_VALUED[by]}`);
    return sql`select s.grade, width_bucket(s.area, ${bounds})::int as band, ${column} as value, count(*)::int as n from shops s where ${where} group by 1, 2, 3`;
  }
  // distinct: a unit is counted once per format (or first-level format) however often it lists one, as the list's && matches it once.
  const formats =
    by === 'format'
      ? sql`(select distinct unnest(s.format_ids) as id)`
      : sql`(select distinct fm.parent_id as id from unnest(s.format_ids) u(id) join formats fm on fm.id = u.id where fm.parent_id is not null)`;
  return sql`select s.grade, width_bucket(s.area, ${bounds})::int as band, f.id as format_id, count(*)::int as n
    from shops s cross join lateral ${formats} f where ${where} group by 1, 2, 3`;
}

type GroupRow = { grade: string; band: number; n: number };

function groupedBy<R extends GroupRow, K>(rows: R[], keyOf: (r: R) => K): Map<K, CountGroup[]> {
  const m = new Map<K, CountGroup[]>();
  for (const r of rows) {
    const key = keyOf(r);
    const list = m.get(key) ?? [];
    list.push({ grade: r.grade, band: Number(r.band), n: Number(r.n) });
    m.set(key, list);
  }
  return m;
}

/** A city's summary, or with `districtCode` that district's (which has no `byDistrict`). */
export async function countSummary(db: Db, kind: string, cityCode: string, districtCode?: string): Promise<CitySummary> {
  type FormatRow = GroupRow & { format_id: number };
  type ValueRow = GroupRow & { value: string };
  const q = (by?: 'format' | 'parent' | 'rent' | SingleValued) => shopCountSummaryQuery(kind, cityCode, by, districtCode);
  const [plain, formats, parents, districts, floors, openings, rents] = await Promise.all([
    queryRows<GroupRow>(db, q()),
    queryRows<FormatRow>(db, q('format')),
    queryRows<FormatRow>(db, q('parent')),
    districtCode === undefined ? queryRows<ValueRow>(db, q('district')) : Promise.resolve([]),
    queryRows<ValueRow>(db, q('floor')),
    queryRows<ValueRow>(db, q('opening')),
    districtCode === undefined ? queryRows<ValueRow>(db, q('rent')) : Promise.resolve([]),
  ]);
  return {
    groups: plain.map((r) => ({ grade: r.grade, band: Number(r.band), n: Number(r.n) })),
    byFormat: groupedBy(formats, (r) => Number(r.format_id)),
    byParent: groupedBy(parents, (r) => Number(r.format_id)),
    byDistrict: groupedBy(districts, (r) => r.value),
    byFloor: groupedBy(floors, (r) => r.value),
    byOpening: groupedBy(openings, (r) => r.value),
    byRent: groupedBy(rents, (r) => Number(r.value)),
  };
}

/**
 * Units matching the filter within the given area bands, up to `cap` in all: the part of a total
 * the summary leaves to count. One statement, one index range scan per band.
 */
export async function countShopsInSpans(db: Db, f: ShopFilter, lk: Lookups, spans: AreaSpan[], cap: number): Promise<number> {
  if (!spans.length || cap <= 0) return 0;
  const parts = spans.map((span) => sql`(${shopCountQuery(f, lk, { span, cap })})`);
  const [row] = await queryRows<{ n: number }>(db, sql`select ${sql.join(parts, sql` + `)} as n`);
  return Math.min(cap, Number(row?.n ?? 0));
}

export async function listShops(db: Db, f: ShopFilter, lk: Lookups, limit: number, offset: number): Promise<ShopListItem[]> {
  const rows = await queryRows<ShopRow>(db, shopPageQuery(f, lk, limit, offset));
  return rows.map((r) => toShopItem(r, lk));
}

/** How many units match, up to COUNT_CAP. */
export async function countShops(db: Db, f: ShopFilter, lk: Lookups): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, shopCountQuery(f, lk));
  return Number(row?.n ?? 0);
}

export interface ShopDetailRow extends ShopRow {
  depth: string | number;
  ceiling_height: string | number;
  transfer_fee: number;
  description: string;
  images: string[];
  views: number;
  lat: number;
  lng: number;
  housekeeper_id: number;
  status: string;
  m_open_status: string | null;
  m_daily_traffic: number | null;
  m_grade: string | null;
  m_cover_url: string | null;
  m_address: string | null;
  m_leasing_contact: string | null;
  m_leasing_phone: string | null;
}

export async function findShop(db: Db, id: number): Promise<ShopDetailRow | null> {
  const rows = await queryRows<ShopDetailRow>(
    db,
    sql`select ${SHOP_COLUMNS}, s.depth, s.ceiling_height, s.transfer_fee, s.description, s.images, coalesce(vc.views, 0) as views, s.lat, s.lng,
      s.housekeeper_id, s.status, m.open_status as m_open_status, m.daily_traffic as m_daily_traffic, m.grade as m_grade,
      m.cover_url as m_cover_url, m.address as m_address, m.leasing_contact as m_leasing_contact, m.leasing_phone as m_leasing_phone
      from shops s left join malls m on m.id = s.mall_id left join shop_view_counts vc on vc.shop_id = s.id
      where s.id = ${id} and s.status = 'published'`,
  );
  return rows[0] ?? null;
}

export interface ConsultantRow {
  id: number;
  name: string;
  title: string;
  avatar_url: string;
  phone: string;
  years: number;
  rating: number | null;
  service_count: number;
  specialties: string[];
}

export async function findConsultant(db: Db, id: number): Promise<ConsultantRow | null> {
  const rows = await queryRows<ConsultantRow>(
    db,
    sql`select id, name, title, avatar_url, phone, years, ${consultantRating} as rating, service_count, specialties from consultants where id = ${id}`,
  );
  return rows[0] ?? null;
}

/** Counts a view (in its own table: see shopViewCounts) and remembers the member's latest visit (one row per member and unit). */
export async function recordView(db: Db, shopId: number, memberId: number | null) {
  await db.execute(sql`insert into shop_view_counts (shop_id, views) values (${shopId}, 1)
    on conflict (shop_id) do update set views = shop_view_counts.views + 1`);
  if (memberId) {
    await db.execute(sql`insert into shop_visits (shop_id, member_id, visited_at) values (${shopId}, ${memberId}, now())
      on conflict (shop_id, member_id) do update set visited_at = excluded.visited_at`);
  }
}

export async function accessList(db: Db, shopId: number) {
  const [recent, count] = await Promise.all([
    queryRows<{ nick_name: string; visited_at: string | Date }>(
      db,
      sql`select mb.nick_name, v.visited_at from shop_visits v join members mb on mb.id = v.member_id
        where v.shop_id = ${shopId} order by v.visited_at desc limit 10`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from shop_visits where shop_id = ${shopId}`),
  ]);
  return { recent, visitors: Number(count[0]?.n ?? 0) };
}

export async function similarShops(db: Db, s: { id: number; kind: string; cityCode: string; area: number; formatIds: number[] }, lk: Lookups) {
  const base = sql`s.kind = ${s.kind} and s.city_code = ${s.cityCode} and s.status = 'published' and ${onMarket()}
    and s.id <> ${s.id} and s.area between ${s.area * 0.6} and ${s.area * 1.6}`;
  const withFormat = s.formatIds.length ? sql`${base} and s.format_ids && ${intArray(s.formatIds)}` : base;
  const query = (where: SQL) =>
    queryRows<ShopRow>(
      db,
      sql`select ${SHOP_COLUMNS} from shops s left join malls m on m.id = s.mall_id where ${where}
      order by abs(s.area - ${s.area}) asc, s.id asc limit 6`,
    );
  let rows = await query(withFormat);
  // Few units share the formats: fill up with units of similar size.
  if (rows.length < 3) {
    const seen = new Set(rows.map((r) => Number(r.id)));
    rows = [...rows, ...(await query(base)).filter((r) => !seen.has(Number(r.id)))].slice(0, 6);
  }
  return rows.map((r) => toShopItem(r, lk));
}

export async function searchShopTitles(db: Db, q: string, kind: string | undefined, cityCode: string | undefined, lk: Lookups) {
  const conds = [sql`s.status = 'published'`, sql`s.search @@ to_tsquery('simple', ${q})`];
  if (kind) conds.push(sql`s.kind = ${kind}`);
  if (cityCode) conds.push(sql`s.city_code = ${cityCode}`);
  const rows = await queryRows<ShopRow>(
    db,
    sql`select ${SHOP_COLUMNS} from shops s left join malls m on m.id = s.mall_id where ${sql.join(conds, sql` and `)}
      order by ts_rank(s.search, to_tsquery('simple', ${q})) desc, s.id desc limit 10`,
  );
  return rows.map((r) => toShopItem(r, lk));
}

export async function isCollected(db: Db, memberId: number | null | undefined, targetType: string, targetId: number) {
  if (!memberId) return false;
  const rows = await queryRows<{ n: number }>(
    db,
    sql`select 1 as n from collections where member_id = ${memberId} and target_type = ${targetType} and target_id = ${targetId}`,
  );
  return rows.length > 0;
}

export async function brandSuggestions(db: Db, name: string, q: string | null, cityCode: string | undefined) {
  const like = `${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const match = name ? (q ? sql`(b.name like ${like} or b.search @@ to_tsquery('simple', ${q}))` : sql`b.name like ${like}`) : sql`b.hot`;
  const cityFirst = cityCode ? sql`(${cityCode} = any(b.expand_cities)) desc,` : sql``;
  return queryRows<{ id: number; name: string; format_id: number; store_count: number }>(
    db,
    sql`select b.id, b.name, b.format_id, b.store_count from brands b where b.status = 'published' and ${match}
      order by (b.name like ${like}) desc, ${cityFirst} b.hot desc, b.store_count desc, b.id asc limit 10`,
  );
}

export async function mallSuggestions(db: Db, name: string, q: string | null, cityCode: string | undefined, districtCode: string | undefined) {
  const conds = [sql`m.status = 'published'`];
  if (name) conds.push(q ? sql`(m.name like ${`%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} or m.search @@ to_tsquery('simple', ${q}))` : sql`false`);
  if (cityCode) conds.push(sql`m.city_code = ${cityCode}`);
  if (districtCode) conds.push(sql`m.district_code = ${districtCode}`);
  return queryRows<{ id: number; name: string; address: string }>(
    db,
    sql`select m.id, m.name, m.address from malls m where ${sql.join(conds, sql` and `)} order by m.investment_score desc, m.id asc limit 10`,
  );
}
