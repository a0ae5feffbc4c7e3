import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { createMemberSession } from '../../test/fixtures.js';
import { createOperatorSession } from '../../test/operators.js';
import { insertLead } from '../leads/leads.repository.js';
import { appointments, leads, messages, operators, spaceQuotes } from '../../db/schema/index.js';
import { releaseOpenLeadsOf } from './admin-leads.repository.js';
import { untilAnotherWaitsForLock } from '../../test/waits.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createOperatorSession>>;
let consultant: Awaited<ReturnType<typeof createOperatorSession>>;
let otherConsultant: Awaited<ReturnType<typeof createOperatorSession>>;
let editor: Awaited<ReturnType<typeof createOperatorSession>>;
let member: Awaited<ReturnType<typeof createMemberSession>>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  admin = await createOperatorSession(db, { role: 'admin' });
  consultant = await createOperatorSession(db, { role: 'consultant', displayName: '王顾问' });
  otherConsultant = await createOperatorSession(db, { role: 'consultant' });
  editor = await createOperatorSession(db, { role: 'editor' });
  member = await createMemberSession(db, { phone: '13912345678' });
});
afterAll(() => t.close());

const as = (who: { headers: Record<string, string> }) => ({ headers: who.headers });

async function newLead(opts: { memberId?: number | null; phone?: string; at?: Date; kind?: 'consult' | 'franchise' } = {}) {
  const row = await insertLead(
    t.database.db,
    {
      kind: opts.kind ?? 'consult',
      sourcePage: 'home-left-panel',
      memberId: opts.memberId ?? null,
      brandName: '测试品牌',
      liaison: '张三',
      phone: opts.phone ?? '13912345678',
      isOpenShop: 'Y',
      channel: { shareChannel: 'wechat', clueUniqueId: 'clue-42' },
    },
    opts.at,
  );
  return row.id;
}

