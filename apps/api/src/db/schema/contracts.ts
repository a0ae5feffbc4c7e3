import { bigint, bigserial, date, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Contracts: standard templates (member_id null) anyone may read, and a member's own signed
 * contracts, which only that member sees.
 */
export const contracts = pgTable(
  'contracts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }),
    contractNo: varchar('contract_no', { length: 32 }).notNull().unique(),
    title: varchar('title', { length: 120 }).notNull(),
    /** template | lease | service */
    kind: varchar('kind', { length: 16 }).notNull(),
    partyA: varchar('party_a', { length: 100 }).notNull(),
    partyB: varchar('party_b', { length: 100 }).notNull(),
    /** 元 */
    amount: integer('amount'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    /** template | signing | active | ended */
    status: varchar('status', { length: 16 }).notNull(),
    /** Plain paragraphs separated by blank lines; never HTML. */
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contracts_member_idx').on(t.memberId, t.id)],
);
