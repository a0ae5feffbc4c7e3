import { bigint, bigserial, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * Online customer service (在线客服): one conversation per member with the consultants. It is
 * answered by the rules bot until the member asks for a person or asks something the bot does not
 * know; from then on it is in a consultant's hands (`operator_id`) or in the shared queue (null).
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    /** bot: only automatic answers so far | human: waits for or is with a consultant */
    mode: varchar('mode', { length: 8 }).notNull().default('bot'),
    /** The consultant (operator id) who has the conversation; null in human mode = the shared queue. */
    operatorId: integer('operator_id'),
    /** The lead an after-hours conversation became (answered by its deadline). */
    leadId: bigint('lead_id', { mode: 'number' }),
    lastMessageId: bigint('last_message_id', { mode: 'number' }).notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    lastPreview: varchar('last_preview', { length: 80 }).notNull().default(''),
    /** Read receipts: the newest message id each side has seen. */
    memberReadId: bigint('member_read_id', { mode: 'number' }).notNull().default(0),
    operatorReadId: bigint('operator_read_id', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('chat_conversations_member_idx').on(t.memberId), index('chat_conversations_inbox_idx').on(t.operatorId, t.lastMessageAt)],
);

/** The messages of a conversation, in id order. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: bigint('conversation_id', { mode: 'number' }).notNull(),
    /** member | operator | bot */
    sender: varchar('sender', { length: 8 }).notNull(),
    operatorId: integer('operator_id'),
    content: text('content').notNull().default(''),
    /** Same-site links offered with an automatic answer: [{label, to}]. */
    links: jsonb('links').$type<{ label: string; to: string }[]>().notNull().default([]),
    /** An automatic answer that offers 转人工. */
    offersHuman: boolean('offers_human').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_conversation_idx').on(t.conversationId, t.id)],
);
