import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { createMemberSession } from '../../test/fixtures.js';
import { createOperatorSession } from '../../test/operators.js';
import { insertLead } from '../leads/leads.repository.js';
import { leadEvents, leads, leadSmsOptIns, messages, operatorDuty, operatorNotices, operators } from '../../db/schema/index.js';
import { autoAssignUnclaimed, escalateOverdue, remindBeforeDeadline } from './lead-sla.service.js';
import { leadSlaJobs } from './lead-sla.jobs.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createOperatorSession>>;
let c1: Awaited<ReturnType<typeof createOperatorSession>>;
let c2: Awaited<ReturnType<typeof createOperatorSession>>;
let c3: Awaited<ReturnType<typeof createOperatorSession>>;

// A fixed clock: Monday 2 March 2026, China time (the scans take `now`, never the system clock).
const cst = (s: string) => new Date(`${s}+08:00`);
const MONDAY_10 = cst('2026-03-02T10:00:00');

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  // This database is the test's own copy: the seeded leads are closed so only these tests' leads are open.
  await db.update(leads).set({ status: 'lost' }).where(ne(leads.status, 'lost'));
  // Only this file's consultants take part in the round-robin.
  await db.update(operators).set({ status: 'disabled' }).where(eq(operators.role, 'consultant'));
  admin = await createOperatorSession(db, { role: 'admin' });
  c1 = await createOperatorSession(db, { role: 'consultant', displayName: '甲顾问' });
  c2 = await createOperatorSession(db, { role: 'consultant', displayName: '乙顾问' });
  c3 = await createOperatorSession(db, { role: 'consultant', displayName: '丙顾问' });
});
afterAll(() => t.close());

const as = (who: { headers: Record<string, string> }) => ({ headers: who.headers });

async function newLead(at: Date, opts: { memberId?: number | null; phone?: string; assignTo?: number } = {}) {
  const row = await insertLead(
    t.database.db,
    {
      kind: 'consult',
      sourcePage: 'home-left-panel',
      memberId: opts.memberId ?? null,
      brandName: '时限品牌',
      liaison: '张三',
      phone: opts.phone ?? '13700000001',
    },
    at,
  );
  if (opts.assignTo) await t.database.db.update(leads).set({ assignedConsultantId: opts.assignTo }).where(eq(leads.id, row.id));
  return row;
}

const noticesOf = (leadId: number) => t.database.db.select().from(operatorNotices).where(eq(operatorNotices.leadId, leadId));

