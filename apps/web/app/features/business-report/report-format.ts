/** One point of a report series as the page shows it: its label, count and share of the series. */
export interface Figure {
  label: string;
  value: number;
  /** Share of the series total in percent, one decimal (0 when the total is 0). */
  pct: number;
}

export interface CurrentMonth {
  label: string;
  throughDay: number;
}

/** '2026-11' → '11月'; the running month → '11月（截至27日）' (its count is not a whole month's). */
export function monthLabel(label: string, current?: CurrentMonth): string {
  const m = /^(\d{4})-(\d{2})$/.exec(label);
  if (!m) return label;
  const name = `${Number(m[2])}月`;
  return current && current.label === label ? `${name}（截至${current.throughDay}日）` : name;
}

/** Each point with its share of the total, so every chart can say 'n（x%）'. */
export function figuresOf(series: { label: string; value: number }[], relabel: (label: string) => string = (l) => l): Figure[] {
  const total = series.reduce((s, p) => s + p.value, 0);
  return series.map((p) => ({ label: relabel(p.label), value: p.value, pct: total > 0 ? Math.round((p.value / total) * 1000) / 10 : 0 }));
}

export const pctText = (pct: number) => `${pct}%`;
export const figureText = (f: Figure) => `${f.value}（${pctText(f.pct)}）`;
