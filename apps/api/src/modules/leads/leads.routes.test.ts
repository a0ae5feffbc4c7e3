import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { createMemberSession } from '../../test/fixtures.js';
import { requestSmsCode } from '../auth/testing.js';
import { leadEvents, leads, messages } from '../../db/schema/index.js';
import { queryRows } from '../../db/client.js';
import { highlightParts, leadReceivedText } from './leads.service.js';
import { claimVisitorLeads } from './leads.repository.js';

let t: TestApp;
beforeAll(async () => {
  // Behind a proxy the client address comes from X-Forwarded-For: tests use it to act from many addresses.
  t = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

const SETTLE = '/api/foreground/demandbrander/branderSettled';
let phoneSeq = 0;
const newPhone = () => `1370000${String(1000 + ++phoneSeq).slice(-4)}`;
const form = (over: Record<string, unknown> = {}) => ({ useBrandName: '测试火锅', liaison: '王先生', isOpenShop: 'Y', sourceType: '2', ...over });
// Distinct client addresses so the per-address lead limit is not what most tests measure.
let ipSeq = 0;
const fromIp = () => ({ headers: { 'x-forwarded-for': `10.0.${Math.floor(++ipSeq / 200)}.${ipSeq % 200}` } });

async function leadRows(phone: string) {
  return t.database.db.select().from(leads).where(eq(leads.phone, phone));
}

describe('queryAllBrand', () => {
  it('suggests published brands containing the text, prefix matches first, with the match split out', async () => {
    const { body } = await post(t.app, '/api/foreground/demandbrander/queryAllBrand', { useBrandName: '' });
    expect(body).toMatchObject({ code: 10000, data: [] });
    const [first] = await queryRows<{ name: string }>(t.database.db, sql`select name from brands order by id limit 1`);
    const q = first.name.slice(1, 3);
    const res = await post(t.app, '/api/foreground/demandbrander/queryAllBrand', { useBrandName: q });
    expect(res.body.code).toBe(10000);
    expect(res.body.data.length).toBeGreaterThan(0);
    expect(res.body.data.length).toBeLessThanOrEqual(10);
    for (const s of res.body.data) {
      expect(s.associateName).toContain(q);
      expect(s.associateNameHighlight.map((p: { text: string }) => p.text).join('')).toBe(s.associateName);
      expect(s.associateNameHighlight.filter((p: { hit: boolean }) => p.hit).every((p: { text: string }) => p.text === q)).toBe(true);
    }
  });

  it('treats LIKE wildcards and markup as plain text', async () => {
    const pct = await post(t.app, '/api/foreground/demandbrander/queryAllBrand', { useBrandName: '%' });
    expect(pct.body.data).toEqual([]);
    const tag = await post(t.app, '/api/foreground/demandbrander/queryAllBrand', { useBrandName: '<b>' });
    expect(tag.body.data).toEqual([]);
  });

  it('splits names around every match, case-insensitively', () => {
    expect(highlightParts('Coco都可coco', 'coco')).toEqual([
      { text: 'Coco', hit: true },
      { text: '都可', hit: false },
      { text: 'coco', hit: true },
    ]);
    expect(highlightParts('喜茶', '')).toEqual([{ text: '喜茶', hit: false }]);
  });
});

describe('branderSettled: a visitor with an SMS code', () => {
  it('stores the lead once with a one-working-day deadline and the channel record', async () => {
    const phone = newPhone();
    const ip = fromIp();
    const code = await requestSmsCode(t.app, phone, 'LEAD', ip);
    const before = Date.now();
    const res = await t.app.inject({
      method: 'POST',
      url: SETTLE,
      headers: ip.headers,
      payload: {
        channelCode: 'ch_web',
        clueUniqueId: 'clue-9',
        shareChannel: 'wx',
        data: form({ phone, identifyingCode: code, sourcePage: 'home-left-panel', cityCode: '310000' }),
      },
    });
    const body = res.json();
    expect(body.code).toBe(10000);
    expect(body.data.isSubmitAgain).toBe(0);
    const rows = await leadRows(phone);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'consult',
      sourcePage: 'home-left-panel',
      sourceType: '2',
      brandName: '测试火锅',
      liaison: '王先生',
      isOpenShop: 'Y',
      cityCode: '310000',
      status: 'new',
      memberId: null,
      channel: { clueUniqueId: 'clue-9', shareChannel: 'wx' },
    });
    expect(String(rows[0].id)).toBe(body.data.leadId);
    // At least 24 h later, at most 3 days (Friday → Monday) plus the weekend end-of-day rule.
    const due = rows[0].deadlineAt.getTime();
    expect(due).toBeGreaterThanOrEqual(before + 24 * 3600_000 - 1000);
    expect(due).toBeLessThanOrEqual(before + 3 * 86400_000 + 60_000);
    expect(new Date(body.data.deadlineAt).getTime()).toBe(due);
  });

  it('answers isSubmitAgain 1 for a repeat while the lead is new, 2 once it is handled, and never stores it twice', async () => {
    const phone = newPhone();
    const ip = fromIp();
    let code = await requestSmsCode(t.app, phone, 'LEAD', ip);
    expect((await post(t.app, SETTLE, form({ phone, identifyingCode: code }), ip)).body.data.isSubmitAgain).toBe(0);

    // Same phone, same brand (other case and spaces), new code: already left.
    await new Promise((r) => setTimeout(r, 10));
    code = await requestSmsCodeAfterCooldown(phone, ip);
    const again = await post(t.app, SETTLE, form({ phone, identifyingCode: code, useBrandName: ' 测试火锅 ' }), ip);
    expect(again.body).toMatchObject({ code: 10000, data: { isSubmitAgain: 1 } });
    expect(await leadRows(phone)).toHaveLength(1);

    // A consultant has called: status beyond 'new'.
    await t.database.db.update(leads).set({ status: 'contacted' }).where(eq(leads.phone, phone));
    code = await requestSmsCodeAfterCooldown(phone, ip);
    const handled = await post(t.app, SETTLE, form({ phone, identifyingCode: code }), ip);
    expect(handled.body.data.isSubmitAgain).toBe(2);
    const rows = await leadRows(phone);
    expect(rows).toHaveLength(1);
    const history = await t.database.db.select().from(leadEvents).where(eq(leadEvents.leadId, rows[0].id));
    expect(history.map((h) => h.note)).toEqual(['收到留资', '重复提交留资（side-bar）', '重复提交留资（side-bar）']);

    // Another brand from the same phone is a new lead.
    code = await requestSmsCodeAfterCooldown(phone, ip);
    const other = await post(t.app, SETTLE, form({ phone, identifyingCode: code, useBrandName: '另一个品牌' }), ip);
    expect(other.body.data.isSubmitAgain).toBe(0);
    expect(await leadRows(phone)).toHaveLength(2);
  });

  it('takes new interest after a closed lead as a new lead for the inbox, not as one being handled', async () => {
    const phone = newPhone();
    const ip = fromIp();
    let code = await requestSmsCode(t.app, phone, 'LEAD', ip);
    expect((await post(t.app, SETTLE, form({ phone, identifyingCode: code }), ip)).body.data.isSubmitAgain).toBe(0);
    // The consultant closed it as lost; months later the same brand asks again.
    await t.database.db.update(leads).set({ status: 'lost' }).where(eq(leads.phone, phone));
    code = await requestSmsCodeAfterCooldown(phone, ip);
    const back = await post(t.app, SETTLE, form({ phone, identifyingCode: code }), ip);
    expect(back.body.data.isSubmitAgain).toBe(0);
    const rows = await leadRows(phone);
    expect(rows.map((r) => r.status).sort()).toEqual(['lost', 'new']);
    expect(back.body.data.leadId).toBe(String(rows.find((r) => r.status === 'new')!.id));
  });

  it('refuses a missing, wrong or reused code in Chinese and stores nothing', async () => {
    const phone = newPhone();
    const ip = fromIp();
    const none = await post(t.app, SETTLE, form({ phone }), ip);
    expect(none).toMatchObject({ status: 400, body: { code: 502, msg: '请输入验证码' } });
    const noPhone = await post(t.app, SETTLE, form({ identifyingCode: '123456' }), ip);
    expect(noPhone.body.msg).toBe('请输入手机号');
    const never = await post(t.app, SETTLE, form({ phone, identifyingCode: '123456' }), ip);
    expect(never.body).toMatchObject({ code: 502, msg: '验证码已失效，请重新获取' });
    const code = await requestSmsCode(t.app, phone, 'LEAD', ip);
    const wrong = await post(t.app, SETTLE, form({ phone, identifyingCode: code === '000000' ? '111111' : '000000' }), ip);
    expect(wrong.body).toMatchObject({ code: 502, msg: '验证码错误，请重新输入' });
    expect(await leadRows(phone)).toHaveLength(0);
    expect((await post(t.app, SETTLE, form({ phone, identifyingCode: code }), ip)).body.code).toBe(10000);
    const reused = await post(t.app, SETTLE, form({ phone, identifyingCode: code, useBrandName: '复用验证码' }), ip);
    expect(reused.body.msg).toBe('验证码已失效，请重新获取');
    expect(await leadRows(phone)).toHaveLength(1);
  });

  it('does not accept a code sent for login as a lead code', async () => {
    const phone = newPhone();
    const ip = fromIp();
    const loginCode = await requestSmsCode(t.app, phone, 'LOGIN', ip);
    const res = await post(t.app, SETTLE, form({ phone, identifyingCode: loginCode }), ip);
    expect(res.body.code).toBe(502);
    expect(await leadRows(phone)).toHaveLength(0);
  });
});

