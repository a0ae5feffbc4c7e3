import {
  APPOINTMENT_STATUS,
  CHINA_UTC_OFFSET_MS,
  LEAD_KIND_LABELS,
  LEAD_STATUS_LABELS,
  LEAD_STATUS_NAMES,
  LEAD_TRANSITIONS,
  maskPhone,
  QUOTE_STATUS_LABELS,
  type AdminLead,
  type LeadStatus,
} from '@shp/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { SmsDriver } from '../../lib/sms-driver.js';
import type { AuthOperator, CallContext } from '../../lib/call-context.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { recordAudit } from '../admin-audit/audit.repository.js';
import { createMessage } from '../messages/messages.repository.js';
import * as repo from './admin-leads.repository.js';

type OpCtx = CallContext & { operator: AuthOperator };

/** What the operator may see of a lead: the full phone only for its assigned consultant. */
export function toAdminLead(r: repo.LeadRow, viewer: AuthOperator, now: Date): AdminLead {
  const full = r.assignedConsultantId === viewer.id;
  return {
    id: r.id,
    kind: r.kind as AdminLead['kind'],
    sourceType: r.sourceType,
    sourcePage: r.sourcePage,
    brandName: r.brandName,
    brandId: r.brandId,
    liaison: r.liaison,
    phone: full ? r.phone : maskPhone(r.phone),
    phoneMasked: !full,
    isOpenShop: r.isOpenShop,
    cityCode: r.cityCode,
    targetType: r.targetType,
    targetId: r.targetId,
    channel: r.channel ?? {},
    details: r.details ?? {},
    status: r.status as LeadStatus,
    memberId: r.memberId,
    assignedOperatorId: r.assignedConsultantId,
    assignedOperatorName: r.assignedOperatorName,
    deadlineAt: r.deadlineAt.toISOString(),
    overdue: r.status === 'new' && r.deadlineAt.getTime() < now.getTime(),
    firstContactAt: r.firstContactAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** A consultant works only the leads assigned to them; an admin works every lead. */
function assertCanWork(lead: repo.LeadRow, op: AuthOperator) {
  if (op.role === 'admin') return;
  if (lead.assignedConsultantId !== op.id) throw forbidden('只能处理分配给自己的线索');
}

/** Where the member finds this kind of lead and its status (the message links there). */
function memberPageOf(lead: repo.LeadRow): string {
  switch (lead.kind as AdminLead['kind']) {
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
  const appointment = kind === 'appointment' ? repo.APPOINTMENT_STATUS_OF[to] : undefined;
  if (appointment) return APPOINTMENT_STATUS[appointment];
  const quote = kind === 'space_quote' ? repo.QUOTE_STATUS_OF[to] : undefined;
  if (quote) return QUOTE_STATUS_LABELS[quote];
  return LEAD_STATUS_NAMES[to] ?? LEAD_STATUS_LABELS[to];
}

const auditView = (r: repo.LeadRow) => ({ status: r.status, assignedOperatorId: r.assignedConsultantId, assignedOperatorName: r.assignedOperatorName });

export type LeadChange = { to: LeadStatus; note: string } | { assignedTo: string };
export type LeadSms = { phone: string; text: string };

const SMS_SIGN = '【商铺汇】';

/** The SMS of one change of a lead, for a member who opted in (account settings). */
export function leadSmsText(kind: string, change: LeadChange, ctx: { brandName: string; consultantName: string | null; deadlineAt: Date }): string {
  const what = `${ctx.brandName ? `「${ctx.brandName}」` : ''}${LEAD_KIND_LABELS[kind as AdminLead['kind']] ?? '留资'}需求`;
  const who = ctx.consultantName ? `顾问${ctx.consultantName}` : '顾问';
  if ('assignedTo' in change) {
    return `${SMS_SIGN}您的${what}已由顾问${change.assignedTo}负责跟进，将于${chinaDeadline(ctx.deadlineAt)}前与您联系。`;
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

/** MM月DD日 HH:mm in China time. */
function chinaDeadline(at: Date): string {
  const d = new Date(at.getTime() + CHINA_UTC_OFFSET_MS);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCMonth() + 1}月${d.getUTCDate()}日 ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}`;
}

/**
 * Tells the member who left the lead about a change (a status move or a consultant taking it
 * over): a service message in their centre, written in `tx` with the change, and the SMS to send
 * after the commit when they opted in.
 */
/** Told after a lead's change is stored, with the member it belongs to (live pushes to their pages). */
export type LeadChangeListener = (change: { leadId: number; memberId: number }) => void;

export type Told = { memberId: number; sms: LeadSms | null } | null;

export async function tellMember(tx: Db, lead: repo.LeadRow, change: LeadChange): Promise<Told> {
  const memberId = await repo.memberOfLead(tx, lead);
  if (!memberId) return null;
  const what = LEAD_KIND_LABELS[lead.kind as AdminLead['kind']] ?? '留资';
  const brand = lead.brandName ? `「${lead.brandName}」` : '';
  if ('assignedTo' in change) {
    await createMessage(tx, memberId, {
      category: 'service',
      title: `您的${what}已分配顾问：${change.assignedTo}`,
      content: `您提交的${brand}${what}需求已由顾问${change.assignedTo}负责跟进，顾问将在承诺时限内与您联系。`,
      link: memberPageOf(lead),
    });
  } else {
    // The member reads the names of their own pages (已关闭, not the operators' 已流失).
    const shown = memberStatusName(lead.kind, change.to);
    await createMessage(tx, memberId, {
      category: 'service',
      title: `您的${what}有新进展：${shown}`,
      content: `您提交的${brand}${what}需求状态已更新为「${shown}」。${
        change.to === 'contacted' ? `顾问${lead.assignedOperatorName ?? ''}已与您联系，` : ''
      }如有疑问请联系客服。`,
      link: memberPageOf(lead),
    });
  }
  const phone = await repo.leadSmsPhone(tx, memberId);
  if (!phone) return { memberId, sms: null };
  return {
    memberId,
    sms: { phone, text: leadSmsText(lead.kind, change, { brandName: lead.brandName, consultantName: lead.assignedOperatorName, deadlineAt: lead.deadlineAt }) },
  };
}

/** Sends a lead's SMS after its change committed; a failed SMS never undoes the change (the message stays). */
export async function sendLeadSms(driver: SmsDriver | undefined, sms: LeadSms | null, log?: FastifyBaseLogger) {
  if (!driver || !sms) return;
  await driver.notify(sms.phone, sms.text).catch((err: unknown) => log?.warn({ err }, 'lead SMS failed'));
}

export function createAdminLeadsService(
  db: Db,
  clock: () => Date = () => new Date(),
  smsDriver?: SmsDriver,
  onMemberLeadChange: LeadChangeListener = () => {},
) {
  /** After the commit: the SMS (when opted in) and the member's open pages. */
  async function told(leadId: number, t: Told) {
    if (!t) return;
    await sendLeadSms(smsDriver, t.sms);
    onMemberLeadChange({ leadId, memberId: t.memberId });
  }

  async function load(id: number, tx: Db = db, forUpdate = false) {
    const lead = await repo.findLead(tx, id, { forUpdate });
    if (!lead) throw notFound('线索不存在');
    return lead;
  }

  return {
    async list(
      input: { status?: LeadStatus; kind?: AdminLead['kind']; overdue?: boolean; open?: boolean; assigned?: 'me' | 'none' | number; q?: string },
      ctx: OpCtx,
    ) {
      const now = clock();
      const assignedTo = input.assigned === 'me' ? ctx.operator.id : input.assigned;
      const { rows, total } = await repo.listLeads(db, { ...input, assignedTo }, ctx.pageParam, now);
      return { list: rows.map((r) => toAdminLead(r, ctx.operator, now)), total, ...ctx.pageParam };
    },

    stats: (ctx: OpCtx) => repo.leadStats(db, ctx.operator.id, clock()),

    async detail(id: number, ctx: OpCtx) {
      const lead = await load(id);
      const [events, context] = await Promise.all([repo.leadEventsOf(db, id), repo.leadContext(db, lead)]);
      const opIds = events
        .map((e) => /^operator:(\d+)$/.exec(e.actor)?.[1])
        .filter(Boolean)
        .map(Number);
      const names = await repo.operatorNames(db, [...new Set(opIds)]);
      const actorName = (actor: string) => {
        const m = /^(operator|member):(\d+)$/.exec(actor);
        if (!m) return '系统';
        return m[1] === 'operator' ? (names.get(Number(m[2])) ?? '运营人员') : '客户';
      };
      return {
        ...toAdminLead(lead, ctx.operator, clock()),
        events: events.map((e) => ({
          id: e.id,
          actor: e.actor,
          actorName: actorName(e.actor),
          fromStatus: e.fromStatus,
          toStatus: e.toStatus,
          note: e.note,
          createdAt: e.createdAt.toISOString(),
        })),
        allowedTransitions: [...LEAD_TRANSITIONS[lead.status as LeadStatus]],
        context,
      };
    },

    async assign(input: { id: number; operatorId: number }, ctx: OpCtx) {
      let t: Told = null;
      await db.transaction(async (tx) => {
        const target = await repo.operatorForAssignment(tx, input.operatorId);
        if (!target || target.role !== 'consultant' || target.status !== 'active') throw badRequest('只能分配给在岗的招商顾问');
        const lead = await load(input.id, tx, true);
        if (ctx.operator.role !== 'admin') {
          // A consultant may claim an unassigned lead for themselves, nothing more.
          if (input.operatorId !== ctx.operator.id || lead.assignedConsultantId !== null) throw forbidden('顾问只能认领未分配的线索');
        }
        if (lead.status === 'won' || lead.status === 'lost') throw badRequest('已结束的线索不能再分配');
        if (lead.assignedConsultantId === input.operatorId) return;
        await repo.updateLead(tx, lead.id, { assignedConsultantId: input.operatorId });
        await repo.addLeadEvent(tx, { leadId: lead.id, actor: `operator:${ctx.operator.id}`, note: `分配给顾问 ${target.displayName}` });
        await recordAudit(tx, ctx.operator, ctx.ip, {
          action: 'lead.assign',
          entityType: 'lead',
          entityId: lead.id,
          before: auditView(lead),
          after: { ...auditView(lead), assignedOperatorId: target.id, assignedOperatorName: target.displayName },
        });
        // A hand-over between consultants is news to the member too: their timeline names the new one.
        t = await tellMember(tx, lead, { assignedTo: target.displayName });
      });
      await told(input.id, t);
      return toAdminLead(await load(input.id), ctx.operator, clock());
    },

    async transition(input: { id: number; toStatus: LeadStatus; note: string }, ctx: OpCtx) {
      const now = clock();
      let t: Told = null;
      await db.transaction(async (tx) => {
        const lead = await load(input.id, tx, true);
        assertCanWork(lead, ctx.operator);
        const from = lead.status as LeadStatus;
        if (!LEAD_TRANSITIONS[from].includes(input.toStatus)) {
          throw badRequest(`线索状态不能从「${LEAD_STATUS_LABELS[from]}」变为「${LEAD_STATUS_LABELS[input.toStatus]}」`);
        }
        if (input.toStatus !== 'lost' && lead.assignedConsultantId === null) throw badRequest('请先分配顾问再跟进');
        await repo.updateLead(tx, lead.id, {
          status: input.toStatus,
          // 首次联系 is when the consultant recorded reaching the customer: the move to 已联系 (the
          // only way on from 待跟进 besides closing). A lead closed as 已流失 straight from 待跟进 —
          // an empty number, a duplicate — was never contacted and keeps no first-contact time.
          ...(input.toStatus === 'contacted' && !lead.firstContactAt ? { firstContactAt: now } : {}),
        });
        await repo.addLeadEvent(tx, { leadId: lead.id, actor: `operator:${ctx.operator.id}`, fromStatus: from, toStatus: input.toStatus, note: input.note });
        await recordAudit(tx, ctx.operator, ctx.ip, {
          action: 'lead.status',
          entityType: 'lead',
          entityId: lead.id,
          before: auditView(lead),
          after: { ...auditView(lead), status: input.toStatus, note: input.note },
        });
        await repo.carryStatusToMemberRecord(tx, lead, input.toStatus);
        t = await tellMember(tx, lead, { to: input.toStatus, note: input.note });
      });
      await told(input.id, t);
      return toAdminLead(await load(input.id), ctx.operator, clock());
    },

    async note(input: { id: number; note: string }, ctx: OpCtx) {
      await db.transaction(async (tx) => {
        // Checked on the locked row: a consultant the lead was just taken from adds nothing to it.
        const lead = await load(input.id, tx, true);
        assertCanWork(lead, ctx.operator);
        await repo.addLeadEvent(tx, { leadId: lead.id, actor: `operator:${ctx.operator.id}`, note: input.note });
        await recordAudit(tx, ctx.operator, ctx.ip, { action: 'lead.note', entityType: 'lead', entityId: lead.id, before: null, after: { note: input.note } });
      });
      return null;
    },
  };
}