describe('SLA reminder: two office hours before the deadline (fixed clock)', () => {
  it('reminds the consultant once, in the console, at the right moment', async () => {
    // Left Monday 10:00 → due Tuesday 10:00; two office hours before is Monday 17:00.
    const lead = await newLead(MONDAY_10, { assignTo: c1.operator.id });
    expect(lead.deadlineAt).toEqual(cst('2026-03-03T10:00:00'));
    expect(await remindBeforeDeadline(t.database.db, cst('2026-03-02T16:59:00'))).not.toContain(lead.id);
    expect(await noticesOf(lead.id)).toEqual([]);
    expect(await remindBeforeDeadline(t.database.db, cst('2026-03-02T17:00:00'))).toContain(lead.id);
    // Idempotent: a second run (a retry, or the next minute) writes nothing more.
    expect(await remindBeforeDeadline(t.database.db, cst('2026-03-02T17:01:00'))).not.toContain(lead.id);
    const notices = await noticesOf(lead.id);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ operatorId: c1.operator.id, kind: 'sla_reminder' });
    expect(notices[0].content).toContain('3月3日 10:00');
    const events = await t.database.db.select().from(leadEvents).where(eq(leadEvents.leadId, lead.id));
    expect(events.filter((e) => e.note.startsWith('系统提醒'))).toHaveLength(1);

    // The consultant sees it under the console's bell, and marks it read.
    const list = await post(t.app, '/api/admin/notices/list', {}, as(c1));
    expect(list.body.data.unread).toBeGreaterThanOrEqual(1);
    const mine = list.body.data.list.find((n: { leadId: number }) => n.leadId === lead.id);
    expect(mine).toMatchObject({ kind: 'sla_reminder', kindName: '跟进时限提醒', read: false, link: `/admin/leads?lead=${lead.id}` });
    expect((await post(t.app, '/api/admin/notices/list', {}, as(c2))).body.data.list.some((n: { leadId: number }) => n.leadId === lead.id)).toBe(false);
    const read = await post(t.app, '/api/admin/notices/read', { id: mine.id }, as(c1));
    expect(read.body.code).toBe(10000);
    expect((await post(t.app, '/api/admin/notices/list', { unreadOnly: true }, as(c1))).body.data.list.some((n: { id: number }) => n.id === mine.id)).toBe(
      false,
    );
  });

  it('counts office hours across a weekend, and leaves contacted or unassigned leads alone', async () => {
    // Left Friday 09:30 → due Monday 09:30; two office hours before is Friday 16:30.
    const friday = await newLead(cst('2026-03-06T09:30:00'), { assignTo: c1.operator.id });
    expect(await remindBeforeDeadline(t.database.db, cst('2026-03-06T16:29:00'))).not.toContain(friday.id);
    expect(await remindBeforeDeadline(t.database.db, cst('2026-03-06T16:30:00'))).toContain(friday.id);
    const contacted = await newLead(MONDAY_10, { assignTo: c1.operator.id });
    await t.database.db.update(leads).set({ status: 'contacted' }).where(eq(leads.id, contacted.id));
    const unassigned = await newLead(MONDAY_10);
    const reminded = await remindBeforeDeadline(t.database.db, cst('2026-03-03T09:00:00'));
    expect(reminded).not.toContain(contacted.id);
    expect(reminded).not.toContain(unassigned.id);
  });
});

describe('escalation: an overdue lead alerts the admins', () => {
  it('alerts every active admin once and shows in the inbox overdue view', async () => {
    const lead = await newLead(MONDAY_10, { assignTo: c2.operator.id });
    expect(await escalateOverdue(t.database.db, cst('2026-03-03T09:59:00'))).not.toContain(lead.id);
    expect(await escalateOverdue(t.database.db, cst('2026-03-03T10:01:00'))).toContain(lead.id);
    expect(await escalateOverdue(t.database.db, cst('2026-03-03T10:02:00'))).not.toContain(lead.id);
    const notices = await noticesOf(lead.id);
    const admins = await t.database.db
      .select({ id: operators.id })
      .from(operators)
      .where(and(eq(operators.role, 'admin'), eq(operators.status, 'active')));
    expect(notices.map((n) => n.operatorId).sort()).toEqual(admins.map((a) => a.id).sort());
    expect(notices.every((n) => n.kind === 'overdue' && n.content.includes('乙顾问'))).toBe(true);
    // The inbox's overdue view reads the same condition (status new, deadline passed) at the real clock.
    const overdue = await post(t.app, '/api/admin/leads/list', { overdue: true }, { ...as(admin), pageParam: { pageNum: 1, pageSize: 100 } });
    expect(overdue.body.data.list.map((l: { id: number }) => l.id)).toContain(lead.id);
    expect((await post(t.app, '/api/admin/notices/list', {}, as(admin))).body.data.list.some((n: { leadId: number }) => n.leadId === lead.id)).toBe(true);
  });
});

