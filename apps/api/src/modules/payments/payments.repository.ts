import { and, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import {
  PAYMENT_DRIVER_LABEL,
  REFUND_REQUEST_STATUS_LABEL,
  REFUND_STATUS_LABEL,
  SELLER_ORDER_STATUS_LABEL,
  SELLER_WITHDRAWAL_STATUS_LABEL,
  type AdminRefund,
  type AdminRefundRequest,
  type AdminWithdrawal,
  type PaymentDriverName,
  type RefundRequestStatus,
  type SellerOrderStatus,
} from '@shp/contracts';
import { queryRows, type Db } from '../../db/client.js';
import {
  members,
  paymentNotifications,
  paymentRefundRequests,
  paymentRefunds,
  payments,
  sellerCompanies,
  sellerOrderItems,
  sellerOrders,
  sellerWithdrawals,
} from '../../db/schema/index.js';
import { isoTime, isoTimeOrNull } from '../../lib/dates.js';
import { toYuan } from '../../lib/money.js';

export type PaymentRow = typeof payments.$inferSelect;
export type OrderRow = typeof sellerOrders.$inferSelect;

export async function buyerOrder(db: Db, orderId: number, buyerMemberId: number) {
  const [o] = await db
    .select()
    .from(sellerOrders)
    .where(and(eq(sellerOrders.id, orderId), eq(sellerOrders.buyerMemberId, buyerMemberId)))
    .limit(1);
  return o ?? null;
}

export async function orderItems(db: Db, orderId: number) {
  return db
    .select({ goodsName: sellerOrderItems.goodsName, skuText: sellerOrderItems.skuText, quantity: sellerOrderItems.quantity })
    .from(sellerOrderItems)
    .where(eq(sellerOrderItems.orderId, orderId))
    .orderBy(sellerOrderItems.id);
}

export async function sellerName(db: Db, sellerId: number) {
  const [c] = await db.select({ name: sellerCompanies.name }).from(sellerCompanies).where(eq(sellerCompanies.memberId, sellerId)).limit(1);
  return c?.name ?? '';
}

export async function paymentByNo(db: Db, paymentNo: string) {
  const [p] = await db.select().from(payments).where(eq(payments.paymentNo, paymentNo)).limit(1);
  return p ?? null;
}

export async function paidPaymentOf(db: Db, orderId: number) {
  const [p] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')))
    .limit(1);
  return p ?? null;
}

export async function latestRefundOf(db: Db, orderId: number) {
  const [r] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.orderId, orderId)).orderBy(desc(paymentRefunds.id)).limit(1);
  return r ?? null;
}

export async function recordNotice(
  db: Db,
  n: { driver: string; paymentNo?: string | null; providerTradeNo?: string | null; amountFen?: number | null; outcome: string; detail?: string },
) {
  await db.insert(paymentNotifications).values({
    driver: n.driver,
    paymentNo: n.paymentNo?.slice(0, 32) ?? null,
    providerTradeNo: n.providerTradeNo?.slice(0, 64) ?? null,
    amountFen: n.amountFen ?? null,
    outcome: n.outcome,
    detail: (n.detail ?? '').slice(0, 300),
  });
}

const maskedBalance = sql<string>`(select coalesce(sum(f.amount_fen), 0) from seller_flows f where f.member_id = ${sellerWithdrawals.memberId})`;

function toAdminWithdrawal(r: { w: typeof sellerWithdrawals.$inferSelect; company: string | null; nick: string | null; balance: string }): AdminWithdrawal {
  const status = r.w.status as AdminWithdrawal['status'];
  return {
    withdrawalId: r.w.id,
    withdrawNo: r.w.withdrawNo,
    sellerId: r.w.memberId,
    sellerName: r.company ?? r.nick ?? '',
    amount: toYuan(r.w.amountFen),
    status,
    statusText: SELLER_WITHDRAWAL_STATUS_LABEL[status] ?? status,
    bankName: r.w.bankName,
    accountName: r.w.accountName,
    accountNo: r.w.accountNo,
    remark: r.w.remark,
    bankReference: r.w.bankReference,
    sellerBalance: toYuan(r.balance),
    createdAt: isoTime(r.w.createdAt),
    processedAt: isoTimeOrNull(r.w.processedAt),
  };
}

function withdrawalQuery(db: Db) {
  return db
    .select({ w: sellerWithdrawals, company: sellerCompanies.name, nick: members.nickName, balance: maskedBalance })
    .from(sellerWithdrawals)
    .leftJoin(sellerCompanies, eq(sellerCompanies.memberId, sellerWithdrawals.memberId))
    .leftJoin(members, eq(members.id, sellerWithdrawals.memberId));
}

/** The review queue: pending oldest first (first come, first paid); other filters newest first. */
export async function withdrawalPage(db: Db, status: 'pending' | 'paid' | 'rejected' | undefined, limit: number, offset: number) {
  const where = status ? eq(sellerWithdrawals.status, status) : undefined;
  const order = status === 'pending' ? [sellerWithdrawals.id] : [desc(sellerWithdrawals.id)];
  const [rows, [{ n }]] = await Promise.all([
    withdrawalQuery(db)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(sellerWithdrawals).where(where),
  ]);
  return { list: rows.map(toAdminWithdrawal), total: Number(n) };
}

