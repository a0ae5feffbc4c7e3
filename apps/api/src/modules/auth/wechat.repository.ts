import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { WechatText } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import { memberWechatLinks, wechatBindTickets } from '../../db/schema/index.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { badRequest } from '../../lib/errors.js';

type Person = { unionid: string; openid: string; nickName: string };

export async function findLinkByUnionid(db: Db, unionid: string) {
  const [row] = await db.select().from(memberWechatLinks).where(eq(memberWechatLinks.unionid, unionid)).limit(1);
  return row ?? null;
}

export async function findLinkOfMember(db: Db, memberId: number) {
  const [row] = await db.select().from(memberWechatLinks).where(eq(memberWechatLinks.memberId, memberId)).limit(1);
  return row ?? null;
}

/**
 * Links a WeChat to a member. Both sides are unique (the primary key and the unionid index), so two
 * racing links cannot both win; the loser is told which side was taken.
 */
export async function linkMember(db: Db, memberId: number, p: Person, at: Date) {
  const [row] = await db
    .insert(memberWechatLinks)
    .values({ memberId, unionid: p.unionid, openid: p.openid, nickName: p.nickName, linkedAt: at })
    .onConflictDoNothing()
    .returning({ memberId: memberWechatLinks.memberId });
  if (row) return;
  const mine = await findLinkOfMember(db, memberId);
  if (mine?.unionid === p.unionid) return; // linked already: scanning again changes nothing
  if (mine) throw badRequest(WechatText.ALREADY_BOUND);
  throw badRequest(WechatText.WECHAT_TAKEN);
}

export async function unlinkMember(db: Db, memberId: number): Promise<boolean> {
  const gone = await db.delete(memberWechatLinks).where(eq(memberWechatLinks.memberId, memberId)).returning({ memberId: memberWechatLinks.memberId });
  return gone.length > 0;
}

/** A one-time ticket for the phone step; only its hash is stored. Old tickets are deleted on the way. */
export async function issueBindTicket(db: Db, p: Person, ttlMs: number, at: Date): Promise<string> {
  const ticket = randomToken(32);
  await db.insert(wechatBindTickets).values({
    ticketHash: sha256(ticket),
    unionid: p.unionid,
    openid: p.openid,
    nickName: p.nickName,
    expiresAt: new Date(at.getTime() + ttlMs),
    createdAt: at,
  });
  await db.delete(wechatBindTickets).where(lt(wechatBindTickets.expiresAt, new Date(at.getTime() - 86400_000)));
  return ticket;
}

export async function findBindTicket(db: Db, ticket: string, at: Date) {
  const [row] = await db
    .select()
    .from(wechatBindTickets)
    .where(and(eq(wechatBindTickets.ticketHash, sha256(ticket)), isNull(wechatBindTickets.usedAt), gt(wechatBindTickets.expiresAt, at)))
    .limit(1);
  return row ?? null;
}

/** Uses a ticket once: answers false when another request used it first. */
export async function useBindTicket(db: Db, id: number, at: Date): Promise<boolean> {
  const done = await db
    .update(wechatBindTickets)
    .set({ usedAt: at })
    .where(and(eq(wechatBindTickets.id, id), isNull(wechatBindTickets.usedAt)))
    .returning({ id: wechatBindTickets.id });
  return done.length > 0;
}
