import { and, eq } from 'drizzle-orm';
import {
  APPOINTMENT_STATUS,
  LEAD_KIND_LABELS,
  LEAD_STATUS_LABELS,
  LEAD_STATUS_NAMES,
  QUOTE_STATUS_LABELS,
  type AdminLead,
  type LeadStatus,
} from '@shp/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { leads, leadSmsOptIns, members, messages } from '../db/schema/index.js';
import type { SmsDriver, SmsNotice } from './sms-driver.js';
import { chinaMonthDayTimeText } from './dates.js';

// Telling a member about their lead: the message-centre entry and the opted-in SMS of each change
// (a status move in the lead inbox, a consultant taking it over by hand or by the auto-assignment
// job). Shared by the lead inbox and the SLA jobs.

type LeadKind = AdminLead['kind'];
/** A lead as the notices read it, with its assigned consultant's name. */
export type LeadRow = typeof leads.$inferSelect & { assignedOperatorName: string | null };

export async function memberOfLead(db: Db, lead: { memberId: number | null; phone: string }) {
  if (lead.memberId) return lead.memberId;
  const rows = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.phone, lead.phone), eq(members.status, 'active')))
    .limit(1);
  return rows[0]?.id ?? null;
}

/**
 * What the member reads for an appointment or a space quote is that record's own status, not the
 * lead's: the operator's move is carried over so the member sees it. Finished records stay finished
 * (a cancelled appointment is not revived).
 */
export const APPOINTMENT_STATUS_OF: Partial<Record<string, 'confirmed' | 'done' | 'cancelled'>> = {
  contacted: 'confirmed',
  qualified: 'confirmed',
  won: 'done',
  lost: 'cancelled',
};
// A consultant's follow-up on a quote request is the quote (the estimate was given on submission).
export const QUOTE_STATUS_OF: Partial<Record<string, 'quoted' | 'accepted' | 'closed'>> = {
  contacted: 'quoted',
  qualified: 'quoted',
  won: 'accepted',
  lost: 'closed',
};

/** The member's phone when they asked for an SMS per change of their leads, else null. */
export async function leadSmsPhone(db: Db, memberId: number): Promise<string | null> {
  const rows = await db
    .select({ phone: members.phone })
    .from(leadSmsOptIns)
    .innerJoin(members, eq(members.id, leadSmsOptIns.memberId))
    .where(and(eq(leadSmsOptIns.memberId, memberId), eq(members.status, 'active')))
    .limit(1);
  return rows[0]?.phone ?? null;
}

/** Where the member finds this kind of lead and its status (the message links there). */
function memberPageOf(lead: LeadRow): string {
  switch (lead.kind as LeadKind) {
    case 'consult':
      return '/personalCenter/myBrand';
    case 'appointment':
      return '/personalCenter/makeAppointment';
    case 'question':
      // A question has no page in the centre; the consultant's page is where the member asked it.
      return lead.targetId ? `/consultantDetail?id=${lead.targetId}` : '/consultant';
    case 'space_quote':
      // 我的合作 › 场地询价 shows the quote's state and price; the space's own page shows neither.
      return '/personalCenter/myCooperation?kind=quote';
    default:
      return `/personalCenter/myCooperation?id=${lead.id}`;
  }
}

/** The status as the member's own page for that kind of lead names it (已取消 on 我的预约, 已关闭 on 我的合作). */
function memberStatusName(kind: string, to: LeadStatus): string {
  const appointment = kind === 'appointment' ? APPOINTMENT_STATUS_OF[to] : undefined;
  if (appointment) return APPOINTMENT_STATUS[appointment];
  const quote = kind === 'space_quote' ? QUOTE_STATUS_OF[to] : undefined;
  if (quote) return QUOTE_STATUS_LABELS[quote];
  return LEAD_STATUS_NAMES[to] ?? LEAD_STATUS_LABELS[to];
}

export type LeadChange = { to: LeadStatus; note: string } | { assignedTo: string };
export type LeadSms = { phone: string; text: string; notice: SmsNotice };

const SMS_SIGN = '【商铺汇】';

