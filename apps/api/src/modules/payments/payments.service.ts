import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  PAYMENT_DRIVER_LABEL,
  REFUND_REFUSE_REASON_MSG,
  REFUND_REQUEST_STATUS_LABEL,
  ResultCode,
  SELLER_ORDER_STATUS_LABEL,
  chinaDay,
  type PaymentDriverName,
  type PaymentOrder,
  type RefundRequestStatus,
  type SellerOrderStatus,
} from '@shp/contracts';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { paymentRefundRequests, paymentRefunds, payments, sellerOrders } from '../../db/schema/index.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { isoTimeOrNull } from '../../lib/dates.js';
import { qrSvg } from '../../lib/qr.js';
import { toYuan, yuanText } from '../../lib/money.js';
import { createMessage } from '../messages/messages.repository.js';
import { applyOrderEvent, processWithdrawal } from '../seller/seller.routes.js';
import { NoticeRefused, type NoticeAck, type PaymentDriver, type VerifiedRefundNotice } from './payments-driver.js';
import { localPaymentDriver } from './payments-local.js';
import { wechatPaymentDriver } from './payments-wechatpay.js';
import { alipayPaymentDriver } from './payments-alipay.js';
import * as repo from './payments.repository.js';

export { reconcile } from './payments-reconcile.js';

type Deps = { db: Db; config: Pick<Config, 'payments' | 'authSecret'>; log: FastifyBaseLogger };
type LocalDriver = ReturnType<typeof localPaymentDriver>;

const drivers = new WeakMap<object, PaymentDriver>();
/** The configured driver (one per configuration: the SDK clients keep their keys and agents). */
export function paymentDriverOf(config: Deps['config']): PaymentDriver {
  let d = drivers.get(config.payments);
  if (!d) {
    const p = config.payments;
    d =
      p.driver === 'wechatpay'
        ? wechatPaymentDriver(p.wechatpay!, p.timeoutMs)
        : p.driver === 'alipay'
          ? alipayPaymentDriver(p.alipay!, p.timeoutMs)
          : localPaymentDriver(config.authSecret);
    drivers.set(config.payments, d);
  }
  return d;
}

const providerDown = () => new AppError(ResultCode.BUSINESS, '支付渠道暂时无法受理，请稍后重试', 503);
const statusText = (s: string) => SELLER_ORDER_STATUS_LABEL[s as SellerOrderStatus] ?? s;
const newNo = (prefix: string, now: Date) => `${prefix}${chinaDay(now).replace(/-/g, '')}${crypto.randomBytes(6).toString('hex').toUpperCase()}`;
const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/**
 * Gives a collected payment back through its provider and records the refund. With `order`, the
 * order is cancelled (event `refund`) in the same transaction, and the buyer told. The order row is
 * locked for the whole call, so a delivery cannot slip in between the check and the refund.
 */
