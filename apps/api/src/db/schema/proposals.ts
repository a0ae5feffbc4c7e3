import { bigint, bigserial, index, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Complaints, suggestions, product suggestions (/proPosal) and info corrections (/complaintsReport). */
export const proposals = pgTable(
  'proposals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    /** complaint | suggestion | product | correction */
    kind: varchar('kind', { length: 16 }).notNull(),
    /** For corrections: what is wrong (mall | shop | space | brand | other) and which record. */
    targetType: varchar('target_type', { length: 16 }),
    targetId: bigint('target_id', { mode: 'number' }),
    targetName: varchar('target_name', { length: 120 }),
    content: text('content').notNull(),
    contactPhone: varchar('contact_phone', { length: 11 }),
    /** pending → processing → replied | closed */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('proposals_member_idx').on(t.memberId, t.kind, t.id)],
);
