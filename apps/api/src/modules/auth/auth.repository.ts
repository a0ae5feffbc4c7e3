import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { loginGrants, members, qrLoginRequests } from '../../db/schema/index.js';
import { randomId, randomToken, sha256 } from '../../lib/crypto.js';

export type MemberRow = typeof members.$inferSelect;

export async function findMemberById(db: Db, id: number): Promise<MemberRow | null> {
  const [row] = await db.select().from(members).where(eq(members.id, id)).limit(1);
  return row ?? null;
}

/**
 * The active member with this phone, registering one on first login (race-safe on the unique
 * phone). `whenNew` writes what belongs to a new member in the same transaction, so it happens
 * exactly once, for the login that registered.
 */
export async function findOrCreateMemberByPhone(db: Db, phone: string, whenNew?: (tx: Db, row: MemberRow) => Promise<unknown>): Promise<MemberRow> {
  const [existing] = await db.select().from(members).where(eq(members.phone, phone)).limit(1);
  if (existing) return existing;
  const created = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [row] = await tx
      .insert(members)
      .values({ userId: randomId(16), phone, nickName: `商铺汇用户${phone.slice(-4)}` })
      .onConflictDoNothing()
      .returning();
    if (row) await whenNew?.(tx, row);
    return row;
  });
  if (created) return created;
  const [row] = await db.select().from(members).where(eq(members.phone, phone)).limit(1);
  return row;
}

export async function updateMemberProfile(db: Db, id: number, patch: { nickName?: string; avatarUrl?: string | null }) {
  const [row] = await db.update(members).set(patch).where(eq(members.id, id)).returning();
  return row;
}

/** Account deletion: the phone is freed, name and avatar anonymised; the row stays for records. */
export async function anonymiseMember(db: Db, id: number, at: Date) {
  await db
    .update(members)
    .set({ phone: null, nickName: '已注销用户', avatarUrl: null, status: 'deleted', deletedAt: at, roles: sql`'{}'::text[]` })
    .where(and(eq(members.id, id), eq(members.status, 'active')));
}

export type QrRow = typeof qrLoginRequests.$inferSelect;

export async function insertQrRequest(db: Db, values: typeof qrLoginRequests.$inferInsert) {
  await db.insert(qrLoginRequests).values(values);
}

export async function findQrRequest(db: Db, id: string): Promise<QrRow | null> {
  const [row] = await db.select().from(qrLoginRequests).where(eq(qrLoginRequests.id, id)).limit(1);
  return row ?? null;
}

export const newQrId = () => randomId(16);

/**
 * A one-time login grant for a phone just proved by an SMS code (a visitor's lead): only its
 * hash is stored. Grants a day past their end are deleted on the way.
 */
export async function issueLoginGrant(db: Db, phone: string, ttlMs: number, now = new Date()): Promise<string> {
  const grant = randomToken(32);
  await db.insert(loginGrants).values({ grantHash: sha256(grant), phone, expiresAt: new Date(now.getTime() + ttlMs), createdAt: now });
  await db.delete(loginGrants).where(lt(loginGrants.expiresAt, new Date(now.getTime() - 86400_000)));
  return grant;
}

/**
 * Uses a grant once: answers its phone when it was issued for `phone` and is unused and unexpired,
 * else null. A grant shown with another phone stays unused (it proves nothing about that phone).
 */
export async function redeemLoginGrant(db: Db, grant: string, phone: string, now = new Date()): Promise<string | null> {
  const [row] = await db
    .update(loginGrants)
    .set({ usedAt: now })
    .where(and(eq(loginGrants.grantHash, sha256(grant)), eq(loginGrants.phone, phone), isNull(loginGrants.usedAt), gt(loginGrants.expiresAt, now)))
    .returning({ phone: loginGrants.phone });
  return row?.phone ?? null;
}
