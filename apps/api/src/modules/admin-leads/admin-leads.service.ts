import { LEAD_STATUS_LABELS, LEAD_TRANSITIONS, maskPhone, type AdminLead, type LeadStatus } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import type { SmsDriver } from '../../lib/sms-driver.js';
import type { AuthOperator, CallContext } from '../../lib/call-context.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { recordAudit } from '../admin-audit/audit.repository.js';
import { sendLeadSms, tellMember, type LeadChangeListener, type Told } from '../../lib/lead-notices.js';
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

const auditView = (r: repo.LeadRow) => ({ status: r.status, assignedOperatorId: r.assignedConsultantId, assignedOperatorName: r.assignedOperatorName });

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
