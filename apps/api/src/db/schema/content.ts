import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { PUBLISHED } from './catalog.js';

/** Cooperation programmes: the /cooperAtions tabs and the enterprise/community/revenue pages. */
export const cooperationProgrammes = pgTable(
  'cooperation_programmes',
  {
    id: serial('id').primaryKey(),
    /** cross_industry | supplier | franchise | ip | business_service | enterprise | community | revenue */
    kind: varchar('kind', { length: 24 }).notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    partner: varchar('partner', { length: 100 }).notNull(),
    summary: varchar('summary', { length: 300 }).notNull(),
    /** Plain paragraphs separated by blank lines; never HTML. */
    content: text('content').notNull(),
    coverUrl: varchar('cover_url', { length: 512 }).notNull(),
    cityCode: varchar('city_code', { length: 6 }),
    tags: varchar('tags', { length: 16 }).array().notNull(),
    benefits: text('benefits').array().notNull(),
    requirements: text('requirements').array().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default(PUBLISHED),
  },
  (t) => [index('coop_programmes_kind_idx').on(t.kind, t.status, t.publishedAt)],
);

/** The four merchant services: texts of their pages. */
export const merchantServices = pgTable('merchant_services', {
  code: varchar('code', { length: 16 }).primaryKey(),
  name: varchar('name', { length: 16 }).notNull(),
  slogan: varchar('slogan', { length: 100 }).notNull(),
  description: text('description').notNull(),
  coverUrl: varchar('cover_url', { length: 512 }).notNull(),
  highlights: text('highlights').array().notNull(),
  steps: jsonb('steps').$type<{ title: string; text: string }[]>().notNull(),
  faqs: jsonb('faqs').$type<{ q: string; a: string }[]>().notNull(),
  sort: smallint('sort').notNull(),
});

export const merchantServiceProviders = pgTable(
  'merchant_service_providers',
  {
    id: serial('id').primaryKey(),
    serviceCode: varchar('service_code', { length: 16 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    logoUrl: varchar('logo_url', { length: 512 }).notNull(),
    intro: text('intro').notNull(),
    cityCodes: varchar('city_codes', { length: 6 }).array().notNull(),
    caseCount: integer('case_count').notNull(),
    priceText: varchar('price_text', { length: 64 }).notNull(),
    features: text('features').array().notNull(),
    sort: integer('sort').notNull().default(0),
    status: varchar('status', { length: 16 }).notNull().default(PUBLISHED),
  },
  (t) => [index('ms_providers_service_idx').on(t.serviceCode, t.status)],
);

/**
 * A member's evaluation of a merchant-service provider, once per member and provider, allowed only
 * after a consultant followed up their enquiry to it (the lead it rests on). A provider's score is
 * the mean of these (decision 020).
 */
export const providerEvaluations = pgTable(
  'provider_evaluations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    providerId: integer('provider_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    leadId: bigint('lead_id', { mode: 'number' }).notNull(),
    stars: smallint('stars').notNull(),
    content: varchar('content', { length: 500 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('provider_eval_once_uq').on(t.memberId, t.providerId), index('provider_eval_provider_idx').on(t.providerId, t.createdAt)],
);

/** Franchise terms of a brand (brands.franchise = true). */
export const franchiseProfiles = pgTable('franchise_profiles', {
  brandId: integer('brand_id').primaryKey(),
  /** 万元 */
  joinFee: numeric('join_fee', { precision: 8, scale: 1, mode: 'number' }).notNull(),
  deposit: numeric('deposit', { precision: 8, scale: 1, mode: 'number' }).notNull(),
  royaltyText: varchar('royalty_text', { length: 64 }).notNull(),
  paybackMonths: smallint('payback_months').notNull(),
  support: jsonb('support').$type<{ title: string; text: string }[]>().notNull(),
  conditions: text('conditions').array().notNull(),
  process: text('process').array().notNull(),
});

/** 云招商会 and 云讲堂. */
export const conferences = pgTable(
  'conferences',
  {
    id: serial('id').primaryKey(),
    /** conference | lecture */
    kind: varchar('kind', { length: 16 }).notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    summary: varchar('summary', { length: 300 }).notNull(),
    content: text('content').notNull(),
    coverUrl: varchar('cover_url', { length: 512 }).notNull(),
    speaker: varchar('speaker', { length: 32 }).notNull(),
    speakerTitle: varchar('speaker_title', { length: 64 }).notNull(),
    cityCode: varchar('city_code', { length: 6 }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    agenda: jsonb('agenda').$type<{ time: string; title: string; speaker: string }[]>().notNull(),
    mallIds: integer('mall_ids').array().notNull(),
    videoId: integer('video_id'),
    views: integer('views').notNull().default(0),
    status: varchar('status', { length: 16 }).notNull().default(PUBLISHED),
  },
  (t) => [index('conferences_kind_idx').on(t.kind, t.status, t.startsAt)],
);

/** Recorded videos served from our server (assets/video). */
export const videos = pgTable('videos', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 120 }).notNull(),
  summary: varchar('summary', { length: 300 }).notNull(),
  posterUrl: varchar('poster_url', { length: 512 }).notNull(),
  /** File name under the video folder; served at /media/video/<file>. */
  file: varchar('file', { length: 64 }).notNull(),
  mimeType: varchar('mime_type', { length: 32 }).notNull(),
  durationSec: integer('duration_sec').notNull(),
  conferenceId: integer('conference_id'),
  views: integer('views').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  status: varchar('status', { length: 16 }).notNull().default(PUBLISHED),
});

export const chambers = pgTable('chambers', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 20 }).notNull().unique(),
  name: varchar('name', { length: 64 }).notNull(),
  cityCode: varchar('city_code', { length: 6 }).notNull(),
  intro: text('intro').notNull(),
  president: varchar('president', { length: 32 }).notNull(),
  memberCount: integer('member_count').notNull(),
  foundedYear: smallint('founded_year').notNull(),
  coverUrl: varchar('cover_url', { length: 512 }).notNull(),
  phone: varchar('phone', { length: 32 }).notNull(),
  address: varchar('address', { length: 200 }).notNull(),
  highlights: text('highlights').array().notNull(),
  sort: smallint('sort').notNull(),
});

