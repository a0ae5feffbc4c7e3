import { index, integer, jsonb, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { PUBLISHED } from './types.js';

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
