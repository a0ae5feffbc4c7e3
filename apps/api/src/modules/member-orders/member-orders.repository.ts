import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import {
  SELLER_ORDER_ACTION_LABEL,
  SELLER_ORDER_STATUS_LABEL,
  type MemberOrderDetail,
  type MemberOrderFilter,
  type MemberOrderAction,
  type MemberOrderItem,
  type MemberOrderStatus,
  type MemberOrderSummary,
} from '@shp/contracts';
import type { Db } from '../../db/client.js';
import { sellerCompanies, sellerEvaluations, sellerOrderItems, sellerOrderLogs, sellerOrders } from '../../db/schema/index.js';
import { isoTimeOrNull, isoTime } from '../../lib/dates.js';
import { toYuan } from '../../lib/money.js';

/** Items a list card shows; the detail shows them all. */
const CARD_ITEMS = 3;

type OrderRow = typeof sellerOrders.$inferSelect;
type ItemRow = typeof sellerOrderItems.$inferSelect;

const statusText = (s: string) => SELLER_ORDER_STATUS_LABEL[s as MemberOrderStatus] ?? s;

function toItem(r: ItemRow): MemberOrderItem {
  return {
    itemId: r.id,
    goodsName: r.goodsName,
    skuText: r.skuText,
    imageUrl: r.imageUrl,
    price: toYuan(r.priceFen),
    quantity: r.quantity,
    amount: toYuan(r.priceFen * r.quantity),
  };
}

/** What the buyer may do with an order in this state. */
function actionsOf(status: string, evaluated: boolean): MemberOrderAction[] {
  if (status === 'pending_payment') return ['pay', 'cancel'];
  if (status === 'paid') return ['refund'];
  if (status === 'shipped') return ['confirm'];
  if (status === 'completed' && !evaluated) return ['evaluate'];
  return [];
}

async function evaluatedOrders(db: Db, ids: number[]) {
  if (!ids.length) return new Set<number>();
  const rows = await db.select({ orderId: sellerEvaluations.orderId }).from(sellerEvaluations).where(inArray(sellerEvaluations.orderId, ids));
  return new Set(rows.map((r) => r.orderId));
}

function toSummary(o: OrderRow, sellerName: string | null, items: ItemRow[], cardOnly: boolean, evaluated: boolean): MemberOrderSummary {
  return {
    id: o.id,
    orderNo: o.orderNo,
    sellerName: sellerName ?? '',
    status: o.status as MemberOrderStatus,
    statusText: statusText(o.status),
    totalAmount: toYuan(o.totalFen),
    itemCount: items.length,
    items: (cardOnly ? items.slice(0, CARD_ITEMS) : items).map(toItem),
    createdAt: isoTime(o.createdAt),
    buyerActions: actionsOf(o.status, evaluated),
  };
}

/** The buyer's orders, newest first; only those whose buyer_member_id is `memberId`. */
export async function orderPage(db: Db, memberId: number, f: MemberOrderFilter, limit: number, offset: number) {
  const where = and(eq(sellerOrders.buyerMemberId, memberId), f.status ? eq(sellerOrders.status, f.status) : undefined);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ o: sellerOrders, sellerName: sellerCompanies.name })
      .from(sellerOrders)
      .leftJoin(sellerCompanies, eq(sellerCompanies.memberId, sellerOrders.memberId))
      .where(where)
      .orderBy(desc(sellerOrders.createdAt), desc(sellerOrders.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(sellerOrders).where(where),
  ]);
  const ids = rows.map((r) => r.o.id);
  const [items, evaluated] = await Promise.all([
    ids.length ? db.select().from(sellerOrderItems).where(inArray(sellerOrderItems.orderId, ids)).orderBy(asc(sellerOrderItems.id)) : [],
    evaluatedOrders(db, ids),
  ]);
  const byOrder = new Map<number, ItemRow[]>();
  for (const it of items) byOrder.set(it.orderId, [...(byOrder.get(it.orderId) ?? []), it]);
  return { list: rows.map((r) => toSummary(r.o, r.sellerName, byOrder.get(r.o.id) ?? [], true, evaluated.has(r.o.id))), total: Number(n) };
}

/** One of the buyer's orders, or null when there is none with that id for this buyer. */
export async function findOrder(db: Db, memberId: number, id: number): Promise<MemberOrderDetail | null> {
  const [row] = await db
    .select({ o: sellerOrders, sellerName: sellerCompanies.name })
    .from(sellerOrders)
    .leftJoin(sellerCompanies, eq(sellerCompanies.memberId, sellerOrders.memberId))
    .where(and(eq(sellerOrders.id, id), eq(sellerOrders.buyerMemberId, memberId)))
    .limit(1);
  if (!row) return null;
  const o = row.o;
  const [items, logs, evaluated] = await Promise.all([
    db.select().from(sellerOrderItems).where(eq(sellerOrderItems.orderId, o.id)).orderBy(asc(sellerOrderItems.id)),
    db.select().from(sellerOrderLogs).where(eq(sellerOrderLogs.orderId, o.id)).orderBy(asc(sellerOrderLogs.createdAt), asc(sellerOrderLogs.id)),
    evaluatedOrders(db, [o.id]),
  ]);
  return {
    ...toSummary(o, row.sellerName, items, false, evaluated.has(o.id)),
    goodsAmount: toYuan(o.goodsFen),
    paidAt: isoTimeOrNull(o.paidAt),
    shippedAt: isoTimeOrNull(o.shippedAt),
    completedAt: isoTimeOrNull(o.completedAt),
    cancelledAt: isoTimeOrNull(o.cancelledAt),
    logisticsCompany: o.logisticsCompany,
    trackingNo: o.trackingNo,
    receiver: { name: o.receiverName, phone: o.receiverPhone, address: o.receiverAddress },
    buyerRemark: o.buyerRemark,
    history: logs.map((l) => ({
      at: isoTime(l.createdAt),
      actionText: SELLER_ORDER_ACTION_LABEL[l.action] ?? l.action,
      statusText: statusText(l.toStatus),
      note: l.note,
    })),
  };
}
