import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { createMemberSession } from '../../test/fixtures.js';
import { mallGoods, pointAccounts, pointBills } from '../../db/schema/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(() => t?.close());

const P = '/api/foreground/points';
const DO_TASK = '/wact-web/wd/yypt/task/doTask';
const SHARE = '/api/wic-business-application/api/share/create';
const SCAN = '/api/wic-business-application/api/share/scan';

async function member(balance = 0) {
  const s = await createMemberSession(t.database.db);
  if (balance > 0) await t.database.db.insert(pointAccounts).values({ memberId: s.member.id, balance });
  return s;
}

async function billSum(memberId: number) {
  const rows = await t.database.db.select().from(pointBills).where(eq(pointBills.memberId, memberId));
  return rows.reduce((s, r) => s + r.delta, 0);
}

describe('tasks (doTask)', () => {
  it('needs a login', async () => {
    const r = await post(t.app, DO_TASK, { taskTemplateId: 'sign' });
    expect(r.status).toBe(401);
  });

  it('rejects an unknown template with a Chinese message', async () => {
    const { token } = await member();
    const r = await post(t.app, DO_TASK, { taskTemplateId: 'nope' }, { token });
    expect(r.status).toBe(400);
    expect(r.body.msg).toBe('任务不存在');
  });

  it('awards sign once a day and register once, with bill entries and a message', async () => {
    const { token, member: m } = await member();
    const first = await post(t.app, DO_TASK, { actionType: 'click', taskTemplateId: 'sign' }, { token });
    expect(first.body.code).toBe(10000);
    expect(first.body.data).toMatchObject({ awarded: true, points: 5, balance: 5 });
    const again = await post(t.app, DO_TASK, { taskTemplateId: 'sign' }, { token });
    expect(again.body.data).toMatchObject({ awarded: false, balance: 5, reason: '今天已完成，明天再来' });
    const reg = await post(t.app, DO_TASK, { taskTemplateId: 'register' }, { token });
    expect(reg.body.data).toMatchObject({ awarded: true, balance: 105 });
    expect((await post(t.app, DO_TASK, { taskTemplateId: 'register' }, { token })).body.data.awarded).toBe(false);
    expect(await billSum(m.id)).toBe(105);
    const summary = await post(t.app, `${P}/summary`, {}, { token });
    expect(summary.body.data).toMatchObject({ balance: 105, signedToday: true, todayEarned: 105 });
    expect(summary.body.data.tasks.find((x: { taskTemplateId: string }) => x.taskTemplateId === 'register').done).toBe(true);
    const unread = await post(t.app, '/api/wic-content-application/api/app/sinovatech/messageCenter/unreadCnt', {}, { token });
    expect(unread.body.data.totalMsgCnt).toBe(2);
  });

  it("counts today's income as the bill lists it: a prize too, spending and yesterday not", async () => {
    const { token, member: m } = await member();
    await post(t.app, DO_TASK, { taskTemplateId: 'sign' }, { token });
    const db = t.database.db;
    const now = new Date();
    // The China day began at 16:00 UTC the day before; a bill just before it is yesterday's.
    const chinaMidnight = new Date(Math.floor((now.getTime() + 8 * 3600_000) / 86_400_000) * 86_400_000 - 8 * 3600_000);
    await db.insert(pointBills).values([
      { memberId: m.id, delta: 50, balanceAfter: 55, kind: 'prize', title: '抽奖获得50积分', createdAt: now },
      { memberId: m.id, delta: -20, balanceAfter: 35, kind: 'lottery', title: '抽奖消耗', createdAt: now },
      { memberId: m.id, delta: 7, balanceAfter: 42, kind: 'task', title: '昨日任务', createdAt: new Date(chinaMidnight.getTime() - 1000) },
    ]);
    const summary = await post(t.app, `${P}/summary`, {}, { token });
    expect(summary.body.data.todayEarned).toBe(55);
  });

  it('awards a share the member created, once per page shared, and stops at the daily limit', async () => {
    const { token } = await member();
    const share = async (path: string) => {
      const shareUniqueId = randomUUID();
      const r = await post(t.app, SHARE, { link: { needLogin: false, shareUrl: path }, miniCodeSize: 196, shareUniqueId }, { token });
      expect(r.body.code).toBe(10000);
      return shareUniqueId;
    };
    const ids = [await share('/mall?id=1'), await share('/mall?id=1'), await share('/mall?id=2'), await share('/mall?id=3'), await share('/mall?id=4')];
    const results = [];
    for (const id of ids) results.push((await post(t.app, DO_TASK, { taskTemplateId: 'share', targetId: id }, { token })).body.data);
    expect(results.map((r) => r.awarded)).toEqual([true, false, true, true, false]);
    expect(results[1].reason).toBe('该对象已奖励过');
    expect(results[4].reason).toBe('今日奖励次数已用完');
    expect(results[4].balance).toBe(30);
    const noTarget = await post(t.app, DO_TASK, { taskTemplateId: 'share' }, { token });
    expect(noTarget.body.msg).toBe('缺少任务对象');
  });

  it('pays nothing for targets that do not exist or acts of someone else (share, scan, collect)', async () => {
    const a = await member();
    const b = await member();
    const task = (token: string, taskTemplateId: string, targetId: string) =>
      post(t.app, DO_TASK, { taskTemplateId, targetId }, { token }).then((r) => r.body.data);
    // Made-up targets: what a script sends.
    expect(await task(a.token, 'share', 'site-home')).toMatchObject({ awarded: false, reason: '请先分享页面' });
    expect(await task(a.token, 'share', randomUUID())).toMatchObject({ awarded: false, reason: '请先分享页面' });
    expect(await task(a.token, 'scan', randomUUID())).toMatchObject({ awarded: false, reason: '请先扫描项目二维码' });
    expect(await task(a.token, 'collect', 'mall:1')).toMatchObject({ awarded: false, reason: '请先收藏该项目' });
    expect(await task(a.token, 'collect', 'anything')).toMatchObject({ awarded: false, reason: '收藏对象不存在' });
    // Another member's share is not mine to be paid for; my own QR code opened by me is no scan.
    const bShare = randomUUID();
    expect(
      (await post(t.app, SHARE, { link: { needLogin: false, shareUrl: '/shop?id=1' }, miniCodeSize: 196, shareUniqueId: bShare }, { token: b.token })).body
        .code,
    ).toBe(10000);
    expect(await task(a.token, 'share', bShare)).toMatchObject({ awarded: false });
    expect((await post(t.app, SCAN, { shareUniqueId: bShare }, { token: b.token })).body.data).toEqual({ recorded: false });
    expect(await task(b.token, 'scan', bShare)).toMatchObject({ awarded: false, reason: '请先扫描项目二维码' });
    expect((await post(t.app, SCAN, { shareUniqueId: randomUUID() }, { token: a.token })).status).toBe(404);
    // Real acts pay: a scan of b's QR code recorded by the scan call, a real collection.
    expect((await post(t.app, SCAN, { shareUniqueId: bShare }, { token: a.token })).body.data).toEqual({ recorded: true });
    expect(await task(a.token, 'scan', bShare)).toMatchObject({ awarded: true, points: 10 });
    expect(await task(a.token, 'scan', bShare)).toMatchObject({ awarded: false, reason: '该对象已奖励过' });
    expect((await post(t.app, '/api/foreground/store/storeUp', { targetType: 'mall', targetId: 1 }, { token: a.token })).body.code).toBe(10000);
    expect(await task(a.token, 'collect', 'mall:1')).toMatchObject({ awarded: true, points: 5 });
    expect(await billSum(a.member.id)).toBe(15);
    expect(await billSum(b.member.id)).toBe(0);
  });

  it('awards consult and brand info only when they really happened', async () => {
    const { token } = await member();
    const r = await post(t.app, DO_TASK, { taskTemplateId: 'consult' }, { token });
    expect(r.body.data).toMatchObject({ awarded: false, reason: '请先预约咨询' });
    const b = await post(t.app, DO_TASK, { taskTemplateId: 'brand_info' }, { token });
    expect(b.body.data).toMatchObject({ awarded: false, reason: '请先完善品牌信息' });
  });

  it('awards a once-only task exactly once under 12 parallel calls', async () => {
    const { token, member: m } = await member();
    const all = await Promise.all(Array.from({ length: 12 }, () => post(t.app, DO_TASK, { taskTemplateId: 'register' }, { token })));
    expect(all.every((r) => r.body.code === 10000)).toBe(true);
    expect(all.filter((r) => r.body.data.awarded).length).toBe(1);
    expect(await billSum(m.id)).toBe(100);
  });
});

