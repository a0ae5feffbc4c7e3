import { bigint, bigserial, boolean, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Back-office accounts: separate from members, with their own password login. */
export const operators = pgTable('operators', {
  id: serial('id').primaryKey(),
  username: varchar('username', { length: 32 }).notNull().unique(),
  displayName: varchar('display_name', { length: 32 }).notNull(),
  /** admin | consultant | editor */
  role: varchar('role', { length: 16 }).notNull(),
  /** scrypt$N$r$p$salt$hash (memory-hard; parameters stored so they can be raised later). */
  passwordHash: varchar('password_hash', { length: 256 }).notNull(),
  /** active | disabled */
  status: varchar('status', { length: 16 }).notNull().default('active'),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  /** Base32 TOTP secret (RFC 6238) once an authenticator is bound; null: no second factor. */
  totpSecret: varchar('totp_secret', { length: 64 }),
  /** Secret shown for binding, not yet confirmed with a code. */
  totpPendingSecret: varchar('totp_pending_secret', { length: 64 }),
  /** Last accepted 30 s step: a code is used once. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Operator sessions: only the SHA-256 of the token is stored. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: integer('operator_id').notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 256 }),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
);

/** Operator login attempts, for throttling per account and per IP across processes. */
export const operatorLoginAttempts = pgTable(
  'operator_login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    username: varchar('username', { length: 64 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull(),
    success: boolean('success').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operator_login_attempts_user_idx').on(t.username, t.createdAt), index('operator_login_attempts_ip_idx').on(t.ip, t.createdAt)],
);
