import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { leadEvents, leads, leadSmsOptIns, malls, members, operators, PUBLISHED, questions, shares, shops, spaces } from '../../db/schema/index.js';
import { oneWorkingDayAfter } from '../../lib/working-day.js';
import { leadsCreated } from '../../lib/metrics.js';

export type LeadKind = 'consult' | 'cooperation' | 'merchant_service' | 'franchise' | 'space_quote' | 'appointment' | 'question';

export interface NewLead {
  kind: LeadKind;
  sourcePage: string;
  sourceType?: string;
  memberId?: number | null;
  brandName?: string;
  brandId?: number | null;
  liaison: string;
  phone: string;
  isOpenShop?: 'Y' | 'N' | null;
  cityCode?: string | null;
  targetType?: string | null;
  targetId?: number | null;
  details?: Record<string, unknown>;
  channel?: Record<string, string>;
  /** A promise other than one working day (an after-hours chat: the time its reply stated). */
  deadlineAt?: Date;
}

/**
 * Stores a lead with its follow-up deadline and its first history entry, in one transaction.
 * Callers validate input with their contract first and decide on duplicates.
 */
export async function insertLead(db: Db, lead: NewLead, now = new Date()) {
  return db.transaction(async (tx) => insertLeadIn(tx as unknown as Db, lead, now));
}

/**
 * The channel record without the member's own share: the wrapper sends a logged-in member's user
 * id as shareId, and a member who opens their own shared link carries their share's id. Neither is
 * somebody who brought the lead (分享人).
 */
async function withoutOwnShare(tx: Db, memberId: number | null | undefined, channel: Record<string, string>) {
  const shareId = channel.shareId;
  if (!memberId || !shareId) return channel;
  const own = await queryRows<{ one: number }>(
    tx,
    sql`
    select 1 as one from ${members} where ${members.id} = ${memberId} and ${members.userId} = ${shareId}
    union all
    select 1 as one from ${shares} where ${shares.shareUniqueId} = ${shareId} and ${shares.memberId} = ${memberId}
    limit 1`,
  );
  if (!own.length) return channel;
  const rest = { ...channel };
  delete rest.shareId;
  return rest;
}

