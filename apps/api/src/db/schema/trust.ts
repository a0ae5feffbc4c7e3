import { sql } from 'drizzle-orm';
import { bigint, bigserial, date, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * 举报: anyone may report a unit or mall. Three open reports from different members hide the
 * listing pending review (status `review`); an operator resolves each report (decision 062).
 */
export const listingReports = pgTable(
  'listing_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** shop (铺位 and 点位) | mall */
    target: varchar('target', { length: 8 }).notNull(),
    listingId: bigint('listing_id', { mode: 'number' }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }),
    /** leased (已出租) | inaccurate (信息不实) | fake (虚假房源) | other (其他) */
    reason: varchar('reason', { length: 12 }).notNull(),
    note: varchar('note', { length: 500 }).notNull().default(''),
    /** open | upheld | dismissed */
    status: varchar('status', { length: 12 }).notNull().default('open'),
    resolution: varchar('resolution', { length: 500 }),
    resolvedBy: integer('resolved_by'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('listing_reports_listing_idx').on(t.target, t.listingId, t.status),
    index('listing_reports_queue_idx').on(t.status, t.id),
    // One open report per member and listing: a member cannot hide a listing alone.
    uniqueIndex('listing_reports_member_open_idx')
      .on(t.target, t.listingId, t.memberId)
      .where(sql`status = 'open' and member_id is not null`),
  ],
);

/** 已核验: the latest verification of a listing, with the evidence seen (operators only). */
export const listingVerifications = pgTable(
  'listing_verifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    target: varchar('target', { length: 8 }).notNull(),
    listingId: bigint('listing_id', { mode: 'number' }).notNull(),
    verifiedOn: date('verified_on').notNull(),
    evidence: varchar('evidence', { length: 500 }).notNull(),
    /** The right-to-lease document, stored through the storage driver; never sent to the public. */
    documentUrl: varchar('document_url', { length: 512 }).notNull(),
    operatorId: integer('operator_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('listing_verifications_listing_idx').on(t.target, t.listingId, t.id)],
);
