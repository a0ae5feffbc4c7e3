import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { members, qrLoginRequests } from '../../db/schema/index.js';
import { randomId } from '../../lib/crypto.js';

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
