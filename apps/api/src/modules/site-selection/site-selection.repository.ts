import { sql, type SQL } from 'drizzle-orm';
import type { SiteNeeds } from '@shp/contracts';
import { queryRows, type Db } from '../../db/client.js';
import { SHOP_COLUMNS, type ShopRow } from '../shops/shops.repository.js';
import { intArray, textList } from '../../lib/sql.js';
import { onMarket } from '../../lib/on-market.js';

/** How far outside the stated area and budget a unit may still be shown (scored down). */
export const AREA_SLACK = 0.3;
export const BUDGET_SLACK = 0.3;
/** Candidates scored per request: the nearest fits by id order are enough for a ranked page. */
export const CANDIDATE_CAP = 3000;

export type Needs = Omit<SiteNeeds, 'brandName' | 'brandId' | 'openBy'> & { openBy?: string | null };

export interface CandidateRow extends ShopRow {
  ceiling_height: string | number;
}

/** The hard constraints: city, district, floor, availability, and area and rent within the slack. */
export function candidateWhere(n: Needs): SQL {
  const conds: SQL[] = [
    sql`s.kind = 'shop'`,
    sql`s.status = 'published'`,
    onMarket(),
    sql`s.city_code in (${textList(n.cityCodes)})`,
    sql`s.area >= ${n.areaMin * (1 - AREA_SLACK)}`,
    sql`s.area <= ${n.areaMax * (1 + AREA_SLACK)}`,
    sql`s.monthly_rent <= ${Math.round(n.budget * (1 + BUDGET_SLACK))}`,
  ];
  if (n.districtCodes.length) conds.push(sql`s.district_code in (${textList(n.districtCodes)})`);
  if (n.floors.length) conds.push(sql`s.floor in (${textList(n.floors)})`);
  if (n.openBy) conds.push(sql`s.available_date <= ${n.openBy}`);
  return sql.join(conds, sql` and `);
}

export async function candidates(db: Db, n: Needs) {
  return queryRows<CandidateRow>(
    db,
    sql`select ${SHOP_COLUMNS}, s.ceiling_height from shops s left join malls m on m.id = s.mall_id
      where ${candidateWhere(n)} order by s.id limit ${CANDIDATE_CAP}`,
  );
}

export async function countCandidates(db: Db, n: Needs) {
  const rows = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from shops s where ${candidateWhere(n)}`);
  return Number(rows[0]?.n ?? 0);
}

/** Per mall: settled brands in total and those of the competing formats. */
export async function mallBrandStats(db: Db, mallIds: number[], competingFormats: number[]) {
  if (!mallIds.length) return new Map<number, { total: number; competitors: number }>();
  const rows = await queryRows<{ mall_id: number; total: number; competitors: number }>(
    db,
    sql`select mb.mall_id, count(distinct mb.brand_id)::int as total,
      count(distinct mb.brand_id) filter (where b.format_id = any(${intArray(competingFormats)}))::int as competitors
      from mall_brands mb join brands b on b.id = mb.brand_id where mb.mall_id = any(${intArray(mallIds)}) group by mb.mall_id`,
  );
  return new Map(rows.map((r) => [Number(r.mall_id), { total: Number(r.total), competitors: Number(r.competitors) }]));
}

export interface RecordRow {
  id: number;
  member_id: number;
  brand_name: string;
  brand_id: number | null;
  format_id: number;
  area_min: number;
  area_max: number;
  budget: number;
  city_codes: string[];
  district_codes: string[];
  floors: string[];
  open_by: string | Date | null;
  created_at: string | Date;
}

const arr = (items: string[]) => sql`${`{${items.join(',')}}`}::varchar[]`;

export async function insertRecord(db: Db, memberId: number, n: SiteNeeds) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`insert into site_selection_records (member_id, brand_name, brand_id, format_id, area_min, area_max, budget, city_codes, district_codes, floors, open_by)
      values (${memberId}, ${n.brandName}, ${n.brandId ?? null}, ${n.formatId}, ${n.areaMin}, ${n.areaMax}, ${n.budget},
        ${arr(n.cityCodes)}, ${arr(n.districtCodes)}, ${arr(n.floors)}, ${n.openBy ?? null}) returning id`,
  );
  return Number(rows[0].id);
}

/** Rewrites a member's own record with edited needs; false when the id is not theirs. */
export async function updateRecord(db: Db, memberId: number, id: number, n: SiteNeeds) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update site_selection_records set brand_name = ${n.brandName}, brand_id = ${n.brandId ?? null}, format_id = ${n.formatId},
      area_min = ${n.areaMin}, area_max = ${n.areaMax}, budget = ${n.budget}, city_codes = ${arr(n.cityCodes)},
      district_codes = ${arr(n.districtCodes)}, floors = ${arr(n.floors)}, open_by = ${n.openBy ?? null}
      where id = ${id} and member_id = ${memberId} returning id`,
  );
  return rows.length > 0;
}

/** A member's own record; another member's id finds nothing. */
export async function findRecord(db: Db, memberId: number, id: number) {
  const rows = await queryRows<RecordRow>(db, sql`select * from site_selection_records where id = ${id} and member_id = ${memberId}`);
  return rows[0] ?? null;
}

export async function pageRecords(db: Db, memberId: number, pageNum: number, pageSize: number) {
  const [rows, count] = await Promise.all([
    queryRows<RecordRow>(
      db,
      sql`select * from site_selection_records where member_id = ${memberId} order by created_at desc, id desc limit ${pageSize} offset ${(pageNum - 1) * pageSize}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from site_selection_records where member_id = ${memberId}`),
  ]);
  return { rows, total: Number(count[0]?.n ?? 0) };
}
