import { bigint, bigserial, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { PUBLISHED } from './types.js';

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
