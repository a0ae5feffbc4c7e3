import { z } from 'zod';
import { defineOp } from '../op.js';
import { pageOf } from '../envelope.js';
import { rowIdSchema } from '../validation.js';
import { SELLER_ORDER_STATUSES } from './seller-orders.js';
import { SELLER_WITHDRAWAL_STATUSES } from './seller-withdrawals.js';

/*
 * Paying a seller order (the SPEC's "payment bill prepay") through the configured driver, and the
 * operator's side of the sellers' money: withdrawal review and the reconciliation report.
 * Amounts are in 元 on the wire; the amount to pay always comes from the order on the server.
 */

export const PAYMENT_DRIVERS = ['local', 'wechatpay', 'alipay'] as const;
export type PaymentDriverName = (typeof PAYMENT_DRIVERS)[number];
export const PAYMENT_DRIVER_LABEL: Record<PaymentDriverName, string> = { local: '支付沙箱（演示）', wechatpay: '微信支付', alipay: '支付宝' };

const orderId = rowIdSchema('订单不存在');
const paymentNoSchema = z
  .string({ message: '支付单不存在' })
  .trim()
  .regex(/^[A-Z0-9]{8,32}$/, '支付单不存在');

/** What the browser does next: show a QR code to scan (WeChat Native), or go to a cashier page. */
export const payActionSchema = z.discriminatedUnion('kind', [
  /** qrImage: the code drawn by the server (an SVG data URL), so the page needs no QR library. */
  z.object({ kind: z.literal('qr'), codeUrl: z.string(), qrImage: z.string() }),
  z.object({ kind: z.literal('redirect'), url: z.string() }),
]);
export type PayAction = z.infer<typeof payActionSchema>;

export const paymentsPrepayOp = defineOp({
  method: 'POST',
  path: '/api/foreground/payments/bill/prepay',
  access: 'member',
  summary: 'payment bill prepay：为本人待付款订单发起支付（金额取自订单）',
  input: z.object({
    orderId,
    /** Phones get H5 / wap pay, desktops a QR code / page pay. */
    device: z.enum(['desktop', 'mobile'], { message: '设备类型不正确' }).default('desktop'),
  }),
  output: z.object({
    paymentNo: z.string(),
    driver: z.enum(PAYMENT_DRIVERS),
    driverName: z.string(),
    amount: z.number(),
    action: payActionSchema,
  }),
});

export const paymentOrderSchema = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  status: z.enum(SELLER_ORDER_STATUSES),
  statusText: z.string(),
  /** What the member pays, in 元 (the order's total after any agreed price change). */
  amount: z.number(),
  sellerName: z.string(),
  items: z.array(z.object({ goodsName: z.string(), skuText: z.string(), quantity: z.number().int() })),
  driver: z.enum(PAYMENT_DRIVERS),
  driverName: z.string(),
  paidAt: z.string().nullable(),
  /** A refund given back for a cancel after payment, if any. */
  refund: z.object({ amount: z.number(), statusText: z.string(), reason: z.string() }).nullable(),
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

export const paymentsOrderOp = defineOp({
  method: 'POST',
  path: '/api/foreground/payments/order',
  access: 'member',
  summary: '待支付订单及支付状态（支付页与支付结果页轮询）',
  /** check: back from the cashier (or scanning): the server may ask the provider when no notification came. */
  input: z.object({ orderId, check: z.boolean().optional() }),
  output: paymentOrderSchema,
  retry: true,
});

/** The local driver's cashier (demo only): the payment to confirm or fail. */
export const paymentsSandboxInfoOp = defineOp({
  method: 'POST',
  path: '/api/foreground/payments/sandbox/info',
  access: 'member',
  summary: '支付沙箱：待确认的支付单（仅 local 驱动）',
  input: z.object({ paymentNo: paymentNoSchema }),
  output: z.object({
    paymentNo: z.string(),
    orderId: z.number().int(),
    orderNo: z.string(),
    amount: z.number(),
    status: z.enum(['pending', 'paid', 'refunded', 'closed']),
  }),
  retry: true,
});

