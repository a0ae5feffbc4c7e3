import { bigint, bigserial, date, index, integer, jsonb, numeric, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Every rent a unit has had, one row per change (decision 060). Written by the `shops_rent_changes`
 * trigger (migration 0034) on every insert and every change of rent, rent unit or area, whoever
 * makes it (operator edits, imports, the seeder), so no write path can forget it. The seeder
 * replaces a unit's listing row with its drawn past.
 */
export const rentChanges = pgTable(
  'rent_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shopId: bigint('shop_id', { mode: 'number' }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
    /** 元/㎡/天, whatever unit the listing quotes in: the one figure a market median can compare. */
    rentDaySqm: numeric('rent_day_sqm', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    monthlyRent: integer('monthly_rent').notNull(),
    /** listing | edit | import | seed */
    source: varchar('source', { length: 8 }).notNull(),
  },
  // A unit's history, and the rent in force at a month's end, read from one unit's entries.
  (t) => [index('rent_changes_shop_idx').on(t.shopId, t.changedAt)],
);

/**
 * A district and format's 24-month median trend, computed at most once a China-time day per key:
 * the months behind it are closed, and the current month's point may lag a day.
 */
export const marketRentTrends = pgTable('market_rent_trends', {
  /** kind:city:district|*:format|* */
  key: varchar('key', { length: 48 }).primaryKey(),
  points: jsonb('points').$type<{ month: string; count: number; median: number | null }[]>().notNull(),
  computedDay: date('computed_day').notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});
