import { index, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { PUBLISHED } from './types.js';

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
