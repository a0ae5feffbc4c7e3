import { bigint, bigserial, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/**
 * SMS codes. Only a keyed hash of the code is stored; a code is void once consumed, expired,
 * replaced by a newer one for the same phone and scene, or after 5 wrong tries.
 */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    phone: varchar('phone', { length: 11 }).notNull(),
    /** LOGIN | LEAD | LOGOFF */
    scene: varchar('scene', { length: 16 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when used, replaced or voided by too many wrong tries. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    ip: varchar('ip', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // expires_at: the pruning job deletes codes a day past their end (decision 008).
  (t) => [index('sms_codes_phone_scene_idx').on(t.phone, t.scene, t.createdAt), index('sms_codes_expires_idx').on(t.expiresAt)],
);

/**
 * Slider captcha: a challenge is issued, the drag is checked on the server, and a passed check
 * yields a one-time ticket + randstr that sendSms redeems once.
 */
export const captchaChallenges = pgTable(
  'captcha_challenges',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when a drag was submitted for it (pass or fail: one drag per challenge). */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    ticketHash: varchar('ticket_hash', { length: 64 }).unique(),
    randstr: varchar('randstr', { length: 32 }),
    ticketExpiresAt: timestamp('ticket_expires_at', { withTimezone: true }),
    ticketUsedAt: timestamp('ticket_used_at', { withTimezone: true }),
    ip: varchar('ip', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('captcha_challenges_created_idx').on(t.createdAt)],
);

/** Fixed-window counters for rate limits when Redis is not configured; pruned once the window passed. */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: varchar('key', { length: 128 }).primaryKey(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_counters_expires_idx').on(t.expiresAt)],
);

/** Consent of a member to one version of the service agreement or privacy policy. */
export const agreementConsents = pgTable(
  'agreement_consents',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    agreementId: integer('agreement_id').notNull(),
    /** AGREEMENT | PRIVACY_POLICY */
    code: varchar('code', { length: 20 }).notNull(),
    version: varchar('version', { length: 16 }).notNull(),
    agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.agreementId] }), index('agreement_consents_member_code_idx').on(t.memberId, t.code)],
);

/**
 * Third-party QR login (local provider): the desktop browser creates a request and polls with
 * its secret; a logged-in phone confirms; the browser gets a one-time code for /redirectLogin.
 */
export const qrLoginRequests = pgTable(
  'qr_login_requests',
  {
    id: varchar('id', { length: 32 }).primaryKey(),
    pollSecretHash: varchar('poll_secret_hash', { length: 64 }).notNull(),
    /** pending | confirmed | exchanged | cancelled */
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    memberId: bigint('member_id', { mode: 'number' }),
    exchangeCodeHash: varchar('exchange_code_hash', { length: 64 }),
    exchangeExpiresAt: timestamp('exchange_expires_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 256 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('qr_login_exchange_uq').on(t.exchangeCodeHash), index('qr_login_requests_created_idx').on(t.createdAt)],
);

/** VIP grades L0–L4 with their equities (SPEC leaves them out; see docs/decisions). */
export const memberGrades = pgTable('member_grades', {
  gradeCode: varchar('grade_code', { length: 2 }).primaryKey(),
  gradeName: varchar('grade_name', { length: 32 }).notNull(),
  /** Comma-separated equity names (SPEC §3: a comma-separated list turned into an array). */
  equities: text('equities').notNull().default(''),
  sort: smallint('sort').notNull(),
});

/**
 * One-click login after a visitor's SMS-verified lead: the lead's code already proved the phone,
 * so the success dialog may log that phone in once, within minutes, without a second code.
 * Only a hash of the grant is stored; it is bound to the phone and used once.
 */
export const loginGrants = pgTable(
  'login_grants',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    grantHash: varchar('grant_hash', { length: 64 }).notNull(),
    phone: varchar('phone', { length: 11 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('login_grants_hash_uq').on(t.grantHash), index('login_grants_expires_idx').on(t.expiresAt)],
);

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
