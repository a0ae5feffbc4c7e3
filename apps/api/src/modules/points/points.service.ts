import { randomInt } from 'node:crypto';
import { and, count, eq, inArray } from 'drizzle-orm';
import { chinaDay, LOTTERY_COST, type PointSummary, type PointTask } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import { brandProfiles, collections, consultantCollects, leads, shares, shareScans } from '../../db/schema/index.js';
import { sha256 } from '../../lib/crypto.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { createMessage } from '../messages/messages.repository.js';
import { fillStepOf } from '../member-brand/member-brand.service.js';
import * as repo from './points.repository.js';
import { chinaSecondDigits } from '../../lib/dates.js';
import { offsetOf } from '../../lib/paging.js';

const RULES = [
  '积分可用于积分商城兑换商品和参与积分抽奖，不可转让、不可提现。',
  '每日签到每天可领取一次；注册、完善品牌信息、预约咨询每个账号仅奖励一次。',
  '分享、扫码、收藏按对象计算，同一对象只奖励一次，且每天有奖励次数上限。',
  `积分抽奖每次消耗 ${LOTTERY_COST} 积分，中奖结果由服务器随机产生并记录。`,
  '兑换成功后积分即时扣除；实物商品会在 3 个工作日内发货。',
  '如发现刷分等违规行为，平台有权扣回相应积分。',
];

type Template = NonNullable<Awaited<ReturnType<typeof repo.templateByCode>>>;

/** Checks that what a task rewards really happened, where the server can know it. */
async function verifyTask(tx: repo.Tx, memberId: number, t: Template): Promise<string | null> {
  if (t.code === 'brand_info') {
    const [p] = await tx.select().from(brandProfiles).where(eq(brandProfiles.memberId, memberId));
    if (!p || fillStepOf(p).step < 3) return '请先完善品牌信息';
  }
  if (t.code === 'consult') {
    const [r] = await tx
      .select({ n: count() })
      .from(leads)
      .where(and(eq(leads.memberId, memberId), inArray(leads.kind, ['consult', 'appointment'])));
    if (Number(r.n) === 0) return '请先预约咨询';
  }
  return null;
}

const COLLECT_TARGET = /^(mall|shop|space|brand|consultant):(\d{1,15})$/;

/**
 * Per-target tasks pay only for an act the server recorded, by this member: a collection that
 * exists, a share they created, a share's QR code they opened (share/scan). Answers the key the
 * award is stored under (one award per object), or why not.
 */
async function verifyTarget(tx: repo.Tx, memberId: number, t: Template, targetId: string): Promise<{ key: string } | { unmet: string }> {
  if (t.code === 'collect') {
    const m = COLLECT_TARGET.exec(targetId);
    if (!m) return { unmet: '收藏对象不存在' };
    const [type, id] = [m[1], Number(m[2])];
    const found =
      type === 'consultant'
        ? await tx
            .select({ id: consultantCollects.id })
            .from(consultantCollects)
            .where(and(eq(consultantCollects.memberId, memberId), eq(consultantCollects.consultantId, id)))
            .limit(1)
        : await tx
            .select({ id: collections.id })
            .from(collections)
            .where(and(eq(collections.memberId, memberId), eq(collections.targetType, type), eq(collections.targetId, id)))
            .limit(1);
    return found.length ? { key: `${type}:${id}` } : { unmet: '请先收藏该项目' };
  }
  if (t.code === 'share') {
    const [share] = await tx.select({ memberId: shares.memberId, shareUrl: shares.shareUrl }).from(shares).where(eq(shares.shareUniqueId, targetId)).limit(1);
    if (!share || share.memberId !== memberId) return { unmet: '请先分享页面' };
    // One award per page shared, however many share links of it are made.
    return { key: `u:${sha256(share.shareUrl).slice(0, 40)}` };
  }
  if (t.code === 'scan') {
    const [scan] = await tx
      .select({ id: shareScans.id })
      .from(shareScans)
      .where(and(eq(shareScans.memberId, memberId), eq(shareScans.shareUniqueId, targetId)))
      .limit(1);
    return scan ? { key: targetId } : { unmet: '请先扫描项目二维码' };
  }
  return { unmet: '该任务暂不能领取' };
}

export interface AwardResult {
  awarded: boolean;
  points: number;
  balance: number;
  reason: string | null;
}

/**
 * Awards a task once per its rule, idempotently: the account lock serialises a member's requests,
 * the unique award key makes a repeat a no-op, and the award, balance and bill share a transaction.
 */