async function refundPayment(
  deps: Deps,
  input: { payment: repo.PaymentRow; reason: string; operator: string; cancelOrder: boolean; sellerId?: number; inTx?: (tx: Db) => Promise<void> },
) {
  const { db, log } = deps;
  const driver = paymentDriverOf(deps.config);
  const p = input.payment;
  if (p.driver !== driver.name)
    throw badRequest(`该订单通过${PAYMENT_DRIVER_LABEL[p.driver as PaymentDriverName] ?? p.driver}支付，该渠道当前未启用，请联系平台处理退款`);
  const now = new Date();
  const refundNo = newNo('RF', now);
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(sellerOrders).where(eq(sellerOrders.id, p.orderId)).for('update');
    if (input.cancelOrder && order.status !== 'paid') throw badRequest(`订单当前状态为“${statusText(order.status)}”，不能取消并退款`);
    try {
      await tx.insert(paymentRefunds).values({
        refundNo,
        paymentId: p.id,
        orderId: p.orderId,
        amountFen: p.amountFen,
        status: 'processing',
        reason: input.reason.slice(0, 200),
        operator: input.operator.slice(0, 64),
        createdAt: now,
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw badRequest('该订单的退款已在处理中');
      throw err;
    }
    let res: Awaited<ReturnType<PaymentDriver['refund']>>;
    try {
      res = await driver.refund({
        paymentNo: p.paymentNo,
        refundNo,
        amountFen: p.amountFen,
        totalFen: p.amountFen,
        reason: input.reason,
        notifyUrl: `${deps.config.payments.notifyBase}/${driver.name}/refund`,
      });
    } catch (err) {
      log.warn({ err: (err as Error).message, paymentNo: p.paymentNo, refundNo }, 'payments: refund refused by the provider');
      throw providerDown();
    }
    await tx
      .update(paymentRefunds)
      .set({ status: res.status, providerRefundId: res.providerRefundId, doneAt: res.status === 'success' ? new Date() : null })
      .where(eq(paymentRefunds.refundNo, refundNo));
    await tx.update(payments).set({ status: 'refunded', refundedAt: new Date() }).where(eq(payments.id, p.id));
    if (input.cancelOrder) {
      await applyOrderEvent(tx, {
        orderId: p.orderId,
        event: 'refund',
        operator: input.operator,
        note: `${input.reason}（原路退款${yuanText(p.amountFen)}）`,
        sellerId: input.sellerId,
      });
      // A buyer's open refund request is answered by this refund, whoever started it.
      await tx
        .update(paymentRefundRequests)
        .set({ status: 'approved', decisionReason: input.reason.slice(0, 200), operator: input.operator.slice(0, 64), decidedAt: new Date() })
        .where(and(eq(paymentRefundRequests.orderId, p.orderId), eq(paymentRefundRequests.status, 'pending')));
    }
    if (input.inTx) await input.inTx(tx);
    if (order.buyerMemberId) {
      await createMessage(tx, order.buyerMemberId, {
        category: 'service',
        title: '订单已退款',
        content: `订单${order.orderNo}已取消，${yuanText(p.amountFen)}将原路退回。原因：${input.reason}`,
        link: '/personalCenter/myOrder',
      });
    }
    return { refundNo, status: res.status };
  });
}

/** Cancels a paid (not yet delivered) order with a full refund: the seller's cancel with a reason, or an operator's. */
export async function refundPaidOrder(
  deps: Deps,
  input: { orderId: number; reason: string; operator: string; sellerId?: number; inTx?: (tx: Db) => Promise<void> },
) {
  const [order] = await deps.db
    .select()
    .from(sellerOrders)
    .where(and(eq(sellerOrders.id, input.orderId), input.sellerId !== undefined ? eq(sellerOrders.memberId, input.sellerId) : undefined))
    .limit(1);
  if (!order) throw notFound('订单不存在');
  if (order.status !== 'paid') throw badRequest(`订单当前状态为“${statusText(order.status)}”，不能取消并退款`);
  const payment = await repo.paidPaymentOf(deps.db, order.id);
  if (!payment) throw badRequest('该订单没有在线支付记录，无法原路退款，请联系平台处理');
  const r = await refundPayment(deps, {
    payment,
    reason: input.reason,
    operator: input.operator,
    cancelOrder: true,
    sellerId: input.sellerId,
    inTx: input.inTx,
  });
  return {
    orderId: order.id,
    status: 'cancelled' as const,
    statusText: statusText('cancelled'),
    refundStatus: r.status === 'success' ? '退款成功' : '退款处理中',
  };
}

/**
 * What a verified notice does (or the provider's answer to a query, `source: 'query'`); the
 * outcome is recorded whatever it is.
 */