describe('lead inbox', () => {
  it('lists every kind with channel record, masked phone, deadline and overdue count', async () => {
    const old = await newLead({ at: new Date(Date.now() - 10 * 86400_000), kind: 'franchise' });
    const fresh = await newLead({ memberId: member.member.id });
    const list = await post(t.app, '/api/admin/leads/list', {}, as(consultant));
    expect(list.body.code).toBe(10000);
    const rows = list.body.data.list as { id: number; overdue: boolean }[];
    const oldRow = rows.find((l) => l.id === old);
    expect(oldRow).toMatchObject({
      kind: 'franchise',
      overdue: true,
      phone: '139****5678',
      phoneMasked: true,
      channel: { shareChannel: 'wechat', clueUniqueId: 'clue-42' },
    });
    // Overdue leads come first.
    const firstOnTime = rows.findIndex((l) => !l.overdue);
    expect(rows.slice(firstOnTime).some((l) => l.overdue)).toBe(false);
    expect(rows.indexOf(oldRow!)).toBeLessThan(firstOnTime);
    const freshRow = list.body.data.list.find((l: { id: number }) => l.id === fresh);
    expect(freshRow.overdue).toBe(false);
    expect(new Date(freshRow.deadlineAt).getTime()).toBeGreaterThan(Date.now());
    const stats = await post(t.app, '/api/admin/leads/stats', {}, as(admin));
    expect(stats.body.data.overdue).toBeGreaterThanOrEqual(1);
    const overdueOnly = await post(t.app, '/api/admin/leads/list', { overdue: true }, as(admin));
    expect(overdueOnly.body.data.list.every((l: { overdue: boolean }) => l.overdue)).toBe(true);
  });

  it('puts leads awaiting first contact, closest deadline first, ahead of leads already contacted', async () => {
    const db = t.database.db;
    // Deadlines set outright: the order must not depend on which weekday the test runs.
    const make = async (deadlineInHours: number) => {
      const { id } = await insertLead(db, { kind: 'consult', sourcePage: 'home', brandName: '排序品牌', liaison: '赵六', phone: '13912349999' });
      await db
        .update(leads)
        .set({ deadlineAt: new Date(Date.now() + deadlineInHours * 3600_000) })
        .where(eq(leads.id, id));
      return id;
    };
    const contactedLongAgo = await make(-400);
    await post(t.app, '/api/admin/leads/assign', { id: contactedLongAgo, operatorId: consultant.operator.id }, as(admin));
    await post(t.app, '/api/admin/leads/transition', { id: contactedLongAgo, toStatus: 'contacted' }, as(consultant));
    const dueLater = await make(20);
    const dueSooner = await make(2);
    const overdue = await make(-30);
    const ids = (await post(t.app, '/api/admin/leads/list', { q: '排序品牌' }, as(admin))).body.data.list.map((l: { id: number }) => l.id);
    expect(ids).toEqual([overdue, dueSooner, dueLater, contactedLongAgo]);
  });

  it('lists exactly the leads the 未分配 and 我跟进中 counts count (open: not ended)', async () => {
    const db = t.database.db;
    const closedUnassigned = await newLead();
    await db.update(leads).set({ status: 'won' }).where(eq(leads.id, closedUnassigned));
    const openUnassigned = await newLead();
    const mineOpen = await newLead();
    await post(t.app, '/api/admin/leads/assign', { id: mineOpen, operatorId: consultant.operator.id }, as(admin));
    const mineClosed = await newLead();
    await post(t.app, '/api/admin/leads/assign', { id: mineClosed, operatorId: consultant.operator.id }, as(admin));
    await db.update(leads).set({ status: 'lost' }).where(eq(leads.id, mineClosed));

    const ids = async (filter: object) =>
      (await post(t.app, '/api/admin/leads/list', filter, { ...as(consultant), pageParam: { pageNum: 1, pageSize: 200 } })).body.data as {
        list: { id: number }[];
        total: number;
      };
    const stats = (await post(t.app, '/api/admin/leads/stats', {}, as(consultant))).body.data;
    const unassigned = await ids({ assigned: 'none', open: true });
    expect(unassigned.total).toBe(stats.unassigned);
    expect(unassigned.list.map((l) => l.id)).toContain(openUnassigned);
    expect(unassigned.list.map((l) => l.id)).not.toContain(closedUnassigned);
    const mine = await ids({ assigned: 'me', open: true });
    expect(mine.total).toBe(stats.mine);
    expect(mine.list.map((l) => l.id)).toContain(mineOpen);
    expect(mine.list.map((l) => l.id)).not.toContain(mineClosed);
  });

  it('shows the full phone only to the assigned consultant', async () => {
    const id = await newLead();
    const assigned = await post(t.app, '/api/admin/leads/assign', { id, operatorId: consultant.operator.id }, as(admin));
    expect(assigned.body.data).toMatchObject({ assignedOperatorId: consultant.operator.id, phone: '139****5678' });
    const mine = await post(t.app, '/api/admin/leads/detail', { id }, as(consultant));
    expect(mine.body.data).toMatchObject({ phone: '13912345678', phoneMasked: false });
    const other = await post(t.app, '/api/admin/leads/detail', { id }, as(otherConsultant));
    expect(other.body.data).toMatchObject({ phone: '139****5678', phoneMasked: true });
    const byAdmin = await post(t.app, '/api/admin/leads/detail', { id }, as(admin));
    expect(byAdmin.body.data.phoneMasked).toBe(true);
  });

  it('lets a consultant claim only unassigned leads, for themselves', async () => {
    const id = await newLead();
    const forOther = await post(t.app, '/api/admin/leads/assign', { id, operatorId: otherConsultant.operator.id }, as(consultant));
    expect(forOther.status).toBe(403);
    const claim = await post(t.app, '/api/admin/leads/assign', { id, operatorId: consultant.operator.id }, as(consultant));
    expect(claim.body.data.assignedOperatorId).toBe(consultant.operator.id);
    const steal = await post(t.app, '/api/admin/leads/assign', { id, operatorId: otherConsultant.operator.id }, as(otherConsultant));
    expect(steal.status).toBe(403);
    const toEditor = await post(t.app, '/api/admin/leads/assign', { id, operatorId: editor.operator.id }, as(admin));
    expect(toEditor.body).toMatchObject({ code: 502, msg: '只能分配给在岗的招商顾问' });
  });

  it('returns a disabled or reassigned consultant’s open leads to 未分配, closed ones stay theirs', async () => {
    const leaving = await createOperatorSession(t.database.db, { role: 'consultant', displayName: '离职顾问' });
    const moving = await createOperatorSession(t.database.db, { role: 'consultant', displayName: '转岗顾问' });
    const [open, closed, other] = [await newLead(), await newLead(), await newLead()];
    await post(t.app, '/api/admin/leads/assign', { id: open, operatorId: leaving.operator.id }, as(admin));
    await post(t.app, '/api/admin/leads/assign', { id: closed, operatorId: leaving.operator.id }, as(admin));
    await post(t.app, '/api/admin/leads/transition', { id: closed, toStatus: 'lost', note: '' }, as(leaving));
    await post(t.app, '/api/admin/leads/assign', { id: other, operatorId: moving.operator.id }, as(admin));

    const disable = await post(t.app, '/api/admin/operators/update', { id: leaving.operator.id, status: 'disabled' }, as(admin));
    expect(disable.body.code).toBe(10000);
    const toEditor = await post(t.app, '/api/admin/operators/update', { id: moving.operator.id, role: 'editor' }, as(admin));
    expect(toEditor.body.code).toBe(10000);

    const openNow = await post(t.app, '/api/admin/leads/detail', { id: open }, as(admin));
    expect(openNow.body.data.assignedOperatorId).toBeNull();
    expect(openNow.body.data.events.at(-1).note).toBe('顾问 离职顾问 已停用，线索退回未分配');
    expect((await post(t.app, '/api/admin/leads/detail', { id: other }, as(admin))).body.data.assignedOperatorId).toBeNull();
    expect((await post(t.app, '/api/admin/leads/detail', { id: closed }, as(admin))).body.data.assignedOperatorId).toBe(leaving.operator.id);
    const unassigned = await post(t.app, '/api/admin/leads/list', { assigned: 'none', open: true }, { ...as(admin), pageParam: { pageNum: 1, pageSize: 100 } });
    expect(unassigned.body.data.list.map((l: { id: number }) => l.id)).toEqual(expect.arrayContaining([open, other]));
  });

  it('disables a consultant, releases their leads and audits it together or not at all', async () => {
    const db = t.database.db;
    const leaving = await createOperatorSession(db, { role: 'consultant', displayName: '审计失败顾问' });
    const id = await newLead();
    await post(t.app, '/api/admin/leads/assign', { id, operatorId: leaving.operator.id }, as(admin));
    // The audit entry of this very change fails to be written.
    await db.execute(sql.raw(`create function shp_test_no_audit() returns trigger language plpgsql as $$ begin raise exception 'audit write failed'; end $$`));
    await db.execute(
      sql.raw(
        `create trigger shp_test_no_audit before insert on audit_logs for each row when (new.action = 'operator.update' and new.entity_id = '${leaving.operator.id}') execute function shp_test_no_audit()`,
      ),
    );
    try {
      const res = await post(t.app, '/api/admin/operators/update', { id: leaving.operator.id, status: 'disabled' }, as(admin));
      expect(res.status).toBe(500);
    } finally {
      await db.execute(sql.raw('drop trigger shp_test_no_audit on audit_logs'));
      await db.execute(sql.raw('drop function shp_test_no_audit()'));
    }
    const [op] = await db.select().from(operators).where(eq(operators.id, leaving.operator.id));
    expect(op.status).toBe('active');
    const lead = await post(t.app, '/api/admin/leads/detail', { id }, as(leaving));
    expect(lead.body.data.assignedOperatorId).toBe(leaving.operator.id);
    expect(lead.body.data.events.map((e: { note: string }) => e.note)).toEqual(['收到留资', '分配给顾问 审计失败顾问']);

    const disabled = await post(t.app, '/api/admin/operators/update', { id: leaving.operator.id, status: 'disabled' }, as(admin));
    expect(disabled.body.data.status).toBe('disabled');
    expect((await post(t.app, '/api/admin/leads/detail', { id }, as(admin))).body.data.assignedOperatorId).toBeNull();
    const audit = await post(t.app, '/api/admin/audit/list', { entityType: 'operator', entityId: String(leaving.operator.id) }, as(admin));
    expect(audit.body.data.list).toEqual([
      expect.objectContaining({ action: 'operator.update', after: expect.objectContaining({ status: 'disabled', releasedLeads: [id] }) }),
    ]);
  });

  // A second connection holds the disabling open; PGlite has one connection only.
  it.skipIf(!process.env.DATABASE_URL)('does not assign a lead to a consultant being disabled at that moment', async () => {
    const db = t.database.db;
    const leaving = await createOperatorSession(db, { role: 'consultant', displayName: '正在停用' });
    const id = await newLead();
    let assigned: ReturnType<typeof post> | undefined;
    // The disabling as the console does it: the account changes and its open leads are released.
    await db.transaction(async (tx) => {
      await tx.update(operators).set({ status: 'disabled' }).where(eq(operators.id, leaving.operator.id));
      await releaseOpenLeadsOf(tx, leaving.operator.id, `operator:${admin.operator.id}`, '顾问 正在停用 已停用，线索退回未分配');
      // An admin assigns a lead to them before the disabling commits.
      assigned = post(t.app, '/api/admin/leads/assign', { id, operatorId: leaving.operator.id }, as(admin));
      await untilAnotherWaitsForLock(t.database.db);
    });
    expect((await assigned!).body).toMatchObject({ code: 502, msg: '只能分配给在岗的招商顾问' });
    const [row] = await db.select().from(leads).where(eq(leads.id, id));
    expect(row.assignedConsultantId).toBeNull();
  });
});

