import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { chinaDay } from '@shp/contracts';
import { atEarlyChinaMorning, createMemberSession } from '../../test/fixtures.js';
import { queryRows } from '../../db/client.js';
import { brandProfiles } from '../../db/schema/index.js';

let t: TestApp;
let alice: { token: string; member: { id: number } };
let bob: { token: string; member: { id: number } };
let space: { id: number; lease_types: string[]; min_days: number; price_day: number; area: number };
beforeAll(async () => {
  t = await createTestApp();
  alice = await createMemberSession(t.database.db);
  bob = await createMemberSession(t.database.db);
  [space] = await queryRows(t.database.db, sql`select id, lease_types, min_days, price_day, area from spaces order by id limit 1`);
});
afterAll(() => t.close());

const future = (days: number) => new Date(Date.now() + days * 86400000).toISOString().slice(0, 10);
const quote = (over: Record<string, unknown> = {}) => ({
  spaceId: space.id,
  leaseType: space.lease_types[0],
  rentableArea: '0-50',
  startDate: future(10),
  days: Math.max(3, space.min_days),
  brandName: '测试品牌',
  liaison: '王经理',
  phone: '13900001111',
  ...over,
});

describe('spaces', () => {
  it('lists hot sites and the filtered list', async () => {
    const hot = await post(t.app, '/api/foreground/activity/webOptionalSquare', {});
    expect(hot.body.data.length).toBeGreaterThan(0);
    expect(hot.body.data.every((s: { hot: boolean }) => s.hot)).toBe(true);
    const typed = await post(
      t.app,
      '/api/foreground/activity/fieldCompetitiveLeasing',
      { leaseType: '快闪店', sort: 'priceAsc' },
      { pageParam: { pageSize: 100 } },
    );
    expect(typed.body.data.total).toBeGreaterThan(0);
    const prices = typed.body.data.list.map((s: { priceDay: number }) => s.priceDay);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
    for (const s of typed.body.data.list) expect(s.leaseTypes).toContain('快闪店');
    const far = await post(t.app, '/api/foreground/activity/fieldCompetitiveLeasing', {}, { pageParam: { pageNum: 99 } });
    expect(far.body.data).toMatchObject({ list: [], total: 40 });
    const bad = await post(t.app, '/api/foreground/activity/fieldCompetitiveLeasing', { leaseType: '婚礼' });
    expect(bad.body.msg).toBe('租赁类型有误');
  });

  it('a space of exactly 100㎡ found under 100-300㎡ offers that band in its detail and quote, as the list promised', async () => {
    const [other] = await queryRows<{ id: number }>(t.database.db, sql`select id from spaces where status = 'published' order by id offset 1 limit 1`);
    await t.database.db.execute(sql`update spaces set area = 100 where id = ${other.id}`);
    const listed = await post(t.app, '/api/foreground/activity/fieldCompetitiveLeasing', { rentableArea: '100-300' }, { pageParam: { pageSize: 100 } });
    expect(listed.body.data.list.map((s: { id: number }) => Number(s.id))).toContain(Number(other.id));
    const detail = await post(t.app, '/api/foreground/activity/fieldCompetitiveLeasingDetails', { id: other.id });
    expect(detail.body.data.rentableAreas.map((a: { code: string }) => a.code)).toEqual(['0-50', '50-100', '100-300']);
    const popup = await post(t.app, '/api/foreground/activityQuote/quotePopupInfo', { spaceId: other.id }, { token: alice.token });
    expect(popup.body.data.rentableAreas.map((a: { code: string }) => a.code)).toContain('100-300');
  });

  it('refuses ids and prices past the integer columns with a message naming them, never the bare 请求参数有误', async () => {
    const cases: [string, unknown, string][] = [
      ['/api/foreground/activity/fieldCompetitiveLeasing', { mallId: 99999999999 }, '商场编号有误'],
      ['/api/foreground/activity/fieldCompetitiveLeasing', { formatId: 99999999999 }, '业态编号有误'],
      ['/api/foreground/activity/fieldCompetitiveLeasing', { priceMax: 99999999999 }, '价格过大'],
      ['/api/foreground/activity/fieldCompetitiveLeasingDetails', { id: 99999999999 }, '场地编号有误'],
      ['/api/foreground/activityQuote/quotePopupInfo', { spaceId: 99999999999 }, '场地编号有误'],
    ];
    for (const [path, data, msg] of cases) {
      const res = await post(t.app, path, data, { token: alice.token });
      expect(res.status, JSON.stringify(data)).toBe(400);
      expect(res.body.msg, JSON.stringify(data)).toBe(msg);
    }
  });

  it('shows a space with its rentable areas', async () => {
    const res = await post(t.app, '/api/foreground/activity/fieldCompetitiveLeasingDetails', { id: space.id });
    expect(res.body.data.rentableAreas.length).toBeGreaterThan(0);
    expect(res.body.data.quoteCount).toBe(0);
    expect((await post(t.app, '/api/foreground/activity/fieldCompetitiveLeasingDetails', { id: 99999 })).status).toBe(404);
  });

  it('gives the enum lists', async () => {
    for (const [enumType, sample] of [
      ['leaseType', '快闪店'],
      ['rentableArea', '50㎡以下'],
      ['quotationStatus', '待报价'],
      ['commercialFormat', '餐饮'],
    ]) {
      const res = await post(t.app, '/api/foreground/enum/list', { enumType });
      expect(res.body.data.map((e: { name: string }) => e.name)).toContain(sample);
    }
    expect((await post(t.app, '/api/foreground/enum/list', { enumType: 'x' })).body.msg).toBe('枚举类型有误');
  });
});

