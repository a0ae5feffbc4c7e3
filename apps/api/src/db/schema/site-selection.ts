import { bigint, bigserial, boolean, date, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

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
    /** The member will retrofit (排烟、燃气 …): units failing a format's gates are listed under 需改造. */
    retrofit: boolean('retrofit').notNull().default(false),
    /**
     * The results the report showed when it was made (ranked items, total, relaxations): a saved
     * report keeps them; 重新匹配 makes a new record. Null for records made before snapshots.
     */
    results: jsonb('results'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('site_selection_records_member_idx').on(t.memberId, t.createdAt)],
);
