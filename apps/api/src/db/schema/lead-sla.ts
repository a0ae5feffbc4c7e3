import { bigint, bigserial, boolean, index, integer, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * A consultant's duty switch (set in the console): auto-assignment hands unclaimed leads
 * round-robin to consultants on duty, the one assigned longest ago first.
 */
export const operatorDuty = pgTable('operator_duty', {
  operatorId: integer('operator_id').primaryKey(),
  onDuty: boolean('on_duty').notNull().default(false),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  /** Last lead the auto-assignment gave them: the round-robin's turn. */
  lastAssignedAt: timestamp('last_assigned_at', { withTimezone: true }),
});

/**
 * The console's notices to an operator (the bell in /admin): SLA reminders to the lead's consultant,
 * overdue alerts to admins. One notice per operator, kind and lead: the jobs that write them are
 * idempotent through this unique index.
 */
export const operatorNotices = pgTable(
  'operator_notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: integer('operator_id').notNull(),
    /** sla_reminder | overdue */
    kind: varchar('kind', { length: 24 }).notNull(),
    leadId: bigint('lead_id', { mode: 'number' }).notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    content: text('content').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('operator_notices_once_uq').on(t.operatorId, t.kind, t.leadId), index('operator_notices_unread_idx').on(t.operatorId, t.readAt)],
);
