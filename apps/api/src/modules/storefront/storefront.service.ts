import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { StorefrontOrderCreate } from '@shp/contracts';
import { queryRows, type Db } from '../../db/client.js';
import { sellerEvaluations, sellerGoods, sellerGoodsSkus, sellerOrderItems, sellerOrderLogs, sellerOrders, sellerProductTypes } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { toYuan, yuanText } from '../../lib/money.js';
import { applyOrderEvent } from '../seller/seller.routes.js';
import { createMessage } from '../messages/messages.repository.js';
import { findOrder } from '../member-orders/member-orders.repository.js';
import * as repo from './storefront.repository.js';
import { chinaDayDigits } from '../../lib/dates.js';

type Buyer = { id: number; nickName: string };

/** Days after delivery at which an order the buyer has not confirmed is confirmed (STOREFRONT_AUTO_CONFIRM_DAYS). */
export const AUTO_CONFIRM_DAYS_DEFAULT = 7;

const orderNoOf = (id: number, at: Date) => `SF${chinaDayDigits(at)}${String(id).padStart(8, '0')}`;

/**
 * Creates an unpaid order of one SKU. The price is read here, and the stock taken by one
 * conditional update (stock >= quantity) in the order's transaction: concurrent orders queue on the
 * SKU's row and never take more than there is. The seller gets a message in the same transaction.
 */
export async function createOrder(db: Db, buyer: Buyer, input: StorefrontOrderCreate) {
  const now = new Date();
  const quantity = input.quantity;
  return db.transaction(async (tx) => {
    const [sku] = await tx
      .update(sellerGoodsSkus)
      .set({ stock: sql`${sellerGoodsSkus.stock} - ${quantity}` })
      .where(
        and(
          eq(sellerGoodsSkus.id, input.skuId),
          eq(sellerGoodsSkus.goodsId, input.goodsId),
          sql`${sellerGoodsSkus.stock} >= ${quantity}`,
          sql`exists (select 1 from ${sellerGoods} where ${sellerGoods.id} = ${sellerGoodsSkus.goodsId} and ${repo.visibleGoods()})`,
        ),
      )
      .returning();
    if (!sku) {
      const [g] = await tx
        .select({ id: sellerGoods.id })
        .from(sellerGoods)
        .where(and(eq(sellerGoods.id, input.goodsId), repo.visibleGoods()));
      if (!g) throw notFound('商品不存在或已下架');
      const [s] = await tx
        .select({ stock: sellerGoodsSkus.stock })
        .from(sellerGoodsSkus)
        .where(and(eq(sellerGoodsSkus.id, input.skuId), eq(sellerGoodsSkus.goodsId, input.goodsId)));
      if (!s) throw badRequest('所选规格不存在，请重新选择');
      throw badRequest(s.stock > 0 ? `库存不足，当前仅剩${s.stock}份` : '该规格已售罄，请选择其他规格');
    }
    const [g] = await tx
      .select({ goods: sellerGoods, saleAttrs: sellerProductTypes.saleAttrs })
      .from(sellerGoods)
      .leftJoin(sellerProductTypes, eq(sellerProductTypes.id, sellerGoods.typeId))
      .where(eq(sellerGoods.id, input.goodsId));
    const goodsFen = sku.priceFen * quantity;
    const [{ id }] = await queryRows<{ id: string }>(tx, sql`select nextval(pg_get_serial_sequence('seller_orders', 'id'))::bigint as id`);
    const orderId = Number(id);
    const orderNo = orderNoOf(orderId, now);
    await tx.insert(sellerOrders).values({
      id: orderId,
      orderNo,
      memberId: g.goods.memberId,
      buyerMemberId: buyer.id,
      buyerName: input.contactName.slice(0, 32),
      buyerPhone: input.contactPhone,
      status: 'pending_payment',
      goodsFen,
      totalFen: goodsFen,
      cityCode: g.goods.cityCode,
      receiverName: input.contactName.slice(0, 32),
      receiverPhone: input.contactPhone,
      receiverAddress: input.address ?? '',
      buyerRemark: input.remark ?? '',
      createdAt: now,
    });
    const text = repo.skuText(
      sku.attrs,
      (g.saleAttrs ?? []).map((a) => a.name),
    );
    await tx.insert(sellerOrderItems).values({
      orderId,
      goodsId: g.goods.id,
      skuId: sku.id,
      goodsName: g.goods.name,
      skuText: text.slice(0, 120),
      imageUrl: g.goods.images[0] ?? '',
      priceFen: sku.priceFen,
      quantity,
    });
    await tx.insert(sellerOrderLogs).values({
      orderId,
      action: 'create',
      toStatus: 'pending_payment',
      note: '买家提交订单',
      operator: `买家：${buyer.nickName}`.slice(0, 64),
      createdAt: now,
    });
    await createMessage(tx, g.goods.memberId, {
      category: 'service',
      title: '您有新的订单',
      content: `买家下单“${g.goods.name}”（${text}）×${quantity}，金额${yuanText(goodsFen)}，订单号${orderNo}，待买家付款。`,
      link: `/sellerCenter/orderDetail?orderId=${orderId}`,
    });
    return { orderId, orderNo, totalAmount: toYuan(goodsFen), status: 'pending_payment' as const };
  });
}