async function insertLeadIn(tx: Db, lead: NewLead, now: Date) {
  const channel = await withoutOwnShare(tx, lead.memberId, lead.channel ?? {});
  const [row] = await tx
    .insert(leads)
    .values({
      kind: lead.kind,
      sourcePage: lead.sourcePage,
      sourceType: lead.sourceType ?? '2',
      memberId: lead.memberId ?? null,
      brandName: lead.brandName ?? '',
      brandId: lead.brandId ?? null,
      liaison: lead.liaison,
      phone: lead.phone,
      isOpenShop: lead.isOpenShop ?? null,
      cityCode: lead.cityCode ?? null,
      targetType: lead.targetType ?? null,
      targetId: lead.targetId ?? null,
      details: lead.details ?? {},
      channel,
      deadlineAt: lead.deadlineAt ?? oneWorkingDayAfter(now),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await tx.insert(leadEvents).values({ leadId: row.id, actor: lead.memberId ? `member:${lead.memberId}` : 'system', toStatus: 'new', note: '收到留资' });
  leadsCreated.inc({ kind: row.kind });
  return row;
}

export type LeadRow = typeof leads.$inferSelect;

/**
 * Stores a lead unless an open one (new, contacted, qualified) of the same kind from the same phone
 * about the same brand exists.
 * An advisory lock on (kind, phone, brand) makes the check and the insert one step even when
 * the same form is sent twice at once. A repeat is noted in the existing lead's history.
 * `whenNew` writes what belongs to a new lead (the member's message) in the same transaction:
 * it exists exactly when the lead does, and costs no second connection or commit.
 */
export async function insertLeadOnce(
  db: Db,
  lead: NewLead,
  opts: { now?: Date; whenNew?: (tx: Db, row: LeadRow) => Promise<unknown> } = {},
): Promise<{ row: LeadRow; existing: boolean }> {
  const now = opts.now ?? new Date();
  const brandKey = (lead.brandName ?? '').trim().toLowerCase();
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`lead:${lead.kind}:${lead.phone}:${brandKey}`}))`);
    // Matches the expression of leads_phone_kind_brand_idx, so this reads the phone's leads about
    // this brand only, not all of the phone's leads.
    const [found] = await tx
      .select()
      .from(leads)
      .where(
        and(
          eq(leads.kind, lead.kind),
          eq(leads.phone, lead.phone),
          sql`lower(btrim(${leads.brandName})) = ${brandKey}`,
          // A closed lead (won or lost) is nobody's work any more: new interest is a new lead.
          inArray(leads.status, ['new', 'contacted', 'qualified']),
        ),
      )
      .orderBy(asc(leads.id))
      .limit(1);
    if (found) {
      await tx.insert(leadEvents).values({
        leadId: found.id,
        actor: lead.memberId ? `member:${lead.memberId}` : 'system',
        note: `重复提交留资（${lead.sourcePage}）`,
      });
      // A visitor who logs in later and leaves the same lead claims it for their centre.
      if (lead.memberId && !found.memberId) {
        await tx.update(leads).set({ memberId: lead.memberId, updatedAt: now }).where(eq(leads.id, found.id));
        found.memberId = lead.memberId;
      }
      return { row: found, existing: true };
    }
    const row = await insertLeadIn(tx, lead, now);
    await opts.whenNew?.(tx, row);
    return { row, existing: false };
  });
}

/** The channel fields of the call wrapper, as stored on a lead. */
export function channelOf(wrapper: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of ['shareChannel', 'shareId', 'clueUniqueId', 'clueQrId', 'clickId']) {
    const v = wrapper[k];
    if (typeof v === 'string' && v) out[k] = v;
  }
  return out;
}

/**
 * Gives a member what their phone left as a visitor (before they had an account, or while logged
 * out): leads of every kind (consultation, applications, quotes, appointments, questions) and the
 * questions to consultants, so the personal centre shows them. Each was verified by an SMS code of
 * that phone, and a login proves the phone again. Called by every login, in the session's
 * transaction; answers how many rows were claimed.
 */
export async function claimVisitorLeads(db: Db, memberId: number, phone: string, now = new Date()): Promise<number> {
  const claimed = await db
    .update(leads)
    .set({ memberId, updatedAt: now })
    .where(and(eq(leads.phone, phone), isNull(leads.memberId)))
    .returning({ id: leads.id });
  if (claimed.length) {
    await db.insert(leadEvents).values(claimed.map((r) => ({ leadId: r.id, actor: `member:${memberId}`, note: '访客留资已归入会员账号（同一手机号登录）' })));
  }
  const asked = await db
    .update(questions)
    .set({ memberId })
    .where(and(eq(questions.phone, phone), isNull(questions.memberId)))
    .returning({ id: questions.id });
  return claimed.length + asked.length;
}

/** A published unit, mall or space a lead was left from: its city and name. */
export async function findLeadTarget(db: Db, type: 'shop' | 'mall' | 'space', id: number): Promise<{ cityCode: string; name: string } | null> {
  const table = type === 'shop' ? { t: shops, name: shops.title } : type === 'mall' ? { t: malls, name: malls.name } : { t: spaces, name: spaces.name };
  const rows = await db
    .select({ cityCode: table.t.cityCode, name: table.name })
    .from(table.t)
    .where(and(eq(table.t.id, id), eq(table.t.status, PUBLISHED)))
    .limit(1);
  return rows[0] ?? null;
}

/** The member's own leads, newest first, with the assigned consultant's name. */
export async function myLeadRequests(db: Db, memberId: number, limit: number) {
  const rows = await db
    .select({ lead: leads, consultantName: operators.displayName })
    .from(leads)
    .leftJoin(operators, eq(operators.id, leads.assignedConsultantId))
    .where(eq(leads.memberId, memberId))
    .orderBy(desc(leads.id))
    .limit(limit);
  const shopIds = rows.filter((r) => r.lead.targetType === 'shop' && r.lead.targetId).map((r) => r.lead.targetId as number);
  const names = shopIds.length ? await db.select({ id: shops.id, title: shops.title }).from(shops).where(inArray(shops.id, shopIds)) : [];
  const nameOf = new Map(names.map((n) => [n.id, n.title]));
  return rows.map((r) => ({
    ...r.lead,
    consultantName: r.consultantName,
    targetName: r.lead.targetType === 'shop' && r.lead.targetId ? (nameOf.get(r.lead.targetId) ?? null) : null,
  }));
}

/** The history of the member's leads, oldest first (their timelines). */
export async function eventsOfLeads(db: Db, leadIds: number[]) {
  if (!leadIds.length) return [];
  return db.select().from(leadEvents).where(inArray(leadEvents.leadId, leadIds)).orderBy(asc(leadEvents.id));
}

export async function leadSmsOptedIn(db: Db, memberId: number): Promise<boolean> {
  const rows = await db.select({ id: leadSmsOptIns.memberId }).from(leadSmsOptIns).where(eq(leadSmsOptIns.memberId, memberId)).limit(1);
  return rows.length > 0;
}

export async function setLeadSmsOptIn(db: Db, memberId: number, enabled: boolean) {
  if (enabled) await db.insert(leadSmsOptIns).values({ memberId }).onConflictDoNothing();
  else await db.delete(leadSmsOptIns).where(eq(leadSmsOptIns.memberId, memberId));
}
