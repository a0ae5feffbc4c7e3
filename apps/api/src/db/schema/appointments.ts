import { bigint, bigserial, date, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Appointments with consultants; each one is also a lead of kind 'appointment' for the operators. */
export const appointments = pgTable(
  'appointments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    leadId: bigint('lead_id', { mode: 'number' }).notNull(),
    consultantId: integer('consultant_id').notNull(),
    appointDate: date('appoint_date').notNull(),
    /** morning | afternoon | evening */
    period: varchar('period', { length: 16 }).notNull(),
    topic: varchar('topic', { length: 200 }).notNull(),
    /** pending → confirmed → done | cancelled */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('appointments_member_idx').on(t.memberId, t.id)],
);
