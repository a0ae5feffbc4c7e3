import { index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { PUBLISHED } from './types.js';

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
