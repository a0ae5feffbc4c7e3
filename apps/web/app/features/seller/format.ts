import { chinaDateTime } from '../../lib/format';
import { ORDER_STATUS_COLOR } from '../../lib/order-status';

export { yuan } from '../../lib/format';

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
  ...ORDER_STATUS_COLOR,
  unsigned: 'warning',
  signed: 'success',
};
