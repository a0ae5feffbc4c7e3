import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { createMemberSession } from '../../test/fixtures.js';
import { createOperatorSession } from '../../test/operators.js';
import { chatConversations, leads, messages, operatorDuty } from '../../db/schema/index.js';
import { insertLead } from '../leads/leads.repository.js';
import { isMessage, listen, openSocket, type TestSocket } from './testing.js';

let t: TestApp;
let base: string;
let origin: string;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp({ CHAT_MEMBER_PER_MINUTE: '5' });
  base = await listen(t.app);
  origin = t.config.publicOrigin;
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  for (const s of sockets.splice(0)) s.close();
  vi.useRealTimers();
});

const open = async (...args: Parameters<typeof openSocket>) => {
  const s = await openSocket(args[0], args[1], { origin, ...args[2] });
  sockets.push(s);
  return s;
};

// China time: Thursday 26 Nov 2026 10:00 is working time; Saturday 28 Nov 2026 10:00 is not.
const WORKING = new Date('2026-11-26T10:00:00+08:00');
const WEEKEND = new Date('2026-11-28T10:00:00+08:00');
const at = (d: Date) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(d);
};

const SEND = '/api/foreground/chat/send';
const HISTORY = '/api/foreground/chat/history';

/** The console's 值班中 switch. */
const setDuty = (operatorId: number, onDuty = true) =>
  t.database.db.insert(operatorDuty).values({ operatorId, onDuty }).onConflictDoUpdate({ target: operatorDuty.operatorId, set: { onDuty } });

async function memberWithLead(assignedTo: number | null) {
  const m = await createMemberSession(t.database.db);
  const lead = await insertLead(t.database.db, {
    kind: 'consult',
    sourcePage: 'side-bar',
    memberId: m.member.id,
    brandName: '聊天测试品牌',
    liaison: '张先生',
    phone: m.member.phone!,
  });
  if (assignedTo) await t.database.db.update(leads).set({ assignedConsultantId: assignedTo }).where(eq(leads.id, lead.id));
  return { ...m, lead };
}

describe('live chat: who may connect', () => {
  it('needs a member session, an operator session for the console socket, and our own origin', async () => {
    const m = await createMemberSession(t.database.db);
    const consultant = await createOperatorSession(t.database.db, { role: 'consultant' });
    const editor = await createOperatorSession(t.database.db, { role: 'editor' });
    await expect(openSocket(base, { none: 'member' }, { origin })).rejects.toMatchObject({ status: 401 });
    await expect(openSocket(base, { member: 'not-a-token' }, { origin })).rejects.toMatchObject({ status: 401 });
    await expect(openSocket(base, { member: m.token }, { origin: 'https://evil.example' })).rejects.toMatchObject({ status: 403 });
    await expect(openSocket(base, { member: m.token }, {})).rejects.toMatchObject({ status: 403 });
    // A member's token is no operator credential, and an editor has no chat.
    await expect(openSocket(base, { operator: m.token }, { origin })).rejects.toMatchObject({ status: 401 });
    await expect(openSocket(base, { operator: editor.token }, { origin })).rejects.toMatchObject({ status: 403 });
    await open(base, { member: m.token });
    await open(base, { operator: consultant.token });
    expect((await post(t.app, SEND, { content: '你好' })).status).toBe(401);
    expect((await post(t.app, '/api/admin/chat/conversations', { view: 'all' }, { token: m.token })).status).toBe(401);
  });
});

