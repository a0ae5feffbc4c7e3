import { describe, expect, it } from 'vitest';
import { formatNumber } from './format';

describe('formatNumber', () => {
  it('writes what toLocaleString("zh-CN") writes', () => {
    for (const n of [0, 7, 999, 1000, 12345, 1234567, 1234567890, 12.5, 1234.5678, 0.125, -42, -98765.4321, 100000.0004]) {
      expect(formatNumber(n)).toBe(n.toLocaleString('zh-CN'));
    }
  });

  it('leaves what is not a finite number as it is', () => {
    expect(formatNumber(Number.NaN)).toBe('NaN');
    expect(formatNumber(Infinity)).toBe('Infinity');
  });
});
