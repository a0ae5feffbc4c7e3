import { bigint, bigserial, index, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Online customer service: a member's questions and the answers (automatic from the knowledge
 * rules, or written by an operator later). One row per message.
 */
export const serviceChatMessages = pgTable(
  'service_chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    /** member | service */
    sender: varchar('sender', { length: 8 }).notNull(),
    content: text('content').notNull(),
    /** Same-site links offered with an answer: [{label, to}]. */
    links: jsonb('links').$type<{ label: string; to: string }[]>().notNull().default([]),
    /** auto (rule answer) | operator:<id>; null for the member's own messages. */
    answeredBy: varchar('answered_by', { length: 48 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('service_chat_member_idx').on(t.memberId, t.id)],
);
