import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { encodePhone, LEAD_KINDS, LEAD_STATUS_LABELS } from '@shp/contracts';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { createMemberSession } from '../../test/fixtures.js';
import { createOperatorSession } from '../../test/operators.js';
import { loginWithSms, requestSmsCode, sessionTokenOf } from '../auth/testing.js';
import { analyticsEvents, leads, loginGrants, questions, shares, shops } from '../../db/schema/index.js';
import { queryRows } from '../../db/client.js';
import { insertLead } from './leads.repository.js';

/** A lead follows the person who left it: claim on login, one-click login, page context, own share. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true', SMS_IP_HOURLY_LIMIT: '1000' });
});
afterAll(() => t.close());

const SETTLE = '/api/foreground/demandbrander/branderSettled';
const LEAD_LOGIN = '/api/foreground/auth/leadLogin';
const MINE = '/api/foreground/leads/mine';
let phoneSeq = 0;
const newPhone = () => `1360000${String(2000 + ++phoneSeq).slice(-4)}`;
let ipSeq = 0;
const fromIp = () => ({ headers: { 'x-forwarded-for': `10.9.${Math.floor(++ipSeq / 200)}.${ipSeq % 200}` } });
const form = (over: Record<string, unknown> = {}) => ({ useBrandName: '跟随火锅', liaison: '李女士', isOpenShop: 'Y', sourceType: '2', ...over });

/** A visitor's consultation lead through the API, verified by an SMS code. */
async function visitorLead(phone: string, over: Record<string, unknown> = {}) {
  const ip = fromIp();
  const code = await requestSmsCode(t.app, phone, 'LEAD', ip);
  const res = await post(t.app, SETTLE, form({ phone, identifyingCode: code, ...over }), ip);
  return res;
}

async function publishedShop(cityCode: string) {
  const [s] = await t.database.db
    .select({ id: shops.id, title: shops.title, cityCode: shops.cityCode })
    .from(shops)
    .where(sql`${shops.status} = 'published' and ${shops.cityCode} = ${cityCode}`)
    .limit(1);
  return s;
}

describe('claim on login: what a phone left as a visitor is in its account', () => {
  it('claims leads of every kind and questions on SMS login, in the login', async () => {
    const phone = newPhone();
    const db = t.database.db;
    for (const kind of LEAD_KINDS) {
      await insertLead(db, { kind, sourcePage: 'test', liaison: '访客', phone, brandName: `品牌-${kind}` });
    }
    await db.insert(questions).values({ category: '选址', content: '问题', liaison: '访客', phone, deadlineAt: new Date(Date.now() + 86400_000) });
    // Another phone's lead stays where it is.
    const other = newPhone();
    await insertLead(db, { kind: 'consult', sourcePage: 'test', liaison: '别人', phone: other });

    const login = await loginWithSms(t.app, phone, fromIp().headers);
    const memberId = Number(login.userInfo.memberId);
    const rows = await db.select().from(leads).where(eq(leads.phone, phone));
    expect(rows.map((r) => r.kind).sort()).toEqual([...LEAD_KINDS].sort());
    expect(rows.every((r) => r.memberId === memberId)).toBe(true);
    const [q] = await db.select().from(questions).where(eq(questions.phone, phone));
    expect(q.memberId).toBe(memberId);
    const [o] = await db.select().from(leads).where(eq(leads.phone, other));
    expect(o.memberId).toBeNull();

    // The member's own list shows them, with the deadline.
    const mine = await post(t.app, MINE, {}, { token: login.token });
    expect(mine.body.code).toBe(10000);
    expect(mine.body.data).toHaveLength(LEAD_KINDS.length);
    for (const item of mine.body.data) {
      expect(item.statusName).toBe(LEAD_STATUS_LABELS.new);
      expect(new Date(item.deadlineAt).getTime()).toBeGreaterThan(Date.now());
      expect(item.consultantName).toBeNull();
    }
  });

  it('claims a visitor lead left after the account existed, on QR login', async () => {
    const phone = newPhone();
    const db = t.database.db;
    const m = await createMemberSession(db, { phone });
    const res = await visitorLead(phone, { useBrandName: '扫码火锅' });
    expect(res.body.code).toBe(10000);
    const [before] = await db.select().from(leads).where(eq(leads.phone, phone));
    expect(before.memberId).toBeNull();
    const QR = '/api/foreground/auth/qrLogin';
    const created = (await post(t.app, `${QR}/create`, {})).body.data;
    await post(t.app, `${QR}/confirm`, { requestId: created.requestId }, { token: m.token });
    const polled = (await post(t.app, `${QR}/poll`, { requestId: created.requestId, pollSecret: created.pollSecret })).body.data;
    const session = await post(t.app, `${QR}/exchange`, { code: polled.code });
    expect(session.body.code).toBe(10000);
    const [after] = await db.select().from(leads).where(eq(leads.phone, phone));
    expect(after.memberId).toBe(m.member.id);
  });
});

