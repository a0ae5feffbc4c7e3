import { bigserial, index, pgTable, text, timestamp, varchar, bigint, uniqueIndex } from 'drizzle-orm/pg-core';

export const members = pgTable(
  'members',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Public user id (the SPEC's userId), random, never the serial. */
    userId: varchar('user_id', { length: 32 }).notNull().unique(),
    /** Null once the account is deleted (logoff). */
    phone: varchar('phone', { length: 11 }),
    nickName: varchar('nick_name', { length: 32 }).notNull(),
    avatarUrl: varchar('avatar_url', { length: 512 }),
    gradeCode: varchar('grade_code', { length: 2 }).notNull().default('L0'),
    /** Role codes, e.g. SH100011 for sellers. */
    roles: text('roles').array().notNull().default([]),
    /** active | deleted */
    status: varchar('status', { length: 16 }).notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('members_phone_uq').on(t.phone)],
);

/** Login sessions: only the SHA-256 of the token is stored. */
export const memberSessions = pgTable(
  'member_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 256 }),
  },
  (t) => [index('member_sessions_member_idx').on(t.memberId)],
);
