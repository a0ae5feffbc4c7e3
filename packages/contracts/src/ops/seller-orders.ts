import { z } from 'zod';
import { defineOp } from '../op.js';
import { noInput, pageOf } from '../envelope.js';
import { SELLER_BASE, sellerDateOnlySchema, sellerIdSchema as id, sellerYuanSchema } from './seller-entry.js';
import { encodedPhone } from '../phone-codec.js';

// ——— Orders ———

export const SELLER_ORDER_STATUSES = ['pending_payment', 'paid', 'shipped', 'completed', 'cancelled'] as const;
export type SellerOrderStatus = (typeof SELLER_ORDER_STATUSES)[number];
export const SELLER_ORDER_STATUS_LABEL: Record<SellerOrderStatus, string> = {
  pending_payment: '待付款',
  paid: '待发货',
  shipped: '已发货',
  completed: '已完成',
  cancelled: '已取消',
};
export type SellerOrderEvent = 'pay' | 'cancel' | 'refund' | 'deliver' | 'confirm';
/**
 * The only legal transitions of an order. Price changes keep the status (pending_payment only).
 * `refund` is a cancel after payment: only the payments module applies it, once the provider has
 * accepted the refund (decision 047).
 */
export const SELLER_ORDER_TRANSITIONS: Record<SellerOrderEvent, { from: SellerOrderStatus; to: SellerOrderStatus }> = {
  pay: { from: 'pending_payment', to: 'paid' },
  cancel: { from: 'pending_payment', to: 'cancelled' },
  refund: { from: 'paid', to: 'cancelled' },
  deliver: { from: 'paid', to: 'shipped' },
  confirm: { from: 'shipped', to: 'completed' },
};
export const SELLER_ORDER_ACTION_LABEL: Record<string, string> = {
  create: '买家下单',
  pay: '买家付款',
  cancel: '取消订单',
  refund: '取消并退款',
  deliver: '商家发货',
  confirm: '买家确认完成',
  change_price: '商家改价',
};

export const sellerOrderFilterSchema = z.object({
  orderNo: z.string().trim().max(32).optional(),
  status: z.enum(SELLER_ORDER_STATUSES).optional(),
  // A search by part of a number: encoded too, since the filter travels in exports' request logs.
  buyerPhone: encodedPhone(
    z
      .string()
      .trim()
      .regex(/^\d{1,11}$/, '手机号须为数字'),
    { plain: 'accept' },
  ).optional(),
  dateFrom: sellerDateOnlySchema.optional(),
  dateTo: sellerDateOnlySchema.optional(),
});
export type SellerOrderFilter = z.infer<typeof sellerOrderFilterSchema>;

export const sellerOrderItemSchema = z.object({
  itemId: z.number().int(),
  goodsId: z.number().int(),
  goodsName: z.string(),
  skuText: z.string(),
  imageUrl: z.string(),
  price: z.number(),
  quantity: z.number().int(),
  amount: z.number(),
});
export const sellerOrderSummarySchema = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  buyerName: z.string(),
  buyerPhone: z.string(),
  status: z.enum(SELLER_ORDER_STATUSES),
  statusText: z.string(),
  goodsAmount: z.number(),
  totalAmount: z.number(),
  itemCount: z.number().int(),
  firstItemName: z.string(),
  createdAt: z.string(),
});
export type SellerOrderSummary = z.infer<typeof sellerOrderSummarySchema>;
export const sellerOrderDetailSchema = sellerOrderSummarySchema.extend({
  cityCode: z.string(),
  cityName: z.string(),
  receiverName: z.string(),
  receiverPhone: z.string(),
  receiverAddress: z.string(),
  buyerRemark: z.string(),
  logisticsCompany: z.string().nullable(),
  trackingNo: z.string().nullable(),
  paidAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  items: z.array(sellerOrderItemSchema),
  /** What the seller may do now. */
  actions: z.array(z.enum(['change_price', 'cancel', 'deliver'])),
});
export type SellerOrderDetail = z.infer<typeof sellerOrderDetailSchema>;
export const sellerOrderLogSchema = z.object({
  logId: z.number().int(),
  action: z.string(),
  actionText: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  note: z.string(),
  operator: z.string(),
  createdAt: z.string(),
});

