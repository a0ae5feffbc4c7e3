import { chinaDateTime, formatMoney } from '../../lib/format';

/** An amount in the seller centre: "¥221,340.00"; '—' for none. */
export const yuan = (n: number | null | undefined) => (n === null || n === undefined ? '—' : `¥${formatMoney(n)}`);

/**
 * A time as the seller's orders, filters and exports all count it: China time, to the minute,
 * whatever the browser's zone (a seller travelling abroad sees what the export says).
 */
export const dateTime = chinaDateTime;
export const STATUS_COLOR: Record<string, string> = {
  draft: 'default',
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
  pending_payment: 'warning',
  paid: 'orange',
  shipped: 'processing',
  completed: 'success',
  cancelled: 'default',
  unsigned: 'warning',
  signed: 'success',
};
