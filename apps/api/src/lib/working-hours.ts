import { CHINA_UTC_OFFSET_MS as CST_OFFSET_MS } from '@shp/contracts';

/**
 * Office hours in China time on working days (decision 039): the clock the SLA reminder and the
 * auto-assignment count in. Working days follow `oneWorkingDayAfter` (lib/working-day.ts): Monday
 * to Friday.
 */
export const OFFICE_OPENS_HOUR = 9;
export const OFFICE_CLOSES_HOUR = 18;
const DAY_MS = 86_400_000;

/** Midnight (China time) of the China-time day holding `t`, as a UTC epoch. */
const cstMidnight = (t: number) => Math.floor((t + CST_OFFSET_MS) / DAY_MS) * DAY_MS - CST_OFFSET_MS;

/** The office window of the China-time day starting at `midnight`, or null on a weekend. */
function windowOf(midnight: number): [number, number] | null {
  const weekday = new Date(midnight + CST_OFFSET_MS).getUTCDay();
  if (weekday === 0 || weekday === 6) return null;
  return [midnight + OFFICE_OPENS_HOUR * 3_600_000, midnight + OFFICE_CLOSES_HOUR * 3_600_000];
}

export function isOfficeHours(at: Date): boolean {
  const w = windowOf(cstMidnight(at.getTime()));
  return !!w && at.getTime() >= w[0] && at.getTime() < w[1];
}

/** The moment `ms` of office time after `from` (from itself when `ms` is 0 and it is in office hours). */
export function addWorkingMs(from: Date, ms: number): Date {
  let cursor = from.getTime();
  let left = ms;
  for (let day = cstMidnight(cursor); ; day += DAY_MS) {
    const w = windowOf(day);
    if (!w || cursor >= w[1]) continue;
    const start = Math.max(cursor, w[0]);
    if (start + left <= w[1]) return new Date(start + left);
    left -= w[1] - start;
    cursor = day + DAY_MS;
  }
}

/** The moment `ms` of office time before `to`. */
export function subtractWorkingMs(to: Date, ms: number): Date {
  let cursor = to.getTime();
  let left = ms;
  for (let day = cstMidnight(cursor - 1); ; day -= DAY_MS) {
    const w = windowOf(day);
    if (!w || cursor <= w[0]) continue;
    const end = Math.min(cursor, w[1]);
    if (end - left >= w[0]) return new Date(end - left);
    left -= end - w[0];
    cursor = day;
  }
}
