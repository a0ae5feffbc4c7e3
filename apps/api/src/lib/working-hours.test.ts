import { describe, expect, it } from 'vitest';
import { chinaDateTimeText, isWorkingDay, isWorkingTime, nextWorkStart } from './working-hours.js';

// Instants written in China time (+08:00).
const cst = (s: string) => new Date(`${s}+08:00`);

describe('working hours (China calendar)', () => {
  it('counts weekdays 9:00–18:00 and not weekends', () => {
    expect(isWorkingTime(cst('2026-11-27T10:00:00'))).toBe(true); // Friday
    expect(isWorkingTime(cst('2026-11-27T08:59:00'))).toBe(false);
    expect(isWorkingTime(cst('2026-11-27T18:00:00'))).toBe(false);
    expect(isWorkingTime(cst('2026-11-28T10:00:00'))).toBe(false); // Saturday
  });

  it('knows public holidays and the weekend days made working days', () => {
    expect(isWorkingDay(cst('2026-10-05T10:00:00'))).toBe(false); // National Day, a Monday
    expect(isWorkingDay(cst('2026-10-10T10:00:00'))).toBe(true); // Saturday made a working day
    expect(isWorkingDay(cst('2026-02-16T10:00:00'))).toBe(false); // Spring Festival
  });

  it('finds the next start of working hours', () => {
    expect(nextWorkStart(cst('2026-11-27T20:00:00')).toISOString()).toBe(cst('2026-11-30T09:00:00').toISOString());
    expect(nextWorkStart(cst('2026-11-30T07:00:00')).toISOString()).toBe(cst('2026-11-30T09:00:00').toISOString());
    expect(nextWorkStart(cst('2026-09-30T19:00:00')).toISOString()).toBe(cst('2026-10-08T09:00:00').toISOString());
    expect(chinaDateTimeText(cst('2026-11-30T10:00:00'))).toBe('11月30日（周一）10:00');
  });
});