async function applyNotice(
  deps: Deps,
  n: { paymentNo: string; providerTradeNo: string | null; amountFen: number; paid: boolean },
  source: 'notice' | 'query' = 'notice',
): Promise<boolean> {
  const { db, log } = deps;
  const driver = paymentDriverOf(deps.config);
  const label = PAYMENT_DRIVER_LABEL[driver.name];
  const record = (outcome: string, detail = '') =>
    repo.recordNotice(db, {
      driver: driver.name,
      paymentNo: n.paymentNo,
      providerTradeNo: n.providerTradeNo,
      amountFen: n.amountFen,
      outcome,
      detail: source === 'query' ? `主动查询${detail ? `：${detail}` : ''}` : detail,
    });
  const payment = await repo.paymentByNo(db, n.paymentNo);
  if (!payment || payment.driver !== driver.name) {
    log.warn({ paymentNo: n.paymentNo }, 'payments: notification for an unknown payment');
    await record('unknown_payment');
    return false;
  }
  if (!n.paid) {
    await record('not_paid');
    return true;
  }
  if (n.amountFen !== payment.amountFen) {
    log.warn({ paymentNo: n.paymentNo, notified: n.amountFen, expected: payment.amountFen }, 'payments: notification amount differs from the payment');
    await record('amount_mismatch', `通知金额${n.amountFen}分，应付${payment.amountFen}分`);
    return false;
  }
  let outcome: 'applied' | 'duplicate' | 'late';
  try {
    outcome = await db.transaction(async (tx) => {
      const now = new Date();
      const [p] = await tx
        .update(payments)
        .set({ status: 'paid', providerTradeNo: n.providerTradeNo, paidAt: now })
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')))
        .returning();
      if (!p) return 'duplicate';
      const [o] = await tx.select().from(sellerOrders).where(eq(sellerOrders.id, p.orderId)).for('update');
      // Collected for an order that moved on (cancelled, or re-priced after this attempt began): given back below.
      if (o.status !== 'pending_payment' || o.totalFen !== p.amountFen) return 'late';
      await applyOrderEvent(tx, {
        orderId: o.id,
        event: 'pay',
        operator: `${source === 'query' ? '支付查询' : '支付通知'}：${label}`,
        note: `${label}支付${yuanText(p.amountFen)}${n.providerTradeNo ? `，交易号${n.providerTradeNo}` : ''}`,
      });
      await createMessage(tx, o.memberId, {
        category: 'service',
        title: '订单已付款',
        content: `订单${o.orderNo}买家已付款${yuanText(p.amountFen)}，请及时安排服务。`,
        link: `/sellerCenter/orderDetail?orderId=${o.id}`,
      });
      return 'applied';
    });
  } catch (err) {
    // Another attempt of the same order was collected first (payments_order_paid_uq): this one is given back.
    if (!isUniqueViolation(err)) throw err;
    outcome = 'late';
  }
  if (outcome === 'late') {
    log.warn({ paymentNo: n.paymentNo }, 'payments: collected for an order that no longer waits for it; refunding');
    await record('refused', '订单已不再等待该笔支付，原路退款');
    await refundPayment(deps, {
      payment: { ...payment, providerTradeNo: n.providerTradeNo },
      reason: '订单已取消或已由其他支付完成，自动退款',
      operator: '系统',
      cancelOrder: false,
    }).catch((err) => log.error({ err: (err as Error).message, paymentNo: n.paymentNo }, 'payments: automatic refund failed; reconcile reports it'));
    return true;
  }
  await record(outcome);
  return true;
}

/** How long after creation a payment is left to its notification before the provider is asked. */
const QUERY_AFTER_MS = 5 * 60_000;
/** Older attempts are no longer asked about (the provider closes unpaid orders long before). */
const QUERY_WITHIN_MS = 48 * 3600_000;
/** From the pay page, one question to the provider per payment in this long. */
const QUERY_EVERY_MS = 10_000;

/**
 * The fallback for a notification that never arrived: asks the provider for a pending payment's
 * state. A paid one goes through the same checks as a notification (amount, once only); a closed
 * one is closed here too.
 */
export async function syncPayment(deps: Deps, payment: repo.PaymentRow): Promise<'paid' | 'closed' | 'pending' | 'unknown'> {
  const driver = paymentDriverOf(deps.config);
  if (payment.status !== 'pending' || payment.driver !== driver.name) return 'unknown';
  const state = await driver.queryPayment(payment.paymentNo);
  if (!state) return 'unknown';
  if (state.state === 'paid') {
    await applyNotice(deps, { paymentNo: payment.paymentNo, providerTradeNo: state.providerTradeNo, amountFen: state.amountFen, paid: true }, 'query');
    return 'paid';
  }
  if (state.state === 'closed') {
    await deps.db
      .update(payments)
      .set({ status: 'closed' })
      .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')));
    return 'closed';
  }
  return 'pending';
}

/** The reconcile job's first step: every pending payment old enough to have been notified is asked about. */
export async function syncPendingPayments(deps: Deps, now: Date) {
  const driver = paymentDriverOf(deps.config);
  const pending = await repo.pendingPaymentsBetween(deps.db, driver.name, new Date(now.getTime() - QUERY_WITHIN_MS), new Date(now.getTime() - QUERY_AFTER_MS));
  const counts = { asked: 0, paid: 0, closed: 0, failed: 0 };
  for (const p of pending) {
    try {
      const r = await syncPayment(deps, p);
      if (r === 'unknown') continue;
      counts.asked += 1;
      if (r === 'paid') counts.paid += 1;
      if (r === 'closed') counts.closed += 1;
    } catch (err) {
      counts.failed += 1;
      deps.log.warn({ err: (err as Error).message, paymentNo: p.paymentNo }, 'payments: query of a pending payment failed');
    }
  }
  return counts;
}