async function detailOf(db: Db, buyerId: number, orderId: number) {
  const d = await findOrder(db, buyerId, orderId);
  if (!d) throw notFound('订单不存在');
  return d;
}

export async function cancelByBuyer(db: Db, buyer: Buyer, orderId: number, reason: string) {
  await applyOrderEvent(db, {
    orderId,
    event: 'cancel',
    buyerMemberId: buyer.id,
    operator: `买家：${buyer.nickName}`,
    note: `买家取消${reason ? `：${reason}` : ''}`,
  });
  return detailOf(db, buyer.id, orderId);
}

export async function confirmByBuyer(db: Db, buyer: Buyer, orderId: number) {
  await applyOrderEvent(db, { orderId, event: 'confirm', buyerMemberId: buyer.id, operator: `买家：${buyer.nickName}`, note: '买家确认完成' });
  return detailOf(db, buyer.id, orderId);
}

/**
 * One evaluation per completed order: the order's row is locked while the check and the insert
 * run, so two submissions at once store one. The seller's 评价管理 lists it at once.
 */
export async function evaluate(db: Db, buyer: Buyer, input: { orderId: number; rating: number; content: string }) {
  await db.transaction(async (tx) => {
    const [o] = await tx
      .select()
      .from(sellerOrders)
      .where(and(eq(sellerOrders.id, input.orderId), eq(sellerOrders.buyerMemberId, buyer.id)))
      .for('update');
    if (!o) throw notFound('订单不存在');
    if (o.status !== 'completed') throw badRequest('订单完成后才能评价');
    const [done] = await tx.select({ id: sellerEvaluations.id }).from(sellerEvaluations).where(eq(sellerEvaluations.orderId, o.id)).limit(1);
    if (done) throw badRequest('该订单已评价，不能重复评价');
    const [item] = await tx
      .select({ goodsId: sellerOrderItems.goodsId, goodsName: sellerOrderItems.goodsName })
      .from(sellerOrderItems)
      .where(eq(sellerOrderItems.orderId, o.id))
      .orderBy(asc(sellerOrderItems.id))
      .limit(1);
    if (!item) throw notFound('订单不存在');
    await tx.insert(sellerEvaluations).values({
      memberId: o.memberId,
      orderId: o.id,
      goodsId: item.goodsId,
      buyerName: buyer.nickName.slice(0, 32),
      rating: input.rating,
      content: input.content,
    });
    await createMessage(tx, o.memberId, {
      category: 'service',
      title: '收到新的买家评价',
      content: `订单${o.orderNo}“${item.goodsName}”收到${input.rating}星评价。`,
      link: '/sellerCenter/evaluationManagement',
    });
  });
  return detailOf(db, buyer.id, input.orderId);
}

/**
 * Confirms every delivered order whose buyer has not confirmed it `days` days after delivery, as
 * the buyer would (the sale is booked by applyOrderEvent). Answers how many it confirmed. A job
 * runs it; an order confirmed meanwhile by its buyer is skipped (applyOrderEvent's state check).
 */
export async function autoConfirmOrders(db: Db, now: Date = new Date(), days: number = AUTO_CONFIRM_DAYS_DEFAULT) {
  const due = new Date(now.getTime() - days * 86400000);
  const rows = await db
    .select({ id: sellerOrders.id })
    .from(sellerOrders)
    .where(and(eq(sellerOrders.status, 'shipped'), lt(sellerOrders.shippedAt, due)))
    .orderBy(asc(sellerOrders.id))
    .limit(1000);
  let confirmed = 0;
  for (const r of rows) {
    try {
      await applyOrderEvent(db, { orderId: r.id, event: 'confirm', operator: '系统：超时自动确认', note: `发货${days}天后买家未确认，系统自动确认完成` });
      confirmed += 1;
    } catch {
      // Confirmed or cancelled by someone else between the read and the update: nothing to do.
    }
  }
  return { confirmed };
}
