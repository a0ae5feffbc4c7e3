import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { members, memberSessions } from '../../db/schema/index.js';
import type { AuthMember } from '../../lib/call-context.js';
import { sha256 } from '../../lib/crypto.js';

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
