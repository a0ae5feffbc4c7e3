import { describe, expect, it } from 'vitest';
import { oneWorkingDayAfter } from './working-day.js';

// Times are written in China time (+08:00).
const cst = (s: string) => new Date(`${s}+08:00`);

describe('one working day, weekends skipped', () => {
  it('Monday to Thursday: the next day, same time', () => {
    expect(oneWorkingDayAfter(cst('2026-11-16T10:00:00'))).toEqual(cst('2026-11-17T10:00:00'));
    expect(oneWorkingDayAfter(cst('2026-11-19T23:30:00'))).toEqual(cst('2026-11-20T23:30:00'));
  });
  it('Friday: Monday, same time', () => {
    expect(oneWorkingDayAfter(cst('2026-11-20T15:00:00'))).toEqual(cst('2026-11-23T15:00:00'));
  });
  it('Saturday and Sunday: end of Monday', () => {
    expect(oneWorkingDayAfter(cst('2026-11-21T09:00:00'))).toEqual(cst('2026-11-23T23:59:59'));
    expect(oneWorkingDayAfter(cst('2026-11-22T21:00:00'))).toEqual(cst('2026-11-23T23:59:59'));
  });
  it('uses China time, not the server clock zone: Friday 23:00 CST is Friday 15:00 UTC', () => {
    expect(oneWorkingDayAfter(new Date('2026-11-20T15:00:00Z'))).toEqual(new Date('2026-11-23T15:00:00Z'));
  });
});
