import { bigint, bigserial, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Every stored file and who made it: the daily cap per member, and the nightly sweep of files no
 * record took (decision 048). Operators' console uploads have no member.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }),
    /** The operator's user name for a console upload. */
    operator: varchar('operator', { length: 64 }),
    url: varchar('url', { length: 256 }).notNull(),
    mime: varchar('mime', { length: 32 }).notNull(),
    size: integer('size').notNull(),
    purpose: varchar('purpose', { length: 16 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploads_member_idx').on(t.memberId, t.createdAt), index('uploads_url_idx').on(t.url)],
);
