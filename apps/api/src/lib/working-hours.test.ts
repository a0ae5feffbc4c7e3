import { describe, expect, it } from 'vitest';
import { addWorkingMs, isOfficeHours, subtractWorkingMs } from './working-hours.js';

const cst = (s: string) => new Date(`${s}+08:00`);
const MIN = 60_000;
const HOUR = 3_600_000;

describe('office hours (09:00–18:00 China time, Monday to Friday)', () => {
  it('tells office hours apart in China time', () => {
    expect(isOfficeHours(cst('2026-11-23T09:00:00'))).toBe(true); // Monday
    expect(isOfficeHours(cst('2026-11-23T18:00:00'))).toBe(false);
    expect(isOfficeHours(cst('2026-11-21T10:00:00'))).toBe(false); // Saturday
    expect(isOfficeHours(new Date('2026-11-23T01:30:00Z'))).toBe(true); // 09:30 CST
  });
  it('adds office minutes: within a day, across the evening and across a weekend', () => {
    expect(addWorkingMs(cst('2026-11-23T10:00:00'), 30 * MIN)).toEqual(cst('2026-11-23T10:30:00'));
    expect(addWorkingMs(cst('2026-11-23T17:50:00'), 30 * MIN)).toEqual(cst('2026-11-24T09:20:00'));
    expect(addWorkingMs(cst('2026-11-23T22:00:00'), 30 * MIN)).toEqual(cst('2026-11-24T09:30:00'));
    expect(addWorkingMs(cst('2026-11-20T17:45:00'), 30 * MIN)).toEqual(cst('2026-11-23T09:15:00')); // Friday → Monday
    expect(addWorkingMs(cst('2026-11-21T11:00:00'), 30 * MIN)).toEqual(cst('2026-11-23T09:30:00'));
  });
  it('subtracts office hours: two hours before a deadline', () => {
    expect(subtractWorkingMs(cst('2026-11-24T15:00:00'), 2 * HOUR)).toEqual(cst('2026-11-24T13:00:00'));
    expect(subtractWorkingMs(cst('2026-11-24T10:00:00'), 2 * HOUR)).toEqual(cst('2026-11-23T17:00:00'));
    expect(subtractWorkingMs(cst('2026-11-24T23:00:00'), 2 * HOUR)).toEqual(cst('2026-11-24T16:00:00'));
    expect(subtractWorkingMs(cst('2026-11-23T23:59:59'), 2 * HOUR)).toEqual(cst('2026-11-23T16:00:00'));
    expect(subtractWorkingMs(cst('2026-11-23T09:30:00'), 2 * HOUR)).toEqual(cst('2026-11-20T16:30:00')); // Monday → Friday
  });
});
