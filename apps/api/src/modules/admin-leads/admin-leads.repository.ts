import { and, asc, desc, eq, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { analyticsEvents, appointments, leadEvents, leads, malls, members, operators, regions, shops, spaceQuotes, spaces } from '../../db/schema/index.js';
import { APPOINTMENT_STATUS_OF, memberOfLead, QUOTE_STATUS_OF, type LeadRow } from '../../lib/lead-notices.js';
import { offsetOf } from '../../lib/paging.js';

export type { LeadRow } from '../../lib/lead-notices.js';

export interface LeadFilter {
  status?: string;
  kind?: string;
  overdue?: boolean;
  open?: boolean;
  assignedTo?: number | 'none';
  q?: string;
}

/** A lead not ended yet: the statuses the stats' 未分配 and 我跟进中 count. */
const OPEN_STATUSES = ['new', 'contacted', 'qualified'] as const;

/** Overdue: still new after its one-working-day deadline. */
const overdueSql = (now: Date) => and(eq(leads.status, 'new'), lt(leads.deadlineAt, now));

function whereOf(f: LeadFilter, now: Date): SQL | undefined {
  const conds: (SQL | undefined)[] = [];
  if (f.status) conds.push(eq(leads.status, f.status));
  if (f.kind) conds.push(eq(leads.kind, f.kind));
  if (f.overdue) conds.push(overdueSql(now));
  if (f.open) conds.push(inArray(leads.status, [...OPEN_STATUSES]));
  if (f.assignedTo === 'none') conds.push(isNull(leads.assignedConsultantId));
  else if (typeof f.assignedTo === 'number') conds.push(eq(leads.assignedConsultantId, f.assignedTo));
  if (f.q) {
    const like = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // A full phone number finds its lead; partial digits do not (phones stay masked in lists).
    conds.push(or(ilike(leads.brandName, like), ilike(leads.liaison, like), /^1\d{10}$/.test(f.q) ? eq(leads.phone, f.q) : undefined));
  }
  const list = conds.filter((c): c is SQL => Boolean(c));
  return list.length ? and(...list) : undefined;
}

const selection = {
  lead: leads,
  assignedOperatorName: operators.displayName,
};

const flatten = (r: { lead: typeof leads.$inferSelect; assignedOperatorName: string | null }): LeadRow => ({
  ...r.lead,
  assignedOperatorName: r.assignedOperatorName,
});

export async function listLeads(db: Db, f: LeadFilter, page: { pageNum: number; pageSize: number }, now: Date) {
  const where = whereOf(f, now);
  const [rows, total] = await Promise.all([
    db
      .select(selection)
      .from(leads)
      .leftJoin(operators, eq(operators.id, leads.assignedConsultantId))
      .where(where)
      // Overdue first, then the leads still awaiting first contact by closest deadline, then those in
      // follow-up (their first-contact deadline is met and no longer orders them), newest first,
      // then the newest closed ones.
      .orderBy(
        desc(sql`(${leads.status} = 'new' and ${leads.deadlineAt} < ${now})`),
        asc(sql`case ${leads.status} when 'new' then 0 when 'contacted' then 1 when 'qualified' then 1 else 2 end`),
        asc(sql`case when ${leads.status} = 'new' then ${leads.deadlineAt} end`),
        desc(leads.id),
      )
      .limit(page.pageSize)
      .offset(offsetOf(page).offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(leads)
      .where(where),
  ]);
  return { rows: rows.map(flatten), total: Number(total[0]?.n ?? 0) };
}

export async function leadStats(db: Db, operatorId: number, now: Date) {
  const [byStatus, [counts]] = await Promise.all([
    db
      .select({ status: leads.status, n: sql<number>`count(*)::int` })
      .from(leads)
      .groupBy(leads.status),
    db
      .select({
        overdue: sql<number>`count(*) filter (where ${leads.status} = 'new' and ${leads.deadlineAt} < ${now})::int`,
        unassigned: sql<number>`count(*) filter (where ${leads.assignedConsultantId} is null and ${leads.status} in ('new','contacted','qualified'))::int`,
        mine: sql<number>`count(*) filter (where ${leads.assignedConsultantId} = ${operatorId} and ${leads.status} in ('new','contacted','qualified'))::int`,
      })
      .from(leads),
  ]);
  return {
    byStatus: Object.fromEntries(byStatus.map((r) => [r.status, Number(r.n)])),
    overdue: Number(counts?.overdue ?? 0),
    unassigned: Number(counts?.unassigned ?? 0),
    mine: Number(counts?.mine ?? 0),
  };
}

export async function findLead(db: Db, id: number, opts: { forUpdate?: boolean } = {}): Promise<LeadRow | null> {
  const q = db.select(selection).from(leads).leftJoin(operators, eq(operators.id, leads.assignedConsultantId)).where(eq(leads.id, id)).limit(1);
  const rows = opts.forUpdate ? await q.for('update', { of: leads }) : await q;
  return rows[0] ? flatten(rows[0]) : null;
}

/**
 * The operator a lead is being assigned to, read under a share lock held until the assignment
 * commits: disabling the account (or moving it off consultant) waits for the assignment, and an
 * assignment that waited sees the account as it was left. Either way the release of the account's
 * open leads on disabling finds the lead; a check outside the lock could assign it after.
 */
export async function operatorForAssignment(db: Db, id: number) {
  const rows = await db.select().from(operators).where(eq(operators.id, id)).limit(1).for('share');
  return rows[0] ?? null;
}

export async function leadEventsOf(db: Db, leadId: number) {
  return db.select().from(leadEvents).where(eq(leadEvents.leadId, leadId)).orderBy(asc(leadEvents.id));
}

export async function operatorNames(db: Db, ids: number[]) {
  if (!ids.length) return new Map<number, string>();
  const rows = await db.select({ id: operators.id, name: operators.displayName }).from(operators).where(inArray(operators.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function updateLead(db: Db, id: number, patch: Partial<typeof leads.$inferInsert>) {
  await db
    .update(leads)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(leads.id, id));
}

export async function addLeadEvent(db: Db, e: { leadId: number; actor: string; fromStatus?: string | null; toStatus?: string | null; note: string }) {
  await db.insert(leadEvents).values({ leadId: e.leadId, actor: e.actor, fromStatus: e.fromStatus ?? null, toStatus: e.toStatus ?? null, note: e.note });
}

/**
 * Hands a consultant's open leads back to the unassigned queue (their account stopped working leads):
 * the 未分配 count then shows them and another consultant takes them over. Returns the leads released.
 */
export async function releaseOpenLeadsOf(db: Db, operatorId: number, actor: string, note: string): Promise<number[]> {
  const released = await db
    .update(leads)
    .set({ assignedConsultantId: null, updatedAt: new Date() })
    .where(and(eq(leads.assignedConsultantId, operatorId), inArray(leads.status, [...OPEN_STATUSES])))
    .returning({ id: leads.id });
  if (released.length) await db.insert(leadEvents).values(released.map((r) => ({ leadId: r.id, actor, fromStatus: null, toStatus: null, note })));
  return released.map((r) => r.id);
}

/** The member who left the lead: the logged-in one, else the active member with that (SMS-verified) phone. */
export async function carryStatusToMemberRecord(db: Db, lead: { id: number; kind: string }, toStatus: string) {
  if (lead.kind === 'appointment' && APPOINTMENT_STATUS_OF[toStatus]) {
    await db
      .update(appointments)
      .set({ status: APPOINTMENT_STATUS_OF[toStatus] })
      .where(and(eq(appointments.leadId, lead.id), inArray(appointments.status, ['pending', 'confirmed'])));
  } else if (lead.kind === 'space_quote' && QUOTE_STATUS_OF[toStatus]) {
    await db
      .update(spaceQuotes)
      .set({ status: QUOTE_STATUS_OF[toStatus] })
      .where(and(eq(spaceQuotes.leadId, lead.id), inArray(spaceQuotes.status, ['pending', 'quoted'])));
  }
}

const TARGET_PAGES: Record<string, string> = { shop: '/shopDetail?id=', mall: '/shoppingMallDetail?id=', space: '/spaceDetail?id=' };

/**
 * The drawer's context of a lead: its city's name, the unit/mall/space it was left from, and the
 * member's last page views up to the lead (by the analytics page events of their user id).
 */
export async function leadContext(db: Db, lead: typeof leads.$inferSelect, viewsLimit = 10) {
  const target = async () => {
    const page = lead.targetType ? TARGET_PAGES[lead.targetType] : undefined;
    if (!page || !lead.targetId) return null;
    const id = lead.targetId;
    const [row] =
      lead.targetType === 'shop'
        ? await db.select({ name: shops.title }).from(shops).where(eq(shops.id, id)).limit(1)
        : lead.targetType === 'mall'
          ? await db.select({ name: malls.name }).from(malls).where(eq(malls.id, id)).limit(1)
          : await db.select({ name: spaces.name }).from(spaces).where(eq(spaces.id, id)).limit(1);
    return row ? { type: lead.targetType as string, id, name: row.name, link: `${page}${id}` } : null;
  };
  const views = async () => {
    const memberId = await memberOfLead(db, lead);
    if (!memberId) return [];
    const [m] = await db.select({ userId: members.userId }).from(members).where(eq(members.id, memberId)).limit(1);
    if (!m) return [];
    const rows = await db
      .select({ path: analyticsEvents.path, title: analyticsEvents.title, at: analyticsEvents.createdAt })
      .from(analyticsEvents)
      .where(
        and(eq(analyticsEvents.userId, m.userId), eq(analyticsEvents.type, 'page'), lt(analyticsEvents.createdAt, new Date(lead.createdAt.getTime() + 1000))),
      )
      .orderBy(desc(analyticsEvents.createdAt))
      .limit(viewsLimit);
    return rows.map((r) => ({ path: r.path, title: r.title ?? '', at: r.at.toISOString() }));
  };
  const city = async () => {
    if (!lead.cityCode) return null;
    const [r] = await db.select({ name: regions.name }).from(regions).where(eq(regions.code, lead.cityCode)).limit(1);
    return r?.name ?? null;
  };
  const [cityName, t, recentViews] = await Promise.all([city(), target(), views()]);
  const pagePath = typeof lead.details?.pagePath === 'string' ? lead.details.pagePath : null;
  return { cityName, pagePath, target: t, recentViews };
}
