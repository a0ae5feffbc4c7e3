import { bigserial, index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** page | share */
    type: varchar('type', { length: 8 }).notNull(),
    pageName: varchar('page_name', { length: 64 }).notNull(),
    /** Tuple of the share-tracking table: page, module, event code. */
    pageCode: varchar('page_code', { length: 8 }).notNull(),
    moduleCode: varchar('module_code', { length: 8 }).notNull(),
    eventCode: varchar('event_code', { length: 8 }).notNull(),
    path: varchar('path', { length: 500 }).notNull(),
    title: varchar('title', { length: 120 }),
    regionId: varchar('region_id', { length: 16 }).notNull(),
    /** Public user id of the logged-in member, if any. */
    userId: varchar('user_id', { length: 32 }),
    shareChannel: varchar('share_channel', { length: 128 }),
    shareId: varchar('share_id', { length: 128 }),
    clueUniqueId: varchar('clue_unique_id', { length: 128 }),
    clueQrId: varchar('clue_qr_id', { length: 128 }),
    clickId: varchar('click_id', { length: 128 }),
    shareUniqueId: varchar('share_unique_id', { length: 36 }),
    referrer: varchar('referrer', { length: 500 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('analytics_events_page_idx').on(t.pageName, t.createdAt),
    index('analytics_events_type_idx').on(t.type, t.createdAt),
    // A lead's drawer shows what its member viewed before leaving it.
    index('analytics_events_user_idx').on(t.userId, t.createdAt),
  ],
);
