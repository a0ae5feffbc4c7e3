import { sql, type SQL } from 'drizzle-orm';
import type { SpaceListItem } from '@shp/contracts';
import { RENTABLE_AREAS } from '@shp/contracts';
import { queryRows, type Db } from '../../db/client.js';
import { queryTerms } from '../../lib/segment.js';
import { intArray, intList } from '../../lib/sql.js';
import { isoDay, isoTime } from '../../lib/dates.js';
import { type Lookups } from '../../lib/lookups.js';
import { offsetOf } from '../../lib/paging.js';

export interface SpaceRow {
  id: number;
  name: string;
  cover_url: string;
  mall_id: number;
  mall_name: string;
  city_code: string;
  district_code: string;
  location: string;
  area: number;
  lease_types: string[];
  price_day: number;
  min_days: number;
  daily_traffic: number;
  facilities: string[];
  hot: boolean;
}

const COLUMNS = sql`p.id, p.name, p.cover_url, p.mall_id, m.name as mall_name, p.city_code, p.district_code, p.location, p.area,
  p.lease_types, p.price_day, p.min_days, p.daily_traffic, p.facilities, p.hot`;

export function toSpaceItem(r: SpaceRow, lk: Lookups): SpaceListItem {
  return {
    id: Number(r.id),
    name: r.name,
    coverUrl: r.cover_url,
    mallId: Number(r.mall_id),
    mallName: r.mall_name ?? '',
    cityName: lk.cityName(r.city_code),
    districtName: lk.districtName(r.district_code),
    location: r.location,
    area: Number(r.area),
    leaseTypes: r.lease_types ?? [],
    priceDay: Number(r.price_day),
    minDays: Number(r.min_days),
    dailyTraffic: Number(r.daily_traffic),
    facilities: r.facilities ?? [],
    hot: Boolean(r.hot),
  };
}

export interface SpaceFilter {
  cityCode?: string;
  leaseType?: string;
  rentableArea?: string;
  formatId?: number;
  mallId?: number;
  priceMax?: number;
  keyword?: string;
  sort: 'default' | 'priceAsc' | 'priceDesc' | 'traffic';
}

