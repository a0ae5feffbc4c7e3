import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { SELLER_ORDER_STATUS_LABEL, SELLER_ORDER_TRANSITIONS, type SellerOrderEvent, type SellerOrderFilter, type SellerOrderStatus } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import { sellerEvaluations, sellerFlows, sellerGoods, sellerGoodsSkus, sellerOrderItems, sellerOrderLogs, sellerOrders } from '../../db/schema/index.js';
import { createMessage } from '../messages/messages.repository.js';
import { badRequest, notFound } from '../../lib/errors.js';
import * as repo from './seller-orders.repository.js';
import { cursorBatches, streamXlsx } from './seller-xlsx.js';
import { cityNames } from '../../lib/regions.js';
import { toFen, toYuan, yuanText } from '../../lib/money.js';
import { isoTimeOrNull } from '../../lib/dates.js';

const EVENT_TIME: Record<SellerOrderEvent, 'paidAt' | 'cancelledAt' | 'shippedAt' | 'completedAt'> = {
  pay: 'paidAt',
  cancel: 'cancelledAt',
  refund: 'cancelledAt',
  deliver: 'shippedAt',
  confirm: 'completedAt',
};
const EVENT_NOTICE: Record<SellerOrderEvent, string> = {
  pay: '已付款',
  cancel: '已被商家取消',
  refund: '已取消并退款',
  deliver: '商家已发货',
  confirm: '已完成',
};
const EVENT_VERB: Record<SellerOrderEvent, string> = { pay: '付款', cancel: '取消', refund: '退款取消', deliver: '发货', confirm: '确认完成' };

/**
 * The platform's share of a completed order (0 ≤ rate < 1), set once at start from config
 * (PLATFORM_FEE_RATE): applyOrderEvent is called from many modules and jobs with the database
 * only, and every caller must book the same fee.
 */
let platformFeeRate = 0;
export function setPlatformFeeRate(rate: number) {
  if (!(rate >= 0 && rate < 1)) throw new Error(`PLATFORM_FEE_RATE must be at least 0 and below 1, got ${rate}`);
  platformFeeRate = rate;
}
/** The fee in fen of an order total, rounded to the fen. */
export const platformFeeOf = (totalFen: number, rate = platformFeeRate) => Math.round(totalFen * rate);

/** The next status of an order for an event, or null when the machine has no such edge. */
export function nextOrderStatus(from: SellerOrderStatus, event: SellerOrderEvent): SellerOrderStatus | null {
  const t = SELLER_ORDER_TRANSITIONS[event];
  return t.from === from ? t.to : null;
}

/**
 * Moves an order along one legal edge of its state machine, atomically (a conditional update:
 * two concurrent calls cannot both succeed), and logs it. `sellerId` or `buyerMemberId` scopes
 * the order to its owner: another member's order answers notFound. Completion books the sale
 * and the platform fee into the seller ledger in the same transaction. Buyers' pages (confirm)
 * call this too; `pay` and `refund` come only from the payments module (a verified notification,
 * a refund the provider accepted).
 */
