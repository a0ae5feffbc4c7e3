import { CHINA_UTC_OFFSET_MS } from '@shp/contracts';

/**
 * Numbers as zh-CN shows them ("12,345", "1,234.5"), without ICU: the first
 * `toLocaleString('zh-CN')` of a page loads the locale's data, a long task inside hydration on a
 * phone. Up to three fraction digits, as `toLocaleString` gives.
 */
export function formatNumber(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const [int, frac] = String(Math.round(Math.abs(n) * 1000) / 1000).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${n < 0 && (int !== '0' || frac) ? '-' : ''}${grouped}${frac ? `.${frac}` : ''}`;
}

/** A mall's area in 万㎡ with one decimal, as its card, its detail and its description say it (85,000 → 8.5万㎡). */
export function wanSquareMetres(area: number): string {
  return `${(area / 10000).toFixed(1)}万㎡`;
}

/** A franchise investment in 万 (万元): a range, or one figure when both ends agree (never "50-50万"). */
export function investText(b: { investMin: number; investMax: number }): string {
  return b.investMax > b.investMin ? `${b.investMin}-${b.investMax}万` : `${b.investMin}万`;
}

// Money is shown alike by the pages and in the API's notes and messages: one function, in contracts.
export { formatMoney, yuan } from '@shp/contracts';

/**
 * The instant's China wall-clock time as an ISO-shaped string ("2026-11-26T01:30:00.000Z" for
 * 17:30 UTC), or null for nothing or a bad value. Shifting by the fixed offset and reading the UTC
 * fields gives the same text on the server (UTC) and in any browser zone, so hydration matches and
 * a time early in the China day is not shown on the day before; no DST in China to account for.
 */
function chinaIso(iso: string | null | undefined): string | null {
  const t = iso ? new Date(iso).getTime() : NaN;
  if (Number.isNaN(t)) return null;
  const shifted = new Date(t + CHINA_UTC_OFFSET_MS);
  return Number.isNaN(shifted.getTime()) ? null : shifted.toISOString();
}

/** "YYYY-MM-DD" in China time; '—' for nothing or a bad value. */
export const chinaDate = (iso: string | null | undefined): string => chinaIso(iso)?.slice(0, 10) ?? '—';

/** "YYYY-MM-DD HH:mm" in China time; '—' for nothing or a bad value. */
export const chinaDateTime = (iso: string | null | undefined): string => chinaIso(iso)?.slice(0, 16).replace('T', ' ') ?? '—';

/** "MM-DD HH:mm" in China time; '—' for nothing or a bad value. */
export const chinaMonthDayTime = (iso: string | null | undefined): string => chinaIso(iso)?.slice(5, 16).replace('T', ' ') ?? '—';

/** "HH:mm" in China time; '—' for nothing or a bad value. */
export const chinaTime = (iso: string | null | undefined): string => chinaIso(iso)?.slice(11, 16) ?? '—';

/** "11月26日 01:30" (what zh-CN `toLocaleString` writes for month/day/hour/minute), in China time. */
export function chinaMonthDayTimeZh(iso: string | null | undefined): string {
  const s = chinaIso(iso);
  return s ? `${Number(s.slice(5, 7))}月${Number(s.slice(8, 10))}日 ${s.slice(11, 16)}` : '—';
}