/** A refund-result notification: the refund row follows (once); a failed refund is left to an operator. */
async function applyRefundNotice(deps: Deps, n: VerifiedRefundNotice): Promise<boolean> {
  const { db, log } = deps;
  const driver = paymentDriverOf(deps.config);
  const record = (outcome: string, detail = n.detail) =>
    repo.recordNotice(db, { driver: driver.name, paymentNo: n.paymentNo, providerTradeNo: n.providerRefundId, amountFen: n.amountFen, outcome, detail });
  const refund = await repo.refundByNo(db, n.refundNo);
  if (!refund || refund.paymentNo !== n.paymentNo) {
    log.warn({ refundNo: n.refundNo }, 'payments: refund notification for an unknown refund');
    await record('unknown_refund');
    return false;
  }
  if (n.amountFen !== refund.amountFen) {
    log.warn({ refundNo: n.refundNo, notified: n.amountFen, expected: refund.amountFen }, 'payments: refund notification amount differs');
    await record('amount_mismatch', `退款通知金额${n.amountFen}分，应退${refund.amountFen}分`);
    return false;
  }
  const [changed] = await db
    .update(paymentRefunds)
    .set({ status: n.result, providerRefundId: n.providerRefundId ?? refund.providerRefundId, doneAt: new Date() })
    .where(and(eq(paymentRefunds.id, refund.id), eq(paymentRefunds.status, 'processing')))
    .returning({ id: paymentRefunds.id });
  if (!changed) {
    await record('refund_duplicate');
    return true;
  }
  if (n.result === 'failed') log.error({ refundNo: n.refundNo, detail: n.detail }, 'payments: the provider could not refund; an operator must');
  await record(n.result === 'success' ? 'refund_applied' : 'refund_failed');
  return true;
}

/** The buyer asks for a paid, undelivered order to be cancelled and refunded; an operator decides. */
export async function requestRefund(deps: Deps, memberId: number, input: { orderId: number; reason: string }) {
  const { db } = deps;
  return db.transaction(async (tx) => {
    const [o] = await tx
      .select()
      .from(sellerOrders)
      .where(and(eq(sellerOrders.id, input.orderId), eq(sellerOrders.buyerMemberId, memberId)))
      .for('update');
    if (!o) throw notFound('订单不存在');
    if (o.status !== 'paid') throw badRequest(`订单当前状态为“${statusText(o.status)}”，不能申请退款`);
    const [open] = await tx
      .select({ id: paymentRefundRequests.id })
      .from(paymentRefundRequests)
      .where(and(eq(paymentRefundRequests.orderId, o.id), eq(paymentRefundRequests.status, 'pending')))
      .limit(1);
    if (open) throw badRequest('已提交退款申请，请等待平台处理');
    const [r] = await tx
      .insert(paymentRefundRequests)
      .values({ orderId: o.id, buyerMemberId: memberId, reason: input.reason.slice(0, 200) })
      .returning();
    await createMessage(tx, o.memberId, {
      category: 'service',
      title: '买家申请退款',
      content: `订单${o.orderNo}的买家申请退款，平台审核后处理。原因：${input.reason}`,
      link: `/sellerCenter/orderDetail?orderId=${o.id}`,
    });
    return { requestId: r.id, status: 'pending' as const, statusText: REFUND_REQUEST_STATUS_LABEL.pending };
  });
}

/**
 * An operator's answer to a refund request: approve refunds through the driver and cancels the
 * order (the request is closed in the refund's transaction); refuse tells the buyer why. `inTx`
 * (the audit row) commits with the decision.
 */
