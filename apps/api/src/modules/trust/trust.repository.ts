import { sql } from 'drizzle-orm';
import { REPORTS_TO_HIDE, STALE_AFTER_DAYS } from '@shp/contracts';
import { queryRows, type Db } from '../../db/client.js';
import { offsetOf } from '../../lib/paging.js';

export type Target = 'shop' | 'mall';

/** Hidden pending review: not `published`, so every public list and detail leaves it out; never deleted. */
export const HIDDEN = 'review';

const TABLE = { shop: sql`shops`, mall: sql`malls` } as const;
const TITLE = { shop: sql`l.title`, mall: sql`l.name` } as const;
export const linkOf = (target: Target, id: number) => (target === 'shop' ? `/shopDetail?id=${id}` : `/shoppingMallDetail?id=${id}`);

export interface ListingBasics {
  id: number;
  title: string;
  status: string;
  updated_at: string | Date;
  fresh: boolean;
  verified_on: string | Date | null;
}

export async function findListing(db: Db, target: Target, id: number, lock = false) {
  const rows = await queryRows<ListingBasics>(
    db,
    sql`select l.id, ${TITLE[target]} as title, l.status, l.updated_at, l.fresh, l.verified_on from ${TABLE[target]} l where l.id = ${id} ${lock ? sql`for update` : sql``}`,
  );
  return rows[0] ?? null;
}

export async function insertReport(db: Db, r: { target: Target; listingId: number; memberId: number | null; reason: string; note: string }) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`insert into listing_reports (target, listing_id, member_id, reason, note) values (${r.target}, ${r.listingId}, ${r.memberId}, ${r.reason}, ${r.note})
      on conflict do nothing returning id`,
  );
  return rows[0] ? Number(rows[0].id) : null;
}

/** Hides a published listing once REPORTS_TO_HIDE different members hold open reports on it. */
export async function hideIfReported(db: Db, target: Target, id: number) {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update ${TABLE[target]} set status = ${HIDDEN} where id = ${id} and status = 'published'
      and (select count(distinct member_id) from listing_reports where target = ${target} and listing_id = ${id} and status = 'open' and member_id is not null) >= ${REPORTS_TO_HIDE}
      returning id`,
  );
  return rows.length > 0;
}

export interface ReportRowDb {
  id: number;
  target: Target;
  listing_id: number;
  listing_title: string | null;
  listing_status: string | null;
  reason: 'leased' | 'inaccurate' | 'fake' | 'other';
  note: string;
  member_id: number | null;
  status: 'open' | 'upheld' | 'dismissed';
  resolution: string | null;
  created_at: string | Date;
  resolved_at: string | Date | null;
}

const REPORT_COLUMNS = sql`r.id, r.target, r.listing_id, coalesce(s.title, m.name) as listing_title, coalesce(s.status, m.status) as listing_status,
  r.reason, r.note, r.member_id, r.status, r.resolution, r.created_at, r.resolved_at`;
const REPORT_FROM = sql`listing_reports r left join shops s on r.target = 'shop' and s.id = r.listing_id left join malls m on r.target = 'mall' and m.id = r.listing_id`;

export async function pageReports(db: Db, status: string, pageNum: number, pageSize: number) {
  const [rows, count] = await Promise.all([
    queryRows<ReportRowDb>(
      db,
      sql`select ${REPORT_COLUMNS} from ${REPORT_FROM} where r.status = ${status}
        order by ${status === 'open' ? sql`r.id asc` : sql`r.resolved_at desc, r.id desc`} limit ${pageSize} offset ${offsetOf({ pageNum, pageSize }).offset}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from listing_reports where status = ${status}`),
  ]);
  return { rows, total: Number(count[0]?.n ?? 0) };
}

export async function findReport(db: Db, id: number) {
  const rows = await queryRows<ReportRowDb>(db, sql`select ${REPORT_COLUMNS} from ${REPORT_FROM} where r.id = ${id}`);
  return rows[0] ?? null;
}

/** Resolves every open report on the listing with one decision; answers the reports resolved. */
export async function resolveOpenReports(db: Db, target: Target, listingId: number, status: string, resolution: string, operatorId: number) {
  return queryRows<{ id: number; member_id: number | null }>(
    db,
    sql`update listing_reports set status = ${status}, resolution = ${resolution}, resolved_by = ${operatorId}, resolved_at = now()
      where target = ${target} and listing_id = ${listingId} and status = 'open' returning id, member_id`,
  );
}

export async function setListingStatus(db: Db, target: Target, id: number, from: string[], to: string) {
  await db.execute(
    sql`update ${TABLE[target]} set status = ${to} where id = ${id} and status in (${sql.join(
      from.map((f) => sql`${f}`),
      sql`, `,
    )})`,
  );
}

export async function insertVerification(
  db: Db,
  v: { target: Target; listingId: number; verifiedOn: string; evidence: string; documentUrl: string; operatorId: number },
) {
  await db.execute(sql`insert into listing_verifications (target, listing_id, verified_on, evidence, document_url, operator_id)
    values (${v.target}, ${v.listingId}, ${v.verifiedOn}, ${v.evidence}, ${v.documentUrl}, ${v.operatorId})`);
  await db.execute(sql`update ${TABLE[v.target]} set verified_on = ${v.verifiedOn} where id = ${v.listingId}`);
}

export async function verificationsOf(db: Db, target: Target, id: number) {
  return queryRows<{ verified_on: string | Date; evidence: string; document_url: string; created_at: string | Date }>(
    db,
    sql`select verified_on, evidence, document_url, created_at from listing_verifications where target = ${target} and listing_id = ${id} order by id desc limit 20`,
  );
}

/** The confirm action: the listing is current again. */
export async function confirmListing(db: Db, target: Target, id: number) {
  const rows = await queryRows<ListingBasics>(
    db,
    sql`update ${TABLE[target]} l set updated_at = now(), fresh = true where l.id = ${id}
      returning l.id, ${TITLE[target]} as title, l.status, l.updated_at, l.fresh, l.verified_on`,
  );
  return rows[0] ?? null;
}

/** The daily sweep: listings not updated for STALE_AFTER_DAYS lose `fresh` (ranked after current ones). */
export async function markStale(db: Db, now: Date) {
  const before = new Date(now.getTime() - STALE_AFTER_DAYS * 86400_000).toISOString();
  const shops = await queryRows<{ id: number }>(db, sql`update shops set fresh = false where fresh and updated_at < ${before} returning id`);
  const malls = await queryRows<{ id: number }>(db, sql`update malls set fresh = false where fresh and updated_at < ${before} returning id`);
  return { shops: shops.length, malls: malls.length };
}

export async function pageStale(db: Db, pageNum: number, pageSize: number) {
  const [rows, count] = await Promise.all([
    queryRows<{ target: Target; id: number; title: string; updated_at: string | Date }>(
      db,
      sql`select * from (select 'shop' as target, id, title, updated_at from shops where not fresh and status = 'published'
          union all select 'mall', id, name, updated_at from malls where not fresh and status = 'published') x
        order by updated_at asc, id asc limit ${pageSize} offset ${offsetOf({ pageNum, pageSize }).offset}`,
    ),
    queryRows<{ n: number }>(
      db,
      sql`select (select count(*) from shops where not fresh and status = 'published') + (select count(*) from malls where not fresh and status = 'published') as n`,
    ),
  ]);
  return { rows, total: Number(count[0]?.n ?? 0) };
}