describe('一键登录 after a visitor lead', () => {
  it('answers a grant that logs that phone in once, and the lead is in the account', async () => {
    const phone = newPhone();
    const res = await visitorLead(phone);
    expect(res.body.code).toBe(10000);
    const grant = res.body.data.loginGrant as string;
    expect(grant).toMatch(/^[\w-]{32,}$/);
    // Stored as a hash only.
    const stored = await t.database.db.select().from(loginGrants).where(eq(loginGrants.phone, phone));
    expect(stored).toHaveLength(1);
    expect(stored[0].grantHash).not.toContain(grant);

    const login = await post(t.app, LEAD_LOGIN, { grant, mobileCode: encodePhone(phone) });
    expect(login.body.code).toBe(10000);
    expect(login.body.data.token).toBeTruthy();
    const mine = await post(t.app, MINE, {}, { token: sessionTokenOf(login.headers) });
    expect(mine.body.data.map((l: { title: string }) => l.title)).toEqual(['跟随火锅']);

    const again = await post(t.app, LEAD_LOGIN, { grant, mobileCode: encodePhone(phone) });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 502, msg: '一键登录已失效，请使用验证码登录' });
  });

  it('is refused for another phone (and stays usable for its own)', async () => {
    const phone = newPhone();
    const grant = (await visitorLead(phone)).body.data.loginGrant as string;
    const wrong = await post(t.app, LEAD_LOGIN, { grant, mobileCode: encodePhone(newPhone()) });
    expect(wrong.body).toMatchObject({ code: 502, msg: '一键登录已失效，请使用验证码登录' });
    expect((await post(t.app, LEAD_LOGIN, { grant, mobileCode: encodePhone(phone) })).body.code).toBe(10000);
  });

  it('expires after a few minutes', async () => {
    const phone = newPhone();
    const grant = (await visitorLead(phone)).body.data.loginGrant as string;
    await t.database.db.execute(sql`update login_grants set expires_at = now() - interval '1 second' where phone = ${phone}`);
    expect((await post(t.app, LEAD_LOGIN, { grant, mobileCode: encodePhone(phone) })).body.code).toBe(502);
  });

  it('is not given to a member, and a forged grant is refused without a 500', async () => {
    const m = await createMemberSession(t.database.db);
    const res = await post(t.app, SETTLE, form({ useBrandName: '会员火锅' }), { token: m.token, ...fromIp() });
    expect(res.body.data.loginGrant).toBeNull();
    const forged = await post(t.app, LEAD_LOGIN, { grant: 'x'.repeat(43), mobileCode: encodePhone(newPhone()) });
    expect(forged.status).toBe(400);
    const short = await post(t.app, LEAD_LOGIN, { grant: 'x', mobileCode: encodePhone(newPhone()) });
    expect(short.body).toMatchObject({ code: 502, msg: '一键登录已失效，请使用验证码登录' });
  });
});

describe('a lead records the page it came from', () => {
  it('takes the city from the unit, not from the city cookie', async () => {
    const shop = await publishedShop('310000');
    expect(shop).toBeTruthy();
    const phone = newPhone();
    const res = await visitorLead(phone, { cityCode: '110000', targetType: 'shop', targetId: shop.id, pagePath: `/shopDetail?id=${shop.id}` });
    expect(res.body.code).toBe(10000);
    const [row] = await t.database.db.select().from(leads).where(eq(leads.phone, phone));
    expect(row).toMatchObject({ cityCode: '310000', targetType: 'shop', targetId: shop.id });
    expect(row.details).toMatchObject({ pagePath: `/shopDetail?id=${shop.id}` });
  });

  it('records the unit of 咨询该铺位 on a 智能选址 result list, with that list as the page', async () => {
    const shop = await publishedShop('310000');
    const phone = newPhone();
    const res = await visitorLead(phone, { cityCode: '110000', targetType: 'shop', targetId: shop.id, pagePath: '/findResultList?recordId=12' });
    expect(res.body.code).toBe(10000);
    const [row] = await t.database.db.select().from(leads).where(eq(leads.phone, phone));
    expect(row).toMatchObject({ cityCode: '310000', targetType: 'shop', targetId: shop.id });
    expect(row.details).toMatchObject({ pagePath: '/findResultList?recordId=12' });
  });

  it('refuses a unit that does not exist, and a path to another site', async () => {
    const ip = fromIp();
    const phone = newPhone();
    const code = await requestSmsCode(t.app, phone, 'LEAD', ip);
    const missing = await post(t.app, SETTLE, form({ phone, identifyingCode: code, targetType: 'shop', targetId: 2_000_000_000 }), ip);
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toBe('来源页面的铺位、商场或场地不存在');
    const offsite = await post(t.app, SETTLE, form({ phone, identifyingCode: code, pagePath: '//evil.example/x' }), ip);
    expect(offsite.status).toBe(400);
    expect(offsite.body.msg).toBe('来源页面有误');
    const badType = await post(t.app, SETTLE, form({ phone, identifyingCode: code, targetType: 'brand', targetId: 1 }), ip);
    expect(badType.body.msg).toBe('来源页面有误');
  });

  it("shows the consultant the city, page, unit and the member's views before", async () => {
    const db = t.database.db;
    const shop = await publishedShop('310000');
    const m = await createMemberSession(db);
    await db.insert(analyticsEvents).values({
      type: 'page',
      pageName: 'shopDetail',
      pageCode: 'P1',
      moduleCode: 'M1',
      eventCode: 'E1',
      path: `/shopDetail?id=${shop.id}`,
      title: shop.title,
      regionId: '1',
      userId: m.member.userId,
      createdAt: new Date(Date.now() - 60_000),
    });
    const res = await post(t.app, SETTLE, form({ useBrandName: '看过火锅', targetType: 'shop', targetId: shop.id, pagePath: `/shopDetail?id=${shop.id}` }), {
      token: m.token,
      ...fromIp(),
    });
    const admin = await createOperatorSession(db, { role: 'admin' });
    const detail = await post(t.app, '/api/admin/leads/detail', { id: Number(res.body.data.leadId) }, { headers: admin.headers });
    expect(detail.body.code).toBe(10000);
    expect(detail.body.data.context).toMatchObject({
      cityName: expect.stringContaining('上海'),
      pagePath: `/shopDetail?id=${shop.id}`,
      target: { type: 'shop', id: shop.id, name: shop.title, link: `/shopDetail?id=${shop.id}` },
    });
    expect(detail.body.data.context.recentViews).toEqual([expect.objectContaining({ path: `/shopDetail?id=${shop.id}`, title: shop.title })]);
  });
});

