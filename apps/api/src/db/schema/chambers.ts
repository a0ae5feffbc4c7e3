import { index, integer, pgTable, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { PUBLISHED } from './types.js';

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