export async function applyOrderEvent(
  db: Db,
  input: {
    orderId: number;
    event: SellerOrderEvent;
    operator: string;
    note?: string;
    sellerId?: number;
    buyerMemberId?: number;
    delivery?: { logisticsCompany: string; trackingNo: string };
  },
) {
  const t = SELLER_ORDER_TRANSITIONS[input.event];
  const now = new Date();
  const owner = and(
    eq(sellerOrders.id, input.orderId),
    input.sellerId !== undefined ? eq(sellerOrders.memberId, input.sellerId) : undefined,
    input.buyerMemberId !== undefined ? eq(sellerOrders.buyerMemberId, input.buyerMemberId) : undefined,
  );
  const done = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(sellerOrders)
      .set({ status: t.to, [EVENT_TIME[input.event]]: now, ...(input.delivery ?? {}) })
      .where(and(owner, eq(sellerOrders.status, t.from)))
      .returning();
    if (!row) return null;
    await tx.insert(sellerOrderLogs).values({
      orderId: row.id,
      action: input.event,
      fromStatus: t.from,
      toStatus: t.to,
      note: (input.note ?? `订单${EVENT_VERB[input.event]}`).slice(0, 200),
      operator: input.operator.slice(0, 64),
      createdAt: now,
    });
    if (input.event === 'cancel' || input.event === 'refund') {
      // The stock the order took goes back to its SKUs.
      await tx.execute(sql`
        update ${sellerGoodsSkus} s set stock = s.stock + i.q
        from (select ${sellerOrderItems.skuId} as sku_id, sum(${sellerOrderItems.quantity})::int as q from ${sellerOrderItems}
              where ${sellerOrderItems.orderId} = ${row.id} and ${sellerOrderItems.skuId} is not null group by ${sellerOrderItems.skuId}) i
        where s.id = i.sku_id`);
    }
    if (row.buyerMemberId !== null && input.buyerMemberId === undefined && input.event !== 'confirm') {
      await createMessage(tx, row.buyerMemberId, {
        category: 'service',
        title: `订单${EVENT_NOTICE[input.event]}`,
        content: `您的订单${row.orderNo}${EVENT_NOTICE[input.event]}${input.note && input.event !== 'pay' ? `（${input.note}）` : ''}。`.slice(0, 500),
        link: `/personalCenter/myOrder?tab=service&id=${row.id}`,
      });
    }
    if (input.event === 'confirm') {
      // 已售 counts the units of completed orders.
      await tx.execute(sql`
        update ${sellerGoods} g set sales = g.sales + i.q
        from (select ${sellerOrderItems.goodsId} as goods_id, sum(${sellerOrderItems.quantity})::int as q from ${sellerOrderItems}
              where ${sellerOrderItems.orderId} = ${row.id} group by ${sellerOrderItems.goodsId}) i
        where g.id = i.goods_id`);
      // Two ledger rows: the sale in full and the platform's fee out of it.
      const fee = platformFeeOf(row.totalFen);
      await tx.insert(sellerFlows).values([
        {
          memberId: row.memberId,
          kind: 'sale',
          amountFen: row.totalFen,
          orderId: row.id,
          cityCode: row.cityCode,
          note: `订单${row.orderNo}完成`,
          createdAt: now,
        },
        ...(fee > 0
          ? [
              {
                memberId: row.memberId,
                kind: 'fee',
                amountFen: -fee,
                orderId: row.id,
                cityCode: row.cityCode,
                note: `订单${row.orderNo}平台服务费`,
                createdAt: now,
              },
            ]
          : []),
      ]);
    }
    return row;
  });
  if (!done) {
    const [current] = await db.select().from(sellerOrders).where(owner).limit(1);
    if (!current) throw notFound('订单不存在');
    throw badRequest(`订单当前状态为“${SELLER_ORDER_STATUS_LABEL[current.status as SellerOrderStatus]}”，不能${EVENT_VERB[input.event]}`);
  }
  return done;
}

/** Every order the filter matches, in pages of `size`, in the list's order. */
export function orderExportBatches(db: Db, memberId: number, filter: SellerOrderFilter, size = 1000) {
  return cursorBatches(
    (after: repo.OrderCursor | null, limit) => repo.orderBatch(db, memberId, filter, after, limit),
    (last) => last.cursor,
    size,
  );
}

/** Cancels a paid order through a refund (the payments module); the seller module never moves money itself. */
export type PaidOrderRefunder = (input: { orderId: number; sellerId: number; reason: string; operator: string }) => Promise<unknown>;

