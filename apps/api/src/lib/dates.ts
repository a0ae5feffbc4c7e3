import { CHINA_UTC_OFFSET_MS, chinaDay } from '@shp/contracts';

/**
 * How the API writes instants and days on the wire. Drivers answer a timestamp as a Date
 * (node-postgres, PGlite) or as text (raw SQL through some paths), so every helper takes both.
 */

/** An instant as ISO 8601 in UTC, '2024-05-01T02:00:00.000Z'. */
export const isoTime = (v: Date | string | number): string => (v instanceof Date ? v : new Date(v)).toISOString();

/** `isoTime`, or null when there is no instant. */
export const isoTimeOrNull = (v: Date | string | number | null | undefined): string | null => (v === null || v === undefined || v === '' ? null : isoTime(v));

/** The date part of an instant or of a stored `date` value, '2024-05-01'. */
export const isoDay = (v: Date | string): string => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));

/**
 * An instant as a Date whose UTC fields read the China wall clock (UTC+8): `getUTCHours()` is the
 * hour in China. Every China-time text below is cut from it.
 */
export const chinaClock = (at: Date | number): Date => new Date(new Date(at).getTime() + CHINA_UTC_OFFSET_MS);

/** The China-time month of an instant, '2024-05'. */
export const chinaMonth = (at: Date): string => chinaDay(at).slice(0, 7);

/** The China-time day of an instant as digits, '20240501': the date inside order and withdrawal numbers. */
export const chinaDayDigits = (at: Date): string => chinaDay(at).replace(/-/g, '');

/** The China-time second of an instant as digits, '20240501100000'. */
export const chinaSecondDigits = (at: Date): string => chinaClock(at).toISOString().replace(/\D/g, '').slice(0, 14);

/** The China-time minute of an instant, '2024-05-01 10:00'. */
export const chinaMinuteText = (at: Date): string => chinaClock(at).toISOString().slice(0, 16).replace('T', ' ');

/** The China-time month, day and minute of an instant for a message, '5月1日 10:00'. */
export function chinaMonthDayTimeText(at: Date): string {
  const d = chinaClock(at);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCMonth() + 1}月${d.getUTCDate()}日 ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}`;
}
