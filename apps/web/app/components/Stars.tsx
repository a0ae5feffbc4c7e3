/**
 * Read-only stars (0–5, halves shown as a partly filled star); the number is the accessible name.
 * Plain markup rather than antd's disabled `Rate`: that one renders about fifty components for five
 * stars, and a list of twenty consultants hydrated a thousand of them on a phone.
 */
export function Stars({ value, size = 13 }: { value: number; size?: number }) {
  const pct = `${Math.max(0, Math.min(5, value)) * 20}%`;
  return (
    <span className="shp-stars" role="img" aria-label={`评分 ${value} 星`} style={size === 13 ? undefined : { fontSize: size }}>
      <span aria-hidden="true">★★★★★</span>
      <span className="shp-stars-on" aria-hidden="true" style={{ width: pct }}>
        ★★★★★
      </span>
    </span>
  );
}
