import { bigint, bigserial, boolean, index, jsonb, pgTable, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

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