/**
 * The sandbox "provider" decides the payment: it posts a signed notification to the notify
 * endpoint, as a real provider would; the order follows only that notification.
 */
export const paymentsSandboxDecideOp = defineOp({
  method: 'POST',
  path: '/api/foreground/payments/sandbox/decide',
  access: 'member',
  summary: '支付沙箱：模拟支付成功或失败（仅 local 驱动）',
  input: z.object({ paymentNo: paymentNoSchema, result: z.enum(['success', 'fail'], { message: '请选择支付结果' }) }),
  output: z.object({ orderId: z.number().int(), accepted: z.boolean() }),
});

// ——— Operator console: 提现审核 and reconciliation ———

export const adminWithdrawalSchema = z.object({
  withdrawalId: z.number().int(),
  withdrawNo: z.string(),
  sellerId: z.number().int(),
  sellerName: z.string(),
  amount: z.number(),
  status: z.enum(SELLER_WITHDRAWAL_STATUSES),
  statusText: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  /** In full: the operator transfers to it. */
  accountNo: z.string(),
  remark: z.string().nullable(),
  bankReference: z.string().nullable(),
  /** The seller's withdrawable balance now (元), from the ledger. */
  sellerBalance: z.number(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;

export const adminWithdrawalListOp = defineOp({
  method: 'POST',
  path: '/api/admin/withdrawals/list',
  access: 'operator',
  operatorRoles: ['admin'],
  summary: '提现审核：提现申请列表（默认待处理）',
  input: z.object({ status: z.enum(SELLER_WITHDRAWAL_STATUSES, { message: '状态不正确' }).optional() }).default({}),
  output: pageOf(adminWithdrawalSchema),
  paged: true,
});

export const WITHDRAWAL_BANK_REFERENCE_MSG = '请填写银行流水号';
export const WITHDRAWAL_REJECT_REASON_MSG = '请填写驳回原因';

export const adminWithdrawalDecideOp = defineOp({
  method: 'POST',
  path: '/api/admin/withdrawals/decide',
  access: 'operator',
  operatorRoles: ['admin'],
  summary: '提现审核：确认打款（填写银行流水号）或驳回（填写原因）',
  input: z
    .object({
      withdrawalId: rowIdSchema('提现记录不存在'),
      decision: z.enum(['paid', 'rejected'], { message: '请选择审核结果' }),
      bankReference: z.string().trim().max(64, '银行流水号最多64字').optional(),
      remark: z.string().trim().max(200, '驳回原因最多200字').optional(),
    })
    .superRefine((v, ctx) => {
      if (v.decision === 'paid' && !v.bankReference) ctx.addIssue({ code: 'custom', path: ['bankReference'], message: WITHDRAWAL_BANK_REFERENCE_MSG });
      if (v.decision === 'rejected' && !v.remark) ctx.addIssue({ code: 'custom', path: ['remark'], message: WITHDRAWAL_REJECT_REASON_MSG });
    }),
  output: adminWithdrawalSchema,
});

export const reconcileProblemSchema = z.object({
  kind: z.enum(['order', 'payment', 'withdrawal', 'seller']),
  id: z.number().int(),
  ref: z.string(),
  message: z.string(),
});
export type ReconcileProblem = z.infer<typeof reconcileProblemSchema>;
export const reconcileReportSchema = z.object({
  checkedAt: z.string(),
  checked: z.object({ orders: z.number().int(), payments: z.number().int(), withdrawals: z.number().int(), sellers: z.number().int() }),
  problems: z.array(reconcileProblemSchema),
});
export type ReconcileReport = z.infer<typeof reconcileReportSchema>;

export const adminReconcileOp = defineOp({
  method: 'POST',
  path: '/api/admin/payments/reconcile',
  access: 'operator',
  operatorRoles: ['admin'],
  summary: '对账：检查订单、支付、提现与卖家账本是否平衡',
  input: z.object({}).default({}),
  output: reconcileReportSchema,
});

export const adminOrderRefundOp = defineOp({
  method: 'POST',
  path: '/api/admin/payments/refund',
  access: 'operator',
  operatorRoles: ['admin'],
  summary: '取消已付款订单并原路退款',
  input: z.object({ orderId, reason: z.string().trim().min(1, '请填写取消原因').max(100, '取消原因最多100字') }),
  output: z.object({ orderId: z.number().int(), status: z.enum(SELLER_ORDER_STATUSES), statusText: z.string(), refundStatus: z.string() }),
});

// ——— Refund requests: the buyer asks, an operator approves (refund through the driver) or refuses ———

export const REFUND_REQUEST_STATUSES = ['pending', 'approved', 'refused'] as const;
export type RefundRequestStatus = (typeof REFUND_REQUEST_STATUSES)[number];
export const REFUND_REQUEST_STATUS_LABEL: Record<RefundRequestStatus, string> = { pending: '待处理', approved: '已退款', refused: '已拒绝' };
export const REFUND_STATUS_LABEL: Record<string, string> = { processing: '退款处理中', success: '退款成功', failed: '退款失败' };

export const paymentsRefundRequestOp = defineOp({
  method: 'POST',
  path: '/api/foreground/payments/refund/request',
  access: 'member',
  summary: '买家申请退款：已付款、未发货的服务订单',
  input: z.object({ orderId, reason: z.string().trim().min(1, '请填写退款原因').max(200, '退款原因最多200字') }),
  output: z.object({ requestId: z.number().int(), status: z.enum(REFUND_REQUEST_STATUSES), statusText: z.string() }),
});

export const adminRefundRequestSchema = z.object({
  requestId: z.number().int(),
  orderId: z.number().int(),
  orderNo: z.string(),
  orderStatusText: z.string(),
  sellerName: z.string(),
  buyerName: z.string(),
  amount: z.number(),
  reason: z.string(),
  status: z.enum(REFUND_REQUEST_STATUSES),
  statusText: z.string(),
  decisionReason: z.string().nullable(),
  operator: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type AdminRefundRequest = z.infer<typeof adminRefundRequestSchema>;

export const adminRefundRequestListOp = defineOp({
  method: 'POST',
  path: '/api/admin/payments/refund-requests/list',
  access: 'operator',
  operatorRoles: ['admin'],
  summary: '退款管理：买家退款申请（默认待处理，先到先处理）',
  input: z.object({ status: z.enum(REFUND_REQUEST_STATUSES, { message: '状态不正确' }).optional() }).default({}),
  output: pageOf(adminRefundRequestSchema),
  paged: true,
});

export const REFUND_REFUSE_REASON_MSG = '请填写拒绝原因';

export const adminRefundRequestDecideOp = defineOp({
  method: 'POST',
  path: '/api/admin/payments/refund-requests/decide',
  access: 'operator',
  operatorRoles: ['admin'],
  summary: '退款管理：同意（原路退款并取消订单）或拒绝（填写原因）',
  input: z
    .object({
      requestId: rowIdSchema('退款申请不存在'),
      decision: z.enum(['approve', 'refuse'], { message: '请选择处理结果' }),
      reason: z.string().trim().max(200, '原因最多200字').optional(),
    })
    .superRefine((v, ctx) => {
      if (v.decision === 'refuse' && !v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: REFUND_REFUSE_REASON_MSG });
    }),
  output: adminRefundRequestSchema,
});

export const adminRefundSchema = z.object({
  refundNo: z.string(),
  orderId: z.number().int(),
  orderNo: z.string(),
  paymentNo: z.string(),
  driverName: z.string(),
  amount: z.number(),
  status: z.string(),
  statusText: z.string(),
  reason: z.string(),
  operator: z.string(),
  createdAt: z.string(),
  doneAt: z.string().nullable(),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

export const adminRefundListOp = defineOp({
  method: 'POST',
  path: '/api/admin/payments/refunds/list',
  access: 'operator',
  operatorRoles: ['admin'],
  summary: '退款管理：退款记录（最新在前，可按状态筛选）',
  input: z.object({ status: z.enum(['processing', 'success', 'failed'], { message: '状态不正确' }).optional() }).default({}),
  output: pageOf(adminRefundSchema),
  paged: true,
});
