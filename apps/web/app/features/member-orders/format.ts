import { formatMoney } from '../../lib/format';

/** An amount as the seller centre shows it: "¥221,340.00". */
export const yuan = (n: number) => `¥${formatMoney(n)}`;

/** Tag colours of the order statuses, as on the seller's order pages. */
export const ORDER_STATUS_COLOR: Record<string, string> = {
  pending_payment: 'warning',
  paid: 'orange',
  shipped: 'processing',
  completed: 'success',
  cancelled: 'default',
};