describe('live chat: the bot and 转人工', () => {
  it('answers lead status, hours and the phone line at once, says it is automatic and offers 转人工', async () => {
    at(WORKING);
    const m = await memberWithLead(null);
    const res = await post(t.app, SEND, { content: '我的留资进度怎么样？' }, { token: m.token });
    expect(res.status).toBe(200);
    const [mine, bot] = res.body.data;
    expect(mine).toMatchObject({ from: 'member', content: '我的留资进度怎么样？' });
    expect(bot.from).toBe('bot');
    expect(bot.content).toContain('【自动回复】');
    expect(bot.content).toContain('聊天测试品牌');
    expect(bot.content).toContain('待跟进');
    expect(bot.offersHuman).toBe(true);
    const hours = await post(t.app, SEND, { content: '你们几点上班' }, { token: m.token });
    expect(hours.body.data[1].content).toContain('工作日 9:00-18:00');
    const phone = await post(t.app, SEND, { content: '客服电话是多少' }, { token: m.token });
    expect(phone.body.data[1].content).toContain('400-000-0000');
    const state = await post(t.app, HISTORY, {}, { token: m.token });
    expect(state.body.data.mode).toBe('bot');
    expect(state.body.data.messages).toHaveLength(6);
    // Another member sees none of it.
    const other = await createMemberSession(t.database.db);
    expect((await post(t.app, HISTORY, {}, { token: other.token })).body.data.messages).toEqual([]);
  });

  it('hands the conversation to the consultant of the open lead on 转人工; that consultant gets it live, another does not', async () => {
    at(WORKING);
    const mine = await createOperatorSession(t.database.db, { role: 'consultant', displayName: '李顾问' });
    const otherConsultant = await createOperatorSession(t.database.db, { role: 'consultant' });
    await setDuty(mine.operator.id);
    const m = await memberWithLead(mine.operator.id);
    const mineSocket = await open(base, { operator: mine.token });
    const otherSocket = await open(base, { operator: otherConsultant.token });
    const memberSocket = await open(base, { member: m.token });
    memberSocket.sendFrame({ type: 'send', content: '转人工' });
    const got = await mineSocket.next(isMessage('转人工'));
    expect(got.message.from).toBe('member');
    const handed = await memberSocket.next(isMessage('已为您转接人工客服，您的顾问李顾问将尽快回复您。'));
    expect(handed.message.from).toBe('bot');
    // A question the bot would answer now goes to the person.
    const res = await post(t.app, SEND, { content: '我的留资进度？<script>alert(1)</script>' }, { token: m.token });
    expect(res.body.data).toHaveLength(1);
    // Stored and sent as the text it is (the pages render text, never HTML).
    expect((await mineSocket.next(isMessage('我的留资进度？<script>alert(1)</script>'))).message.from).toBe('member');
    const reply = await post(
      t.app,
      '/api/admin/chat/send',
      { conversationId: got.message.conversationId, content: '您好，我是李顾问' },
      { headers: mine.headers },
    );
    expect(reply.status).toBe(200);
    expect((await memberSocket.next(isMessage('您好，我是李顾问'))).message).toMatchObject({ from: 'operator', operatorName: '李顾问' });
    // The other consultant heard nothing of this conversation, and may not answer in it.
    expect(otherSocket.frames.filter((f) => f.type === 'message')).toEqual([]);
    const refused = await post(
      t.app,
      '/api/admin/chat/send',
      { conversationId: got.message.conversationId, content: '我来' },
      { headers: otherConsultant.headers },
    );
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('该会话已由其他顾问接入');
  });

  it('puts a member without an open lead in the shared queue; any consultant takes it by answering', async () => {
    at(WORKING);
    const a = await createOperatorSession(t.database.db, { role: 'consultant' });
    const b = await createOperatorSession(t.database.db, { role: 'consultant', displayName: '王顾问' });
    await setDuty(a.operator.id);
    await setDuty(b.operator.id);
    const m = await createMemberSession(t.database.db);
    const aSocket = await open(base, { operator: a.token });
    const bSocket = await open(base, { operator: b.token });
    const memberSocket = await open(base, { member: m.token });
    await post(t.app, SEND, { content: '想在北京开一家咖啡店，有合适的铺位吗' }, { token: m.token });
    const seenByA = await aSocket.next(isMessage('想在北京开一家咖啡店，有合适的铺位吗'));
    await bSocket.next(isMessage('想在北京开一家咖啡店，有合适的铺位吗'));
    await memberSocket.next(isMessage('已为您转接人工客服，顾问接入后会立即回复您，请稍候。'));
    const id = seenByA.message.conversationId;
    const queue = await post(t.app, '/api/admin/chat/conversations', { view: 'queue' }, { headers: a.headers, pageParam: { pageSize: 200 } });
    expect(queue.body.data.list.map((c: { id: string }) => c.id)).toContain(id);
    await post(t.app, '/api/admin/chat/send', { conversationId: id, content: '您好，我是王顾问，您预算多少？' }, { headers: b.headers });
    await memberSocket.next(isMessage('您好，我是王顾问，您预算多少？'));
    // Taken: it leaves the queue and is b's.
    const taken = await aSocket.next((f) => f.type === 'conversation' && f.conversation.id === id && f.conversation.operatorId === b.operator.id);
    expect(taken.type).toBe('conversation');
    const mine = await post(t.app, '/api/admin/chat/conversations', { view: 'mine' }, { headers: b.headers });
    expect(mine.body.data.list[0]).toMatchObject({ id, operatorName: '王顾问', unread: 0 });
  });
});

