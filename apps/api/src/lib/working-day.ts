import { CHINA_UTC_OFFSET_MS as CST_OFFSET_MS } from '@shp/contracts';

/**
 * The follow-up promise: one working day after `from`, weekends skipped (a lead left on Friday
 * is due Monday at the same time; one left on Saturday or Sunday is due Monday end of day).
 */
export function oneWorkingDayAfter(from: Date): Date {
  const local = new Date(from.getTime() + CST_OFFSET_MS);
  const day = local.getUTCDay(); // 0 Sunday … 6 Saturday, in China time
  if (day === 6 || day === 0) {
    const toMonday = day === 6 ? 2 : 1;
    const monday = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + toMonday, 23, 59, 59));
    return new Date(monday.getTime() - CST_OFFSET_MS);
  }
  const add = day === 5 ? 3 : 1;
  return new Date(from.getTime() + add * 86400_000);
}
