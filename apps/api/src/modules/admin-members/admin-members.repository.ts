import { and, asc, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { SELLER_ROLE, maskPhone, type AdminMember } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import { members, pointAccounts, pointBills, sellerGoods } from '../../db/schema/index.js';
import { offsetOf } from '../../lib/paging.js';

export type MemberRow = typeof members.$inferSelect;

export const toAdminMember = (r: MemberRow): AdminMember => ({
  id: r.id,
  userId: r.userId,
  // Operators search by the full number; lists never show it.
  phone: r.phone ? maskPhone(r.phone) : null,
  nickName: r.nickName,
  gradeCode: r.gradeCode,
  roles: r.roles,
  isSeller: r.roles.includes(SELLER_ROLE),
  status: r.status,
  createdAt: r.createdAt.toISOString(),
});

export async function searchMembers(db: Db, f: { q?: string; gradeCode?: string; seller?: boolean }, page: { pageNum: number; pageSize: number }) {
  const conds: (SQL | undefined)[] = [];
  if (f.q) {
    const like = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conds.push(
      or(
        eq(members.phone, f.q),
        ilike(members.nickName, like),
        eq(members.userId, f.q),
        /^\d+$/.test(f.q) && f.q.length < 12 ? eq(members.id, Number(f.q)) : undefined,
      ),
    );
  }
  if (f.gradeCode) conds.push(eq(members.gradeCode, f.gradeCode));
  if (f.seller !== undefined) conds.push(f.seller ? sql`${SELLER_ROLE} = any(${members.roles})` : sql`not (${SELLER_ROLE} = any(${members.roles}))`);
  const list = conds.filter((c): c is SQL => Boolean(c));
  const where = list.length ? and(...list) : undefined;
  const [rows, total] = await Promise.all([
    db.select().from(members).where(where).orderBy(desc(members.id)).limit(page.pageSize).offset(offsetOf(page).offset),
    db.select({ n: count() }).from(members).where(where),
  ]);
  return { rows, total: Number(total[0]?.n ?? 0) };
}

export async function findMember(db: Db, id: number, forUpdate = false) {
  const q = db.select().from(members).where(eq(members.id, id)).limit(1);
  const rows = forUpdate ? await q.for('update') : await q;
  return rows[0] ?? null;
}

export async function updateMember(db: Db, id: number, patch: Partial<typeof members.$inferInsert>) {
  const [row] = await db.update(members).set(patch).where(eq(members.id, id)).returning();
  return row;
}

/**
 * The points bill, read-only from the personal-centre engineer's tables (their module exposes
 * no reader for operators yet).
 */
export async function pointsOf(db: Db, memberId: number, page: { pageNum: number; pageSize: number }) {
  const [account, rows, total] = await Promise.all([
    db.select({ balance: pointAccounts.balance }).from(pointAccounts).where(eq(pointAccounts.memberId, memberId)).limit(1),
    db.select().from(pointBills).where(eq(pointBills.memberId, memberId)).orderBy(desc(pointBills.id)).limit(page.pageSize).offset(offsetOf(page).offset),
    db.select({ n: count() }).from(pointBills).where(eq(pointBills.memberId, memberId)),
  ]);
  return {
    balance: account[0]?.balance ?? 0,
    total: Number(total[0]?.n ?? 0),
    list: rows.map((r) => ({ id: r.id, title: r.title, change: r.delta, balanceAfter: r.balanceAfter, createdAt: r.createdAt.toISOString() })),
  };
}

/** Seller goods by review state, read-only from the seller engineer's table; decisions go through their reviewGoods. */
export async function listGoods(db: Db, status: string, page: { pageNum: number; pageSize: number }) {
  const where = and(eq(sellerGoods.status, status), isNull(sellerGoods.deletedAt));
  const [rows, total] = await Promise.all([
    db
      .select({ g: sellerGoods, sellerName: members.nickName })
      .from(sellerGoods)
      .leftJoin(members, eq(members.id, sellerGoods.memberId))
      .where(where)
      .orderBy(status === 'pending' ? asc(sellerGoods.submittedAt) : desc(sellerGoods.reviewedAt), desc(sellerGoods.id))
      .limit(page.pageSize)
      .offset(offsetOf(page).offset),
    db.select({ n: count() }).from(sellerGoods).where(where),
  ]);
  return {
    total: Number(total[0]?.n ?? 0),
    list: rows.map(({ g, sellerName }) => ({
      id: g.id,
      name: g.name,
      memberId: g.memberId,
      sellerName: sellerName ?? '已注销',
      cityCode: g.cityCode,
      description: g.description,
      imageUrl: g.images[0] ?? null,
      status: g.status as 'draft' | 'pending' | 'approved' | 'rejected',
      rejectReason: g.rejectReason,
      submittedAt: g.submittedAt?.toISOString() ?? null,
      reviewedAt: g.reviewedAt?.toISOString() ?? null,
    })),
  };
}