describe('分享人 is never the member themself', () => {
  it("drops the member's own user id and own share from the lead's channel, keeps another's", async () => {
    const db = t.database.db;
    const m = await createMemberSession(db);
    const own = await t.app.inject({
      method: 'POST',
      url: SETTLE,
      headers: { 'member-token': m.token, ...fromIp().headers },
      payload: { channelCode: 'ch_web', shareId: m.member.userId, shareChannel: 'wx', data: form({ useBrandName: '自己分享' }) },
    });
    expect(own.json().code).toBe(10000);
    await db.insert(shares).values({ shareUniqueId: 'share-own-1', memberId: m.member.id, shareUrl: '/shopDetail?id=1', needLogin: false, miniCodeSize: 196 });
    const ownShare = await t.app.inject({
      method: 'POST',
      url: SETTLE,
      headers: { 'member-token': m.token, ...fromIp().headers },
      payload: { channelCode: 'ch_web', shareId: 'share-own-1', data: form({ useBrandName: '自己分享2' }) },
    });
    const other = await t.app.inject({
      method: 'POST',
      url: SETTLE,
      headers: { 'member-token': m.token, ...fromIp().headers },
      payload: { channelCode: 'ch_web', shareId: 'someone-else', data: form({ useBrandName: '别人分享' }) },
    });
    const rows = await queryRows<{ brand_name: string; channel: Record<string, string> }>(
      db,
      sql`select brand_name, channel from leads where member_id = ${m.member.id}`,
    );
    const by = new Map(rows.map((r) => [r.brand_name, r.channel]));
    expect(by.get('自己分享')).toEqual({ shareChannel: 'wx' });
    expect(by.get('自己分享2')).toEqual({});
    expect(by.get('别人分享')).toEqual({ shareId: 'someone-else' });
    expect(ownShare.json().code).toBe(10000);
    expect(other.json().code).toBe(10000);
  });
});

describe('the member sees who follows up their request', () => {
  it("shows the assigned consultant's name and the one set of status names", async () => {
    const db = t.database.db;
    const m = await createMemberSession(db);
    const res = await post(t.app, SETTLE, form({ useBrandName: '顾问火锅' }), { token: m.token, ...fromIp() });
    const admin = await createOperatorSession(db, { role: 'admin' });
    const consultant = await createOperatorSession(db, { role: 'consultant', displayName: '赵顾问' });
    const id = Number(res.body.data.leadId);
    expect((await post(t.app, '/api/admin/leads/assign', { id, operatorId: consultant.operator.id }, { headers: admin.headers })).body.code).toBe(10000);
    await post(t.app, '/api/admin/leads/transition', { id, toStatus: 'contacted' }, { headers: consultant.headers });
    await post(t.app, '/api/admin/leads/transition', { id, toStatus: 'qualified' }, { headers: consultant.headers });
    const [item] = (await post(t.app, MINE, {}, { token: m.token })).body.data;
    expect(item).toMatchObject({ consultantName: '赵顾问', status: 'qualified', statusName: LEAD_STATUS_LABELS.qualified, kindName: '预约咨询' });
    // The member's message names the state as the console does.
    const msgs = await queryRows<{ title: string }>(db, sql`select title from messages where member_id = ${m.member.id} order by id desc limit 1`);
    expect(msgs[0].title).toContain(LEAD_STATUS_LABELS.qualified);
  });

  it('answers 401 to a visitor', async () => {
    expect((await post(t.app, MINE, {})).status).toBe(401);
  });
});