describe('bill', () => {
  it('pages the member’s own entries only, filtered by direction', async () => {
    const a = await member();
    const b = await member();
    await post(t.app, DO_TASK, { taskTemplateId: 'sign' }, { token: a.token });
    const mine = await post(t.app, `${P}/bill`, { direction: 'in' }, { token: a.token, pageParam: { pageNum: 1, pageSize: 10 } });
    expect(mine.body.data.total).toBe(1);
    expect(mine.body.data.list[0]).toMatchObject({ delta: 5, kind: 'task', title: '每日签到' });
    const out = await post(t.app, `${P}/bill`, { direction: 'out' }, { token: a.token });
    expect(out.body.data.total).toBe(0);
    const theirs = await post(t.app, `${P}/bill`, {}, { token: b.token });
    expect(theirs.body.data.total).toBe(0);
    const bad = await post(t.app, `${P}/bill`, { direction: 'sideways' }, { token: a.token });
    expect(bad.status).toBe(400);
  });
});

describe('points mall', () => {
  it('redeems: deducts points, takes stock, writes an order; refuses without enough points', async () => {
    const { token, member: m } = await member(500);
    const goods = (await post(t.app, `${P}/goodsList`, {}, { token })).body.data.list;
    const voucher = goods.find((g: { virtual: boolean; pointsCost: number }) => g.virtual && g.pointsCost === 200);
    const r = await post(t.app, `${P}/redeem`, { goodsId: voucher.id }, { token });
    expect(r.body.code).toBe(10000);
    expect(r.body.data.balance).toBe(300);
    const [g] = await t.database.db.select().from(mallGoods).where(eq(mallGoods.id, voucher.id));
    expect(g.stock).toBe(voucher.stock - 1);
    const orders = await post(t.app, `${P}/orderList`, {}, { token });
    expect(orders.body.data.list[0]).toMatchObject({ goodsName: voucher.name, points: 200, status: 'done' });
    const speaker = goods.find((g: { pointsCost: number }) => g.pointsCost === 1200);
    const poor = await post(t.app, `${P}/redeem`, { goodsId: speaker.id, receiver: '张三', phone: '13900001111', address: '北京市朝阳区' }, { token });
    expect(poor.body.msg).toBe('积分不足');
    const noAddr = await post(t.app, `${P}/redeem`, { goodsId: goods.find((x: { virtual: boolean }) => !x.virtual).id }, { token });
    expect(noAddr.body.msg).toBe('请填写收货人、手机号和收货地址');
    expect(await billSum(m.id)).toBe(-200);
  });

  it('another member cannot read my order', async () => {
    const a = await member(300);
    const b = await member();
    const goods = (await post(t.app, `${P}/goodsList`, {}, { token: a.token })).body.data.list;
    await post(t.app, `${P}/redeem`, { goodsId: goods[0].id }, { token: a.token });
    const id = (await post(t.app, `${P}/orderList`, {}, { token: a.token })).body.data.list[0].id;
    expect((await post(t.app, `${P}/orderDetail`, { id }, { token: a.token })).body.code).toBe(10000);
    const other = await post(t.app, `${P}/orderDetail`, { id }, { token: b.token });
    expect(other.status).toBe(404);
  });

  it('never overdraws or oversells under parallel redemptions', async () => {
    // 1000 points buys five 200-point vouchers; ten parallel attempts.
    const { token, member: m } = await member(1000);
    const goods = (await post(t.app, `${P}/goodsList`, {}, { token })).body.data.list;
    const voucher = goods.find((g: { pointsCost: number; virtual: boolean }) => g.virtual && g.pointsCost === 200);
    const all = await Promise.all(Array.from({ length: 10 }, () => post(t.app, `${P}/redeem`, { goodsId: voucher.id }, { token })));
    expect(all.filter((r) => r.body.code === 10000).length).toBe(5);
    expect(all.filter((r) => r.body.code !== 10000).every((r) => r.body.msg === '积分不足')).toBe(true);
    const [acc] = await t.database.db.select().from(pointAccounts).where(eq(pointAccounts.memberId, m.id));
    expect(acc.balance).toBe(0);
    expect(await billSum(m.id)).toBe(-1000);
  });

  it('stops at zero stock under parallel redemptions of the last units', async () => {
    const { token } = await member(5000);
    const [g] = await t.database.db
      .insert(mallGoods)
      .values({ name: '限量测试品', imageUrl: '/media/placeholder/brand/x.svg', description: '测试', pointsCost: 10, stock: 3, virtual: true })
      .returning();
    const all = await Promise.all(Array.from({ length: 8 }, () => post(t.app, `${P}/redeem`, { goodsId: g.id }, { token })));
    expect(all.filter((r) => r.body.code === 10000).length).toBe(3);
    expect(all.filter((r) => r.body.code !== 10000).every((r) => r.body.msg === '商品库存不足')).toBe(true);
    const [after] = await t.database.db.select().from(mallGoods).where(eq(mallGoods.id, g.id));
    expect(after.stock).toBe(0);
  });
});