describe('live chat: who is on duty', () => {
  it('hands conversations only to consultants on duty: the lead’s consultant off duty means the queue, which only those on duty hear of', async () => {
    at(WORKING);
    const leadsOwn = await createOperatorSession(t.database.db, { role: 'consultant' });
    const onDuty = await createOperatorSession(t.database.db, { role: 'consultant', displayName: '值班顾问' });
    const offDuty = await createOperatorSession(t.database.db, { role: 'consultant' });
    await setDuty(leadsOwn.operator.id, false);
    await setDuty(onDuty.operator.id);
    const m = await memberWithLead(leadsOwn.operator.id);
    const ownSocket = await open(base, { operator: leadsOwn.token });
    const onSocket = await open(base, { operator: onDuty.token });
    const offSocket = await open(base, { operator: offDuty.token });
    const memberSocket = await open(base, { member: m.token });
    memberSocket.sendFrame({ type: 'send', content: '转人工' });
    const got = await onSocket.next(isMessage('转人工'));
    await memberSocket.next(isMessage('已为您转接人工客服，顾问接入后会立即回复您，请稍候。'));
    const id = got.message.conversationId;
    // Neither the lead's consultant (off duty) nor another consultant off duty heard of it.
    await new Promise((r) => setTimeout(r, 200));
    for (const s of [ownSocket, offSocket]) expect(s.frames.filter((f) => f.type === 'message' || f.type === 'conversation')).toEqual([]);
    // Off duty, a consultant may not take it from the queue; on duty, they may.
    for (const path of ['/api/admin/chat/send', '/api/admin/chat/take']) {
      const refused = await post(t.app, path, { conversationId: id, content: '我来' }, { headers: offDuty.headers });
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toBe('请先在页面顶部开启「值班中」，再接入排队中的会话');
    }
    const taken = await post(t.app, '/api/admin/chat/send', { conversationId: id, content: '您好，我是值班顾问' }, { headers: onDuty.headers });
    expect(taken.status).toBe(200);
    await memberSocket.next(isMessage('您好，我是值班顾问'));
  });

  it('with nobody on duty in working hours, promises an answer within one working day and makes the conversation a lead', async () => {
    at(WORKING);
    await t.database.db.update(operatorDuty).set({ onDuty: false });
    const c = await createOperatorSession(t.database.db, { role: 'consultant' });
    const m = await memberWithLead(c.operator.id);
    const cSocket = await open(base, { operator: c.token });
    const res = await post(t.app, SEND, { content: '转人工' }, { token: m.token });
    expect(res.body.data).toHaveLength(2);
    // Thursday 10:00 plus one working day (nine office hours) is Friday 10:00.
    expect(res.body.data[1].content).toBe('【自动回复】顾问暂时都不在线。您的留言已记录，顾问将于 11月27日（周五）10:00 前回复您。');
    const [conv] = await t.database.db.select().from(chatConversations).where(eq(chatConversations.memberId, m.member.id));
    expect(conv.operatorId).toBeNull();
    const [lead] = await t.database.db.select().from(leads).where(eq(leads.id, conv.leadId!));
    expect(lead).toMatchObject({ sourcePage: 'online-chat', status: 'new' });
    expect(lead.deadlineAt.toISOString()).toBe(new Date('2026-11-27T10:00:00+08:00').toISOString());
    // Once: the next message keeps the promise already made.
    expect((await post(t.app, SEND, { content: '在吗' }, { token: m.token })).body.data).toHaveLength(1);
    expect(cSocket.frames.filter((f) => f.type === 'message')).toEqual([]);
  });
});

