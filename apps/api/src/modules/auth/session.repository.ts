import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { members, memberSessions } from '../../db/schema/index.js';
import type { AuthMember } from '../../lib/call-context.js';
import { randomToken, sha256 } from '../../lib/crypto.js';

/** Resolves a bearer token to its member: unexpired, unrevoked, account active. */
export async function findMemberByToken(db: Db, token: string): Promise<AuthMember | null> {
  const rows = await db
    .select({
      id: members.id,
      userId: members.userId,
      phone: members.phone,
      nickName: members.nickName,
      avatarUrl: members.avatarUrl,
      gradeCode: members.gradeCode,
      roles: members.roles,
    })
    .from(memberSessions)
    .innerJoin(members, eq(members.id, memberSessions.memberId))
    .where(
      and(
        eq(memberSessions.tokenHash, sha256(token)),
        isNull(memberSessions.revokedAt),
        gt(memberSessions.expiresAt, new Date()),
        eq(members.status, 'active'),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export const SESSION_TTL_MS = 7 * 86400_000;

/** Starts a session: a random token (256 bits) of which only the SHA-256 is stored. */
export async function createSession(db: Db, memberId: number, meta: { ip?: string; userAgent?: string }, now = new Date()) {
  const token = randomToken(32);
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.insert(memberSessions).values({
    memberId,
    tokenHash: sha256(token),
    createdAt: now,
    expiresAt,
    ip: meta.ip?.slice(0, 64) ?? null,
    userAgent: meta.userAgent?.slice(0, 256) ?? null,
  });
  return { token, expiresAt };
}

/** Seconds a live token has left (0 when unknown or gone). */
export async function sessionSecondsLeft(db: Db, token: string, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ expiresAt: memberSessions.expiresAt })
    .from(memberSessions)
    .where(and(eq(memberSessions.tokenHash, sha256(token)), isNull(memberSessions.revokedAt)))
    .limit(1);
  return row ? Math.max(0, Math.floor((row.expiresAt.getTime() - now.getTime()) / 1000)) : 0;
}

export async function revokeSession(db: Db, token: string, now = new Date()) {
  await db
    .update(memberSessions)
    .set({ revokedAt: now })
    .where(and(eq(memberSessions.tokenHash, sha256(token)), isNull(memberSessions.revokedAt)));
}

export async function revokeAllSessions(db: Db, memberId: number, now = new Date()) {
  await db
    .update(memberSessions)
    .set({ revokedAt: now })
    .where(and(eq(memberSessions.memberId, memberId), isNull(memberSessions.revokedAt)));
}