export async function adminWithdrawal(db: Db, id: number) {
  const [r] = await withdrawalQuery(db).where(eq(sellerWithdrawals.id, id)).limit(1);
  return r ? toAdminWithdrawal(r) : null;
}

/** Pending payments of an order (attempts abandoned for a newer one). */
export async function pendingPaymentsOf(db: Db, orderIds: number[]) {
  if (!orderIds.length) return [];
  return db
    .select()
    .from(payments)
    .where(and(inArray(payments.orderId, orderIds), eq(payments.status, 'pending')));
}

export async function notificationsOf(db: Db, paymentNo: string) {
  return queryRows<{ outcome: string; detail: string }>(
    db,
    sql`select outcome, detail from ${paymentNotifications} where payment_no = ${paymentNo} order by id`,
  );
}

/** The newest attempt of an order still waiting for its money. */
export async function latestPendingPaymentOf(db: Db, orderId: number) {
  const [p] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')))
    .orderBy(desc(payments.id))
    .limit(1);
  return p ?? null;
}

/** Pending payments of a driver created in [from, to], oldest first (the reconcile job asks the provider about them). */
export async function pendingPaymentsBetween(db: Db, driver: string, from: Date, to: Date, limit = 200) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.driver, driver), eq(payments.status, 'pending'), gte(payments.createdAt, from), lte(payments.createdAt, to)))
    .orderBy(payments.id)
    .limit(limit);
}

/** A refund with the payment_no it gave back. */
export async function refundByNo(db: Db, refundNo: string) {
  const [r] = await db
    .select({
      id: paymentRefunds.id,
      amountFen: paymentRefunds.amountFen,
      status: paymentRefunds.status,
      providerRefundId: paymentRefunds.providerRefundId,
      paymentNo: payments.paymentNo,
    })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .where(eq(paymentRefunds.refundNo, refundNo))
    .limit(1);
  return r ?? null;
}

function refundRequestQuery(db: Db) {
  return db
    .select({ r: paymentRefundRequests, o: sellerOrders, company: sellerCompanies.name })
    .from(paymentRefundRequests)
    .innerJoin(sellerOrders, eq(sellerOrders.id, paymentRefundRequests.orderId))
    .leftJoin(sellerCompanies, eq(sellerCompanies.memberId, sellerOrders.memberId));
}

function toAdminRefundRequest(x: {
  r: typeof paymentRefundRequests.$inferSelect;
  o: typeof sellerOrders.$inferSelect;
  company: string | null;
}): AdminRefundRequest {
  const status = x.r.status as RefundRequestStatus;
  return {
    requestId: x.r.id,
    orderId: x.o.id,
    orderNo: x.o.orderNo,
    orderStatusText: SELLER_ORDER_STATUS_LABEL[x.o.status as SellerOrderStatus] ?? x.o.status,
    sellerName: x.company ?? '',
    buyerName: x.o.buyerName,
    amount: toYuan(x.o.totalFen),
    reason: x.r.reason,
    status,
    statusText: REFUND_REQUEST_STATUS_LABEL[status] ?? status,
    decisionReason: x.r.decisionReason,
    operator: x.r.operator,
    createdAt: isoTime(x.r.createdAt),
    decidedAt: isoTimeOrNull(x.r.decidedAt),
  };
}

/** Refund requests: pending oldest first (first asked, first answered); other filters newest first. */
export async function refundRequestPage(db: Db, status: RefundRequestStatus | undefined, limit: number, offset: number) {
  const where = status ? eq(paymentRefundRequests.status, status) : undefined;
  const order = status === 'pending' ? [paymentRefundRequests.id] : [desc(paymentRefundRequests.id)];
  const [rows, [{ n }]] = await Promise.all([
    refundRequestQuery(db)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(paymentRefundRequests).where(where),
  ]);
  return { list: rows.map(toAdminRefundRequest), total: Number(n) };
}

export async function adminRefundRequest(db: Db, id: number) {
  const [r] = await refundRequestQuery(db).where(eq(paymentRefundRequests.id, id)).limit(1);
  return r ? toAdminRefundRequest(r) : null;
}

/** Refunds given (or being given) back, newest first. */
export async function refundPage(db: Db, status: 'processing' | 'success' | 'failed' | undefined, limit: number, offset: number) {
  const where = status ? eq(paymentRefunds.status, status) : undefined;
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ r: paymentRefunds, orderNo: sellerOrders.orderNo, paymentNo: payments.paymentNo, driver: payments.driver })
      .from(paymentRefunds)
      .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
      .innerJoin(sellerOrders, eq(sellerOrders.id, paymentRefunds.orderId))
      .where(where)
      .orderBy(desc(paymentRefunds.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(paymentRefunds).where(where),
  ]);
  const list: AdminRefund[] = rows.map((x) => ({
    refundNo: x.r.refundNo,
    orderId: x.r.orderId,
    orderNo: x.orderNo,
    paymentNo: x.paymentNo,
    driverName: PAYMENT_DRIVER_LABEL[x.driver as PaymentDriverName] ?? x.driver,
    amount: toYuan(x.r.amountFen),
    status: x.r.status,
    statusText: REFUND_STATUS_LABEL[x.r.status] ?? x.r.status,
    reason: x.r.reason,
    operator: x.r.operator,
    createdAt: isoTime(x.r.createdAt),
    doneAt: isoTimeOrNull(x.r.doneAt),
  }));
  return { list, total: Number(n) };
}
