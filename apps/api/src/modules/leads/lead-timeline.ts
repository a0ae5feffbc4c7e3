import type { MyLeadStep } from '@shp/contracts';

type Lead = {
  status: string;
  createdAt: Date;
  deadlineAt: Date;
  firstContactAt: Date | null;
  assignedConsultantId: number | null;
  consultantName: string | null;
};
type Event = { toStatus: string | null; note: string; createdAt: Date };

const ASSIGNMENT = /^分配给顾问/;
const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

/**
 * The member's view of a lead (decision 040): received → assigned to <consultant> → contacted →
 * viewing arranged (洽谈中) → closed (成交 / 未成交 with the consultant's reason), from the lead and
 * its lead_events; and whether the first contact kept the deadline.
 */
export function leadTimeline(lead: Lead, events: Event[], now: Date): { timeline: MyLeadStep[]; deadlineKept: boolean | null } {
  const moved = (to: string) => events.find((e) => e.toStatus === to) ?? null;
  const assignedAt = [...events].reverse().find((e) => ASSIGNMENT.test(e.note))?.createdAt ?? null;
  const contacted = moved('contacted');
  const viewing = moved('qualified');
  const won = moved('won');
  const lost = moved('lost');
  const s = lead.status;
  const assigned = lead.assignedConsultantId !== null || s === 'won';
  const timeline: MyLeadStep[] = [
    { step: 'received', title: '已收到', done: true, at: iso(lead.createdAt), detail: null },
    {
      step: 'assigned',
      title: assigned && lead.consultantName ? `已分配顾问 ${lead.consultantName}` : '分配顾问',
      done: assigned,
      at: assigned ? iso(assignedAt) : null,
      detail: null,
    },
    {
      step: 'contacted',
      title: '已联系',
      done: !!(lead.firstContactAt || contacted || ['contacted', 'qualified', 'won'].includes(s)),
      at: iso(lead.firstContactAt ?? contacted?.createdAt),
      detail: null,
    },
    { step: 'viewing', title: '已安排看铺', done: !!viewing || s === 'qualified' || s === 'won', at: iso(viewing?.createdAt), detail: null },
    s === 'won'
      ? { step: 'closed', title: '成交', done: true, at: iso(won?.createdAt), detail: null }
      : s === 'lost'
        ? { step: 'closed', title: '未成交', done: true, at: iso(lost?.createdAt), detail: lost?.note.trim() || '未说明原因' }
        : { step: 'closed', title: '成交 / 未成交', done: false, at: null, detail: null },
  ];
  // The promise is the first contact; a lead closed without one (a wrong number) was handled when closed.
  const handledAt = lead.firstContactAt ?? contacted?.createdAt ?? (s === 'lost' ? (lost?.createdAt ?? null) : null);
  const deadlineKept = handledAt ? handledAt.getTime() <= lead.deadlineAt.getTime() : now.getTime() > lead.deadlineAt.getTime() ? false : null;
  return { timeline, deadlineKept };
}
