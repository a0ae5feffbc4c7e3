import { index, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const agreements = pgTable(
  'agreements',
  {
    id: serial('id').primaryKey(),
    /** AGREEMENT | PRIVACY_POLICY */
    code: varchar('code', { length: 20 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    /** Version date, e.g. 2026-10-01 */
    version: varchar('version', { length: 16 }).notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('agreements_code_idx').on(t.code, t.version)],
);