export async function awardTask(db: Db, memberId: number, code: string, targetId?: string | null, now = new Date()): Promise<AwardResult> {
  const day = chinaDay(now);
  return db.transaction(async (tx) => {
    const acc = await repo.lockAccount(tx, memberId);
    const t = await repo.templateByCode(tx, code);
    if (!t) throw notFound('任务不存在');
    const miss = (reason: string) => ({ awarded: false, points: 0, balance: acc.balance, reason });
    let awardKey: string;
    if (t.rule === 'once') awardKey = 'once';
    else if (t.rule === 'daily') awardKey = day;
    else {
      if (!targetId) throw badRequest('缺少任务对象');
      const target = await verifyTarget(tx, memberId, t, targetId);
      if ('unmet' in target) return miss(target.unmet);
      awardKey = `t:${target.key}`;
    }
    if (await repo.findAward(tx, memberId, code, awardKey)) {
      return miss(t.rule === 'daily' ? '今天已完成，明天再来' : t.rule === 'once' ? '该任务已完成' : '该对象已奖励过');
    }
    if (t.dailyLimit && (await repo.countAwardsOn(tx, memberId, code, day)) >= t.dailyLimit) return miss('今日奖励次数已用完');
    const unmet = await verifyTask(tx, memberId, t);
    if (unmet) return miss(unmet);
    const rec = await repo.insertAward(tx, { memberId, templateCode: code, awardKey, targetId: targetId ?? null, points: t.points, day });
    if (!rec) return miss('该任务已完成');
    const balance = await repo.applyDelta(tx, acc, t.points, { kind: 'task', title: t.name, refId: rec.id });
    await createMessage(tx, memberId, {
      category: 'system',
      title: '积分到账',
      content: `您完成了「${t.name}」任务，获得 ${t.points} 积分，当前余额 ${balance} 积分。`,
      link: '/personalCenter/particulars',
    });
    return { awarded: true, points: t.points, balance, reason: null };
  });
}

