import { bigint, bigserial, date, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** A brand's needs for smart site selection (the SPEC's customize record), one per submission. */
export const siteSelectionRecords = pgTable(
  'site_selection_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    brandName: varchar('brand_name', { length: 180 }).notNull(),
    brandId: integer('brand_id'),
    formatId: integer('format_id').notNull(),
    areaMin: integer('area_min').notNull(),
    areaMax: integer('area_max').notNull(),
    /** Monthly rent budget, 元. */
    budget: integer('budget').notNull(),
    cityCodes: varchar('city_codes', { length: 6 }).array().notNull(),
    districtCodes: varchar('district_codes', { length: 6 }).array().notNull(),
    floors: varchar('floors', { length: 8 }).array().notNull(),
    openBy: date('open_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('site_selection_records_member_idx').on(t.memberId, t.createdAt)],
);
