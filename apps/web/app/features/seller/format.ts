import dayjs from 'dayjs';

export const yuan = (n: number | null | undefined) => (n === null || n === undefined ? '—' : `¥${n.toFixed(2)}`);
export const dateTime = (s: string | null | undefined) => (s ? dayjs(s).format('YYYY-MM-DD HH:mm') : '—');
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
