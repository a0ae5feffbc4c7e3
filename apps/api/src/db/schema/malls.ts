import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  point,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { PUBLISHED, tsvector } from './types.js';

/** 商场 (the SPEC's "project"). */
export const malls = pgTable(
  'malls',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    cityCode: varchar('city_code', { length: 6 }).notNull(),
    districtCode: varchar('district_code', { length: 6 }).notNull(),
    address: varchar('address', { length: 200 }).notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** (lng, lat) in WGS-84 for the map's GiST index (decision 043); derived, never written. */
    geo: point('geo', { mode: 'xy' }).generatedAlwaysAs(sql`point(lng, lat)`),
    /** open | preparing | renovating */
    openStatus: varchar('open_status', { length: 16 }).notNull(),
    openDate: date('open_date').notNull(),
    totalArea: integer('total_area').notNull(),
    businessArea: integer('business_area').notNull(),
    floorsAbove: smallint('floors_above').notNull(),
    floorsBelow: smallint('floors_below').notNull(),
    parkingSpaces: integer('parking_spaces').notNull(),
    formatIds: integer('format_ids').array().notNull(),
    /** 元/㎡/天 */
    rentMin: numeric('rent_min', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    rentMax: numeric('rent_max', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    dailyTraffic: integer('daily_traffic').notNull(),
    annualSales: integer('annual_sales').notNull(),
    developer: varchar('developer', { length: 100 }).notNull(),
    grade: varchar('grade', { length: 2 }).notNull(),
    leasingContact: varchar('leasing_contact', { length: 32 }).notNull(),
    leasingPhone: varchar('leasing_phone', { length: 32 }).notNull(),
    consultantId: integer('consultant_id'),
    coverUrl: varchar('cover_url', { length: 512 }).notNull(),
    images: jsonb('images').$type<string[]>().notNull(),
    intro: text('intro').notNull(),
    /** Transport, residential and competitor facts around the mall. */
    surroundings: jsonb('surroundings').$type<{ transport: string[]; residential: string[]; competitors: string[]; schools: string[] }>().notNull(),
    brochureUrl: varchar('brochure_url', { length: 512 }),
    investmentScore: integer('investment_score').notNull(),
    featured: boolean('featured').notNull().default(false),
    status: varchar('status', { length: 16 }).notNull().default(PUBLISHED),
    /** False once not updated for 120 days (trust job): ranked after current listings (decision 062). */
    fresh: boolean('fresh').notNull().default(true),
    /** 已核验: the day an operator last verified it (listing_verifications holds the evidence). */
    verifiedOn: date('verified_on'),
    search: tsvector('search'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('malls_city_idx').on(t.cityCode, t.status, t.investmentScore),
    index('malls_district_idx').on(t.districtCode),
    index('malls_formats_idx').using('gin', t.formatIds),
    index('malls_search_idx').using('gin', t.search),
    index('malls_search_place_idx')
      .using('gin', sql`search_in_place(${t.search}, array[${t.cityCode}::text], array[${t.districtCode}::text])`)
      .where(sql`status = 'published'`)
      .with({ fastupdate: false }),
    index('malls_name_place_idx')
      .using('gin', sql`search_in_place(search_title_words(${t.search}, ${t.name}), array[${t.cityCode}::text], array[${t.districtCode}::text])`)
      .where(sql`status = 'published'`)
      .with({ fastupdate: false }),
    // Map search (decision 043): viewport, drawn area and radius around a point.
    index('malls_geo_idx').using('gist', t.geo),
  ],
);

export const mallFloors = pgTable(
  'mall_floors',
  {
    id: serial('id').primaryKey(),
    mallId: integer('mall_id').notNull(),
    floor: varchar('floor', { length: 8 }).notNull(),
    theme: varchar('theme', { length: 64 }).notNull(),
    area: integer('area').notNull(),
    sort: smallint('sort').notNull(),
  },
  (t) => [index('mall_floors_mall_idx').on(t.mallId)],
);

/** Brands settled in a mall. */
export const mallBrands = pgTable(
  'mall_brands',
  {
    id: serial('id').primaryKey(),
    mallId: integer('mall_id').notNull(),
    brandId: integer('brand_id').notNull(),
    floor: varchar('floor', { length: 8 }).notNull(),
    openedAt: date('opened_at').notNull(),
  },
  (t) => [index('mall_brands_mall_idx').on(t.mallId), index('mall_brands_brand_idx').on(t.brandId)],
);
