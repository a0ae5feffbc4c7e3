import { LEAD_KIND_LABELS, OPERATOR_NOTICE_KIND_LABELS, type OperatorNotice } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import type { AuthOperator } from '../../lib/call-context.js';
import { sendLeadSms, tellMember, type LeadChangeListener, type LeadSms } from '../../lib/lead-notices.js';
import type { SmsDriver } from '../../lib/sms-driver.js';
import { addWorkingMs, subtractWorkingMs } from '../../lib/working-hours.js';
import { findLead, updateLead } from '../admin-leads/admin-leads.repository.js';
import * as repo from './lead-sla.repository.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
/** The reminder comes two office hours before the first-contact deadline (issue 34). */
export const SLA_REMIND_BEFORE_MS = 2 * HOUR_MS;
/** A lead nobody claimed within 30 office minutes is assigned automatically (issue 34). */
export const AUTO_ASSIGN_AFTER_MS = 30 * MINUTE_MS;
/** Two office hours can span a weekend and an evening: deadlines further out than this are not due yet. */
const REMIND_HORIZON_MS = 4 * 24 * HOUR_MS;
/** Rows per run: a run stays short; the next run (a minute later) takes the rest. */
const BATCH = 200;

const what = (lead: { kind: string; brandName: string }) =>
  `${lead.brandName ? `「${lead.brandName}」` : ''}${LEAD_KIND_LABELS[lead.kind as keyof typeof LEAD_KIND_LABELS] ?? '留资'}`;
