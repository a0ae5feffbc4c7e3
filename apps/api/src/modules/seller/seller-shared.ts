import { chinaClock } from '../../lib/dates.js';
import type { MemberCallContext } from '../../lib/call-context.js';

/** The seller member's id; the op's access 'seller' guarantees a member with role SH100011. */
export const sellerId = (ctx: MemberCallContext) => ctx.member.id;

/**
 * The China wall-clock time of an instant as a Date whose UTC fields read that time (what a
 * spreadsheet cell, which has no time zone, must hold), cut to whole seconds: a sheet formatted
 * to the second would round 23:59:59.7 up into the next day.
 */
export const chinaWallClock = (d: Date) => new Date(Math.floor(chinaClock(d).getTime() / 1000) * 1000);

/** Start of the day and start of the day after, in China time (UTC+8), for date filters. */
export function dayRange(dateFrom?: string, dateTo?: string) {
  return {
    from: dateFrom ? new Date(`${dateFrom}T00:00:00+08:00`) : undefined,
    to: dateTo ? new Date(new Date(`${dateTo}T00:00:00+08:00`).getTime() + 86400000) : undefined,
  };
}

/** Postgres unique violation: a concurrent insert won. */
export const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};