describe('lead work under reassignment', () => {
  // A second connection holds the reassignment open; PGlite has one connection only.
  it.skipIf(!process.env.DATABASE_URL)('does not take a note from a consultant the lead is being taken from at that moment', async () => {
    const db = t.database.db;
    const id = await newLead();
    await post(t.app, '/api/admin/leads/assign', { id, operatorId: consultant.operator.id }, as(admin));
    let noted: ReturnType<typeof post> | undefined;
    await db.transaction(async (tx) => {
      await tx.update(leads).set({ assignedConsultantId: otherConsultant.operator.id }).where(eq(leads.id, id));
      noted = post(t.app, '/api/admin/leads/note', { id, note: '我来跟进' }, as(consultant));
      await untilAnotherWaitsForLock(t.database.db);
    });
    expect((await noted!).status).toBe(403);
    const detail = await post(t.app, '/api/admin/leads/detail', { id }, as(admin));
    expect(detail.body.data.events.map((e: { note: string }) => e.note)).not.toContain('我来跟进');
  });
});

describe('lead state machine', () => {
  it('allows only new → contacted → qualified → won/lost, with notes and history', async () => {
    const id = await newLead({ memberId: member.member.id });
    const call = (toStatus: string, who = consultant, note = '') => post(t.app, '/api/admin/leads/transition', { id, toStatus, note }, as(who));
    // Not assigned yet: nobody follows up an unassigned lead.
    expect((await call('contacted', admin)).body.msg).toBe('请先分配顾问再跟进');
    await post(t.app, '/api/admin/leads/assign', { id, operatorId: consultant.operator.id }, as(admin));
    expect((await call('qualified')).body).toMatchObject({ code: 502, msg: '线索状态不能从「待跟进」变为「洽谈中」' });
    expect((await call('won')).status).toBe(400);
    // Another consultant may not work it.
    expect((await call('contacted', otherConsultant)).status).toBe(403);
    const contacted = await call('contacted', consultant, '已电话沟通');
    expect(contacted.body.data).toMatchObject({ status: 'contacted', overdue: false });
    expect(contacted.body.data.firstContactAt).not.toBeNull();
    expect((await call('new')).status).toBe(400);
    expect((await call('contacted')).status).toBe(400);
    expect((await call('qualified')).body.data.status).toBe('qualified');
    expect((await call('won')).body.data.status).toBe('won');
    expect((await call('lost')).body.msg).toBe('线索状态不能从「已成交」变为「已关闭」');
    const note = await post(t.app, '/api/admin/leads/note', { id, note: '客户已签约' }, as(consultant));
    expect(note.body.code).toBe(10000);
    const detail = await post(t.app, '/api/admin/leads/detail', { id }, as(consultant));
    expect(detail.body.data.allowedTransitions).toEqual([]);
    expect(detail.body.data.events.map((e: { toStatus: string | null; note: string }) => [e.toStatus, e.note])).toEqual([
      ['new', '收到留资'],
      [null, '分配给顾问 王顾问'],
      ['contacted', '已电话沟通'],
      ['qualified', ''],
      ['won', ''],
      [null, '客户已签约'],
    ]);
  });

  it('sends the member a message on each change (assignment, status), also when the lead was left logged out', async () => {
    const phone = '13912340000';
    const m = await createMemberSession(t.database.db, { phone });
    const id = await newLead({ phone, memberId: null });
    await post(t.app, '/api/admin/leads/assign', { id, operatorId: consultant.operator.id }, as(admin));
    await post(t.app, '/api/admin/leads/transition', { id, toStatus: 'contacted' }, as(consultant));
    const rows = await t.database.db.select().from(messages).where(eq(messages.memberId, m.member.id)).orderBy(messages.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ category: 'service', title: '您的预约咨询已分配顾问：王顾问' });
    expect(rows[1]).toMatchObject({ category: 'service', title: '您的预约咨询有新进展：已联系' });
    expect(rows[1].content).toContain('王顾问');
  });

  it('carries the move to the page where the member follows that kind of lead, and links the message there', async () => {
    const db = t.database.db;
    const m = await createMemberSession(db, { phone: '13912340001' });
    const leadOf = async (kind: 'appointment' | 'space_quote' | 'consult', targetId: number | null = null) =>
      (await insertLead(db, { kind, sourcePage: 'consultant', memberId: m.member.id, brandName: '', liaison: '李四', phone: '13912340001', targetId })).id;
    const move = async (id: number, ...steps: string[]) => {
      await post(t.app, '/api/admin/leads/assign', { id, operatorId: consultant.operator.id }, as(admin));
      for (const toStatus of steps) expect((await post(t.app, '/api/admin/leads/transition', { id, toStatus }, as(consultant))).body.code).toBe(10000);
    };
    const lastLink = async () => (await db.select().from(messages).where(eq(messages.memberId, m.member.id))).at(-1)?.link;

    const booked = await leadOf('appointment');
    await db
      .insert(appointments)
      .values({ memberId: m.member.id, leadId: booked, consultantId: 1, appointDate: '2026-12-01', period: 'morning', topic: '选址' });
    const myAppointment = async () => (await post(t.app, '/api/foreground/appointment/list', {}, { token: m.token })).body.data.list[0];
    await move(booked, 'contacted');
    expect(await myAppointment()).toMatchObject({ status: 'confirmed', statusText: '已确认' });
    expect(await lastLink()).toBe('/personalCenter/makeAppointment');
    await post(t.app, '/api/admin/leads/transition', { id: booked, toStatus: 'lost' }, as(consultant));
    expect(await myAppointment()).toMatchObject({ status: 'cancelled', statusText: '已取消' });
    // In the words of the member's own page (我的预约 says 已取消), not the operators' 已流失.
    const [last] = (await db.select().from(messages).where(eq(messages.memberId, m.member.id))).slice(-1);
    expect(last).toMatchObject({ title: '您的预约看铺有新进展：已取消' });
    expect(last.content).toContain('「已取消」');

    const quoted = await leadOf('space_quote', 7);
    const [q] = await db
      .insert(spaceQuotes)
      .values({
        memberId: m.member.id,
        spaceId: 7,
        leadId: quoted,
        leaseType: '短租',
        rentableArea: 'a',
        startDate: '2026-12-01',
        days: 3,
        brandName: '品牌',
        liaison: '李四',
        phone: '13912340001',
        priceDay: 100,
        estimate: 300,
      })
      .returning();
    const myQuote = async () => (await post(t.app, '/api/foreground/activityQuote/mineQuoteDetail', { id: q.id }, { token: m.token })).body.data;
    await move(quoted, 'contacted');
    expect(await myQuote()).toMatchObject({ status: 'quoted' });
    expect(await lastLink()).toBe('/personalCenter/myCooperation?kind=quote');
    await post(t.app, '/api/admin/leads/transition', { id: quoted, toStatus: 'qualified' }, as(consultant));
    await post(t.app, '/api/admin/leads/transition', { id: quoted, toStatus: 'won' }, as(consultant));
    expect(await myQuote()).toMatchObject({ status: 'accepted' });

    // A consultation is followed under 我的品牌, not 我的合作; lost reads 已关闭 there.
    const consult = await leadOf('consult');
    await move(consult, 'contacted');
    expect(await lastLink()).toBe('/personalCenter/myBrand');
    await post(t.app, '/api/admin/leads/transition', { id: consult, toStatus: 'lost' }, as(consultant));
    const [closed] = (await db.select().from(messages).where(eq(messages.memberId, m.member.id))).slice(-1);
    expect(closed.title).toBe('您的预约咨询有新进展：已关闭');
  });

  it('stamps 首次联系 only when the consultant records contact, not when a lead is closed from 待跟进', async () => {
    const closed = await newLead();
    await post(t.app, '/api/admin/leads/assign', { id: closed, operatorId: consultant.operator.id }, as(admin));
    const lost = await post(t.app, '/api/admin/leads/transition', { id: closed, toStatus: 'lost', note: '空号' }, as(consultant));
    expect(lost.body.data).toMatchObject({ status: 'lost', firstContactAt: null });

    const worked = await newLead();
    await post(t.app, '/api/admin/leads/assign', { id: worked, operatorId: consultant.operator.id }, as(admin));
    const contacted = await post(t.app, '/api/admin/leads/transition', { id: worked, toStatus: 'contacted' }, as(consultant));
    const first = contacted.body.data.firstContactAt;
    expect(first).not.toBeNull();
    // Later moves keep the first contact where it was.
    await post(t.app, '/api/admin/leads/transition', { id: worked, toStatus: 'qualified' }, as(consultant));
    const lostLater = await post(t.app, '/api/admin/leads/transition', { id: worked, toStatus: 'lost' }, as(consultant));
    expect(lostLater.body.data).toMatchObject({ status: 'lost', firstContactAt: first });
  });

  it('records every change in the audit log with before and after', async () => {
    const id = await newLead();
    await post(t.app, '/api/admin/leads/assign', { id, operatorId: consultant.operator.id }, as(admin));
    await post(t.app, '/api/admin/leads/transition', { id, toStatus: 'lost', note: '空号' }, as(consultant));
    const audit = await post(t.app, '/api/admin/audit/list', { entityType: 'lead', entityId: String(id) }, as(admin));
    expect(audit.body.data.list.map((e: { action: string }) => e.action)).toEqual(['lead.status', 'lead.assign']);
    expect(audit.body.data.list[0]).toMatchObject({
      operatorId: consultant.operator.id,
      before: { status: 'new' },
      after: { status: 'lost', note: '空号' },
    });
    expect(audit.body.data.list[1]).toMatchObject({ before: { assignedOperatorId: null }, after: { assignedOperatorId: consultant.operator.id } });
    const [row] = await t.database.db.select().from(leads).where(eq(leads.id, id));
    expect(row.status).toBe('lost');
  });
});

