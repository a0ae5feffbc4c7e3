import { bigint, bigserial, index, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/*
 * Payments of seller orders through a provider driver (local sandbox, WeChat Pay, Alipay).
 * Money in fen. The seller's side of every movement is a row of seller_flows (the seller ledger);
 * these tables hold the buyer's side: what a provider collected and what it gave back.
 */

/** One attempt to collect an order's amount; `payment_no` is the out_trade_no sent to the provider. */
export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentNo: varchar('payment_no', { length: 32 }).notNull().unique(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    buyerMemberId: bigint('buyer_member_id', { mode: 'number' }),
    /** local | wechatpay | alipay */
    driver: varchar('driver', { length: 16 }).notNull(),
    /** native | h5 | page | wap | sandbox */
    channel: varchar('channel', { length: 16 }).notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    /** pending | paid | refunded | closed — paid only by a verified notification. */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    providerTradeNo: varchar('provider_trade_no', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId, t.id),
    // At most one payment of an order holds money: a second verified notification for another attempt
    // of the same order is refused by the database, not only by the code (that payment is refunded).
    uniqueIndex('payments_order_paid_uq')
      .on(t.orderId)
      .where(sql`status = 'paid'`),
  ],
);

/** Every notification received, verified or not: the audit trail of what providers told us. */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    driver: varchar('driver', { length: 16 }).notNull(),
    paymentNo: varchar('payment_no', { length: 32 }),
    providerTradeNo: varchar('provider_trade_no', { length: 64 }),
    amountFen: bigint('amount_fen', { mode: 'number' }),
    /** applied | duplicate | amount_mismatch | bad_signature | unknown_payment | not_paid | refused */
    outcome: varchar('outcome', { length: 20 }).notNull(),
    detail: varchar('detail', { length: 300 }).notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_notifications_payment_idx').on(t.paymentNo, t.id)],
);

/** Money given back to the buyer for a payment (a cancel after payment). */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    refundNo: varchar('refund_no', { length: 32 }).notNull().unique(),
    paymentId: bigint('payment_id', { mode: 'number' }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    amountFen: bigint('amount_fen', { mode: 'number' }).notNull(),
    /** processing | success | failed */
    status: varchar('status', { length: 16 }).notNull(),
    reason: varchar('reason', { length: 200 }).notNull(),
    operator: varchar('operator', { length: 64 }).notNull(),
    providerRefundId: varchar('provider_refund_id', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    // One refund per payment (refunds are in full); a failed attempt leaves room for another.
    uniqueIndex('payment_refunds_payment_uq')
      .on(t.paymentId)
      .where(sql`status <> 'failed'`),
    index('payment_refunds_order_idx').on(t.orderId),
  ],
);

/**
 * A buyer's request to cancel a paid (not yet delivered) order and get the money back. An
 * operator approves it (the refund runs through the driver) or refuses it with a reason.
 */
export const paymentRefundRequests = pgTable(
  'payment_refund_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    buyerMemberId: bigint('buyer_member_id', { mode: 'number' }).notNull(),
    reason: varchar('reason', { length: 200 }).notNull(),
    /** pending | approved | refused */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    /** The operator's reason for a refusal, or the refund's reason when approved. */
    decisionReason: varchar('decision_reason', { length: 200 }),
    operator: varchar('operator', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    // One open request per order: asking twice is refused, not queued twice.
    uniqueIndex('payment_refund_requests_order_pending_uq')
      .on(t.orderId)
      .where(sql`status = 'pending'`),
    index('payment_refund_requests_status_idx').on(t.status, t.id),
  ],
);
