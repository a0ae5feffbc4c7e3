import { and, asc, count, eq, gt, ilike, isNull, or, sql } from 'drizzle-orm';
import type { OperatorAccount, OperatorRole } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import { auditLogs, operatorLoginAttempts, operators, operatorSessions } from '../../db/schema/index.js';
import { queryRows } from '../../db/client.js';
import { sha256 } from '../../lib/crypto.js';
import { offsetOf } from '../../lib/paging.js';

export type OperatorRow = typeof operators.$inferSelect;

export const toAccount = (r: OperatorRow): OperatorAccount => ({
  id: r.id,
  username: r.username,
  displayName: r.displayName,
  role: r.role as OperatorRole,
  status: r.status as 'active' | 'disabled',
  lastLoginAt: r.lastLoginAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

export async function findOperatorByUsername(db: Db, username: string) {
  const rows = await db
    .select()
    .from(operators)
    .where(eq(sql`lower(${operators.username})`, username.toLowerCase()))
    .limit(1);
  return rows[0] ?? null;
}

export async function findOperatorById(db: Db, id: number, opts: { forUpdate?: boolean } = {}) {
  const q = db.select().from(operators).where(eq(operators.id, id)).limit(1);
  const rows = opts.forUpdate ? await q.for('update') : await q;
  return rows[0] ?? null;
}

export async function countOperators(db: Db) {
  const [row] = await db.select({ n: count() }).from(operators);
  return Number(row?.n ?? 0);
}

export async function insertOperator(db: Db, values: { username: string; displayName: string; role: OperatorRole; passwordHash: string }) {
  const [row] = await db.insert(operators).values(values).returning();
  return row;
}

export async function updateOperator(db: Db, id: number, patch: Partial<typeof operators.$inferInsert>) {
  const [row] = await db
    .update(operators)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(operators.id, id))
    .returning();
  return row ?? null;
}

export async function listOperators(db: Db, filter: { role?: OperatorRole; keyword?: string; id?: number }, page: { pageNum: number; pageSize: number }) {
  const like = filter.keyword ? `%${filter.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = and(
    filter.role ? eq(operators.role, filter.role) : undefined,
    filter.id ? eq(operators.id, filter.id) : undefined,
    like ? or(ilike(operators.username, like), ilike(operators.displayName, like)) : undefined,
  );
  const [rows, total] = await Promise.all([
    db.select().from(operators).where(where).orderBy(asc(operators.id)).limit(page.pageSize).offset(offsetOf(page).offset),
    db.select({ n: count() }).from(operators).where(where),
  ]);
  return { rows, total: Number(total[0]?.n ?? 0) };
}

export async function activeConsultants(db: Db) {
  return db
    .select({ id: operators.id, displayName: operators.displayName })
    .from(operators)
    .where(and(eq(operators.role, 'consultant'), eq(operators.status, 'active')))
    .orderBy(asc(operators.id));
}

export async function insertSession(db: Db, s: { operatorId: number; token: string; expiresAt: Date; ip: string; userAgent: string }) {
  await db.insert(operatorSessions).values({
    operatorId: s.operatorId,
    tokenHash: sha256(s.token),
    expiresAt: s.expiresAt,
    ip: s.ip.slice(0, 64),
    userAgent: s.userAgent.slice(0, 256),
  });
}

export async function revokeSession(db: Db, token: string) {
  await db
    .update(operatorSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(operatorSessions.tokenHash, sha256(token)), isNull(operatorSessions.revokedAt)));
}

/** Ends every session of an operator (password change, disabling, role change). */
export async function revokeSessionsOf(db: Db, operatorId: number, exceptToken?: string) {
  const conds = [eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt)];
  if (exceptToken) conds.push(sql`${operatorSessions.tokenHash} <> ${sha256(exceptToken)}`);
  await db
    .update(operatorSessions)
    .set({ revokedAt: new Date() })
    .where(and(...conds));
}

/**
 * Records an attempt as a failure before its password is checked, so guesses sent at the same time
 * count against each other (the check takes ~100 ms); a good password then marks it a success.
 */
export async function recordLoginAttempt(db: Db, username: string, ip: string): Promise<number> {
  const [row] = await db
    .insert(operatorLoginAttempts)
    .values({ username: username.toLowerCase().slice(0, 64), ip: ip.slice(0, 64), success: false })
    .returning({ id: operatorLoginAttempts.id });
  return row.id;
}

export async function markLoginSucceeded(db: Db, attemptId: number) {
  await db.update(operatorLoginAttempts).set({ success: true }).where(eq(operatorLoginAttempts.id, attemptId));
}

/** A throttled attempt never reached the password: it is not a guess and does not extend the lock. */
export async function forgetLoginAttempt(db: Db, attemptId: number) {
  await db.delete(operatorLoginAttempts).where(eq(operatorLoginAttempts.id, attemptId));
}

/**
 * What the attempts before `upTo` say about this account and address: stored in the database so
 * every API process sees the same numbers; attempts recorded after `upTo` do not count against it.
 * - `ip`: failures from the address inside the window (any account);
 * - `pair`: failures of this account from this address since their last success (within a day), and
 *   the time of the latest (for the backoff);
 * - `account`: failures of this account from any address inside the window;
 * - `known`: this address signed in to this account within `knownSince`;
 * - `lastAccountFailureAt`: the latest failure of this account from any address.
 */
export async function loginStanding(db: Db, username: string, ip: string, opts: { since: Date; pairSince: Date; knownSince: Date; upTo: number }) {
  const name = username.toLowerCase().slice(0, 64);
  const addr = ip.slice(0, 64);
  const before = sql`${operatorLoginAttempts.id} < ${opts.upTo}`;
  const t = operatorLoginAttempts;
  const rows = await queryRows<{
    ip_failures: number | string;
    pair_failures: number | string;
    pair_last: Date | string | null;
    account_failures: number | string;
    account_last: Date | string | null;
    known: boolean;
  }>(
    db,
    sql`with pair_ok as (
          select max(${t.createdAt}) as at from ${t}
          where ${t.username} = ${name} and ${t.ip} = ${addr} and ${t.success} and ${t.createdAt} > ${opts.pairSince.toISOString()} and ${before}
        )
        select
          (select count(*) from ${t} where ${t.ip} = ${addr} and not ${t.success} and ${t.createdAt} > ${opts.since.toISOString()} and ${before}) as ip_failures,
          (select count(*) from ${t}, pair_ok where ${t.username} = ${name} and ${t.ip} = ${addr} and not ${t.success}
             and ${t.createdAt} > coalesce(pair_ok.at, ${opts.pairSince.toISOString()}) and ${before}) as pair_failures,
          (select max(${t.createdAt}) from ${t} where ${t.username} = ${name} and ${t.ip} = ${addr} and not ${t.success} and ${t.createdAt} > ${opts.pairSince.toISOString()} and ${before}) as pair_last,
          (select count(*) from ${t} where ${t.username} = ${name} and not ${t.success} and ${t.createdAt} > ${opts.since.toISOString()} and ${before}) as account_failures,
          (select max(${t.createdAt}) from ${t} where ${t.username} = ${name} and not ${t.success} and ${t.createdAt} > ${opts.since.toISOString()} and ${before}) as account_last,
          exists(select 1 from ${t} where ${t.username} = ${name} and ${t.ip} = ${addr} and ${t.success} and ${t.createdAt} > ${opts.knownSince.toISOString()}) as known`,
  );
  const r = rows[0];
  const date = (v: Date | string | null) => (v ? new Date(v) : null);
  return {
    ip: Number(r.ip_failures),
    pair: Number(r.pair_failures),
    pairLastFailureAt: date(r.pair_last),
    account: Number(r.account_failures),
    lastAccountFailureAt: date(r.account_last),
    known: Boolean(r.known),
  };
}

/** Failures of an account from any address inside the window, and from how many addresses. */
export async function accountFailureSummary(db: Db, username: string, since: Date) {
  const t = operatorLoginAttempts;
  const [r] = await db
    .select({ n: count(), addresses: sql<number | string>`count(distinct ${t.ip})` })
    .from(t)
    .where(and(eq(t.username, username.toLowerCase().slice(0, 64)), eq(t.success, false), gt(t.createdAt, since)));
  return { failures: Number(r?.n ?? 0), addresses: Number(r?.addresses ?? 0) };
}

/** Whether an alert of this kind about this entity was written since `since` (one alert per window). */
export async function alertedSince(db: Db, action: string, entityId: string, since: Date) {
  const rows = await db
    .select({ id: auditLogs.id })
    .from(auditLogs)
    .where(and(eq(auditLogs.action, action), eq(auditLogs.entityId, entityId), gt(auditLogs.createdAt, since)))
    .limit(1);
  return rows.length > 0;
}

/** Stores a confirmed TOTP step unless a code of that step or a later one was already used (replay). */
export async function useTotpStep(db: Db, operatorId: number, step: number, patch: Partial<typeof operators.$inferInsert> = {}) {
  const rows = await db
    .update(operators)
    .set({ ...patch, totpLastStep: step, updatedAt: new Date() })
    .where(and(eq(operators.id, operatorId), or(isNull(operators.totpLastStep), sql`${operators.totpLastStep} < ${step}`)))
    .returning({ id: operators.id });
  return rows.length > 0;
}