const chinaTime = (at: Date) => {
  const d = new Date(at.getTime() + 8 * HOUR_MS);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCMonth() + 1}月${d.getUTCDate()}日 ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}`;
};

/**
 * SLA reminder: each assigned lead still awaiting first contact gets one notice to its consultant
 * once two office hours or less are left before its deadline. Answers the leads reminded.
 */
export async function remindBeforeDeadline(db: Db, now: Date): Promise<number[]> {
  const due = (await repo.leadsToRemind(db, now, new Date(now.getTime() + REMIND_HORIZON_MS), BATCH)).filter(
    (l) => subtractWorkingMs(l.deadlineAt, SLA_REMIND_BEFORE_MS) <= now,
  );
  const reminded: number[] = [];
  for (const lead of due) {
    await db.transaction(async (tx) => {
      const inserted = await repo.insertNotices(
        tx,
        [
          {
            operatorId: lead.operatorId as number,
            kind: 'sla_reminder',
            leadId: lead.id,
            title: `线索即将超时：${what(lead)}`,
            content: `${lead.liaison}的${what(lead)}需在 ${chinaTime(lead.deadlineAt)} 前首次联系，请尽快跟进。`,
          },
        ],
        now,
      );
      if (inserted.length) {
        await repo.addEvent(tx, lead.id, '系统提醒：距跟进时限不足2个工作小时，已通知跟进顾问', now);
        reminded.push(lead.id);
      }
    });
  }
  return reminded;
}

/**
 * Escalation: a lead still awaiting first contact after its deadline alerts every active admin
 * once (it also shows in the inbox's 已逾期 view, which reads the same condition). Answers the leads escalated.
 */
export async function escalateOverdue(db: Db, now: Date): Promise<number[]> {
  const [overdue, admins] = await Promise.all([repo.overdueLeads(db, now, BATCH), repo.activeAdmins(db)]);
  const escalated: number[] = [];
  if (!admins.length) return escalated;
  for (const lead of overdue) {
    await db.transaction(async (tx) => {
      const inserted = await repo.insertNotices(
        tx,
        admins.map((a) => ({
          operatorId: a.id,
          kind: 'overdue' as const,
          leadId: lead.id,
          title: `线索已逾期：${what(lead)}`,
          content: `${lead.liaison}的${what(lead)}已超过跟进时限（${chinaTime(lead.deadlineAt)}）仍未联系，${
            lead.operatorName ? `跟进顾问：${lead.operatorName}` : '尚未分配顾问'
          }。`,
        })),
        now,
      );
      if (inserted.length) {
        await repo.addEvent(tx, lead.id, '系统提醒：已超过跟进时限，已通知管理员', now);
        escalated.push(lead.id);
      }
    });
  }
  return escalated;
}

/**
 * Auto-assignment: leads nobody claimed within 30 office minutes go round-robin to the
 * consultants on duty (the one assigned longest ago first). Each lead is re-read under its lock:
 * one claimed meanwhile is left alone, so a repeated run assigns nothing twice. Answers the
 * assignments made; the member is told as for a manual assignment (message, opted-in SMS, and
 * their open pages through `onMemberLeadChange`).
 */
export async function autoAssignUnclaimed(
  db: Db,
  now: Date,
  sms?: SmsDriver,
  onMemberLeadChange: LeadChangeListener = () => {},
): Promise<{ leadId: number; operatorId: number }[]> {
  const candidates = (await repo.unclaimedLeads(db, new Date(now.getTime() - AUTO_ASSIGN_AFTER_MS), BATCH)).filter(
    (l) => addWorkingMs(l.createdAt, AUTO_ASSIGN_AFTER_MS) <= now,
  );
  const done: { leadId: number; operatorId: number }[] = [];
  for (const c of candidates) {
    let text: LeadSms | null = null;
    let memberId: number | null = null;
    const assigned = await db.transaction(async (tx) => {
      const lead = await findLead(tx, c.id, { forUpdate: true });
      if (!lead || lead.status !== 'new' || lead.assignedConsultantId !== null) return null;
      const consultant = await repo.nextOnDutyConsultant(tx);
      if (!consultant) return null;
      await updateLead(tx, lead.id, { assignedConsultantId: consultant.id });
      await repo.markAssigned(tx, consultant.id, now);
      await repo.addEvent(tx, lead.id, `分配给顾问 ${consultant.displayName}（自动分配：30个工作分钟内无人认领）`, now);
      const told = await tellMember(tx, lead, { assignedTo: consultant.displayName });
      text = told?.sms ?? null;
      memberId = told?.memberId ?? null;
      return { leadId: lead.id, operatorId: consultant.id };
    });
    if (!assigned) continue;
    done.push(assigned);
    await sendLeadSms(sms, text);
    if (memberId) onMemberLeadChange({ leadId: assigned.leadId, memberId });
  }
  return done;
}

// ---- Console: duty switch and notices ---------------------------------------------------------

export function createLeadSlaService(db: Db, clock: () => Date = () => new Date()) {
  const dutyView = (row: { onDuty: boolean; changedAt: Date } | null) => ({ onDuty: row?.onDuty ?? false, changedAt: row?.changedAt.toISOString() ?? null });
  return {
    myDuty: async (op: AuthOperator) => dutyView(await repo.dutyOf(db, op.id)),
    setDuty: async (op: AuthOperator, onDuty: boolean) => dutyView(await repo.setDuty(db, op.id, onDuty, clock())),
    async notices(op: AuthOperator, unreadOnly: boolean, page: { pageNum: number; pageSize: number }) {
      const { rows, total, unread } = await repo.listNotices(db, op.id, unreadOnly, page);
      const list: OperatorNotice[] = rows.map((r) => ({
        id: r.id,
        kind: r.kind as OperatorNotice['kind'],
        kindName: OPERATOR_NOTICE_KIND_LABELS[r.kind as OperatorNotice['kind']] ?? '通知',
        leadId: r.leadId,
        title: r.title,
        content: r.content,
        link: `/admin/leads?lead=${r.leadId}`,
        read: r.readAt !== null,
        createdAt: r.createdAt.toISOString(),
      }));
      return { list, total, unread, ...page };
    },
    read: async (op: AuthOperator, id?: number) => ({ unread: await repo.markNoticesRead(db, op.id, id, clock()) }),
  };
}
