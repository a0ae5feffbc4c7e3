import { z } from 'zod';
import { defineOp } from '../op.js';
import { pageOf } from '../envelope.js';
import { rowIdSchema } from '../validation.js';
import { SELLER_ORDER_STATUSES, sellerOrderItemSchema } from './seller-orders.js';

/*
 * 我的订单 › 服务订单: the merchant-service orders a member bought from sellers (seller_orders with
 * buyer_member_id = the member), as the buyer sees them. Statuses and their labels are the seller
 * centre's (SELLER_ORDER_STATUS_LABEL), so both sides name an order alike; amounts are in 元.
 * None of the seller's own fields (buyer search data, city, actions) are part of these shapes.
 */

export const MEMBER_ORDER_STATUSES = SELLER_ORDER_STATUSES;
export type MemberOrderStatus = (typeof MEMBER_ORDER_STATUSES)[number];

export const MEMBER_ORDER_ACTIONS = ['pay', 'cancel', 'refund', 'confirm', 'evaluate'] as const;
export type MemberOrderAction = (typeof MEMBER_ORDER_ACTIONS)[number];

/** Any fault in the id reads like an order that is not the member's: 订单不存在. */
const orderId = rowIdSchema('订单不存在');

export const memberOrderFilterSchema = z.object({
  status: z.enum(MEMBER_ORDER_STATUSES, { message: '订单状态不正确' }).optional(),
});
export type MemberOrderFilter = z.infer<typeof memberOrderFilterSchema>;

/** An item as the seller's order shows it (price and price × quantity in 元), less the goods id. */
export const memberOrderItemSchema = sellerOrderItemSchema.omit({ goodsId: true });
export type MemberOrderItem = z.infer<typeof memberOrderItemSchema>;

export const memberOrderSummarySchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  /** The seller's company name; '' when the seller has none on file. */
  sellerName: z.string(),
  status: z.enum(MEMBER_ORDER_STATUSES),
  statusText: z.string(),
  /** What the buyer pays (after any price change agreed before payment), in 元. */
  totalAmount: z.number(),
  itemCount: z.number().int(),
  /** Up to the first three items, for the list's card. */
  items: z.array(memberOrderItemSchema),
  createdAt: z.string(),
  /** What the buyer may do now: 去支付 and 取消 before payment, 确认完成 once delivered, 评价 once completed (once). */
  buyerActions: z.array(z.enum(MEMBER_ORDER_ACTIONS)),
});
export type MemberOrderSummary = z.infer<typeof memberOrderSummarySchema>;

export const memberOrderDetailSchema = memberOrderSummarySchema.extend({
  /** Sum of the items at their listed prices, in 元. */
  goodsAmount: z.number(),
  paidAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  logisticsCompany: z.string().nullable(),
  trackingNo: z.string().nullable(),
  receiver: z.object({ name: z.string(), phone: z.string(), address: z.string() }),
  buyerRemark: z.string(),
  /** What happened to the order, oldest first (the seller's operator names are left out). */
  history: z.array(z.object({ at: z.string(), actionText: z.string(), statusText: z.string(), note: z.string() })),
});
export type MemberOrderDetail = z.infer<typeof memberOrderDetailSchema>;

export const memberOrderPageListOp = defineOp({
  method: 'POST',
  path: '/api/foreground/memberOrder/pageList',
  access: 'member',
  summary: '我的服务订单（分页）',
  input: memberOrderFilterSchema,
  output: pageOf(memberOrderSummarySchema),
  paged: true,
  retry: true,
});

export const memberOrderDetailOp = defineOp({
  method: 'POST',
  path: '/api/foreground/memberOrder/detail',
  access: 'member',
  summary: '我的服务订单详情',
  input: z.object({ id: orderId }),
  output: memberOrderDetailSchema,
  retry: true,
});
