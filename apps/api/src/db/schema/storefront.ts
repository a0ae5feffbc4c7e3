import { bigint, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';

/**
 * Storefront: which venues (场地, `spaces`) a seller's goods are offered at. A venue's detail page
 * lists the on-shelf, approved goods linked here; the storefront list filters by it.
 */
export const storefrontGoodsSpaces = pgTable(
  'storefront_goods_spaces',
  {
    goodsId: bigint('goods_id', { mode: 'number' }).notNull(),
    spaceId: integer('space_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.goodsId, t.spaceId] }), index('storefront_goods_spaces_space_idx').on(t.spaceId)],
);
