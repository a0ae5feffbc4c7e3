import { sql, type SQL } from 'drizzle-orm';
import type { BrandListItem } from '@shp/contracts';
import { queryRows, type Db } from '../../db/client.js';
import { toTsQuery } from '../../lib/segment.js';
import { intArray } from '../../lib/sql.js';
import { isoDay, isoTime } from '../../lib/dates.js';
import { type Lookups } from '../../lib/lookups.js';
import { offsetOf } from '../../lib/paging.js';

export interface BrandRow {
  id: number;
  name: string;
  logo_url: string;
  slogan: string;
  format_id: number;
  origin: string;
  store_count: number;
  area_min: number;
  area_max: number;
  franchise: boolean;
  invest_min: number | null;
  invest_max: number | null;
  hot: boolean;
}

const COLUMNS = sql`b.id, b.name, b.logo_url, b.slogan, b.format_id, b.origin, b.store_count, b.area_min, b.area_max, b.franchise, b.invest_min, b.invest_max, b.hot`;

export function toBrandItem(r: BrandRow, lk: Lookups): BrandListItem {
  return {
    id: Number(r.id),
    name: r.name,
    logoUrl: r.logo_url,
    slogan: r.slogan,
    format: lk.formatName(Number(r.format_id)),
    formatParent: lk.formatParent(Number(r.format_id)),
    origin: r.origin,
    storeCount: Number(r.store_count),
    areaMin: Number(r.area_min),
    areaMax: Number(r.area_max),
    franchise: Boolean(r.franchise),
    investMin: r.invest_min === null ? null : Number(r.invest_min),
    investMax: r.invest_max === null ? null : Number(r.invest_max),
    hot: Boolean(r.hot),
  };
}

export interface BrandFilter {
  keyword?: string;
  formatId?: number;
  franchise?: boolean;
  cityCode?: string;
  hot?: boolean;
}

function brandWhere(f: BrandFilter, lk: Lookups): { where: SQL; q: string | null } {
  const conds: SQL[] = [sql`b.status = 'published'`];
  if (f.formatId) conds.push(sql`b.format_id = any(${intArray(lk.expandFormats([f.formatId]))})`);
  if (f.franchise !== undefined) conds.push(sql`b.franchise = ${f.franchise}`);
  if (f.hot !== undefined) conds.push(sql`b.hot = ${f.hot}`);
  if (f.cityCode) conds.push(sql`${f.cityCode} = any(b.expand_cities)`);
  const q = f.keyword ? toTsQuery(f.keyword) : null;
  if (f.keyword) {
    const like = `${f.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conds.push(q ? sql`(b.name like ${like} or b.search @@ to_tsquery('simple', ${q}))` : sql`b.name like ${like}`);
  }
  return { where: sql.join(conds, sql` and `), q };
}

export async function pageBrands(db: Db, f: BrandFilter, lk: Lookups, pageNum: number, pageSize: number) {
  const { where, q } = brandWhere(f, lk);
  const order = q ? sql`ts_rank(b.search, to_tsquery('simple', ${q})) desc, b.hot desc, b.store_count desc, b.id` : sql`b.hot desc, b.store_count desc, b.id`;
  const [rows, count] = await Promise.all([
    queryRows<BrandRow>(
      db,
      sql`select ${COLUMNS} from brands b where ${where} order by ${order} limit ${pageSize} offset ${offsetOf({ pageNum, pageSize }).offset}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from brands b where ${where}`),
  ]);
  return { list: rows.map((r) => toBrandItem(r, lk)), total: Number(count[0]?.n ?? 0), pageNum, pageSize };
}

/** Published brands by id (a member's collection); one gone since is left out. */
export async function brandsByIds(db: Db, ids: number[], lk: Lookups) {
  if (!ids.length) return new Map<number, BrandListItem>();
  const rows = await queryRows<BrandRow>(db, sql`select ${COLUMNS} from brands b where b.id = any(${intArray(ids)}) and b.status = 'published'`);
  return new Map(rows.map((r) => [Number(r.id), toBrandItem(r, lk)]));
}

export async function findBrand(db: Db, id: number) {
  const rows = await queryRows<BrandRow & { intro: string; founded_year: number; expand_cities: string[] }>(
    db,
    sql`select ${COLUMNS}, b.intro, b.founded_year, b.expand_cities from brands b where b.id = ${id} and b.status = 'published'`,
  );
  return rows[0] ?? null;
}

export async function brandMalls(db: Db, id: number, lk: Lookups) {
  const rows = await queryRows<{ id: number; name: string; city_code: string; floor: string; opened_at: string | Date }>(
    db,
    sql`select m.id, m.name, m.city_code, mb.floor, mb.opened_at from mall_brands mb join malls m on m.id = mb.mall_id
      where mb.brand_id = ${id} and m.status = 'published' order by mb.opened_at desc limit 20`,
  );
  return rows.map((r) => ({ id: Number(r.id), name: r.name, cityName: lk.cityName(r.city_code), floor: r.floor, openedAt: isoDay(r.opened_at) }));
}

export async function brandStories(db: Db, id: number) {
  const rows = await queryRows<{ id: number; title: string; published_at: string | Date }>(
    db,
    sql`select id, title, published_at from articles where brand_id = ${id} and status = 'published' order by published_at desc limit 5`,
  );
  return rows.map((r) => ({ id: Number(r.id), title: r.title, publishedAt: isoTime(r.published_at) }));
}
