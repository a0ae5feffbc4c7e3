import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { SELLER_ORDER_ACTION_LABEL, SELLER_ORDER_STATUS_LABEL, type SellerOrderFilter, type SellerOrderStatus, type SellerOrderSummary } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import { sellerEvaluations, sellerGoods, sellerOrderItems, sellerOrderLogs, sellerOrders } from '../../db/schema/index.js';
import { escapeLike } from './seller-entry.repository.js';
import { dayRange } from './seller-shared.js';
import { isoTimeOrNull, isoTime } from '../../lib/dates.js';
import { toYuan } from '../../lib/money.js';

export type OrderRow = typeof sellerOrders.$inferSelect;

export function orderWhere(memberId: number, f: SellerOrderFilter): SQL | undefined {
  const { from, to } = dayRange(f.dateFrom, f.dateTo);
  return and(
    eq(sellerOrders.memberId, memberId),
    f.status ? eq(sellerOrders.status, f.status) : undefined,
    f.orderNo ? ilike(sellerOrders.orderNo, `%${escapeLike(f.orderNo)}%`) : undefined,
    f.buyerPhone ? ilike(sellerOrders.buyerPhone, `%${escapeLike(f.buyerPhone)}%`) : undefined,
    from ? gte(sellerOrders.createdAt, from) : undefined,
    to ? lt(sellerOrders.createdAt, to) : undefined,
  );
}

const itemAgg = sql<string>`(select count(*) from ${sellerOrderItems} i where i.order_id = seller_orders.id)`.mapWith(Number);
const firstItem = sql<string>`(select i.goods_name from ${sellerOrderItems} i where i.order_id = seller_orders.id order by i.id limit 1)`;

export function toOrderSummary(r: OrderRow & { itemCount: number; firstItemName: string | null }): SellerOrderSummary {
  const status = r.status as SellerOrderStatus;
  return {
    orderId: r.id,
    orderNo: r.orderNo,
    buyerName: r.buyerName,
    buyerPhone: r.buyerPhone,
    status,
    statusText: SELLER_ORDER_STATUS_LABEL[status],
    goodsAmount: toYuan(r.goodsFen),
    totalAmount: toYuan(r.totalFen),
    itemCount: Number(r.itemCount),
    firstItemName: r.firstItemName ?? '',
    createdAt: isoTime(r.createdAt),
  };
}

/** The list's order (newest 下单时间 first, id breaking ties); the export follows it row for row. */
const LIST_ORDER = [desc(sellerOrders.createdAt), desc(sellerOrders.id)];

function summaryQuery(db: Db) {
  return db.select({ o: sellerOrders, itemCount: itemAgg, firstItemName: firstItem }).from(sellerOrders);
}
const flat = (r: { o: OrderRow; itemCount: number; firstItemName: string | null }) => ({ ...r.o, itemCount: r.itemCount, firstItemName: r.firstItemName });

export async function orderPage(db: Db, memberId: number, f: SellerOrderFilter, limit: number, offset: number) {
  const where = orderWhere(memberId, f);
  const [rows, [{ n }]] = await Promise.all([
    summaryQuery(db)
      .where(where)
      .orderBy(...LIST_ORDER)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(sellerOrders).where(where),
  ]);
  return { list: rows.map((r) => toOrderSummary(flat(r))), total: Number(n) };
}

/**
 * Where an export page resumes: the last row's 下单时间 and id. The time travels as text with
 * microseconds: created_at keeps them (defaultNow()) and a JS Date would cut them to milliseconds,
 * skipping rows that share that millisecond.
 */
export type OrderCursor = { at: string; id: number };

