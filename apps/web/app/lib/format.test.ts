import { describe, expect, it } from 'vitest';
import { chinaDate, chinaDateTime, chinaMonthDayTime, chinaMonthDayTimeZh, chinaTime, formatMoney, formatNumber, investText, wanSquareMetres } from './format';

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

describe('formatMoney', () => {
  it('groups thousands and always shows two decimals', () => {
    expect(formatMoney(221340)).toBe('221,340.00');
    expect(formatMoney(1234567.5)).toBe('1,234,567.50');
    expect(formatMoney(999.999)).toBe('1,000.00');
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(-6800.1)).toBe('-6,800.10');
  });

  it('shows no minus for an amount that rounds to nothing', () => {
    expect(formatMoney(-0.001)).toBe('0.00');
    expect(formatMoney(-0)).toBe('0.00');
  });
});

describe('China-time formatters', () => {
  // 01:30 on the 26th in China is still the 25th in UTC (and the 25th, 12:30, in New York): a
  // UTC slice or the runner's zone would both show the wrong day.
  const earlyMorning = '2026-11-25T17:30:00Z';

  it('shows the China wall clock, not UTC or the process zone', () => {
    expect(chinaDate(earlyMorning)).toBe('2026-11-26');
    expect(chinaDateTime(earlyMorning)).toBe('2026-11-26 01:30');
    expect(chinaMonthDayTime(earlyMorning)).toBe('11-26 01:30');
    expect(chinaTime(earlyMorning)).toBe('01:30');
    expect(chinaMonthDayTimeZh(earlyMorning)).toBe('11月26日 01:30');
  });

  it('turns the day exactly at China midnight and reads offsets in the input', () => {
    expect(chinaDateTime('2026-10-24T15:59:59.999Z')).toBe('2026-10-24 23:59');
    expect(chinaDateTime('2026-10-24T16:00:00Z')).toBe('2026-10-25 00:00');
    expect(chinaDateTime('2026-10-25T00:00:00+08:00')).toBe('2026-10-25 00:00');
    expect(chinaDate('2026-12-31T16:00:00.000Z')).toBe('2027-01-01');
  });

  it('writes month and day without leading zeros in the Chinese form', () => {
    expect(chinaMonthDayTimeZh('2026-03-04T01:05:00Z')).toBe('3月4日 09:05');
  });

  it('shows a dash for nothing or a bad value', () => {
    for (const f of [chinaDate, chinaDateTime, chinaMonthDayTime, chinaTime, chinaMonthDayTimeZh]) {
      expect(f(null)).toBe('—');
      expect(f(undefined)).toBe('—');
      expect(f('')).toBe('—');
      expect(f('not a time')).toBe('—');
    }
  });
});

describe('figures said the same way on every page', () => {
  it("a mall's area in 万㎡ with one decimal (the detail's description said 建筑面积200000㎡)", () => {
    expect(wanSquareMetres(200000)).toBe('20.0万㎡');
    expect(wanSquareMetres(85000)).toBe('8.5万㎡');
  });

  it('an investment range, or one figure when both ends agree (the brand page wrote 50-50万元)', () => {
    expect(investText({ investMin: 20, investMax: 50 })).toBe('20-50万');
    expect(investText({ investMin: 50, investMax: 50 })).toBe('50万');
  });
});
