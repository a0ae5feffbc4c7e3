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
