import { bigint, bigserial, boolean, date, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { PUBLISHED } from './types.js';

/** 场地: event and short-term spaces (in malls, mostly atriums and plazas). */
export const spaces = pgTable(
  'spaces',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    mallId: integer('mall_id').notNull(),
    cityCode: varchar('city_code', { length: 6 }).notNull(),
    districtCode: varchar('district_code', { length: 6 }).notNull(),
    location: varchar('location', { length: 120 }).notNull(),
    area: integer('area').notNull(),
    /** 快闪, 展览, 路演, 促销, 发布会 … */
    leaseTypes: varchar('lease_types', { length: 16 }).array().notNull(),
    formatIds: integer('format_ids').array().notNull(),
    /** 元/天 */
    priceDay: integer('price_day').notNull(),
    minDays: smallint('min_days').notNull(),
    dailyTraffic: integer('daily_traffic').notNull(),
    facilities: varchar('facilities', { length: 16 }).array().notNull(),
    coverUrl: varchar('cover_url', { length: 512 }).notNull(),
    images: jsonb('images').$type<string[]>().notNull(),
    description: text('description').notNull(),
    hot: boolean('hot').notNull().default(false),
    status: varchar('status', { length: 16 }).notNull().default(PUBLISHED),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('spaces_city_idx').on(t.cityCode, t.status), index('spaces_mall_idx').on(t.mallId)],
);

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