async function requestSmsCodeAfterCooldown(phone: string, ip: { headers: Record<string, string> }) {
  // One code per phone per 60 s: clear the cooldown counter as the minute passing would.
  await t.database.db.execute(sql`delete from rate_counters where key = ${`sms:cd:${phone}`}`);
  return requestSmsCode(t.app, phone, 'LEAD', ip);
}

describe('branderSettled: a logged-in member', () => {
  it('needs no code, uses the member phone, links the lead and writes a message', async () => {
    const { member, token } = await createMemberSession(t.database.db);
    const res = await post(t.app, SETTLE, form({ useBrandName: '会员品牌', phone: '13999999999' }), { token, ...fromIp() });
    expect(res.body).toMatchObject({ code: 10000, data: { isSubmitAgain: 0 } });
    const rows = await leadRows(member.phone as string);
    expect(rows).toHaveLength(1);
    expect(rows[0].memberId).toBe(member.id);
    expect(await leadRows('13999999999')).toHaveLength(0);
    const inbox = await t.database.db.select().from(messages).where(eq(messages.memberId, member.id));
    expect(inbox).toHaveLength(1);
    expect(inbox[0].content).toContain('我们已收到您的留资');
    expect(inbox[0].content).toContain('顾问将在1个工作日内联系您');
    // A repeat sends no second message.
    const again = await post(t.app, SETTLE, form({ useBrandName: '会员品牌' }), { token, ...fromIp() });
    expect(again.body.data.isSubmitAgain).toBe(1);
    expect(await t.database.db.select().from(messages).where(eq(messages.memberId, member.id))).toHaveLength(1);
  });

  it('answers 401 (not 请输入手机号) when the session lapsed while the member form was open, and stores nothing', async () => {
    const { member, token } = await createMemberSession(t.database.db);
    expect((await post(t.app, '/api/foreground/auth/logout', {}, { token })).body.code).toBe(10000);
    // The member form sends no phone: it shows the member's own, disabled.
    const res = await post(t.app, SETTLE, form({ useBrandName: '过期会话品牌' }), { token, ...fromIp() });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ code: 401, msg: '登录超时，请重新登录' });
    expect(await leadRows(member.phone as string)).toHaveLength(0);
    // A visitor without any token still hears which field is missing.
    const visitor = await post(t.app, SETTLE, form({ useBrandName: '过期会话品牌' }), fromIp());
    expect(visitor.body).toMatchObject({ code: 502, msg: '请输入手机号' });
  });

  it('refuses a brandId beyond the database integer range as 品牌编号有误, not a 500', async () => {
    const { token } = await createMemberSession(t.database.db);
    for (const brandId of [2147483648, 99999999999]) {
      const res = await post(t.app, SETTLE, form({ useBrandName: '超大编号品牌', brandId }), { token, ...fromIp() });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 502, msg: '品牌编号有误' });
    }
  });

  it('keeps brandId only when it names the submitted brand', async () => {
    const { member, token } = await createMemberSession(t.database.db);
    const [b] = await queryRows<{ id: number; name: string }>(t.database.db, sql`select id, name from brands order by id limit 1`);
    await post(t.app, SETTLE, form({ useBrandName: b.name, brandId: b.id }), { token, ...fromIp() });
    await post(t.app, SETTLE, form({ useBrandName: '手输的品牌', brandId: b.id }), { token, ...fromIp() });
    const rows = await leadRows(member.phone as string);
    expect(rows.find((r) => r.brandName === b.name)?.brandId).toBe(Number(b.id));
    expect(rows.find((r) => r.brandName === '手输的品牌')?.brandId).toBeNull();
  });

  it('stores one lead when the same form is sent several times at once', async () => {
    const { member, token } = await createMemberSession(t.database.db);
    const answers = await Promise.all([1, 2, 3, 4].map(() => post(t.app, SETTLE, form({ useBrandName: '并发品牌' }), { token, ...fromIp() })));
    expect(answers.map((a) => a.body.data.isSubmitAgain).sort()).toEqual([0, 1, 1, 1]);
    const rows = await leadRows(member.phone as string);
    expect(rows).toHaveLength(1);
    expect(new Set(answers.map((a) => a.body.data.leadId))).toEqual(new Set([String(rows[0].id)]));
    // One message for the one lead; the repeats are noted in its history only.
    expect(await t.database.db.select().from(messages).where(eq(messages.memberId, member.id))).toHaveLength(1);
    const history = await t.database.db.select().from(leadEvents).where(eq(leadEvents.leadId, rows[0].id));
    expect(history.map((h) => h.note).sort()).toEqual(['收到留资', ...Array(3).fill('重复提交留资（side-bar）')].sort());
  });

  it('stores a lead per brand when one member sends several brands at once, each with its message', async () => {
    const { member, token } = await createMemberSession(t.database.db);
    const brands = ['并发甲', '并发乙', '并发丙', '并发丁', '并发戊'];
    const answers = await Promise.all(brands.map((b) => post(t.app, SETTLE, form({ useBrandName: b }), { token, ...fromIp() })));
    expect(answers.map((a) => a.body.data.isSubmitAgain)).toEqual([0, 0, 0, 0, 0]);
    expect((await leadRows(member.phone as string)).map((r) => r.brandName).sort()).toEqual([...brands].sort());
    const inbox = await t.database.db.select().from(messages).where(eq(messages.memberId, member.id));
    expect(inbox.map((m) => m.content).sort()).toEqual(brands.map((b) => leadReceivedText(b)).sort());
  });
});

