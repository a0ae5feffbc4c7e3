import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { shares, shareScans } from '../../db/schema/index.js';

export async function insertShare(
  db: Db,
  s: {
    shareUniqueId: string;
    memberId: number | null;
    clueUniqueId: string | null;
    shareUrl: string;
    needLogin: boolean;
    miniCodeSize: number;
    channel: Record<string, string>;
  },
) {
  // The client makes the id (SPEC: a random UUID); a repeat of the same id keeps the first share.
  const rows = await db.insert(shares).values(s).onConflictDoNothing().returning({ id: shares.id });
  return rows[0]?.id ?? null;
}

export async function shareById(db: Db, shareUniqueId: string) {
  const [row] = await db.select().from(shares).where(eq(shares.shareUniqueId, shareUniqueId));
  return row;
}

export async function insertScan(db: Db, memberId: number, shareUniqueId: string) {
  await db.insert(shareScans).values({ memberId, shareUniqueId }).onConflictDoNothing();
}
