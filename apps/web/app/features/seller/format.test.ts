import { describe, expect, it } from 'vitest';
import { dateTime, yuan } from './format';

describe('dateTime (seller centre)', () => {
  it('shows China time whatever the browser zone, as the export and the date filter count it', () => {
    expect(dateTime('2026-10-24T16:00:00Z')).toBe('2026-10-25 00:00');
    expect(dateTime('2026-10-24T15:59:59.999Z')).toBe('2026-10-24 23:59');
  });

  it('shows a dash for nothing or a bad value', () => {
    expect(dateTime(null)).toBe('—');
    expect(dateTime('not a time')).toBe('—');
  });
});

describe('yuan (seller centre)', () => {
  it('shows the amount with thousands separators and two decimals, or a dash for none', () => {
    expect(yuan(221340)).toBe('¥221,340.00');
    expect(yuan(1999.5)).toBe('¥1,999.50');
    expect(yuan(null)).toBe('—');
  });
});