export async function decideRefundRequest(
  deps: Deps,
  input: { requestId: number; decision: 'approve' | 'refuse'; reason?: string },
  operator: string,
  inTx: (tx: Db, before: { status: string; orderId: number }) => Promise<void>,
) {
  const { db } = deps;
  const [req] = await db.select().from(paymentRefundRequests).where(eq(paymentRefundRequests.id, input.requestId)).limit(1);
  if (!req) throw notFound('退款申请不存在');
  if (req.status !== 'pending')
    throw badRequest(`该退款申请当前状态为“${REFUND_REQUEST_STATUS_LABEL[req.status as RefundRequestStatus] ?? req.status}”，不能重复处理`);
  if (input.decision === 'approve') {
    const reason = `买家申请退款：${req.reason}${input.reason ? `（${input.reason}）` : ''}`;
    await refundPaidOrder(deps, { orderId: req.orderId, reason, operator, inTx: (tx) => inTx(tx, req) });
  } else {
    const reason = input.reason?.trim() ?? '';
    if (!reason) throw badRequest(REFUND_REFUSE_REASON_MSG);
    await db.transaction(async (tx) => {
      const [changed] = await tx
        .update(paymentRefundRequests)
        .set({ status: 'refused', decisionReason: reason.slice(0, 200), operator: operator.slice(0, 64), decidedAt: new Date() })
        .where(and(eq(paymentRefundRequests.id, req.id), eq(paymentRefundRequests.status, 'pending')))
        .returning();
      if (!changed) throw badRequest('该退款申请已处理，请刷新列表');
      const [o] = await tx.select({ orderNo: sellerOrders.orderNo }).from(sellerOrders).where(eq(sellerOrders.id, req.orderId));
      await createMessage(tx, req.buyerMemberId, {
        category: 'service',
        title: '退款申请未通过',
        content: `订单${o?.orderNo ?? ''}的退款申请未通过。原因：${reason}`,
        link: '/personalCenter/myOrder?tab=service',
      });
      await inTx(tx, req);
    });
  }
  const row = await repo.adminRefundRequest(db, req.id);
  if (!row) throw notFound('退款申请不存在');
  return row;
}

