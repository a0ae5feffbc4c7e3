/**
 * Tag colours of a seller order's statuses, alike wherever an order is shown: the seller's order
 * pages and the buyer's 服务订单.
 */
export const ORDER_STATUS_COLOR: Record<string, string> = {
  pending_payment: 'warning',
  paid: 'orange',
  shipped: 'processing',
  completed: 'success',
  cancelled: 'default',
};