describe('claimVisitorLeads', () => {
  it("gives a member the leads their phone left as a visitor, and nobody else's", async () => {
    const phone = newPhone();
    const ip = fromIp();
    const code = await requestSmsCode(t.app, phone, 'LEAD', ip);
    await post(t.app, SETTLE, form({ phone, identifyingCode: code, useBrandName: '访客品牌' }), ip);
    const { member } = await createMemberSession(t.database.db, { phone });
    const other = await createMemberSession(t.database.db);
    expect(await claimVisitorLeads(t.database.db, other.member.id, other.member.phone as string)).toBe(0);
    expect(await claimVisitorLeads(t.database.db, member.id, phone)).toBe(1);
    expect((await leadRows(phone)).map((r) => r.memberId)).toEqual([member.id]);
    expect(await claimVisitorLeads(t.database.db, member.id, phone)).toBe(0);
  });
});

describe('branderSettled: bad input', () => {
  it.each([
    [{ useBrandName: '' }, '请输入品牌名称'],
    [{ useBrandName: 'x'.repeat(181) }, '品牌名称最多180个字'],
    [{ liaison: '' }, '请输入联系人'],
    [{ liaison: '一二三四五六七八九十一二三四五六七八九十一' }, '联系人最多20个字'],
    [{ isOpenShop: '' }, '请选择是否有开店/拓店计划'],
    [{ isOpenShop: undefined }, '请选择是否有开店/拓店计划'],
    [{ phone: '12345678901' }, '请正确的手机号码'],
    [{ phone: '1380000000' }, '请正确的手机号码'],
    [{ identifyingCode: '12ab56' }, '请输入数字验证码!'],
    [{ sourceType: '3' }, '来源类型有误'],
  ])('refuses %j with its message and names the field, never 500', async (over, msg) => {
    const res = await post(t.app, SETTLE, form({ phone: '13800001111', identifyingCode: '123456', ...over }), fromIp());
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 502, msg, data: { fields: [{ field: Object.keys(over)[0], message: msg }] } });
  });

  it('names every field at fault in one answer, the first in msg', async () => {
    const res = await post(t.app, SETTLE, form({ useBrandName: '', liaison: '', phone: '123' }), fromIp());
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('请输入品牌名称');
    expect(res.body.data.fields).toEqual(
      expect.arrayContaining([
        { field: 'useBrandName', message: '请输入品牌名称' },
        { field: 'liaison', message: '请输入联系人' },
        { field: 'phone', message: '请正确的手机号码' },
      ]),
    );
  });

  it('names a wrapper field at fault by its place in the wrapper', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: SETTLE,
      payload: { channelCode: 'ch_web', data: form(), pageParam: { pageNum: 0 } },
      ...fromIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.fields[0].field).toBe('pageParam.pageNum');
    expect(res.json().msg).toMatch(/^请求参数有误/);
  });

  it('names data itself when the form is missing or not an object, never an empty field', async () => {
    for (const payload of [{ channelCode: 'ch_web' }, { channelCode: 'ch_web', data: null }, { channelCode: 'ch_web', data: ['x'] }]) {
      const res = await t.app.inject({ method: 'POST', url: SETTLE, payload, ...fromIp() });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 502, msg: '请求参数有误：data', data: { fields: [{ field: 'data', message: '请求参数有误：data' }] } });
    }
  });

  it('limits how many leads one address may leave per hour', async () => {
    const { token } = await createMemberSession(t.database.db);
    const ip = { headers: { 'x-forwarded-for': '10.9.9.9' } };
    const codes: number[] = [];
    for (let i = 0; i < 32; i++) codes.push((await post(t.app, SETTLE, form({ useBrandName: `限流品牌${i}` }), { token, ...ip })).status);
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes.slice(30)).toEqual([429, 429]);
  });
});
