import { bigint, bigserial, integer, pgTable, timestamp, uniqueIndex, index } from 'drizzle-orm/pg-core';

/**
 * How often each unit's detail page was opened. Kept out of `shops` (migration 0022): an update of
 * a shops row clears its page's all-visible bit, and the list counts and city summaries read
 * index entries alone only on all-visible pages; 5,000 views spread over Shanghai at 1,000,000 units
 * made a district count 2.2× and the city summary 1.5× slower until the next vacuum.
 */
export const shopViewCounts = pgTable('shop_view_counts', {
  shopId: bigint('shop_id', { mode: 'number' }).primaryKey(),
  views: integer('views').notNull().default(0),
});

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
