import { and, asc, count, eq, gt, ilike, isNull, lte, or, sql } from 'drizzle-orm';
import type { OperatorAccount, OperatorRole } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import { operatorLoginAttempts, operators, operatorSessions } from '../../db/schema/index.js';
import { sha256 } from '../../lib/crypto.js';

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
  const rows = await db.select().from(operators).where(eq(sql`lower(${operators.username})`, username.toLowerCase())).limit(1);
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
  const [row] = await db.update(operators).set({ ...patch, updatedAt: new Date() }).where(eq(operators.id, id)).returning();
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
    db.select().from(operators).where(where).orderBy(asc(operators.id)).limit(page.pageSize).offset((page.pageNum - 1) * page.pageSize),
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
  await db.update(operatorSessions).set({ revokedAt: new Date() }).where(and(eq(operatorSessions.tokenHash, sha256(token)), isNull(operatorSessions.revokedAt)));
}

/** Ends every session of an operator (password change, disabling, role change). */
export async function revokeSessionsOf(db: Db, operatorId: number, exceptToken?: string) {
  const conds = [eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt)];
  if (exceptToken) conds.push(sql`${operatorSessions.tokenHash} <> ${sha256(exceptToken)}`);
  await db.update(operatorSessions).set({ revokedAt: new Date() }).where(and(...conds));
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
 * Failures that count against attempt `upTo` (itself included): per account since its last success
 * inside the window, per IP inside the window. Stored in the database so every API process sees the
 * same numbers; attempts recorded after `upTo` do not count against it.
 */
export async function recentFailures(db: Db, username: string, ip: string, since: Date, upTo: number) {
  const name = username.toLowerCase().slice(0, 64);
  const upToHere = lte(operatorLoginAttempts.id, upTo);
  const [lastOk] = await db
    .select({ at: sql<Date | string | null>`max(${operatorLoginAttempts.createdAt})` })
    .from(operatorLoginAttempts)
    .where(and(eq(operatorLoginAttempts.username, name), eq(operatorLoginAttempts.success, true), gt(operatorLoginAttempts.createdAt, since), upToHere));
  const accountSince = lastOk?.at ? new Date(lastOk.at) : since;
  const [byAccount, byIp] = await Promise.all([
    db
      .select({ n: count() })
      .from(operatorLoginAttempts)
      .where(and(eq(operatorLoginAttempts.username, name), eq(operatorLoginAttempts.success, false), gt(operatorLoginAttempts.createdAt, accountSince), upToHere)),
    db
      .select({ n: count() })
      .from(operatorLoginAttempts)
      .where(and(eq(operatorLoginAttempts.ip, ip.slice(0, 64)), eq(operatorLoginAttempts.success, false), gt(operatorLoginAttempts.createdAt, since), upToHere)),
  ]);
  return { account: Number(byAccount[0]?.n ?? 0), ip: Number(byIp[0]?.n ?? 0) };
}
