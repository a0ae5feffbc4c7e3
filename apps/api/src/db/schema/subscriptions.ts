import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { box, polygon, tsvector } from './types.js';

/**
 * A member's saved search (我的订阅). Its criteria are typed, indexed columns so a listing change
 * finds the searches it matches with one indexed query (decision 061), never by reading them all.
 * A null criterion means "any".
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    name: varchar('name', { length: 40 }).notNull(),
    /** shop | point | mall | space */
    kind: varchar('kind', { length: 8 }).notNull(),
    cityCode: varchar('city_code', { length: 6 }).notNull(),
    /** Any of these districts; null is any. */
    districtCodes: varchar('district_codes', { length: 6 }).array(),
    /** Any of these formats (a change carries its formats' parents too); null is any. */
    formatIds: integer('format_ids').array(),
    areaMin: numeric('area_min', { precision: 9, scale: 2, mode: 'number' }),
    areaMax: numeric('area_max', { precision: 9, scale: 2, mode: 'number' }),
    /** Units: monthly rent in 元; malls: 元/㎡/天; spaces: 元/天. */
    rentMin: numeric('rent_min', { precision: 12, scale: 2, mode: 'number' }),
    rentMax: numeric('rent_max', { precision: 12, scale: 2, mode: 'number' }),
    /** The map view's box, or the drawn area's bounding box (WGS-84 lng/lat). */
    geoBox: box('geo_box'),
    /** A drawn area; the box above narrows the candidates first. */
    geoPolygon: polygon('geo_polygon'),
    /** The list's keyword as typed (shown and restored), and as the tsquery text matched against a change's words. */
    keyword: varchar('keyword', { length: 50 }),
    keywordQuery: text('keyword_query'),
    /** Units: the floors chosen on the list (B1, 1F …); null is any. */
    floors: varchar('floors', { length: 8 }).array(),
    /** The list page the search was saved on (path and query), to open it again. */
    link: varchar('link', { length: 1000 }).notNull(),
    smsDigest: boolean('sms_digest').notNull().default(false),
    paused: boolean('paused').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('saved_searches_member_idx').on(t.memberId, t.id),
    index('saved_searches_match_idx')
      .on(t.kind, t.cityCode)
      .where(sql`not paused`),
    index('saved_searches_geo_idx')
      .using('gist', t.geoBox)
      .where(sql`not paused and geo_box is not null`),
  ],
);

/**
 * A listing change that may interest saved searches: written in the transaction of the change,
 * matched by the `subscriptions-match` job. The listing's facts are copied so matching reads no
 * catalogue row.
 */
export const listingChanges = pgTable(
  'listing_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: varchar('kind', { length: 8 }).notNull(),
    listingId: bigint('listing_id', { mode: 'number' }).notNull(),
    /** new | rent_drop | vacant */
    change: varchar('change', { length: 12 }).notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    link: varchar('link', { length: 256 }).notNull(),
    cityCode: varchar('city_code', { length: 6 }).notNull(),
    districtCode: varchar('district_code', { length: 6 }).notNull(),
    formatIds: integer('format_ids').array().notNull(),
    area: numeric('area', { precision: 9, scale: 2, mode: 'number' }).notNull(),
    rent: numeric('rent', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    lng: doublePrecision('lng').notNull(),
    lat: doublePrecision('lat').notNull(),
    /** A unit's floor; null for malls and spaces. */
    floor: varchar('floor', { length: 8 }),
    /** The listing's search words (a space: its mall's), for saved searches with a keyword. */
    search: tsvector('search'),
    matchedAt: timestamp('matched_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('listing_changes_pending_idx')
      .on(t.id)
      .where(sql`matched_at is null`),
  ],
);

/** One saved search matched by one change: the message-centre entry and the SMS digest read these. */
export const subscriptionAlerts = pgTable(
  'subscription_alerts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    searchId: bigint('search_id', { mode: 'number' }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    changeId: bigint('change_id', { mode: 'number' }).notNull(),
    /** Whether the member asked for the SMS digest on that search when it matched. */
    wantsSms: boolean('wants_sms').notNull().default(false),
    smsSentAt: timestamp('sms_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscription_alerts_once_idx').on(t.searchId, t.changeId),
    index('subscription_alerts_sms_idx')
      .on(t.memberId)
      .where(sql`wants_sms and sms_sent_at is null`),
    index('subscription_alerts_change_idx').on(t.changeId),
  ],
);

/** At most one SMS digest per member and China-time day. */
export const subscriptionSmsDigests = pgTable(
  'subscription_sms_digests',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    day: date('day').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day] })],
);