describe('lottery', () => {
  it('shows prizes with probabilities summing to 1', async () => {
    const { token } = await member();
    const info = (await post(t.app, `${P}/lotteryInfo`, {}, { token })).body.data;
    expect(info.cost).toBe(50);
    const sum = info.prizes.reduce((s: number, p: { probability: number }) => s + p.probability, 0);
    expect(sum).toBeCloseTo(1, 6);
  });

  it('a draw costs points, is recorded, and credits points prizes; no points, no draw', async () => {
    const { token, member: m } = await member(100);
    const r = await post(t.app, `${P}/draw`, {}, { token });
    expect(r.body.code).toBe(10000);
    const { draw, balance } = r.body.data;
    const won = draw.prizeKind === 'points' ? Number(/\d+/.exec(draw.prizeName)?.[0]) : 0;
    expect(balance).toBe(50 + won);
    expect(await billSum(m.id)).toBe(-50 + won);
    const all = await post(t.app, `${P}/myPrizeList`, { includeMisses: true }, { token });
    expect(all.body.data.total).toBe(1);
    const empty = await member(10);
    const no = await post(t.app, `${P}/draw`, {}, { token: empty.token });
    expect(no.body.msg).toBe('积分不足，每次抽奖需 50 积分');
  });

  it('parallel draws never take the balance below zero', async () => {
    const { token, member: m } = await member(120);
    const all = await Promise.all(Array.from({ length: 8 }, () => post(t.app, `${P}/draw`, {}, { token })));
    const ok = all.filter((r) => r.body.code === 10000).length;
    expect(ok).toBeGreaterThanOrEqual(2);
    const [acc] = await t.database.db.select().from(pointAccounts).where(eq(pointAccounts.memberId, m.id));
    expect(acc.balance).toBeGreaterThanOrEqual(0);
    expect(acc.balance).toBe(120 + (await billSum(m.id)));
    const draws = await post(t.app, `${P}/myPrizeList`, { includeMisses: true }, { token, pageParam: { pageNum: 1, pageSize: 50 } });
    expect(draws.body.data.total).toBe(ok);
  });

  it('follows the weights over many draws (server-side crypto randomness)', async () => {
    const { token } = await member(50 * 400);
    const info = (await post(t.app, `${P}/lotteryInfo`, {}, { token })).body.data;
    const counts = new Map<number, number>();
    for (let i = 0; i < 400; i++) {
      const r = await post(t.app, `${P}/draw`, {}, { token });
      counts.set(r.body.data.draw.prizeId, (counts.get(r.body.data.draw.prizeId) ?? 0) + 1);
    }
    // Only the two big slots (50% and 25%) have enough expected hits for a fair bound.
    const none = info.prizes.find((p: { kind: string }) => p.kind === 'none');
    const n = counts.get(none.id) ?? 0;
    expect(n).toBeGreaterThan(400 * 0.5 - 60);
    expect(n).toBeLessThan(400 * 0.5 + 60);
  }, 120_000);
});