describe('live chat: read receipts', () => {
  it('counts unread for the consultant and tells each side when the other read', async () => {
    at(WORKING);
    const c = await createOperatorSession(t.database.db, { role: 'consultant' });
    await setDuty(c.operator.id);
    const m = await memberWithLead(c.operator.id);
    const cSocket = await open(base, { operator: c.token });
    const mSocket = await open(base, { member: m.token });
    await post(t.app, SEND, { content: '转人工' }, { token: m.token });
    const second = await post(t.app, SEND, { content: '在吗？' }, { token: m.token });
    const id = second.body.data[0].conversationId;
    const list = await post(t.app, '/api/admin/chat/conversations', { view: 'mine' }, { headers: c.headers });
    expect(list.body.data.list[0]).toMatchObject({ id, unread: 2 });
    await post(t.app, '/api/admin/chat/read', { conversationId: id, upToId: second.body.data[0].id }, { headers: c.headers });
    expect(await mSocket.next((f) => f.type === 'read' && f.side === 'operator')).toMatchObject({ upToId: second.body.data[0].id });
    expect((await post(t.app, '/api/admin/chat/conversations', { view: 'mine' }, { headers: c.headers })).body.data.list[0].unread).toBe(0);
    const reply = await post(t.app, '/api/admin/chat/send', { conversationId: id, content: '在的，请讲' }, { headers: c.headers });
    mSocket.sendFrame({ type: 'read', upToId: reply.body.data.id });
    expect(await cSocket.next((f) => f.type === 'read' && f.side === 'member')).toMatchObject({ conversationId: id, upToId: reply.body.data.id });
    const state = await post(t.app, HISTORY, {}, { token: m.token });
    expect(state.body.data).toMatchObject({ memberReadId: reply.body.data.id, consultantReadId: reply.body.data.id, mode: 'human' });
    // A mark past the last message stops at the last message; a lower one changes nothing.
    await post(t.app, '/api/foreground/chat/read', { upToId: '999999999' }, { token: m.token });
    expect((await post(t.app, HISTORY, {}, { token: m.token })).body.data.memberReadId).toBe(reply.body.data.id);
  });
});

describe('live chat: after hours', () => {
  it('says when a person will answer and makes the conversation a lead due then, once', async () => {
    at(WEEKEND);
    const m = await createMemberSession(t.database.db);
    const first = await post(t.app, SEND, { content: '周末能看铺吗？' }, { token: m.token });
    expect(first.body.data).toHaveLength(2);
    expect(first.body.data[1].content).toBe(
      '【自动回复】现在是非工作时间（人工客服工作日 9:00-18:00（法定节假日除外））。您的留言已记录，顾问将于 11月30日（周一）10:00 前回复您。',
    );
    const [conv] = await t.database.db.select().from(chatConversations).where(eq(chatConversations.memberId, m.member.id));
    expect(conv.leadId).not.toBeNull();
    const [lead] = await t.database.db.select().from(leads).where(eq(leads.id, conv.leadId!));
    expect(lead).toMatchObject({ kind: 'consult', sourcePage: 'online-chat', memberId: m.member.id, status: 'new' });
    expect(lead.deadlineAt.toISOString()).toBe(new Date('2026-11-30T10:00:00+08:00').toISOString());
    const again = await post(t.app, SEND, { content: '还有人吗' }, { token: m.token });
    expect(again.body.data).toHaveLength(1);
    expect(await t.database.db.select().from(leads).where(eq(leads.memberId, m.member.id))).toHaveLength(1);
  });
});