export function createPaymentsService(deps: Deps & { postNotice: (driver: string, headers: Record<string, string>, body: string) => Promise<number> }) {
  const { db, log } = deps;
  const driver = paymentDriverOf(deps.config);
  const label = PAYMENT_DRIVER_LABEL[driver.name];
  /** When each payment was last asked about from the pay page (polled every 2 s; the provider is asked less often). */
  const askedAt = new Map<string, number>();

  async function ownOrder(memberId: number, orderId: number) {
    const o = await repo.buyerOrder(db, orderId, memberId);
    if (!o) throw notFound('订单不存在');
    return o;
  }

  function sandbox(): LocalDriver {
    if (driver.name !== 'local') throw notFound('支付沙箱未启用');
    return driver as LocalDriver;
  }

  async function sandboxPayment(memberId: number, paymentNo: string) {
    sandbox();
    const p = await repo.paymentByNo(db, paymentNo);
    if (!p || p.buyerMemberId !== memberId || p.driver !== 'local') throw notFound('支付单不存在');
    return p;
  }

  return {
    driverName: driver.name,

    async prepay(memberId: number, input: { orderId: number; device: 'desktop' | 'mobile' }, clientIp: string) {
      const o = await ownOrder(memberId, input.orderId);
      if (o.status !== 'pending_payment') throw badRequest(`订单当前状态为“${statusText(o.status)}”，无需支付`);
      const items = await repo.orderItems(db, o.id);
      const now = new Date();
      const paymentNo = newNo('PY', now);
      await db.insert(payments).values({
        paymentNo,
        orderId: o.id,
        buyerMemberId: memberId,
        driver: driver.name,
        channel: driver.channelOf(input.device),
        amountFen: o.totalFen,
        createdAt: now,
      });
      const origin = deps.config.payments.publicOrigin;
      try {
        const action = await driver.create({
          paymentNo,
          amountFen: o.totalFen,
          description: `商铺汇订单${o.orderNo}${items[0] ? ` ${items[0].goodsName}` : ''}`,
          device: input.device,
          clientIp,
          returnUrl: `${origin}/pay?orderId=${o.id}&returned=1`,
          notifyUrl: `${deps.config.payments.notifyBase}/${driver.name}`,
        });
        return {
          paymentNo,
          driver: driver.name,
          driverName: label,
          amount: toYuan(o.totalFen),
          action: action.kind === 'qr' ? { ...action, qrImage: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(await qrSvg(action.codeUrl))}` } : action,
        };
      } catch (err) {
        log.warn({ err: (err as Error).message, paymentNo }, 'payments: the provider did not take the payment');
        await db.update(payments).set({ status: 'closed' }).where(eq(payments.paymentNo, paymentNo));
        throw providerDown();
      }
    },

    /** `check`: the member is back from the cashier or scanning: a late notification is not waited for, the provider is asked. */
    async order(memberId: number, orderId: number, check = false): Promise<PaymentOrder> {
      let o = await ownOrder(memberId, orderId);
      if (check && o.status === 'pending_payment') {
        const latest = await repo.latestPendingPaymentOf(db, o.id);
        const last = latest ? askedAt.get(latest.paymentNo) : undefined;
        if (latest && (last === undefined || Date.now() - last >= QUERY_EVERY_MS)) {
          askedAt.set(latest.paymentNo, Date.now());
          if (askedAt.size > 10_000) askedAt.clear();
          const r = await syncPayment(deps, latest).catch((err: Error) => {
            log.warn({ err: err.message, paymentNo: latest.paymentNo }, 'payments: query after return failed');
            return 'unknown' as const;
          });
          if (r === 'paid') o = await ownOrder(memberId, orderId);
        }
      }
      const [items, seller, refund] = await Promise.all([repo.orderItems(db, o.id), repo.sellerName(db, o.memberId), repo.latestRefundOf(db, o.id)]);
      return {
        orderId: o.id,
        orderNo: o.orderNo,
        status: o.status as SellerOrderStatus,
        statusText: statusText(o.status),
        amount: toYuan(o.totalFen),
        sellerName: seller,
        items,
        driver: driver.name,
        driverName: label,
        paidAt: isoTimeOrNull(o.paidAt),
        refund:
          refund && refund.status !== 'failed'
            ? { amount: toYuan(refund.amountFen), statusText: refund.status === 'success' ? '退款成功' : '退款处理中', reason: refund.reason }
            : null,
      };
    },

    async sandboxInfo(memberId: number, paymentNo: string) {
      const p = await sandboxPayment(memberId, paymentNo);
      const [o] = await db.select({ orderNo: sellerOrders.orderNo }).from(sellerOrders).where(eq(sellerOrders.id, p.orderId));
      return { paymentNo: p.paymentNo, orderId: p.orderId, orderNo: o?.orderNo ?? '', amount: toYuan(p.amountFen), status: p.status as 'pending' };
    },

    /** The sandbox provider's side: a signed notice posted over HTTP to the notify endpoint. */
    async sandboxDecide(memberId: number, input: { paymentNo: string; result: 'success' | 'fail' }) {
      const local = sandbox();
      const p = await sandboxPayment(memberId, input.paymentNo);
      if (p.status !== 'pending') throw badRequest('该支付单已处理，请返回订单查看');
      const body = JSON.stringify({ paymentNo: p.paymentNo, tradeNo: `SB${p.paymentNo.slice(2)}`, amountFen: p.amountFen, result: input.result });
      const status = await deps.postNotice('local', local.signNotice(body), body);
      return { orderId: p.orderId, accepted: status === 200 };
    },

    /** A provider's notification, as it arrived: verified, recorded, applied once. */
    async notify(driverName: string, headers: Record<string, string | string[] | undefined>, body: Buffer): Promise<NoticeAck | null> {
      if (driverName !== driver.name) return null;
      let notice;
      try {
        notice = await driver.verifyNotice(headers, body);
      } catch (err) {
        if (!(err instanceof NoticeRefused)) throw err;
        log.warn({ driver: driver.name, reason: err.message }, 'payments: notification refused');
        await repo.recordNotice(db, { driver: driver.name, outcome: err.outcome, detail: err.message });
        return driver.ack(false);
      }
      return driver.ack(await applyNotice(deps, notice));
    },

    /** A provider's refund-result notification (WeChat Pay refunds asynchronously). */
    async refundNotify(driverName: string, headers: Record<string, string | string[] | undefined>, body: Buffer): Promise<NoticeAck | null> {
      if (driverName !== driver.name || !driver.verifyRefundNotice) return null;
      let notice;
      try {
        notice = await driver.verifyRefundNotice(headers, body);
      } catch (err) {
        if (!(err instanceof NoticeRefused)) throw err;
        log.warn({ driver: driver.name, reason: err.message }, 'payments: refund notification refused');
        await repo.recordNotice(db, { driver: driver.name, outcome: err.outcome, detail: err.message });
        return driver.ack(false);
      }
      return driver.ack(await applyRefundNotice(deps, notice));
    },

    withdrawalPage: repo.withdrawalPage.bind(null, db),

    /** `inTx` runs inside the decision's transaction (the audit row). */
    async decideWithdrawal(
      input: { withdrawalId: number; decision: 'paid' | 'rejected'; bankReference?: string; remark?: string },
      operator: string,
      inTx?: Parameters<typeof processWithdrawal>[2],
    ) {
      await processWithdrawal(db, { ...input, operator }, inTx);
      const w = await repo.adminWithdrawal(db, input.withdrawalId);
      if (!w) throw notFound('提现记录不存在');
      return w;
    },
  };
}
