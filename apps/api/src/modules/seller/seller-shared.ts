import { CHINA_UTC_OFFSET_MS, yuan } from '@shp/contracts';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { regions } from '../../db/schema/index.js';
import type { CallContext, MemberCallContext } from '../../lib/call-context.js';

/** The seller member's id; the op's access 'seller' guarantees a member with role SH100011. */
export const sellerId = (ctx: MemberCallContext) => ctx.member.id;

export const toYuan = (fen: number | string) => Number(fen) / 100;
export const toFen = (yuan: number) => Math.round(yuan * 100);
/**
 * An amount of fen as the seller centre shows it, '¥22,200.00': in a log note or a message beside
 * the page's own figures (a note read '¥22200.00' under a total of '¥22,200.00').
 */
export const yuanText = (fen: number | string): string => yuan(toYuan(Math.round(Number(fen))));
export const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);
export const isoOr = (d: Date | string) => new Date(d).toISOString();

/**
 * The China wall-clock time of an instant as a Date whose UTC fields read that time (what a
 * spreadsheet cell, which has no time zone, must hold), cut to whole seconds: a sheet formatted
 * to the second would round 23:59:59.7 up into the next day.
 */
export const chinaWallClock = (d: Date) => new Date(Math.floor((d.getTime() + CHINA_UTC_OFFSET_MS) / 1000) * 1000);

/** Start of the day and start of the day after, in China time (UTC+8), for date filters. */
export function dayRange(dateFrom?: string, dateTo?: string) {
  return {
    from: dateFrom ? new Date(`${dateFrom}T00:00:00+08:00`) : undefined,
    to: dateTo ? new Date(new Date(`${dateTo}T00:00:00+08:00`).getTime() + 86400000) : undefined,
  };
}

export async function cityNames(db: Db, codes: (string | null | undefined)[]) {
  const list = [...new Set(codes.filter((c): c is string => Boolean(c)))];
  if (!list.length) return new Map<string, string>();
  const rows = await db.select({ code: regions.code, name: regions.shortName }).from(regions).where(inArray(regions.code, list));
  return new Map(rows.map((r) => [r.code, r.name]));
}

/** A page answer in the contract's shape. */
export const page = <T>(list: T[], total: number, ctx: CallContext) => ({
  list,
  total,
  pageNum: ctx.pageParam.pageNum,
  pageSize: ctx.pageParam.pageSize,
});
export const offsetOf = (ctx: CallContext) => (ctx.pageParam.pageNum - 1) * ctx.pageParam.pageSize;

/** Postgres unique violation: a concurrent insert won. */
export const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};
