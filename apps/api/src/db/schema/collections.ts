import { bigint, bigserial, index, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** A member's collected item: one row per member and target, so collecting twice changes nothing. */
export const collections = pgTable(
  'collections',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    /** mall | shop | space | brand */
    targetType: varchar('target_type', { length: 8 }).notNull(),
    targetId: bigint('target_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('collections_member_target_uq').on(t.memberId, t.targetType, t.targetId),
    index('collections_member_list_idx').on(t.memberId, t.targetType, t.createdAt),
    index('collections_target_idx').on(t.targetType, t.targetId),
  ],
);
