import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { createMemberSession } from '../../test/fixtures.js';
import { leadEvents, leads } from '../../db/schema/index.js';
import { chinaDay } from '@shp/contracts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

const A = '/api/foreground/appointment';
const inDays = (n: number) => chinaDay(new Date(), n);

describe('appointments', () => {
  it('books a consultant as a lead of kind appointment, lists, cancels; owner only', async () => {
    const a = await createMemberSession(t.database.db);
    const b = await createMemberSession(t.database.db);
    const consultants = (await post(t.app, `${A}/consultants`, {}, { token: a.token })).body.data;
    expect(consultants.length).toBeGreaterThan(0);
    const r = await post(
      t.app,
      `${A}/create`,
      { consultantId: consultants[0].id, appointDate: inDays(2), period: 'morning', topic: '想在北京开3家店' },
      { token: a.token },
    );
    expect(r.body.data).toMatchObject({ status: 'pending', statusText: '待确认', consultantName: consultants[0].name });
    const lead = await t.database.db.select().from(leads).where(eq(leads.memberId, a.member.id));
    expect(lead[0]).toMatchObject({ kind: 'appointment', targetType: 'consultant', targetId: consultants[0].id });
    expect((await post(t.app, `${A}/list`, {}, { token: b.token })).body.data.total).toBe(0);
    expect((await post(t.app, `${A}/cancel`, { id: r.body.data.id }, { token: b.token })).status).toBe(404);
    expect((await post(t.app, `${A}/cancel`, { id: r.body.data.id }, { token: a.token })).body.code).toBe(10000);
    const list = await post(t.app, `${A}/list`, {}, { token: a.token });
    expect(list.body.data.list[0].status).toBe('cancelled');
    // The lead is closed, and its history records the move from where it was (the console shows it as a move).
    const [closed] = await t.database.db.select().from(leads).where(eq(leads.id, lead[0].id));
    expect(closed.status).toBe('lost');
    const events = await t.database.db.select().from(leadEvents).where(eq(leadEvents.leadId, lead[0].id)).orderBy(asc(leadEvents.id));
    expect(events.at(-1)).toMatchObject({ actor: `member:${a.member.id}`, fromStatus: 'new', toStatus: 'lost', note: '会员取消了预约' });
    expect((await post(t.app, `${A}/cancel`, { id: r.body.data.id }, { token: a.token })).body.msg).toBe('该预约已结束，不能取消');
  });

  it('refuses past dates and bad input', async () => {
    const { token } = await createMemberSession(t.database.db);
    const c = (await post(t.app, `${A}/consultants`, {}, { token })).body.data[0];
    expect((await post(t.app, `${A}/create`, { consultantId: c.id, appointDate: inDays(0), period: 'morning', topic: '咨询' }, { token })).body.msg).toBe(
      '请选择明天及以后的日期',
    );
    expect((await post(t.app, `${A}/create`, { consultantId: c.id, appointDate: inDays(3), period: 'night', topic: '咨询' }, { token })).body.msg).toBe(
      '请选择预约时段',
    );
    expect((await post(t.app, `${A}/create`, { consultantId: 999999, appointDate: inDays(3), period: 'morning', topic: '咨询' }, { token })).status).toBe(404);
  });
});
