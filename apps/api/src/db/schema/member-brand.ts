import { bigint, bigserial, integer, pgTable, timestamp, uniqueIndex, varchar, text } from 'drizzle-orm/pg-core';

/** The brand a member represents (/personalCenter/fabu): one per member. */
export const brandProfiles = pgTable(
  'brand_profiles',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    brandName: varchar('brand_name', { length: 180 }).notNull(),
    /** Catalogue brand picked from the suggestions, if any. */
    brandId: integer('brand_id'),
    formatIds: integer('format_ids').array().notNull().default([]),
    storeCount: integer('store_count'),
    areaMin: integer('area_min'),
    areaMax: integer('area_max'),
    cityCodes: varchar('city_codes', { length: 6 }).array().notNull().default([]),
    logoUrl: varchar('logo_url', { length: 512 }),
    contacts: varchar('contacts', { length: 20 }).notNull(),
    phone: varchar('phone', { length: 11 }).notNull(),
    isOpenShop: varchar('is_open_shop', { length: 1 }).notNull().default('Y'),
    intro: text('intro').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('brand_profiles_member_uq').on(t.memberId)],
);