describe('live chat: limits and bad input', () => {
  it('refuses empty, over-long and malformed input with Chinese messages (400, never 500)', async () => {
    const m = await createMemberSession(t.database.db);
    const c = await createOperatorSession(t.database.db, { role: 'consultant' });
    const cases: [string, unknown, string][] = [
      [SEND, { content: '   ' }, '请输入消息内容'],
      [SEND, { content: '字'.repeat(501) }, '消息最多500个字'],
      [SEND, { content: 42 }, '请输入消息内容'],
      [SEND, {}, '请输入消息内容'],
      ['/api/foreground/chat/read', { upToId: '一' }, '编号格式不正确'],
      [HISTORY, { afterId: '1e9' }, '编号格式不正确'],
    ];
    for (const [path, data, msg] of cases) {
      const res = await post(t.app, path, data, { token: m.token });
      expect([path, res.status, res.body.msg]).toEqual([path, 400, msg]);
    }
    const bad = await post(t.app, '/api/admin/chat/send', { conversationId: '１２', content: '你好' }, { headers: c.headers });
    expect([bad.status, bad.body.msg]).toEqual([400, '编号格式不正确']);
    const missing = await post(t.app, '/api/admin/chat/messages', { conversationId: '999999999' }, { headers: c.headers });
    expect(missing.status).toBe(404);
    const view = await post(t.app, '/api/admin/chat/conversations', { view: 'everything' }, { headers: c.headers });
    expect([view.status, view.body.msg]).toEqual([400, '请选择会话范围']);
    // The same rules on the socket, answered as an error frame.
    const s = await open(base, { member: m.token });
    s.ws.send('not json');
    expect(await s.next((f) => f.type === 'error')).toEqual({ type: 'error', msg: '消息格式不正确' });
    s.sendFrame({ type: 'send', content: '' });
    expect(await s.next((f) => f.type === 'error')).toEqual({ type: 'error', msg: '请输入消息内容' });
    s.sendFrame({ type: 'send', content: '长'.repeat(501) });
    expect(await s.next((f) => f.type === 'error')).toEqual({ type: 'error', msg: '消息最多500个字' });
  });

  it('limits how many messages a member sends per minute', async () => {
    at(WORKING);
    const m = await createMemberSession(t.database.db);
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await post(t.app, SEND, { content: `第${i + 1}条：电话多少` }, { token: m.token })).status);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    const s = await open(base, { member: m.token });
    s.sendFrame({ type: 'send', content: '再来一条' });
    expect(await s.next((f) => f.type === 'error')).toEqual({ type: 'error', msg: '发送过于频繁，请稍后再试' });
  });
});

describe('live events for the member', () => {
  it("pushes a lead's status change in the inbox to the member's open page", async () => {
    at(WORKING);
    const c = await createOperatorSession(t.database.db, { role: 'consultant' });
    const m = await memberWithLead(c.operator.id);
    const s = await open(base, { member: m.token });
    const res = await post(t.app, '/api/admin/leads/transition', { id: m.lead.id, toStatus: 'contacted', note: '已电话联系' }, { headers: c.headers });
    expect(res.status).toBe(200);
    expect(await s.next((f) => f.type === 'event')).toEqual({ type: 'event', topic: 'lead', id: String(m.lead.id) });
    // The message the badge counts is there when the page refetches.
    expect((await t.database.db.select().from(messages).where(eq(messages.memberId, m.member.id))).length).toBeGreaterThan(0);
  });

  it('shows the consultant the member beside the conversation: grade, leads, collections, viewed units', async () => {
    at(WORKING);
    const c = await createOperatorSession(t.database.db, { role: 'consultant' });
    const m = await memberWithLead(c.operator.id);
    const sent = await post(t.app, SEND, { content: '转人工' }, { token: m.token });
    const ctx = await post(t.app, '/api/admin/chat/context', { conversationId: sent.body.data[0].conversationId }, { headers: c.headers });
    expect(ctx.status).toBe(200);
    expect(ctx.body.data.member).toMatchObject({ gradeCode: 'L0' });
    expect(ctx.body.data.member.phone).toMatch(/\*{4}/);
    expect(ctx.body.data.leads[0]).toMatchObject({ id: m.lead.id, brandName: '聊天测试品牌', statusName: '待跟进', kindName: '预约咨询' });
    expect(ctx.body.data.collections).toEqual([]);
  });
});
