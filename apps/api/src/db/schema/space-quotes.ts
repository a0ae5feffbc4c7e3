import { bigint, bigserial, date, index, integer, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';

/** A request for a price on an event space (activityQuote); a lead of kind space_quote goes with it. */
export const spaceQuotes = pgTable(
  'space_quotes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    spaceId: integer('space_id').notNull(),
    leadId: bigint('lead_id', { mode: 'number' }),
    leaseType: varchar('lease_type', { length: 16 }).notNull(),
    rentableArea: varchar('rentable_area', { length: 16 }).notNull(),
    startDate: date('start_date').notNull(),
    days: smallint('days').notNull(),
    brandName: varchar('brand_name', { length: 180 }).notNull(),
    liaison: varchar('liaison', { length: 20 }).notNull(),
    phone: varchar('phone', { length: 11 }).notNull(),
    remark: varchar('remark', { length: 300 }).notNull().default(''),
    /** Price per day when quoted and the estimate (元) from list price × days. */
    priceDay: integer('price_day').notNull(),
    estimate: integer('estimate').notNull(),
    /** pending | quoted | accepted | closed */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('space_quotes_member_idx').on(t.memberId, t.createdAt), index('space_quotes_space_idx').on(t.spaceId)],
);
