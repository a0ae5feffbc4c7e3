import { sql, type SQL } from 'drizzle-orm';
import type { Requirement, SiteNeeds } from '@shp/contracts';
import { queryRows, type Db } from '../../db/client.js';
import { SHOP_COLUMNS, type ShopRow } from '../shops/shops.repository.js';
import { intArray, textList } from '../../lib/sql.js';
import { onMarket } from '../../lib/on-market.js';
import { offsetOf } from '../../lib/paging.js';

/** How far outside the stated area and budget a unit may still be shown (scored down). */
export const AREA_SLACK = 0.3;
export const BUDGET_SLACK = 0.3;
/** Candidates scored per request: the nearest fits by id order are enough for a ranked page. */
export const CANDIDATE_CAP = 3000;

export type Needs = Omit<SiteNeeds, 'brandName' | 'brandId' | 'openBy'> & {
  openBy?: string | null;
  /** The wanted format's hard requirements (FORMAT_REQUIREMENTS), if it has any. */
  gate?: Requirement | null;
};

/** Units meeting a format's hard requirements: the same rule as formatGaps, in SQL. */
export function gateSql(r: Requirement): SQL {
  const conds: SQL[] = [sql`s.power_kw >= ${r.powerKw}`];
  if (r.exhaust) conds.push(sql`s.exhaust`);
  if (r.gas) conds.push(sql`s.gas`);
  if (r.water) conds.push(sql`s.water`);
  return sql`(${sql.join(conds, sql` and `)})`;
}

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
  // A format's hard requirements are gates: a unit failing one is offered only to a member who retrofits.
  if (n.gate && !n.retrofit) conds.push(gateSql(n.gate));
  return sql.join(conds, sql` and `);
}

export async function candidates(db: Db, n: Needs) {
  return queryRows<CandidateRow>(
    db,
    sql`select ${SHOP_COLUMNS}, s.ceiling_height from shops s left join malls m on m.id = s.mall_id
      where ${candidateWhere(n)} order by ${n.gate ? sql`${gateSql(n.gate)} desc, ` : sql``}s.id limit ${CANDIDATE_CAP}`,
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
  retrofit: boolean;
  results: unknown;
  created_at: string | Date;
}

const arr = (items: string[]) => sql`${`{${items.join(',')}}`}::varchar[]`;

export async function insertRecord(db: Db, memberId: number, n: SiteNeeds) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`insert into site_selection_records (member_id, brand_name, brand_id, format_id, area_min, area_max, budget, city_codes, district_codes, floors, open_by, retrofit)
      values (${memberId}, ${n.brandName}, ${n.brandId ?? null}, ${n.formatId}, ${n.areaMin}, ${n.areaMax}, ${n.budget},
        ${arr(n.cityCodes)}, ${arr(n.districtCodes)}, ${arr(n.floors)}, ${n.openBy ?? null}, ${n.retrofit ?? false}) returning id`,
  );
  return Number(rows[0].id);
}

/** Rewrites a member's own record with edited needs; false when the id is not theirs. */
export async function updateRecord(db: Db, memberId: number, id: number, n: SiteNeeds) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update site_selection_records set brand_name = ${n.brandName}, brand_id = ${n.brandId ?? null}, format_id = ${n.formatId},
      area_min = ${n.areaMin}, area_max = ${n.areaMax}, budget = ${n.budget}, city_codes = ${arr(n.cityCodes)},
      district_codes = ${arr(n.districtCodes)}, floors = ${arr(n.floors)}, open_by = ${n.openBy ?? null}, retrofit = ${n.retrofit ?? false}, results = null
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
      sql`select * from site_selection_records where member_id = ${memberId} order by created_at desc, id desc limit ${pageSize} offset ${offsetOf({ pageNum, pageSize }).offset}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from site_selection_records where member_id = ${memberId}`),
  ]);
  return { rows, total: Number(count[0]?.n ?? 0) };
}

/** Keeps the results a report showed with its record (a saved report shows them again, unchanged). */
export async function saveResults(db: Db, memberId: number, id: number, results: unknown) {
  await db.execute(sql`update site_selection_records set results = ${JSON.stringify(results)}::jsonb where id = ${id} and member_id = ${memberId}`);
}

/** Which of these units the member has collected. */
export async function collectedShops(db: Db, memberId: number, shopIds: number[]) {
  if (!shopIds.length) return new Set<number>();
  const rows = await queryRows<{ target_id: number }>(
    db,
    sql`select target_id from collections where member_id = ${memberId} and target_type = 'shop' and target_id = any(${intArray(shopIds)})`,
  );
  return new Set(rows.map((r) => Number(r.target_id)));
}

/** The units' state now: a kept report says when one has been let or withdrawn since. */
export async function currentUnits(db: Db, shopIds: number[]) {
  if (!shopIds.length) return new Map<number, { openingStatus: string; published: boolean; availableDate: string | Date }>();
  const rows = await queryRows<{ id: number; opening_status: string; status: string; available_date: string | Date }>(
    db,
    sql`select id, opening_status, status, available_date from shops where id = any(${intArray(shopIds)})`,
  );
  return new Map(rows.map((r) => [Number(r.id), { openingStatus: r.opening_status, published: r.status === 'published', availableDate: r.available_date }]));
}