export const sellerOrderListOp = defineOp({
  method: 'POST',
  path: `${SELLER_BASE}/order/list`,
  access: 'seller',
  summary: '商家订单列表',
  input: sellerOrderFilterSchema,
  output: pageOf(sellerOrderSummarySchema),
  paged: true,
  retry: true,
});
const orderRef = z.object({ orderId: id('订单不存在') });
export const sellerOrderItemsOp = defineOp({
  method: 'POST',
  path: `${SELLER_BASE}/order/items`,
  access: 'seller',
  summary: '订单商品',
  input: orderRef,
  output: z.array(sellerOrderItemSchema),
  retry: true,
});
export const sellerOrderDetailOp = defineOp({
  method: 'POST',
  path: `${SELLER_BASE}/order/detail`,
  access: 'seller',
  summary: '订单详情',
  input: orderRef,
  output: sellerOrderDetailSchema,
  retry: true,
});
export const sellerOrderLogOp = defineOp({
  method: 'POST',
  path: `${SELLER_BASE}/order/log`,
  access: 'seller',
  summary: '订单日志',
  input: orderRef,
  output: z.array(sellerOrderLogSchema),
  retry: true,
});
export const sellerOrderChangePriceOp = defineOp({
  method: 'POST',
  path: `${SELLER_BASE}/order/changePrice`,
  access: 'seller',
  summary: '付款前改价（记录日志）',
  input: orderRef.extend({
    totalAmount: sellerYuanSchema('订单金额'),
    reason: z.string().trim().min(1, '请输入改价原因').max(100, '改价原因最多100字'),
  }),
  output: sellerOrderDetailSchema,
});
export const sellerOrderDeliveryOp = defineOp({
  method: 'POST',
  path: `${SELLER_BASE}/order/delivery`,
  access: 'seller',
  summary: '发货（待发货 → 已发货）',
  input: orderRef.extend({
    logisticsCompany: z.string().trim().min(1, '请输入物流公司或服务方式').max(32, '物流公司最多32字'),
    trackingNo: z
      .string()
      .trim()
      .min(1, '请输入运单号或服务单号')
      .max(40, '运单号最多40位')
      .regex(/^[\w-]+$/, '运单号只能包含字母、数字和横线'),
  }),
  output: sellerOrderDetailSchema,
});
export const sellerOrderCancelOp = defineOp({
  method: 'POST',
  path: `${SELLER_BASE}/order/cancel`,
  access: 'seller',
  summary: '取消未付款订单',
  input: orderRef.extend({ reason: z.string().trim().min(1, '请输入取消原因').max(100, '取消原因最多100字') }),
  output: sellerOrderDetailSchema,
});
export const sellerOrderExportOp = defineOp({
  method: 'POST',
  path: `${SELLER_BASE}/order/export`,
  access: 'seller',
  summary: '导出订单（xlsx）',
  input: sellerOrderFilterSchema,
  output: z.null(),
  binary: true,
});

// ——— Evaluations ———

export const sellerEvaluationSchema = z.object({
  evaluationId: z.number().int(),
  orderId: z.number().int(),
  orderNo: z.string(),
  goodsId: z.number().int(),
  goodsName: z.string(),
  buyerName: z.string(),
  rating: z.number().int().min(1).max(5),
  content: z.string(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  createdAt: z.string(),
});
/** The evaluation list's filter; named so the list page can read it from the URL (the browser build keeps named schemas). */
export const sellerEvaluationFilterSchema = z.object({
  rating: z.coerce.number().int().min(1).max(5).optional(),
  replied: z.boolean().optional(),
});
export type SellerEvaluationFilter = z.infer<typeof sellerEvaluationFilterSchema>;

export const sellerEvaluationListOp = defineOp({
  method: 'POST',
  path: `${SELLER_BASE}/evaluation/list`,
  access: 'seller',
  summary: '买家评价',
  input: sellerEvaluationFilterSchema,
  output: pageOf(sellerEvaluationSchema),
  paged: true,
  retry: true,
});
export const sellerEvaluationDetailOp = defineOp({
  method: 'POST',
  path: `${SELLER_BASE}/evaluation/detail`,
  access: 'seller',
  summary: '评价详情',
  input: z.object({ evaluationId: id('评价不存在') }),
  output: sellerEvaluationSchema,
  retry: true,
});
export const sellerEvaluationReplyOp = defineOp({
  method: 'POST',
  path: `${SELLER_BASE}/evaluation/reply`,
  access: 'seller',
  summary: '回复评价（每条评价回复一次）',
  input: z.object({
    evaluationId: id('评价不存在'),
    reply: z.string().trim().min(1, '请输入回复内容').max(500, '回复最多500字'),
  }),
  output: sellerEvaluationSchema,
});

// ——— Sales and flow ———

export const SELLER_FLOW_KIND_LABEL: Record<string, string> = { sale: '订单收入', fee: '平台服务费', withdrawal: '提现', withdrawal_return: '提现退回' };
export const sellerFlowFilterSchema = z.object({
  cityCode: z
    .string()
    .regex(/^\d{6}$/, '城市编码须为6位数字')
    .optional(),
  kind: z.enum(['sale', 'fee', 'withdrawal', 'withdrawal_return']).optional(),
  dateFrom: sellerDateOnlySchema.optional(),
  dateTo: sellerDateOnlySchema.optional(),
});
export const sellerFlowSchema = z.object({
  flowId: z.number().int(),
  kind: z.string(),
  kindText: z.string(),
  amount: z.number(),
  orderNo: z.string().nullable(),
  withdrawNo: z.string().nullable(),
  cityName: z.string().nullable(),
  note: z.string(),
  createdAt: z.string(),
});
export const sellerSaleAndflowListOp = defineOp({
  method: 'POST',
  path: `${SELLER_BASE}/saleAndflow/list`,
  access: 'seller',
  summary: '销售与流水',
  input: sellerFlowFilterSchema,
  output: pageOf(sellerFlowSchema).extend({ income: z.number(), outgo: z.number() }),
  paged: true,
  retry: true,
});
export const sellerSaleAndflowExportOp = defineOp({
  method: 'POST',
  path: `${SELLER_BASE}/saleAndflow/export`,
  access: 'seller',
  summary: '导出销售与流水（xlsx）',
  input: sellerFlowFilterSchema,
  output: z.null(),
  binary: true,
});
export const sellerCityNodeSchema = z.object({
  code: z.string(),
  name: z.string(),
  children: z.array(z.object({ code: z.string(), name: z.string() })),
});
export const sellerSaleAndflowCityTreeOp = defineOp({
  method: 'POST',
  path: `${SELLER_BASE}/saleAndflow/cityTree`,
  access: 'seller',
  summary: '有销售的城市（省 → 市）',
  input: noInput,
  output: z.array(sellerCityNodeSchema),
  retry: true,
});
