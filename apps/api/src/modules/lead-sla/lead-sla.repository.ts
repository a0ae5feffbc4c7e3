import { and, asc, count, desc, eq, gt, isNull, lt, lte, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { leadEvents, leads, operatorDuty, operatorNotices, operators } from '../../db/schema/index.js';
import { offsetOf } from '../../lib/paging.js';

export type NoticeInsert = { operatorId: number; kind: 'sla_reminder' | 'overdue'; leadId: number; title: string; content: string };

/** Writes notices once per operator, kind and lead; answers those that are new. */
export async function insertNotices(db: Db, rows: NoticeInsert[], now: Date) {
  if (!rows.length) return [];
  return db
    .insert(operatorNotices)
    .values(rows.map((r) => ({ ...r, createdAt: now })))
    .onConflictDoNothing({ target: [operatorNotices.operatorId, operatorNotices.kind, operatorNotices.leadId] })
    .returning({ id: operatorNotices.id, operatorId: operatorNotices.operatorId });
}

const noticeOf = (kind: 'sla_reminder' | 'overdue') =>
  notExists(sql`(select 1 from ${operatorNotices} where ${operatorNotices.leadId} = ${leads.id} and ${operatorNotices.kind} = ${kind})`);

/** Assigned leads still awaiting first contact, due before `until` and not yet past due, not yet reminded. */
export async function leadsToRemind(db: Db, now: Date, until: Date, limit: number) {
  return db
    .select({
      id: leads.id,
      kind: leads.kind,
      brandName: leads.brandName,
      liaison: leads.liaison,
      deadlineAt: leads.deadlineAt,
      operatorId: leads.assignedConsultantId,
    })
    .from(leads)
    .where(
      and(
        eq(leads.status, 'new'),
        gt(leads.deadlineAt, now),
        lte(leads.deadlineAt, until),
        sql`${leads.assignedConsultantId} is not null`,
        noticeOf('sla_reminder'),
      ),
    )
    .orderBy(asc(leads.deadlineAt))
    .limit(limit);
}

/** Leads still awaiting first contact after their deadline that no admin was alerted about. */
export async function overdueLeads(db: Db, now: Date, limit: number) {
  return db
    .select({
      id: leads.id,
      kind: leads.kind,
      brandName: leads.brandName,
      liaison: leads.liaison,
      deadlineAt: leads.deadlineAt,
      operatorName: operators.displayName,
    })
    .from(leads)
    .leftJoin(operators, eq(operators.id, leads.assignedConsultantId))
    .where(and(eq(leads.status, 'new'), lt(leads.deadlineAt, now), noticeOf('overdue')))
    .orderBy(asc(leads.deadlineAt))
    .limit(limit);
}

export async function activeAdmins(db: Db) {
  return db
    .select({ id: operators.id })
    .from(operators)
    .where(and(eq(operators.role, 'admin'), eq(operators.status, 'active')));
}

/** Unclaimed new leads created before `before`, oldest first. */
export async function unclaimedLeads(db: Db, before: Date, limit: number) {
  return db
    .select({ id: leads.id, createdAt: leads.createdAt })
    .from(leads)
    .where(and(eq(leads.status, 'new'), isNull(leads.assignedConsultantId), lte(leads.createdAt, before)))
    .orderBy(asc(leads.createdAt))
    .limit(limit);
}

/**
 * The on-duty active consultant whose turn it is (assigned longest ago, never first), locked until
 * the assignment commits: the operator row shared (a disabling waits, as for a manual assignment),
 * the duty row for update (two assignments never take the same turn).
 */
export async function nextOnDutyConsultant(db: Db) {
  const rows = await db
    .select({ id: operators.id, displayName: operators.displayName })
    .from(operatorDuty)
    .innerJoin(operators, eq(operators.id, operatorDuty.operatorId))
    .where(and(eq(operatorDuty.onDuty, true), eq(operators.role, 'consultant'), eq(operators.status, 'active')))
    .orderBy(sql`${operatorDuty.lastAssignedAt} asc nulls first`, asc(operators.id))
    .limit(1)
    .for('update', { of: operatorDuty });
  if (!rows[0]) return null;
  await db.select({ id: operators.id }).from(operators).where(eq(operators.id, rows[0].id)).for('share');
  return rows[0];
}

export async function markAssigned(db: Db, operatorId: number, now: Date) {
  await db.update(operatorDuty).set({ lastAssignedAt: now }).where(eq(operatorDuty.operatorId, operatorId));
}

export async function addEvent(db: Db, leadId: number, note: string, now: Date) {
  await db.insert(leadEvents).values({ leadId, actor: 'system', note, createdAt: now });
}

// ---- Duty -------------------------------------------------------------------------------

export async function dutyOf(db: Db, operatorId: number) {
  const [row] = await db.select().from(operatorDuty).where(eq(operatorDuty.operatorId, operatorId)).limit(1);
  return row ?? null;
}

export async function setDuty(db: Db, operatorId: number, onDuty: boolean, now: Date) {
  const [row] = await db
    .insert(operatorDuty)
    .values({ operatorId, onDuty, changedAt: now })
    .onConflictDoUpdate({ target: operatorDuty.operatorId, set: { onDuty, changedAt: now } })
    .returning();
  return row;
}

// ---- Notices ----------------------------------------------------------------------------

export async function listNotices(db: Db, operatorId: number, unreadOnly: boolean, page: { pageNum: number; pageSize: number }) {
  const where = and(eq(operatorNotices.operatorId, operatorId), unreadOnly ? isNull(operatorNotices.readAt) : undefined);
  const [rows, [total], [unread]] = await Promise.all([
    db.select().from(operatorNotices).where(where).orderBy(desc(operatorNotices.id)).limit(page.pageSize).offset(offsetOf(page).offset),
    db.select({ n: count() }).from(operatorNotices).where(where),
    db
      .select({ n: count() })
      .from(operatorNotices)
      .where(and(eq(operatorNotices.operatorId, operatorId), isNull(operatorNotices.readAt))),
  ]);
  return { rows, total: Number(total?.n ?? 0), unread: Number(unread?.n ?? 0) };
}

export async function markNoticesRead(db: Db, operatorId: number, id: number | undefined, now: Date) {
  await db
    .update(operatorNotices)
    .set({ readAt: now })
    .where(and(eq(operatorNotices.operatorId, operatorId), isNull(operatorNotices.readAt), id ? eq(operatorNotices.id, id) : undefined));
  const [unread] = await db
    .select({ n: count() })
    .from(operatorNotices)
    .where(and(eq(operatorNotices.operatorId, operatorId), isNull(operatorNotices.readAt)));
  return Number(unread?.n ?? 0);
}
