/**
 * Numbers as zh-CN shows them ("12,345", "1,234.5"), without ICU: the first
 * `toLocaleString('zh-CN')` of a page loads the locale's data (≈ 25 ms on a desktop core, several
 * times that on a phone) inside hydration. Up to three fraction digits, as `toLocaleString` gives.
 */
export function formatNumber(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const [int, frac] = String(Math.round(Math.abs(n) * 1000) / 1000).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${n < 0 && (int !== '0' || frac) ? '-' : ''}${grouped}${frac ? `.${frac}` : ''}`;
}
