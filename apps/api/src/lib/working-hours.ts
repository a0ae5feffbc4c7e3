import { CHINA_UTC_OFFSET_MS as CST_OFFSET_MS } from '@shp/contracts';

/**
 * Consultants' working hours: 9:00–18:00 China time on working days. A working day is Monday to
 * Friday, except the public holidays the State Council announces, plus the weekend days it makes
 * working days (调休). The list is yearly: add the next year's when it is published (each
 * December); a year not listed counts weekends only.
 */
const HOLIDAYS: Record<number, { off: string[]; on: string[] }> = {
  2026: {
    off: [
      '01-01',
      '01-02',
      '01-03',
      '02-15',
      '02-16',
      '02-17',
      '02-18',
      '02-19',
      '02-20',
      '02-21',
      '02-22',
      '02-23',
      '04-04',
      '04-05',
      '04-06',
      '05-01',
      '05-02',
      '05-03',
      '05-04',
      '05-05',
      '06-19',
      '06-20',
      '06-21',
      '09-25',
      '09-26',
      '09-27',
      '10-01',
      '10-02',
      '10-03',
      '10-04',
      '10-05',
      '10-06',
      '10-07',
    ],
    on: ['01-04', '02-14', '02-28', '05-09', '09-20', '10-10'],
  },
};

export const WORK_START_HOUR = 9;
export const WORK_END_HOUR = 18;

const HOUR = 3600_000;

/** The China-time calendar fields of an instant. */
function local(at: Date) {
  const d = new Date(at.getTime() + CST_OFFSET_MS);
  return { y: d.getUTCFullYear(), m: d.getUTCMonth(), d: d.getUTCDate(), weekday: d.getUTCDay(), hour: d.getUTCHours() + d.getUTCMinutes() / 60 };
}

/** Whether the China-time calendar day of `at` is a working day. */
export function isWorkingDay(at: Date): boolean {
  const { y, m, d, weekday } = local(at);
  const key = `${String(m + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  const year = HOLIDAYS[y];
  if (year?.on.includes(key)) return true;
  if (year?.off.includes(key)) return false;
  return weekday !== 0 && weekday !== 6;
}

export function isWorkingTime(at: Date): boolean {
  const { hour } = local(at);
  return isWorkingDay(at) && hour >= WORK_START_HOUR && hour < WORK_END_HOUR;
}

/** The next moment working hours begin at or after `at` (9:00 China time of a working day). */
export function nextWorkStart(at: Date): Date {
  const { y, m, d, hour } = local(at);
  // 9:00 China time of the same calendar day, as an instant.
  let day = new Date(Date.UTC(y, m, d, WORK_START_HOUR) - CST_OFFSET_MS);
  if (hour >= WORK_START_HOUR) day = new Date(day.getTime() + 24 * HOUR);
  for (let i = 0; i < 40 && !isWorkingDay(day); i++) day = new Date(day.getTime() + 24 * HOUR);
  return day;
}

/** China-time text of an instant for a member: 11月30日（周一）10:00. */
export function chinaDateTimeText(at: Date): string {
  const { m, d, weekday } = local(at);
  const t = new Date(at.getTime() + CST_OFFSET_MS);
  const hh = String(t.getUTCHours()).padStart(2, '0');
  const mm = String(t.getUTCMinutes()).padStart(2, '0');
  return `${m + 1}月${d}日（周${'日一二三四五六'[weekday]}）${hh}:${mm}`;
}

// ---- Counting working time (SLA reminder, auto-assignment) ----

const DAY_MS = 24 * HOUR;

/** Midnight (China time) of the China-time day holding `t`, as a UTC epoch. */
const cstMidnight = (t: number) => Math.floor((t + CST_OFFSET_MS) / DAY_MS) * DAY_MS - CST_OFFSET_MS;

/** The working window of the China-time day starting at `midnight`, or null on a day off. */
function windowOf(midnight: number): [number, number] | null {
  if (!isWorkingDay(new Date(midnight + 12 * HOUR))) return null;
  return [midnight + WORK_START_HOUR * HOUR, midnight + WORK_END_HOUR * HOUR];
}

/** The moment `ms` of working time after `from` (from itself when `ms` is 0 and it is in working hours). */
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

/** The moment `ms` of working time before `to`. */
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
