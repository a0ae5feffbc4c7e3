import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Agreement, AgreementCode, AgreementDetail } from '@shp/contracts';
import { queryRows, type Db } from '../../db/client.js';
import { agreementConsents, agreements } from '../../db/schema/index.js';
import { offsetOf } from '../../lib/paging.js';

type AgreementRow = typeof agreements.$inferSelect;
const toAgreement = (r: AgreementRow): Agreement => ({ id: r.id, name: r.name, version: r.version, code: r.code });
const toDetail = (r: AgreementRow): AgreementDetail => ({ ...toAgreement(r), content: r.content });

/** Newest version first. */
export async function pageAgreements(db: Db, code: AgreementCode, pageNum: number, pageSize: number) {
  const where = eq(agreements.code, code);
  const [{ total }] = await db.select({ total: count() }).from(agreements).where(where);
  const rows = await db
    .select()
    .from(agreements)
    .where(where)
    .orderBy(desc(agreements.version), desc(agreements.id))
    .limit(pageSize)
    .offset(offsetOf({ pageNum, pageSize }).offset);
  return { list: rows.map(toAgreement), total: Number(total), pageNum, pageSize };
}

export async function pageAgreementDetails(db: Db, code: AgreementCode, pageNum: number, pageSize: number) {
  const where = eq(agreements.code, code);
  const [{ total }] = await db.select({ total: count() }).from(agreements).where(where);
  const rows = await db
    .select()
    .from(agreements)
    .where(where)
    .orderBy(desc(agreements.version), desc(agreements.id))
    .limit(pageSize)
    .offset(offsetOf({ pageNum, pageSize }).offset);
  return { list: rows.map(toDetail), total: Number(total), pageNum, pageSize };
}

export async function findAgreement(db: Db, id: number): Promise<AgreementDetail | null> {
  const [row] = await db.select().from(agreements).where(eq(agreements.id, id)).limit(1);
  return row ? toDetail(row) : null;
}

/** The latest version of each document. */
export async function latestAgreements(db: Db): Promise<Agreement[]> {
  const rows = await queryRows<{ id: number; name: string; version: string; code: string }>(
    db,
    sql`select distinct on (code) id, name, version, code from agreements order by code, version desc, id desc`,
  );
  return rows.map((r) => ({ id: Number(r.id), name: r.name, version: r.version, code: r.code }));
}

export async function findAgreementsByIds(db: Db, ids: number[]): Promise<Agreement[]> {
  if (!ids.length) return [];
  const rows = await db.select().from(agreements).where(inArray(agreements.id, ids));
  return rows.map(toAgreement);
}

export async function recordConsents(db: Db, memberId: number, list: Agreement[], at = new Date()) {
  if (!list.length) return;
  await db
    .insert(agreementConsents)
    .values(list.map((a) => ({ memberId, agreementId: a.id, code: a.code, version: a.version, agreedAt: at })))
    .onConflictDoNothing();
}

/** The newest version a member agreed to, per document. */
export async function agreedVersions(db: Db, memberId: number): Promise<Map<string, string>> {
  const rows = await db
    .select({ code: agreementConsents.code, version: sql<string>`max(${agreementConsents.version})` })
    .from(agreementConsents)
    .where(and(eq(agreementConsents.memberId, memberId)))
    .groupBy(agreementConsents.code);
  return new Map(rows.map((r) => [r.code, r.version]));
}