describe('activityQuote', () => {
  it('pre-fills the popup for a member and needs login to quote', async () => {
    const popup = await post(t.app, '/api/foreground/activityQuote/quotePopupInfo', { spaceId: space.id }, { token: alice.token });
    expect(popup.body.data.leaseTypes).toEqual(space.lease_types);
    expect(popup.body.data.phone).toMatch(/^1\d{10}$/);
    const anon = await post(t.app, '/api/foreground/activityQuote/addCustomerQuoteInfo', quote());
    expect(anon.status).toBe(401);
  });

  it('offers as 联系人 the name the member gave beside their phone, never the nickname (decision 024)', async () => {
    const carol = await createMemberSession(t.database.db, { phone: '13700005551', nickName: '商铺汇用户5551' });
    const first = await post(t.app, '/api/foreground/activityQuote/quotePopupInfo', { spaceId: space.id }, { token: carol.token });
    expect(first.body.data).toMatchObject({ liaison: '', phone: '13700005551' });
    await t.database.db.insert(brandProfiles).values({ memberId: carol.member.id, brandName: '鲍记', contacts: '鲍店长', phone: '13700005551' });
    const second = await post(t.app, '/api/foreground/activityQuote/quotePopupInfo', { spaceId: space.id }, { token: carol.token });
    expect(second.body.data.liaison).toBe('鲍店长');
  });

  it('stores the quote and a space_quote lead with the one-working-day deadline', async () => {
    const res = await post(t.app, '/api/foreground/activityQuote/addCustomerQuoteInfo', quote(), { token: alice.token });
    expect(res.body.code).toBe(10000);
    expect(res.body.data.estimate).toBe(Number(space.price_day) * Math.max(3, space.min_days));
    const [lead] = await queryRows<{ kind: string; target_type: string; target_id: number; member_id: number; phone: string }>(
      t.database.db,
      sql`select kind, target_type, target_id, member_id, phone from leads where kind = 'space_quote' order by id desc limit 1`,
    );
    expect(lead).toMatchObject({ kind: 'space_quote', target_type: 'space', phone: '13900001111' });
    expect(Number(lead.target_id)).toBe(space.id);
    expect(Number(lead.member_id)).toBe(alice.member.id);
    const again = await post(t.app, '/api/foreground/activityQuote/addCustomerQuoteInfo', quote(), { token: alice.token });
    expect(again.body.msg).toBe('您已提交过该场地同一日期的询价，顾问将尽快与您联系');

    const list = await post(t.app, '/api/foreground/activityQuote/mineQuoteListByPage', {}, { token: alice.token });
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.list[0]).toMatchObject({ spaceId: space.id, status: 'pending', statusText: '待报价' });
    const detail = await post(t.app, '/api/foreground/activityQuote/mineQuoteDetail', { id: res.body.data.quoteId }, { token: alice.token });
    expect(detail.body.data).toMatchObject({ brandName: '测试品牌', liaison: '王经理' });
    expect(detail.body.data.deadlineAt).toBeTruthy();
  });

  it("refuses another member's quote and lists only one's own", async () => {
    const mine = await post(t.app, '/api/foreground/activityQuote/mineQuoteListByPage', {}, { token: alice.token });
    const id = mine.body.data.list[0].id;
    const other = await post(t.app, '/api/foreground/activityQuote/mineQuoteDetail', { id }, { token: bob.token });
    expect(other.status).toBe(404);
    const bobs = await post(t.app, '/api/foreground/activityQuote/mineQuoteListByPage', {}, { token: bob.token });
    expect(bobs.body.data.total).toBe(0);
  });

  it('validates the quote in Chinese', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ phone: '123' }, '请输入正确的手机号码'],
      [{ days: 0 }, '租赁天数至少1天'],
      [{ startDate: '2020-01-01' }, '开始日期不能早于今天'],
      [{ leaseType: '婚礼' }, '请选择租赁类型'],
      [{ liaison: '' }, '请输入联系人'],
      [{ brandName: '' }, '请输入品牌名称'],
    ];
    for (const [over, msg] of cases) {
      const res = await post(t.app, '/api/foreground/activityQuote/addCustomerQuoteInfo', quote({ ...over, startDate: over.startDate ?? future(20) }), {
        token: bob.token,
      });
      expect(res.body.msg, JSON.stringify(over)).toBe(msg);
      expect(res.status).toBe(400);
    }
    const unsupported = (['快闪店', '展览展示', '路演活动', '促销特卖', '新品发布', '品牌市集'] as const).find((x) => !space.lease_types.includes(x));
    if (unsupported) {
      const res = await post(t.app, '/api/foreground/activityQuote/addCustomerQuoteInfo', quote({ leaseType: unsupported, startDate: future(30) }), {
        token: bob.token,
      });
      expect(res.body.msg).toBe(`该场地不支持「${unsupported}」，请重新选择租赁类型`);
    }
  });

  it("refuses a start day that is already past in China, while it is still that day in UTC; takes China's today", async () => {
    const carol = await createMemberSession(t.database.db);
    await atEarlyChinaMorning(async () => {
      const yesterday = chinaDay(new Date(), -1);
      expect(yesterday).toBe(new Date().toISOString().slice(0, 10));
      const past = await post(t.app, '/api/foreground/activityQuote/addCustomerQuoteInfo', quote({ startDate: yesterday }), { token: carol.token });
      expect(past.status).toBe(400);
      expect(past.body.msg).toBe('开始日期不能早于今天');
      const today = await post(t.app, '/api/foreground/activityQuote/addCustomerQuoteInfo', quote({ startDate: chinaDay() }), { token: carol.token });
      expect(today.body.code).toBe(10000);
    });
  });
});
