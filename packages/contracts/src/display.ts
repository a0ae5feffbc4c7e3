import { GRADE_L0_LABEL } from './constants.js';

/*
 * Presentation helpers shared by the API and the pages. Kept apart from the Zod schemas so the
 * browser build can use them without loading Zod (decision 009).
 */

export const splitEquities = (text: string) =>
  text
    .split(/[,，]/)
    .map((s) => s.trim())
    .filter(Boolean);

/** The label a grade shows: L0 is '尚未成为VIP'. */
export const gradeLabel = (gradeCode: string, gradeName?: string) => (gradeCode === 'L0' || !gradeCode ? GRADE_L0_LABEL : (gradeName ?? gradeCode));

/**
 * The personal centre's VIP tag: the grade's label marked VIP once. Operators name grades freely
 * ('黄金VIP', 'L3'), so a name that already says VIP is not prefixed again ('VIP 黄金VIP').
 */
export const vipLabel = (gradeCode: string, gradeName?: string) => {
  const label = gradeLabel(gradeCode, gradeName);
  return gradeCode === 'L0' || !gradeCode || /vip/i.test(label) ? label : `VIP ${label}`;
};

export const QR_KINDS = ['mini-program', 'app', 'official-account'] as const;
export type QrKind = (typeof QR_KINDS)[number];
/** Server-generated QR images (from SITE_QR_* settings). */
export const qrImageUrl = (kind: QrKind) => `/media/qr/${kind}.svg`;
export const QR_LABELS: Record<QrKind, string> = {
  'mini-program': '商铺汇小程序',
  app: '商铺汇APP',
  'official-account': '商铺汇公众号',
};

/**
 * An amount of money as every console shows it: thousands separators and always two decimals
 * ("221,340.00", "-0.50"), so a balance, a table cell, a total and a note about them read alike.
 */
export function formatMoney(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const [int, frac] = Math.abs(n).toFixed(2).split('.');
  const negative = n < 0 && (int !== '0' || frac !== '00');
  return `${negative ? '-' : ''}${int.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac}`;
}

/** An amount in 元 as the seller centre and the member's orders show it: "¥221,340.00"; '—' for none. */
export const yuan = (n: number | null | undefined): string => (n === null || n === undefined ? '—' : `¥${formatMoney(n)}`);