function orderNo(now: Date) {
  const stamp = chinaSecondDigits(now);
  return `P${stamp}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

export function createPointsService(db: Db) {
  return {
    awardTask: (memberId: number, code: string, targetId?: string | null) => awardTask(db, memberId, code, targetId),

    async summary(memberId: number): Promise<PointSummary> {
      const day = chinaDay();
      const [acc, templates, progress, todayEarned] = await Promise.all([
        repo.getAccount(db, memberId),
        repo.listTemplates(db),
        repo.taskProgress(db, memberId, day),
        repo.earnedOn(db, memberId, day),
      ]);
      const tasks: PointTask[] = templates.map((t) => {
        const p = progress.get(t.code) ?? { total: 0, today: 0 };
        const done = t.rule === 'once' ? p.total > 0 : t.rule === 'daily' ? p.today > 0 : t.dailyLimit != null && p.today >= t.dailyLimit;
        return {
          taskTemplateId: t.code as PointTask['taskTemplateId'],
          name: t.name,
          description: t.description,
          points: t.points,
          rule: t.rule as PointTask['rule'],
          dailyLimit: t.dailyLimit,
          link: t.link,
          done,
          todayCount: p.today,
        };
      });
      return {
        balance: acc.balance,
        totalEarned: acc.totalEarned,
        totalSpent: acc.totalSpent,
        todayEarned,
        signedToday: (progress.get('sign')?.today ?? 0) > 0,
        lotteryCost: LOTTERY_COST,
        tasks,
        rules: RULES,
      };
    },

    async bill(memberId: number, direction: 'all' | 'in' | 'out', page: { pageNum: number; pageSize: number }) {
      const r = await repo.listBill(db, memberId, direction, page.pageSize, offsetOf(page).offset);
      return { ...r, ...page };
    },

    async goods(page: { pageNum: number; pageSize: number }) {
      const r = await repo.listGoods(db, page.pageSize, offsetOf(page).offset);
      return { ...r, ...page };
    },

    async redeem(memberId: number, input: { goodsId: number; receiver?: string; phone?: string; address?: string }) {
      const now = new Date();
      return db.transaction(async (tx) => {
        const acc = await repo.lockAccount(tx, memberId);
        const goods = await repo.lockGoods(tx, input.goodsId);
        if (!goods) throw notFound('商品不存在或已下架');
        if (!goods.virtual && (!input.receiver || !input.phone || !input.address)) throw badRequest('请填写收货人、手机号和收货地址');
        if (goods.stock <= 0) throw badRequest('商品库存不足');
        if (acc.balance < goods.pointsCost) throw badRequest('积分不足');
        if (!(await repo.takeGoodsStock(tx, goods.id))) throw badRequest('商品库存不足');
        const order = await repo.insertOrder(tx, {
          orderNo: orderNo(now),
          memberId,
          goodsId: goods.id,
          goodsName: goods.name,
          imageUrl: goods.imageUrl,
          points: goods.pointsCost,
          status: goods.virtual ? 'done' : 'paid',
          receiver: goods.virtual ? null : input.receiver,
          phone: goods.virtual ? null : input.phone,
          address: goods.virtual ? null : input.address,
        });
        const balance = await repo.applyDelta(tx, acc, -goods.pointsCost, { kind: 'redeem', title: `兑换 ${goods.name}`, refId: order.id });
        await createMessage(tx, memberId, {
          category: 'service',
          title: '兑换成功',
          content: `您已使用 ${goods.pointsCost} 积分兑换「${goods.name}」，订单号 ${order.orderNo}。${goods.virtual ? '权益已发放到账户。' : '我们将在 3 个工作日内发货。'}`,
          link: '/personalCenter/myOrder',
        });
        return { orderNo: order.orderNo, balance };
      });
    },

    async orders(memberId: number, page: { pageNum: number; pageSize: number }) {
      const r = await repo.listOrders(db, memberId, page.pageSize, offsetOf(page).offset);
      return { ...r, ...page };
    },

    async order(memberId: number, id: number) {
      const o = await repo.findOrder(db, memberId, id);
      if (!o) throw notFound('订单不存在');
      return o;
    },

    async lotteryInfo(memberId: number) {
      const [acc, prizes] = await Promise.all([repo.getAccount(db, memberId), repo.listPrizes(db)]);
      const inStock = (p: (typeof prizes)[number]) => p.stock === null || p.stock > 0;
      const total = prizes.filter(inStock).reduce((s, p) => s + p.weight, 0);
      return {
        cost: LOTTERY_COST,
        balance: acc.balance,
        prizes: prizes.map((p) => ({
          id: p.id,
          name: p.name,
          imageUrl: p.imageUrl,
          kind: p.kind as 'points' | 'goods' | 'none',
          pointsValue: p.pointsValue,
          probability: inStock(p) && total > 0 ? p.weight / total : 0,
          inStock: inStock(p),
        })),
      };
    },

    /**
     * One draw: the cost is paid, the prize is picked with node:crypto randomInt over the weights
     * of prizes still in stock, its stock taken, a points prize credited, and the draw recorded —
     * all in one transaction.
     */
    async draw(memberId: number) {
      return db.transaction(async (tx) => {
        const acc = await repo.lockAccount(tx, memberId);
        if (acc.balance < LOTTERY_COST) throw badRequest(`积分不足，每次抽奖需 ${LOTTERY_COST} 积分`);
        const prizes = await repo.lockPrizesInStock(tx);
        const total = prizes.reduce((s, p) => s + p.weight, 0);
        if (total <= 0) throw badRequest('奖品已抽完，请下次再来');
        await repo.applyDelta(tx, acc, -LOTTERY_COST, { kind: 'lottery', title: '积分抽奖' });
        const roll = randomInt(0, total);
        let acc2 = 0;
        const prize = prizes.find((p) => (acc2 += p.weight) > roll) ?? prizes[prizes.length - 1];
        if (!(await repo.takePrizeStock(tx, prize.id))) throw badRequest('奖品已抽完，请下次再来');
        const status = prize.kind === 'none' ? 'none' : prize.kind === 'points' ? 'credited' : 'pending';
        const row = await repo.insertDraw(tx, {
          memberId,
          prizeId: prize.id,
          prizeName: prize.name,
          prizeKind: prize.kind,
          imageUrl: prize.imageUrl,
          cost: LOTTERY_COST,
          roll,
          totalWeight: total,
          status,
        });
        if (prize.kind === 'points' && prize.pointsValue > 0) {
          await repo.applyDelta(tx, acc, prize.pointsValue, { kind: 'prize', title: `抽中 ${prize.name}`, refId: row.id });
        }
        if (prize.kind !== 'none') {
          await createMessage(tx, memberId, {
            category: 'system',
            title: '抽奖中奖',
            content: `恭喜您在积分抽奖中抽中「${prize.name}」。${prize.kind === 'points' ? '积分已到账。' : '客服将联系您发放奖品。'}`,
            link: '/personalCenter/myPrize',
          });
        }
        return { draw: repo.toDraw(row), balance: acc.balance };
      });
    },

    async prizes(memberId: number, includeMisses: boolean, page: { pageNum: number; pageSize: number }) {
      const r = await repo.listDraws(db, memberId, includeMisses, page.pageSize, offsetOf(page).offset);
      return { ...r, ...page };
    },
  };
}
