import { bigint, bigserial, pgTable, timestamp, uniqueIndex, index } from 'drizzle-orm/pg-core';

/** The last time a member looked at a unit (userAccessList); one row per member and unit. */
export const shopVisits = pgTable(
  'shop_visits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shopId: bigint('shop_id', { mode: 'number' }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('shop_visits_shop_member_uq').on(t.shopId, t.memberId), index('shop_visits_shop_idx').on(t.shopId, t.visitedAt)],
);