describe('role enforcement', () => {
  const leadOps = ['/api/admin/leads/list', '/api/admin/leads/stats'];
  const contentOps: [string, unknown][] = [
    ['/api/admin/content/list', { type: 'mall' }],
    ['/api/admin/content/homeConfig', {}],
  ];
  const adminOps: [string, unknown][] = [
    ['/api/admin/members/search', {}],
    ['/api/admin/audit/list', {}],
    ['/api/admin/operators/list', {}],
  ];

  it('refuses a member token on every operator endpoint with 401', async () => {
    for (const [path, data] of [...leadOps.map((p) => [p, {}] as [string, unknown]), ...contentOps, ...adminOps]) {
      const res = await post(t.app, path, data, { token: member.token });
      expect(res.status, path).toBe(401);
      expect(res.body.code).toBe(401);
      // Even a member token put where the operator token goes resolves to nobody.
      const smuggled = await post(t.app, path, data, { headers: { 'admin-token': member.token } });
      expect(smuggled.status, path).toBe(401);
      const cookie = await t.app.inject({ method: 'POST', url: path, cookies: { adminToken: member.token }, payload: { data } });
      expect(cookie.statusCode, path).toBe(401);
    }
  });

  it('guards every operator call the server registers: 401 for a member token, 403 for a role it does not list', async () => {
    const operatorOps = t.app.ops.list().filter((op) => op.access === 'operator');
    expect(operatorOps.length).toBeGreaterThan(20);
    // Access is settled before the input is read: a call whose input needs fields answers the
    // access refusal too, not 400 and its input rules (it did, before ops.ts admitted callers first).
    const expectRefused = (op: (typeof operatorOps)[number], res: { statusCode: number; json: () => { code: unknown } }, status: number, who: string) => {
      expect(res.statusCode, `${op.path} ${who}`).toBe(status);
      expect(res.json().code, `${op.path} ${who}`).toBe(status);
    };
    let needsFields = 0;
    for (const op of operatorOps) {
      expect(op.path, 'operator calls live under /api/admin/').toMatch(/^\/api\/admin\//);
      if (!op.input.safeParse({}).success) needsFields++;
      const payload = op.method === 'POST' ? { data: {} } : undefined;
      expectRefused(op, await t.app.inject({ method: op.method, url: op.path, headers: { 'member-token': member.token }, payload }), 401, 'as a member');
      for (const who of [consultant, editor]) {
        if (!op.operatorRoles || (op.operatorRoles as readonly string[]).includes(who.operator.role)) continue;
        expectRefused(op, await t.app.inject({ method: op.method, url: op.path, headers: who.headers, payload }), 403, `as ${who.operator.role}`);
      }
    }
    // The point of the order: most of these calls refuse an empty input.
    expect(needsFields).toBeGreaterThan(5);
  });

  it('admin reaches everything; consultant only leads; editor only content', async () => {
    const expectStatus = async (who: { headers: Record<string, string> }, path: string, data: unknown, status: number) => {
      const res = await post(t.app, path, data, as(who));
      expect(res.status, `${path}`).toBe(status);
    };
    for (const p of leadOps) {
      await expectStatus(admin, p, {}, 200);
      await expectStatus(consultant, p, {}, 200);
      await expectStatus(editor, p, {}, 403);
    }
    for (const [p, d] of contentOps) {
      await expectStatus(admin, p, d, 200);
      await expectStatus(editor, p, d, 200);
      await expectStatus(consultant, p, d, 403);
    }
    for (const [p, d] of adminOps) {
      await expectStatus(admin, p, d, 200);
      await expectStatus(editor, p, d, 403);
      await expectStatus(consultant, p, d, 403);
    }
  });

  it('refuses a disabled operator and answers bad input in Chinese, never 500', async () => {
    const disabled = await createOperatorSession(t.database.db, { role: 'admin', status: 'disabled' });
    expect((await post(t.app, '/api/admin/leads/list', {}, as(disabled))).status).toBe(401);
    const bad = await post(t.app, '/api/admin/leads/transition', { id: 1, toStatus: 'done' }, as(admin));
    expect(bad.body).toMatchObject({ code: 502, msg: '请选择状态' });
    const missing = await post(t.app, '/api/admin/leads/detail', { id: 99999999 }, as(admin));
    expect(missing.status).toBe(404);
    // A NUL character is valid JSON that PostgreSQL cannot store or compare: the caller's mistake.
    const id = await newLead();
    for (const [path, data] of [
      ['/api/admin/leads/note', { id, note: 'a\u0000b' }],
      ['/api/admin/leads/list', { q: '\u0000' }],
    ] as const) {
      const res = await post(t.app, path, data, as(admin));
      expect(res.status, path).toBe(400);
      expect(res.body, path).toMatchObject({ code: 502, msg: '输入内容含有无法识别的字符，请删除后重试' });
    }
  });
});
