import { sql } from 'drizzle-orm';
import {
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
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { tsvector } from './types.js';

/** Publication state shared by every piece of public content. */
export const PUBLISHED = 'published';

/** 业态: commercial formats as a two-level tree. */
export const formats = pgTable('formats', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id'),
  name: varchar('name', { length: 32 }).notNull(),
  sort: integer('sort').notNull().default(0),
});

export const consultants = pgTable(
  'consultants',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 32 }).notNull(),
    avatarUrl: varchar('avatar_url', { length: 512 }).notNull(),
    phone: varchar('phone', { length: 32 }).notNull(),
    title: varchar('title', { length: 64 }).notNull(),
    cityCode: varchar('city_code', { length: 6 }).notNull(),
    years: smallint('years').notNull(),
    intro: text('intro').notNull(),
    specialties: text('specialties').array().notNull(),
    serviceCount: integer('service_count').notNull().default(0),
    status: varchar('status', { length: 16 }).notNull().default(PUBLISHED),
  },
  (t) => [index('consultants_city_idx').on(t.cityCode)],
);

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 180 }).notNull(),
    formatId: integer('format_id').notNull(),
    logoUrl: varchar('logo_url', { length: 512 }).notNull(),
    slogan: varchar('slogan', { length: 200 }).notNull(),
    intro: text('intro').notNull(),
    origin: varchar('origin', { length: 32 }).notNull(),
    foundedYear: smallint('founded_year').notNull(),
    storeCount: integer('store_count').notNull(),
    areaMin: integer('area_min').notNull(),
    areaMax: integer('area_max').notNull(),
    /** Target cities for expansion (city codes). */
    expandCities: varchar('expand_cities', { length: 6 }).array().notNull(),
    franchise: boolean('franchise').notNull().default(false),
    /** Franchise investment in 万元. */
    investMin: integer('invest_min'),
    investMax: integer('invest_max'),
    hot: boolean('hot').notNull().default(false),
    status: varchar('status', { length: 16 }).notNull().default(PUBLISHED),
    search: tsvector('search'),
    /**
     * The name's characters, lower-cased. Chinese names have no word breaks and suggestions match any
     * typed text inside a name: a GIN index on the characters finds the candidates (one typed
     * character matches ~5 % of 20,000 names) instead of an ILIKE over every name.
     */
    nameChars: text('name_chars')
      .array()
      .generatedAlwaysAs(sql`string_to_array(lower(name), null)`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('brands_format_idx').on(t.formatId),
    index('brands_name_idx').using('btree', t.name.op('text_pattern_ops')),
    index('brands_search_idx').using('gin', t.search),
    // Search (modules/search): published brands, a brand's expansion cities in the vector (decision 049).
    index('brands_search_place_idx')
      .using('gin', sql`search_in_place(${t.search}, ${t.expandCities}::text[], '{}'::text[])`)
      .where(sql`status = 'published'`)
      .with({ fastupdate: false }),
    index('brands_name_place_idx')
      .using('gin', sql`search_in_place(search_title_words(${t.search}, ${t.name}), ${t.expandCities}::text[], '{}'::text[])`)
      .where(sql`status = 'published'`)
      .with({ fastupdate: false }),
    index('brands_name_chars_idx').using('gin', t.nameChars),
  ],
);

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
    index('shops_mall_idx').on(t.mallId),
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

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    /** news | square | brand_story | investment | policy */
    category: varchar('category', { length: 16 }).notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    summary: varchar('summary', { length: 300 }).notNull(),
    /** Plain paragraphs separated by blank lines; never HTML. */
    content: text('content').notNull(),
    coverUrl: varchar('cover_url', { length: 512 }).notNull(),
    author: varchar('author', { length: 32 }).notNull(),
    source: varchar('source', { length: 32 }).notNull(),
    mallId: integer('mall_id'),
    brandId: integer('brand_id'),
    cityCode: varchar('city_code', { length: 6 }),
    tags: varchar('tags', { length: 16 }).array().notNull(),
    views: integer('views').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default(PUBLISHED),
    search: tsvector('search'),
  },
  (t) => [
    index('articles_category_idx').on(t.category, t.status, t.publishedAt),
    index('articles_mall_idx').on(t.mallId),
    index('articles_search_idx').using('gin', t.search),
    index('articles_search_place_idx')
      .using('gin', sql`search_in_place(${t.search}, array[${t.cityCode}::text], '{}'::text[])`)
      .where(sql`status = 'published'`)
      .with({ fastupdate: false }),
    index('articles_title_place_idx')
      .using('gin', sql`search_in_place(search_title_words(${t.search}, ${t.title}), array[${t.cityCode}::text], '{}'::text[])`)
      .where(sql`status = 'published'`)
      .with({ fastupdate: false }),
  ],
);

/** 精彩案例: brand openings the platform brokered. */
export const cases = pgTable('cases', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 120 }).notNull(),
  brandId: integer('brand_id').notNull(),
  mallId: integer('mall_id').notNull(),
  summary: varchar('summary', { length: 300 }).notNull(),
  content: text('content').notNull(),
  coverUrl: varchar('cover_url', { length: 512 }).notNull(),
  openedAt: date('opened_at').notNull(),
  status: varchar('status', { length: 16 }).notNull().default(PUBLISHED),
});

export const adverts = pgTable(
  'adverts',
  {
    id: serial('id').primaryKey(),
    /** home_banner | home_strip | list_banner … */
    position: varchar('position', { length: 32 }).notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    subtitle: varchar('subtitle', { length: 200 }).notNull().default(''),
    imageUrl: varchar('image_url', { length: 512 }).notNull(),
    /** Same-site path only. */
    linkUrl: varchar('link_url', { length: 512 }).notNull(),
    height: smallint('height').notNull(),
    cityCode: varchar('city_code', { length: 6 }),
    sort: integer('sort').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    status: varchar('status', { length: 16 }).notNull().default(PUBLISHED),
  },
  (t) => [index('adverts_position_idx').on(t.position, t.status, t.sort)],
);

/** Home layout per channel: which sections, their titles and order. */
export const homeConfigs = pgTable('home_configs', {
  id: serial('id').primaryKey(),
  channelCode: varchar('channel_code', { length: 32 }).notNull().unique(),
  config: jsonb('config').$type<{ sections: { key: string; title: string; subtitle?: string; enabled: boolean }[]; hotWords: string[] }>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const agreements = pgTable(
  'agreements',
  {
    id: serial('id').primaryKey(),
    /** AGREEMENT | PRIVACY_POLICY */
    code: varchar('code', { length: 20 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    /** Version date, e.g. 2026-10-01 */
    version: varchar('version', { length: 16 }).notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('agreements_code_idx').on(t.code, t.version)],
);

export const updatedNow = sql`now()`;