/** The SMS of one change of a lead, for a member who opted in (account settings). */
export function leadSmsText(kind: string, change: LeadChange, ctx: { brandName: string; consultantName: string | null; deadlineAt: Date }): string {
  const what = `${ctx.brandName ? `「${ctx.brandName}」` : ''}${LEAD_KIND_LABELS[kind as LeadKind] ?? '留资'}需求`;
  const who = ctx.consultantName ? `顾问${ctx.consultantName}` : '顾问';
  if ('assignedTo' in change) {
    return `${SMS_SIGN}您的${what}已由顾问${change.assignedTo}负责跟进，将于${chinaMonthDayTimeText(ctx.deadlineAt)}前与您联系。`;
  }
  switch (change.to) {
    case 'contacted':
      return `${SMS_SIGN}${who}已与您联系，您的${what}进入跟进阶段。`;
    case 'qualified':
      return `${SMS_SIGN}您的${what}已安排看铺洽谈，${who}将与您确认时间。`;
    case 'won':
      return `${SMS_SIGN}您的${what}已成交，感谢您对商铺汇的信任。`;
    case 'lost':
      return `${SMS_SIGN}您的${what}已结束（未成交${change.note ? `：${change.note.slice(0, 40)}` : ''}）。如仍有需要，欢迎再次咨询。`;
    default:
      return `${SMS_SIGN}您的${what}状态已更新为「${LEAD_STATUS_LABELS[change.to]}」。`;
  }
}

/**
 * The same change as the fields of its own registered template (SMS_TEMPLATE_NOTICE_LEAD_*), for a
 * provider that has one: 您的${what}已由顾问${consultant}负责跟进，将于${deadline}前与您联系。
 */
export function leadSmsNotice(kind: string, change: LeadChange, ctx: { brandName: string; consultantName: string | null; deadlineAt: Date }): SmsNotice {
  const what: [string, string] = ['what', `${ctx.brandName ? `「${ctx.brandName}」` : ''}${LEAD_KIND_LABELS[kind as LeadKind] ?? '留资'}需求`];
  const consultant: [string, string] = ['consultant', ctx.consultantName ?? ''];
  if ('assignedTo' in change)
    return { kind: 'LEAD_ASSIGNED', fields: [what, ['consultant', change.assignedTo], ['deadline', chinaMonthDayTimeText(ctx.deadlineAt)]] };
  switch (change.to) {
    case 'contacted':
      return { kind: 'LEAD_CONTACTED', fields: [what, consultant] };
    case 'qualified':
      return { kind: 'LEAD_VIEWING', fields: [what, consultant] };
    case 'won':
      return { kind: 'LEAD_WON', fields: [what] };
    case 'lost':
      return { kind: 'LEAD_LOST', fields: [what, ['reason', change.note.slice(0, 20) || '未成交']] };
    default:
      return { kind: 'LEAD_UPDATED', fields: [what, ['status', LEAD_STATUS_LABELS[change.to]]] };
  }
}

/** Told after a lead's change is stored, with the member it belongs to (live pushes to their pages). */
export type LeadChangeListener = (change: { leadId: number; memberId: number }) => void;

export type Told = { memberId: number; sms: LeadSms | null } | null;

/**
 * Tells the member who left the lead about a change (a status move or a consultant taking it
 * over): a service message in their centre, written in `tx` with the change, and the SMS to send
 * after the commit when they opted in.
 */
export async function tellMember(tx: Db, lead: LeadRow, change: LeadChange): Promise<Told> {
  const memberId = await memberOfLead(tx, lead);
  if (!memberId) return null;
  const what = LEAD_KIND_LABELS[lead.kind as LeadKind] ?? '留资';
  const brand = lead.brandName ? `「${lead.brandName}」` : '';
  if ('assignedTo' in change) {
    await tx.insert(messages).values({
      memberId,
      category: 'service',
      title: `您的${what}已分配顾问：${change.assignedTo}`,
      content: `您提交的${brand}${what}需求已由顾问${change.assignedTo}负责跟进，顾问将在承诺时限内与您联系。`,
      link: memberPageOf(lead),
    });
  } else {
    // The member reads the names of their own pages (已关闭, not the operators' 已流失).
    const shown = memberStatusName(lead.kind, change.to);
    await tx.insert(messages).values({
      memberId,
      category: 'service',
      title: `您的${what}有新进展：${shown}`,
      content: `您提交的${brand}${what}需求状态已更新为「${shown}」。${
        change.to === 'contacted' ? `顾问${lead.assignedOperatorName ?? ''}已与您联系，` : ''
      }如有疑问请联系客服。`,
      link: memberPageOf(lead),
    });
  }
  const phone = await leadSmsPhone(tx, memberId);
  if (!phone) return { memberId, sms: null };
  const ctx = { brandName: lead.brandName, consultantName: lead.assignedOperatorName, deadlineAt: lead.deadlineAt };
  return { memberId, sms: { phone, text: leadSmsText(lead.kind, change, ctx), notice: leadSmsNotice(lead.kind, change, ctx) } };
}

/** Sends a lead's SMS after its change committed; a failed SMS never undoes the change (the message stays). */
export async function sendLeadSms(driver: SmsDriver | undefined, sms: LeadSms | null, log?: FastifyBaseLogger) {
  if (!driver || !sms) return;
  await driver.notify(sms.phone, sms.text, sms.notice).catch((err: unknown) => log?.warn({ err }, 'lead SMS failed'));
}
