import { bigint, bigserial, index, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * A member's WeChat (Open Platform website app login, decision 037): linked by `unionid`, the one
 * id WeChat keeps for a person across every app of the same Open Platform account. One WeChat per
 * member and one member per WeChat.
 */
export const memberWechatLinks = pgTable(
  'member_wechat_links',
  {
    memberId: bigint('member_id', { mode: 'number' }).primaryKey(),
    unionid: varchar('unionid', { length: 64 }).notNull(),
    openid: varchar('openid', { length: 64 }).notNull(),
    /** WeChat's nickname when linked, shown in 账号设置 so the member knows which WeChat it is. */
    nickName: varchar('nick_name', { length: 64 }).notNull().default(''),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('member_wechat_links_unionid_uq').on(t.unionid)],
);

/**
 * A first-time WeChat user between the scan and the phone check: the browser holds a one-time
 * ticket (only its hash is here) and binds a phone with an SMS code before any account is used.
 */
export const wechatBindTickets = pgTable(
  'wechat_bind_tickets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ticketHash: varchar('ticket_hash', { length: 64 }).notNull(),
    unionid: varchar('unionid', { length: 64 }).notNull(),
    openid: varchar('openid', { length: 64 }).notNull(),
    nickName: varchar('nick_name', { length: 64 }).notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wechat_bind_tickets_hash_uq').on(t.ticketHash), index('wechat_bind_tickets_expires_idx').on(t.expiresAt)],
);