describe('auto-assignment: round-robin among consultants on duty after 30 office minutes', () => {
  it('consultants set themselves on and off duty; admins have no duty switch', async () => {
    expect((await post(t.app, '/api/admin/duty/mine', {}, as(c1))).body.data).toEqual({ onDuty: false, changedAt: null });
    for (const c of [c1, c2, c3]) expect((await post(t.app, '/api/admin/duty/set', { onDuty: true }, as(c))).body.data.onDuty).toBe(true);
    expect((await post(t.app, '/api/admin/duty/set', { onDuty: false }, as(c3))).body.data.onDuty).toBe(false);
    expect((await post(t.app, '/api/admin/duty/mine', {}, as(c3))).body.data.onDuty).toBe(false);
    const byAdmin = await post(t.app, '/api/admin/duty/set', { onDuty: true }, as(admin));
    expect(byAdmin.status).toBe(403);
    const bad = await post(t.app, '/api/admin/duty/set', { onDuty: 'yes' }, as(c1));
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('请选择值班状态');
    expect((await post(t.app, '/api/admin/duty/set', { onDuty: true }, {})).status).toBe(401);
  });

  it('assigns unclaimed leads in turn, once, and tells the member (message, SMS when opted in)', async () => {
    const db = t.database.db;
    await db.update(operatorDuty).set({ lastAssignedAt: null });
    // The earlier tests' open leads are closed: this test owns every unclaimed lead.
    await db.update(leads).set({ status: 'lost' }).where(eq(leads.status, 'new'));
    const m = await createMemberSession(db, { phone: '13700000077' });
    await db.insert(leadSmsOptIns).values({ memberId: m.member.id });
    // Created Monday 17:50: 30 office minutes later is Tuesday 09:20.
    const at = cst('2026-03-02T17:50:00');
    const ids = [
      (await newLead(at, { memberId: m.member.id, phone: '13700000077' })).id,
      (await newLead(new Date(at.getTime() + 1000))).id,
      (await newLead(new Date(at.getTime() + 2000))).id,
    ];
    const claimed = await newLead(at, { assignTo: c3.operator.id });
    expect(await autoAssignUnclaimed(db, cst('2026-03-03T09:19:00'))).toEqual([]);
    const sms = { notify: async (phone: string, text: string) => void sent.push({ phone, text }), send: async () => {} };
    const sent: { phone: string; text: string }[] = [];
    const pushed: { leadId: number; memberId: number }[] = [];
    const done = await autoAssignUnclaimed(db, cst('2026-03-03T09:20:02'), sms, (change) => pushed.push(change));
    expect(done.map((d) => d.leadId)).toEqual(ids);
    // The member's open pages hear of it (their lead timeline and badge), as for a manual assignment.
    expect(pushed).toEqual([{ leadId: ids[0], memberId: m.member.id }]);
    // c1 and c2 on duty (c3 is off): turns alternate, the one assigned longest ago first.
    expect(done.map((d) => d.operatorId)).toEqual([c1.operator.id, c2.operator.id, c1.operator.id]);
    // Idempotent: a second run finds nothing to do and changes nothing.
    expect(await autoAssignUnclaimed(db, cst('2026-03-03T09:21:00'), sms)).toEqual([]);
    const rows = await db
      .select()
      .from(leads)
      .where(inArray(leads.id, [...ids, claimed.id]));
    expect(rows.find((r) => r.id === claimed.id)?.assignedConsultantId).toBe(c3.operator.id);
    const event = await db
      .select()
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, ids[0]), sql`${leadEvents.note} like '分配给顾问%'`));
    expect(event).toHaveLength(1);
    expect(event[0].note).toContain('甲顾问');
    const msgs = await db.select().from(messages).where(eq(messages.memberId, m.member.id));
    expect(msgs.map((x) => x.title)).toContain('您的预约咨询已分配顾问：甲顾问');
    expect(sent).toEqual([{ phone: '13700000077', text: expect.stringContaining('顾问甲顾问负责跟进') }]);
  });

  it('assigns nothing when nobody is on duty', async () => {
    const db = t.database.db;
    await db.update(operatorDuty).set({ onDuty: false });
    const lead = await newLead(MONDAY_10);
    expect((await autoAssignUnclaimed(db, cst('2026-03-02T11:00:00'))).map((d) => d.leadId)).not.toContain(lead.id);
  });

  it('every scan is a scheduled singleton job, each minute in China time', () => {
    expect(leadSlaJobs.map((j) => [j.name, j.schedule, j.singleton])).toEqual([
      ['lead-sla-reminder', '* * * * *', true],
      ['lead-escalation', '* * * * *', true],
      ['lead-auto-assign', '* * * * *', true],
    ]);
  });
});
