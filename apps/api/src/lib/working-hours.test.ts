import { describe, expect, it } from 'vitest';
import { addWorkingMs, chinaDateTimeText, isWorkingDay, isWorkingTime, nextWorkStart, subtractWorkingMs } from './working-hours.js';

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

const MIN = 60_000;
const HOUR = 3_600_000;

describe('counting working time (09:00–18:00 China time on working days)', () => {
  it('tells office hours apart in China time', () => {
    expect(isWorkingTime(cst('2026-11-23T09:00:00'))).toBe(true); // Monday
    expect(isWorkingTime(cst('2026-11-23T18:00:00'))).toBe(false);
    expect(isWorkingTime(cst('2026-11-21T10:00:00'))).toBe(false); // Saturday
    expect(isWorkingTime(new Date('2026-11-23T01:30:00Z'))).toBe(true); // 09:30 CST
  });
  it('adds office minutes: within a day, across the evening and across a weekend', () => {
    expect(addWorkingMs(cst('2026-11-23T10:00:00'), 30 * MIN)).toEqual(cst('2026-11-23T10:30:00'));
    expect(addWorkingMs(cst('2026-11-23T17:50:00'), 30 * MIN)).toEqual(cst('2026-11-24T09:20:00'));
    expect(addWorkingMs(cst('2026-11-23T22:00:00'), 30 * MIN)).toEqual(cst('2026-11-24T09:30:00'));
    expect(addWorkingMs(cst('2026-11-20T17:45:00'), 30 * MIN)).toEqual(cst('2026-11-23T09:15:00')); // Friday → Monday
    expect(addWorkingMs(cst('2026-11-21T11:00:00'), 30 * MIN)).toEqual(cst('2026-11-23T09:30:00'));
    expect(addWorkingMs(cst('2026-09-30T17:45:00'), 30 * MIN)).toEqual(cst('2026-10-08T09:15:00')); // over National Day
  });
  it('subtracts office hours: two hours before a deadline', () => {
    expect(subtractWorkingMs(cst('2026-11-24T15:00:00'), 2 * HOUR)).toEqual(cst('2026-11-24T13:00:00'));
    expect(subtractWorkingMs(cst('2026-11-24T10:00:00'), 2 * HOUR)).toEqual(cst('2026-11-23T17:00:00'));
    expect(subtractWorkingMs(cst('2026-11-24T23:00:00'), 2 * HOUR)).toEqual(cst('2026-11-24T16:00:00'));
    expect(subtractWorkingMs(cst('2026-11-23T23:59:59'), 2 * HOUR)).toEqual(cst('2026-11-23T16:00:00'));
    expect(subtractWorkingMs(cst('2026-11-23T09:30:00'), 2 * HOUR)).toEqual(cst('2026-11-20T16:30:00')); // Monday → Friday
  });
});