/** Export pages in the list's order, keyset on (created_at, id). */
export async function orderBatch(db: Db, memberId: number, f: SellerOrderFilter, after: OrderCursor | null, limit: number) {
  const rows = await db
    .select({
      o: sellerOrders,
      at: sql<string>`to_char(${sellerOrders.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      items: sql<string>`(select string_agg(i.goods_name || '（' || i.sku_text || '）×' || i.quantity, '；' order by i.id) from ${sellerOrderItems} i where i.order_id = seller_orders.id)`,
    })
    .from(sellerOrders)
    .where(and(orderWhere(memberId, f), after ? sql`(${sellerOrders.createdAt}, ${sellerOrders.id}) < (${after.at}::timestamptz, ${after.id})` : undefined))
    .orderBy(...LIST_ORDER)
    .limit(limit);
  return rows.map((r) => ({ ...r.o, items: r.items ?? '', cursor: { at: r.at, id: r.o.id } }));
}

export async function findOrder(db: Db, orderId: number, memberId?: number) {
  const [row] = await db
    .select()
    .from(sellerOrders)
    .where(and(eq(sellerOrders.id, orderId), memberId === undefined ? undefined : eq(sellerOrders.memberId, memberId)))
    .limit(1);
  return row ?? null;
}

export async function itemsOf(db: Db, orderId: number) {
  const rows = await db.select().from(sellerOrderItems).where(eq(sellerOrderItems.orderId, orderId)).orderBy(asc(sellerOrderItems.id));
  return rows.map((i) => ({
    itemId: i.id,
    goodsId: i.goodsId,
    goodsName: i.goodsName,
    skuText: i.skuText,
    imageUrl: i.imageUrl,
    price: toYuan(i.priceFen),
    quantity: i.quantity,
    amount: toYuan(i.priceFen * i.quantity),
  }));
}

export async function logsOf(db: Db, orderId: number) {
  const rows = await db.select().from(sellerOrderLogs).where(eq(sellerOrderLogs.orderId, orderId)).orderBy(asc(sellerOrderLogs.id));
  return rows.map((l) => ({
    logId: l.id,
    action: l.action,
    actionText: SELLER_ORDER_ACTION_LABEL[l.action] ?? l.action,
    fromStatus: l.fromStatus,
    toStatus: l.toStatus,
    note: l.note,
    operator: l.operator,
    createdAt: isoTime(l.createdAt),
  }));
}

export async function countByStatus(db: Db, memberId: number) {
  const rows = await db
    .select({ status: sellerOrders.status, n: count() })
    .from(sellerOrders)
    .where(and(eq(sellerOrders.memberId, memberId), inArray(sellerOrders.status, ['pending_payment', 'paid'])))
    .groupBy(sellerOrders.status);
  const m = new Map(rows.map((r) => [r.status, Number(r.n)]));
  return { unpaid: m.get('pending_payment') ?? 0, toShip: m.get('paid') ?? 0 };
}

// ——— Evaluations ———

const evalColumns = { e: sellerEvaluations, orderNo: sellerOrders.orderNo, goodsName: sellerGoods.name };
type EvalRow = { e: typeof sellerEvaluations.$inferSelect; orderNo: string | null; goodsName: string | null };
const toEvaluation = (r: EvalRow) => ({
  evaluationId: r.e.id,
  orderId: r.e.orderId,
  orderNo: r.orderNo ?? '',
  goodsId: r.e.goodsId,
  goodsName: r.goodsName ?? '',
  buyerName: r.e.buyerName,
  rating: r.e.rating,
  content: r.e.content,
  reply: r.e.reply,
  repliedAt: isoTimeOrNull(r.e.repliedAt),
  createdAt: isoTime(r.e.createdAt),
});
function evalQuery(db: Db) {
  return db
    .select(evalColumns)
    .from(sellerEvaluations)
    .leftJoin(sellerOrders, eq(sellerOrders.id, sellerEvaluations.orderId))
    .leftJoin(sellerGoods, eq(sellerGoods.id, sellerEvaluations.goodsId));
}

export async function evaluationPage(db: Db, memberId: number, f: { rating?: number; replied?: boolean }, limit: number, offset: number) {
  const where = and(
    eq(sellerEvaluations.memberId, memberId),
    f.rating ? eq(sellerEvaluations.rating, f.rating) : undefined,
    f.replied === undefined ? undefined : f.replied ? isNotNull(sellerEvaluations.reply) : isNull(sellerEvaluations.reply),
  );
  const [rows, [{ n }]] = await Promise.all([
    evalQuery(db).where(where).orderBy(desc(sellerEvaluations.createdAt), desc(sellerEvaluations.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(sellerEvaluations).where(where),
  ]);
  return { list: rows.map(toEvaluation), total: Number(n) };
}

export async function findEvaluation(db: Db, memberId: number, evaluationId: number) {
  const [row] = await evalQuery(db)
    .where(and(eq(sellerEvaluations.id, evaluationId), eq(sellerEvaluations.memberId, memberId)))
    .limit(1);
  return row ? toEvaluation(row) : null;
}

export async function countUnreplied(db: Db, memberId: number) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(sellerEvaluations)
    .where(and(eq(sellerEvaluations.memberId, memberId), isNull(sellerEvaluations.reply)));
  return Number(n);
}