export const chamberEvents = pgTable(
  'chamber_events',
  {
    id: serial('id').primaryKey(),
    chamberId: integer('chamber_id').notNull(),
    /** visit (走进商会) | live (直播) */
    kind: varchar('kind', { length: 8 }).notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    summary: varchar('summary', { length: 300 }).notNull(),
    content: text('content').notNull(),
    coverUrl: varchar('cover_url', { length: 512 }).notNull(),
    location: varchar('location', { length: 120 }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    videoId: integer('video_id'),
    status: varchar('status', { length: 16 }).notNull().default(PUBLISHED),
  },
  (t) => [index('chamber_events_chamber_idx').on(t.chamberId, t.startsAt)],
);

/** One evaluation per member, consultant and service. */
export const consultantEvaluations = pgTable(
  'consultant_evaluations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    consultantId: integer('consultant_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    serviceCode: varchar('service_code', { length: 24 }).notNull(),
    stars: smallint('stars').notNull(),
    content: varchar('content', { length: 500 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('consultant_eval_once_uq').on(t.memberId, t.consultantId, t.serviceCode),
    index('consultant_eval_consultant_idx').on(t.consultantId, t.createdAt),
  ],
);

export const consultantCollects = pgTable(
  'consultant_collects',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    consultantId: integer('consultant_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('consultant_collect_uq').on(t.memberId, t.consultantId)],
);

/** Questions to the platform or to one consultant. */
export const questions = pgTable(
  'questions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }),
    consultantId: integer('consultant_id'),
    category: varchar('category', { length: 8 }).notNull(),
    content: varchar('content', { length: 500 }).notNull(),
    liaison: varchar('liaison', { length: 20 }).notNull(),
    phone: varchar('phone', { length: 11 }).notNull(),
    /** new | answered */
    status: varchar('status', { length: 16 }).notNull().default('new'),
    answer: text('answer'),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('questions_member_idx').on(t.memberId), index('questions_consultant_idx').on(t.consultantId)],
);

export const shares = pgTable(
  'shares',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shareUniqueId: varchar('share_unique_id', { length: 36 }).notNull().unique(),
    memberId: bigint('member_id', { mode: 'number' }),
    clueUniqueId: varchar('clue_unique_id', { length: 128 }),
    shareUrl: varchar('share_url', { length: 1000 }).notNull(),
    needLogin: boolean('need_login').notNull(),
    miniCodeSize: smallint('mini_code_size').notNull(),
    channel: jsonb('channel').$type<Record<string, string>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('shares_member_idx').on(t.memberId)],
);

/** A member opened a share's link or QR code (the points task 扫码看铺 checks it); once per share. */
export const shareScans = pgTable(
  'share_scans',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    shareUniqueId: varchar('share_unique_id', { length: 36 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('share_scans_member_share_uq').on(t.memberId, t.shareUniqueId)],
);

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** page | share */
    type: varchar('type', { length: 8 }).notNull(),
    pageName: varchar('page_name', { length: 64 }).notNull(),
    /** Tuple of the share-tracking table: page, module, event code. */
    pageCode: varchar('page_code', { length: 8 }).notNull(),
    moduleCode: varchar('module_code', { length: 8 }).notNull(),
    eventCode: varchar('event_code', { length: 8 }).notNull(),
    path: varchar('path', { length: 500 }).notNull(),
    title: varchar('title', { length: 120 }),
    regionId: varchar('region_id', { length: 16 }).notNull(),
    /** Public user id of the logged-in member, if any. */
    userId: varchar('user_id', { length: 32 }),
    shareChannel: varchar('share_channel', { length: 128 }),
    shareId: varchar('share_id', { length: 128 }),
    clueUniqueId: varchar('clue_unique_id', { length: 128 }),
    clueQrId: varchar('clue_qr_id', { length: 128 }),
    clickId: varchar('click_id', { length: 128 }),
    shareUniqueId: varchar('share_unique_id', { length: 36 }),
    referrer: varchar('referrer', { length: 500 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('analytics_events_page_idx').on(t.pageName, t.createdAt),
    index('analytics_events_type_idx').on(t.type, t.createdAt),
    // A lead's drawer shows what its member viewed before leaving it.
    index('analytics_events_user_idx').on(t.userId, t.createdAt),
  ],
);

/** General pages (about us, version, partners …) as structured plain text. */
export const sitePages = pgTable('site_pages', {
  key: varchar('key', { length: 32 }).primaryKey(),
  title: varchar('title', { length: 64 }).notNull(),
  subtitle: varchar('subtitle', { length: 200 }).notNull(),
  sections: jsonb('sections').$type<{ heading: string; paragraphs: string[]; items: { title: string; text: string; link?: string }[] }[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** City sub-sites (getSubsite). */
export const subsites = pgTable('subsites', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 20 }).notNull().unique(),
  name: varchar('name', { length: 32 }).notNull(),
  cityCode: varchar('city_code', { length: 6 }).notNull().unique(),
  title: varchar('title', { length: 64 }).notNull(),
  slogan: varchar('slogan', { length: 120 }).notNull(),
  hotline: varchar('hotline', { length: 32 }).notNull(),
  bannerUrl: varchar('banner_url', { length: 512 }).notNull(),
});

/** 招商大会 screens: what /areaDemonstration and /areaScreenDemonstration show. */
export const investmentScreenConfigs = pgTable('investment_screen_configs', {
  code: varchar('code', { length: 32 }).primaryKey(),
  title: varchar('title', { length: 64 }).notNull(),
  subtitle: varchar('subtitle', { length: 120 }).notNull(),
  slogan: varchar('slogan', { length: 120 }).notNull(),
  dateText: varchar('date_text', { length: 64 }).notNull(),
  config: jsonb('config').$type<{ mallIds: number[]; brandIds: number[]; agenda: { time: string; title: string }[] }>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