export function spaceWhere(f: SpaceFilter, lk: Lookups): SQL {
  const conds: SQL[] = [sql`p.status = 'published'`];
  if (f.cityCode) conds.push(sql`p.city_code = ${f.cityCode}`);
  if (f.leaseType) conds.push(sql`${f.leaseType} = any(p.lease_types)`);
  const band = RENTABLE_AREAS.find((a) => a.code === f.rentableArea);
  // A space can be rented in part: it qualifies when it is at least the band's lower bound.
  if (band) conds.push(sql`p.area >= ${band.min}`);
  if (f.formatId) conds.push(sql`p.format_ids && ${intArray(lk.expandFormats([f.formatId]))}`);
  if (f.mallId) conds.push(sql`p.mall_id = ${f.mallId}`);
  if (f.priceMax !== undefined) conds.push(sql`p.price_day <= ${f.priceMax}`);
  if (f.keyword) {
    // Every word of the keyword, in the space's or its mall's name or its location (search: 静安 中庭).
    const words = queryTerms(f.keyword).map((t) => `%${t.word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    conds.push(
      words.length
        ? sql.join(
            words.map((like) => sql`lower(concat_ws(' ', p.name, m.name, p.location)) like ${like}`),
            sql` and `,
          )
        : sql`false`,
    );
  }
  return sql.join(conds, sql` and `);
}

const ORDER = {
  default: sql`p.hot desc, p.daily_traffic desc, p.id`,
  priceAsc: sql`p.price_day asc, p.id`,
  priceDesc: sql`p.price_day desc, p.id`,
  traffic: sql`p.daily_traffic desc, p.id`,
};

export async function pageSpaces(db: Db, f: SpaceFilter, lk: Lookups, pageNum: number, pageSize: number) {
  const where = spaceWhere(f, lk);
  const [rows, count] = await Promise.all([
    queryRows<SpaceRow>(
      db,
      sql`select ${COLUMNS} from spaces p join malls m on m.id = p.mall_id where ${where} order by ${ORDER[f.sort]} limit ${pageSize} offset ${offsetOf({ pageNum, pageSize }).offset}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from spaces p join malls m on m.id = p.mall_id where ${where}`),
  ]);
  return { list: rows.map((r) => toSpaceItem(r, lk)), total: Number(count[0]?.n ?? 0), pageNum, pageSize };
}

export async function hotSpaces(db: Db, cityCode: string | undefined, lk: Lookups) {
  const city = cityCode ? sql`and p.city_code = ${cityCode}` : sql``;
  const rows = await queryRows<SpaceRow>(
    db,
    sql`select ${COLUMNS} from spaces p join malls m on m.id = p.mall_id where p.status = 'published' and p.hot ${city}
      order by p.daily_traffic desc, p.id limit 8`,
  );
  return rows.map((r) => toSpaceItem(r, lk));
}

export async function spacesByIds(db: Db, ids: number[], lk: Lookups) {
  if (!ids.length) return new Map<number, SpaceListItem>();
  const rows = await queryRows<SpaceRow>(db, sql`select ${COLUMNS} from spaces p join malls m on m.id = p.mall_id where p.id = any(${intArray(ids)})`);
  return new Map(rows.map((r) => [Number(r.id), toSpaceItem(r, lk)]));
}

export async function findSpace(db: Db, id: number) {
  const rows = await queryRows<
    SpaceRow & { images: string[]; description: string; format_ids: number[] | string; mall_address: string; mall_open_status: string }
  >(
    db,
    sql`select ${COLUMNS}, p.images, p.description, p.format_ids, m.address as mall_address, m.open_status as mall_open_status
      from spaces p join malls m on m.id = p.mall_id where p.id = ${id} and p.status = 'published'`,
  );
  const r = rows[0];
  return r ? { ...r, formatIds: intList(r.format_ids) } : null;
}

export async function quoteCount(db: Db, spaceId: number) {
  const rows = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from space_quotes where space_id = ${spaceId}`);
  return Number(rows[0]?.n ?? 0);
}

export interface QuoteRow {
  id: number;
  space_id: number;
  space_name: string;
  mall_name: string;
  cover_url: string;
  lease_type: string;
  rentable_area: string;
  start_date: string | Date;
  days: number;
  estimate: number;
  status: 'pending' | 'quoted' | 'accepted' | 'closed';
  created_at: string | Date;
  brand_name: string;
  liaison: string;
  phone: string;
  remark: string;
  price_day: number;
  deadline_at: string | Date | null;
}

const QUOTE_COLUMNS = sql`q.id, q.space_id, p.name as space_name, m.name as mall_name, p.cover_url, q.lease_type, q.rentable_area, q.start_date,
  q.days, q.estimate, q.status, q.created_at, q.brand_name, q.liaison, q.phone, q.remark, q.price_day, l.deadline_at`;
const QUOTE_FROM = sql`space_quotes q join spaces p on p.id = q.space_id join malls m on m.id = p.mall_id left join leads l on l.id = q.lead_id`;

export async function pageQuotes(db: Db, memberId: number, status: string | undefined, pageNum: number, pageSize: number) {
  const where = status ? sql`q.member_id = ${memberId} and q.status = ${status}` : sql`q.member_id = ${memberId}`;
  const [rows, count] = await Promise.all([
    queryRows<QuoteRow>(
      db,
      sql`select ${QUOTE_COLUMNS} from ${QUOTE_FROM} where ${where} order by q.created_at desc, q.id desc limit ${pageSize} offset ${offsetOf({ pageNum, pageSize }).offset}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from space_quotes q where ${where}`),
  ]);
  return { rows, total: Number(count[0]?.n ?? 0) };
}

/** A member's own quote; another member's id finds nothing. */
export async function findOwnQuote(db: Db, memberId: number, id: number) {
  const rows = await queryRows<QuoteRow>(db, sql`select ${QUOTE_COLUMNS} from ${QUOTE_FROM} where q.id = ${id} and q.member_id = ${memberId}`);
  return rows[0] ?? null;
}

export async function insertQuote(
  db: Db,
  q: {
    memberId: number;
    spaceId: number;
    leadId: number;
    leaseType: string;
    rentableArea: string;
    startDate: string;
    days: number;
    brandName: string;
    liaison: string;
    phone: string;
    remark: string;
    priceDay: number;
    estimate: number;
  },
) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`insert into space_quotes (member_id, space_id, lead_id, lease_type, rentable_area, start_date, days, brand_name, liaison, phone, remark, price_day, estimate)
      values (${q.memberId}, ${q.spaceId}, ${q.leadId}, ${q.leaseType}, ${q.rentableArea}, ${q.startDate}, ${q.days}, ${q.brandName}, ${q.liaison}, ${q.phone}, ${q.remark}, ${q.priceDay}, ${q.estimate})
      returning id`,
  );
  return Number(rows[0].id);
}

export { isoDay, isoTime };
