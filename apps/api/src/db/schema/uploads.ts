import { bigint, bigserial, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Every stored upload and who made it: ownership, and a daily cap per member. */
export const uploads = pgTable(
  'uploads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    url: varchar('url', { length: 256 }).notNull(),
    mime: varchar('mime', { length: 32 }).notNull(),
    size: integer('size').notNull(),
    purpose: varchar('purpose', { length: 16 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_member_idx').on(t.memberId, t.createdAt)],
);