export function createSellerOrdersService(db: Db, refundPaid?: PaidOrderRefunder) {
  async function detail(memberId: number, orderId: number) {
    const o = await repo.findOrder(db, orderId, memberId);
    if (!o) throw notFound('订单不存在');
    const [items, cities] = await Promise.all([repo.itemsOf(db, o.id), cityNames(db, [o.cityCode])]);
    const status = o.status as SellerOrderStatus;
    return {
      ...repo.toOrderSummary({ ...o, itemCount: items.length, firstItemName: items[0]?.goodsName ?? '' }),
      cityCode: o.cityCode,
      cityName: cities.get(o.cityCode) ?? '',
      receiverName: o.receiverName,
      receiverPhone: o.receiverPhone,
      receiverAddress: o.receiverAddress,
      buyerRemark: o.buyerRemark,
      logisticsCompany: o.logisticsCompany,
      trackingNo: o.trackingNo,
      paidAt: isoTimeOrNull(o.paidAt),
      shippedAt: isoTimeOrNull(o.shippedAt),
      completedAt: isoTimeOrNull(o.completedAt),
      cancelledAt: isoTimeOrNull(o.cancelledAt),
      items,
      actions: (status === 'pending_payment' ? ['change_price', 'cancel'] : status === 'paid' ? ['deliver', 'cancel'] : []) as (
        'change_price' | 'cancel' | 'deliver'
      )[],
    };
  }

  async function own(memberId: number, orderId: number) {
    const o = await repo.findOrder(db, orderId, memberId);
    if (!o) throw notFound('订单不存在');
    return o;
  }

  return {
    page: repo.orderPage.bind(null, db),
    detail,
    async items(memberId: number, orderId: number) {
      await own(memberId, orderId);
      return repo.itemsOf(db, orderId);
    },
    async logs(memberId: number, orderId: number) {
      await own(memberId, orderId);
      return repo.logsOf(db, orderId);
    },

    /** Before payment only; the old and new totals go into the log. */
    async changePrice(memberId: number, input: { orderId: number; totalAmount: number; reason: string }, operator: string) {
      const fen = toFen(input.totalAmount);
      const now = new Date();
      const changed = await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ totalFen: sellerOrders.totalFen })
          .from(sellerOrders)
          .where(and(eq(sellerOrders.id, input.orderId), eq(sellerOrders.memberId, memberId), eq(sellerOrders.status, 'pending_payment')))
          .for('update');
        if (!before) return false;
        if (before.totalFen === fen) throw badRequest('新价格与当前价格相同');
        await tx.update(sellerOrders).set({ totalFen: fen }).where(eq(sellerOrders.id, input.orderId));
        await tx.insert(sellerOrderLogs).values({
          orderId: input.orderId,
          action: 'change_price',
          fromStatus: 'pending_payment',
          toStatus: 'pending_payment',
          note: `订单金额由${yuanText(before.totalFen)}改为${yuanText(fen)}，原因：${input.reason}`.slice(0, 200),
          operator,
          createdAt: now,
        });
        return true;
      });
      if (!changed) {
        const o = await own(memberId, input.orderId);
        throw badRequest(`订单当前状态为“${SELLER_ORDER_STATUS_LABEL[o.status as SellerOrderStatus]}”，只有待付款订单可以改价`);
      }
      return detail(memberId, input.orderId);
    },

    async deliver(memberId: number, input: { orderId: number; logisticsCompany: string; trackingNo: string }, operator: string) {
      await applyOrderEvent(db, {
        orderId: input.orderId,
        event: 'deliver',
        sellerId: memberId,
        operator,
        note: `${input.logisticsCompany} ${input.trackingNo}`,
        delivery: { logisticsCompany: input.logisticsCompany, trackingNo: input.trackingNo },
      });
      return detail(memberId, input.orderId);
    },

    /** Before payment a plain cancel; after payment (not yet delivered) a cancel with a full refund. */
    async cancel(memberId: number, input: { orderId: number; reason: string }, operator: string) {
      const o = await own(memberId, input.orderId);
      if (o.status === 'paid' && refundPaid) {
        await refundPaid({ orderId: input.orderId, sellerId: memberId, reason: `商家取消：${input.reason}`, operator });
        return detail(memberId, input.orderId);
      }
      await applyOrderEvent(db, { orderId: input.orderId, event: 'cancel', sellerId: memberId, operator, note: `商家取消：${input.reason}` });
      return detail(memberId, input.orderId);
    },

    async exportOrders(memberId: number, filter: SellerOrderFilter, reply: FastifyReply) {
      const names = new Map<string, string>();
      await streamXlsx(reply, {
        fileName: '订单列表.xlsx',
        sheetName: '订单',
        columns: [
          { header: '订单号', width: 22, value: (o) => o.orderNo },
          { header: '下单时间', width: 20, value: (o) => o.createdAt },
          { header: '订单状态', width: 10, value: (o) => SELLER_ORDER_STATUS_LABEL[o.status as SellerOrderStatus] },
          { header: '买家', width: 12, value: (o) => o.buyerName },
          { header: '买家手机号', width: 14, value: (o) => o.buyerPhone },
          { header: '商品', width: 50, value: (o) => o.items },
          { header: '商品金额(元)', width: 14, value: (o) => toYuan(o.goodsFen) },
          { header: '实付金额(元)', width: 14, value: (o) => toYuan(o.totalFen) },
          { header: '城市', width: 10, value: (o) => names.get(o.cityCode) ?? o.cityCode },
          { header: '收货人', width: 12, value: (o) => o.receiverName },
          { header: '收货地址', width: 40, value: (o) => o.receiverAddress },
          { header: '物流公司', width: 14, value: (o) => o.logisticsCompany ?? '' },
          { header: '运单号', width: 20, value: (o) => o.trackingNo ?? '' },
        ],
        batches: (async function* () {
          for await (const batch of orderExportBatches(db, memberId, filter)) {
            const missing = batch.map((o) => o.cityCode).filter((c) => !names.has(c));
            for (const [k, v] of await cityNames(db, missing)) names.set(k, v);
            yield batch;
          }
        })(),
      });
    },

    evaluationPage: repo.evaluationPage.bind(null, db),
    async evaluation(memberId: number, evaluationId: number) {
      const e = await repo.findEvaluation(db, memberId, evaluationId);
      if (!e) throw notFound('评价不存在');
      return e;
    },
    /** One reply per evaluation. */
    async reply(memberId: number, evaluationId: number, text: string) {
      const [row] = await db
        .update(sellerEvaluations)
        .set({ reply: text, repliedAt: new Date() })
        .where(and(eq(sellerEvaluations.id, evaluationId), eq(sellerEvaluations.memberId, memberId), isNull(sellerEvaluations.reply)))
        .returning({ id: sellerEvaluations.id });
      if (!row) {
        await this.evaluation(memberId, evaluationId);
        throw badRequest('该评价已回复');
      }
      return this.evaluation(memberId, evaluationId);
    },
  };
}
