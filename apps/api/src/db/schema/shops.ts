import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  point,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { PUBLISHED, tsvector } from './types.js';

/** Units to lease: kind 'shop' (铺位) or 'point' (点位: kiosks, carts, ad points). */
export const shops = pgTable(
  'shops',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: varchar('kind', { length: 8 }).notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    mallId: integer('mall_id'),
    cityCode: varchar('city_code', { length: 6 }).notNull(),
    districtCode: varchar('district_code', { length: 6 }).notNull(),
    address: varchar('address', { length: 200 }).notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    /** (lng, lat) in WGS-84 for the map's GiST index (decision 043); derived, never written. */
    geo: point('geo', { mode: 'xy' }).generatedAlwaysAs(sql`point(lng, lat)`),
    /** ㎡ */
    area: numeric('area', { precision: 9, scale: 2, mode: 'number' }).notNull(),
    floor: varchar('floor', { length: 8 }).notNull(),
    /** 面宽 m */
    frontage: numeric('frontage', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    depth: numeric('depth', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    ceilingHeight: numeric('ceiling_height', { precision: 4, scale: 2, mode: 'number' }).notNull(),
    rent: numeric('rent', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    /** day_sqm (元/㎡/天) | month (元/月) */
    rentUnit: varchar('rent_unit', { length: 16 }).notNull(),
    /** Monthly rent in 元 for sorting and budgets, whatever the quoted unit. */
    monthlyRent: integer('monthly_rent').notNull(),
    propertyFee: numeric('property_fee', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    transferFee: integer('transfer_fee').notNull().default(0),
    formatIds: integer('format_ids').array().notNull(),
    /** vacant | leasing_soon | leased */
    openingStatus: varchar('opening_status', { length: 16 }).notNull(),
    grade: varchar('grade', { length: 2 }).notNull(),
    powerKw: integer('power_kw').notNull(),
    water: boolean('water').notNull(),
    exhaust: boolean('exhaust').notNull(),
    gas: boolean('gas').notNull(),
    availableDate: date('available_date').notNull(),
    dailyTraffic: integer('daily_traffic').notNull(),
    housekeeperId: integer('housekeeper_id').notNull(),
    coverUrl: varchar('cover_url', { length: 512 }).notNull(),
    images: jsonb('images').$type<string[]>().notNull(),
    description: text('description').notNull(),
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
    index('shops_list_idx').on(t.kind, t.cityCode, t.status, t.id),
    // A mall's units, and its vacancy count (mall cards and lists) from the index alone.
    index('shops_mall_status_idx').on(t.mallId, t.kind, t.status, t.openingStatus),
    index('shops_area_idx').on(t.cityCode, t.area),
    index('shops_formats_idx').using('gin', t.formatIds),
    index('shops_search_idx').using('gin', t.search),
    // Search (modules/search): published units' words and place, each tagged with the unit's part
    // of the table (from id % 64), so a search reads a part at a time and stops at its pool
    // (decision 063). The 64 is SHOP_BUCKETS in search.repository.ts.
    index('shops_search_bucket_idx')
      .using('gin', sql`search_in_bucket(search_in_place(${t.search}, array[${t.cityCode}::text], array[${t.districtCode}::text]), ${t.id} % 64)`)
      .where(sql`status = 'published'`)
      .with({ fastupdate: false }),
    index('shops_title_bucket_idx')
      .using(
        'gin',
        sql`search_in_bucket(search_in_place(search_title_words(${t.search}, ${t.title}), array[${t.cityCode}::text], array[${t.districtCode}::text]), ${t.id} % 64)`,
      )
      .where(sql`status = 'published'`)
      .with({ fastupdate: false }),
    // List sorts and lists without a city (find-shop list: no sequential scan at 100,000 units).
    index('shops_kind_status_idx').on(t.kind, t.status, t.fresh, t.id),
    // By rent, with what a rent list or a rent ceiling's count is most often narrowed by checked on
    // the entry.
    index('shops_rent_sort_idx').on(t.kind, t.cityCode, t.status, t.monthlyRent, t.districtCode, t.grade, t.area),
    // 综合排序 within a city. One district, one grade and the area are checked on the index entry, so
    // a district's page reads 20 table rows, not every unit of the city ahead of them in the order.
    // The id makes the entry order the page order (no sort of traffic ties), and the formats let a
    // page with a format skip the entries of other formats without reading their table rows: the
    // page picks its ids from this index alone, then reads 20 rows.
    index('shops_traffic_sort_idx').on(t.kind, t.cityCode, t.status, t.fresh, t.dailyTraffic, t.id, t.districtCode, t.grade, t.area, t.formatIds),
    // List counts with an area range, grades, formats or districts, and a city's count summary
    // (decision 014), read only this index. Formats, districts, floors and opening status ride along last so their counts
    // need no table rows (the GIN index would read table pages for every match).
    index('shops_count_idx').on(t.kind, t.cityCode, t.status, t.area, t.grade, t.formatIds, t.districtCode, t.floor, t.openingStatus),
    // The same entries by district, for a count the city's summary cannot add up (a first list
    // before the summary is built), a district's own summary and an area band it cuts: they read the
    // chosen districts' entries only, not the whole city's. Floor and opening status ride along so a
    // district's summary reads no table rows.
    index('shops_district_count_idx').on(t.kind, t.cityCode, t.status, t.districtCode, t.area, t.grade, t.formatIds, t.floor, t.openingStatus),
    // 综合排序 within a district. A district's page walks that district's entries in page order:
    // with a format it picks its ids from the district's entries, where the traffic index walks the
    // whole city's entries ahead of them. The count index above keeps the area first, so a band cut inside a district
    // still reads a range of its entries, not all of them.
    index('shops_district_traffic_idx').on(t.kind, t.cityCode, t.status, t.districtCode, t.fresh, t.dailyTraffic, t.id, t.grade, t.area, t.formatIds),
    // Map search (decision 043). The migration adds the list filters' columns as INCLUDE so a
    // viewport's clusters are counted from the index alone (drizzle cannot declare INCLUDE).
    index('shops_geo_idx')
      .using('gist', t.geo)
      .where(sql`status = 'published'`),
  ],
);

/**
 * How often each unit's detail page was opened. Kept out of `shops`: an update of a shops row clears
 * its page's all-visible bit, and the list counts and city summaries read index entries alone only
 * on all-visible pages, so every view would slow them until the next vacuum.
 */
export const shopViewCounts = pgTable('shop_view_counts', {
  shopId: bigint('shop_id', { mode: 'number' }).primaryKey(),
  views: integer('views').notNull().default(0),
});

/** The last time a member looked at a unit (userAccessList); one row per member and unit. */
export const shopVisits = pgTable(
  'shop_visits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shopId: bigint('shop_id', { mode: 'number' }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('shop_visits_shop_member_uq').on(t.shopId, t.memberId), index('shop_visits_shop_idx').on(t.shopId, t.visitedAt)],
);
