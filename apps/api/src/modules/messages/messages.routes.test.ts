import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { createMemberSession } from '../../test/fixtures.js';
import { createMessage } from './messages.repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

const MC = '/api/wic-content-application/api/app/sinovatech/messageCenter';

async function withMessages() {
  const s = await createMemberSession(t.database.db);
  const db = t.database.db;
  const ids = [
    await createMessage(db, s.member.id, { category: 'service', title: '留资已收到', content: '顾问将在1个工作日内联系您' }),
    await createMessage(db, s.member.id, { category: 'system', title: '积分到账', content: '签到获得5积分' }),
    await createMessage(db, s.member.id, { category: 'feedback', title: '已收到您的建议', content: '感谢反馈' }),
  ];
  return { ...s, ids };
}

describe('message centre', () => {
  it('needs a login', async () => {
    expect((await post(t.app, `${MC}/unreadCnt`, {})).status).toBe(401);
  });

  it('counts unread (data.totalMsgCnt), lists by tab, reads all', async () => {
    const { token } = await withMessages();
    const c = await post(t.app, `${MC}/unreadCnt`, {}, { token });
    expect(c.body).toMatchObject({ code: 10000, data: { totalMsgCnt: 3, serviceCnt: 2, feedbackCnt: 1 } });
    const service = await post(t.app, `${MC}/searchServiceList`, {}, { token, pageParam: { pageNum: 1, pageSize: 1 } });
    expect(service.body.data).toMatchObject({ total: 2, pageNum: 1, pageSize: 1 });
    expect(service.body.data.list[0]).toMatchObject({ title: '积分到账', read: false });
    const feedback = await post(t.app, `${MC}/searchFeedbackList`, {}, { token });
    expect(feedback.body.data.list.map((m: { title: string }) => m.title)).toEqual(['已收到您的建议']);
    const r = await post(t.app, `${MC}/allRead`, { group: 'service' }, { token });
    expect(r.body.data.updated).toBe(2);
    expect((await post(t.app, `${MC}/unreadCnt`, {}, { token })).body.data.totalMsgCnt).toBe(1);
    await post(t.app, `${MC}/allRead`, {}, { token });
    expect((await post(t.app, `${MC}/unreadCnt`, {}, { token })).body.data.totalMsgCnt).toBe(0);
  });

  it('marks one read; deletes only the member’s own messages', async () => {
    const a = await withMessages();
    const b = await withMessages();
    expect((await post(t.app, `${MC}/readMsg`, { id: a.ids[0] }, { token: a.token })).body.code).toBe(10000);
    expect((await post(t.app, `${MC}/readMsg`, { id: a.ids[1] }, { token: b.token })).status).toBe(404);
    const stolen = await post(t.app, `${MC}/delMsg`, { ids: [a.ids[0]] }, { token: b.token });
    expect(stolen.status).toBe(404);
    expect((await post(t.app, `${MC}/searchServiceList`, {}, { token: a.token })).body.data.total).toBe(2);
    const mixed = await post(t.app, `${MC}/delMsg`, { ids: [a.ids[0], b.ids[0]] }, { token: a.token });
    expect(mixed.body.data.deleted).toBe(1);
    expect((await post(t.app, `${MC}/searchServiceList`, {}, { token: b.token })).body.data.total).toBe(2);
    expect((await post(t.app, `${MC}/searchServiceList`, {}, { token: a.token })).body.data.total).toBe(1);
  });

  it('refuses bad input with Chinese messages', async () => {
    const { token } = await withMessages();
    const empty = await post(t.app, `${MC}/delMsg`, { ids: [] }, { token });
    expect(empty).toMatchObject({ status: 400, body: { msg: '请选择要删除的消息' } });
    const bad = await post(t.app, `${MC}/readMsg`, { id: -3 }, { token });
    expect(bad).toMatchObject({ status: 400, body: { msg: '消息不存在' } });
  });
});
