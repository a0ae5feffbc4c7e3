import { describe, expect, it } from 'vitest';
import { figureText, figuresOf, monthLabel } from './report-format';

describe('report figures', () => {
  it('names months and marks the running one as partial', () => {
    const current = { label: '2026-11', throughDay: 27 };
    expect(monthLabel('2026-06', current)).toBe('6月');
    expect(monthLabel('2026-11', current)).toBe('11月（截至27日）');
    expect(monthLabel('2026-11')).toBe('11月');
    expect(monthLabel('上海', current)).toBe('上海');
  });

  it('gives each point its share of the total, one decimal, and 0% of an empty series', () => {
    expect(
      figuresOf([
        { label: 'a', value: 1 },
        { label: 'b', value: 2 },
      ]).map((f) => f.pct),
    ).toEqual([33.3, 66.7]);
    expect(figuresOf([{ label: 'a', value: 0 }]).map((f) => f.pct)).toEqual([0]);
    expect(figureText({ label: 'a', value: 3, pct: 75 })).toBe('3（75%）');
  });
});
