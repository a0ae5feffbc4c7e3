import { and, count, desc, eq, gt, gte, isNull, lt, or, sql, sum } from 'drizzle-orm';
import type { BillItem, Goods, LotteryDraw, PointOrder } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import { lotteryDraws, lotteryPrizes, mallGoods, pointAccounts, pointBills, pointOrders, taskRecords, taskTemplates } from '../../db/schema/index.js';
import { badRequest } from '../../lib/errors.js';

/** A transaction or the database: both run the same queries. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type BillKind = BillItem['kind'];

/**
 * Locks the member's account row for the rest of the transaction (creating it on first use), so
 * every points change of one member is serialised: concurrent requests cannot both spend the same
 * balance or both take the same once-only award.
 */
export async function lockAccount(tx: Tx, memberId: number) {
  await tx.insert(pointAccounts).values({ memberId }).onConflictDoNothing();
  const [acc] = await tx.select().from(pointAccounts).where(eq(pointAccounts.memberId, memberId)).for('update');
  return acc;
}

/** Changes a locked balance and writes the bill entry; refuses to go below zero. */
export async function applyDelta(
  tx: Tx,
  acc: { memberId: number; balance: number },
  delta: number,
  entry: { kind: BillKind; title: string; refId?: number | null },
) {
  if (acc.balance + delta < 0) throw badRequest('积分不足');
  const [updated] = await tx
    .update(pointAccounts)
    .set({
      balance: sql`${pointAccounts.balance} + ${delta}`,
      totalEarned: delta > 0 ? sql`${pointAccounts.totalEarned} + ${delta}` : pointAccounts.totalEarned,
      totalSpent: delta < 0 ? sql`${pointAccounts.totalSpent} + ${-delta}` : pointAccounts.totalSpent,
      updatedAt: sql`now()`,
    })
    // The condition repeats the rule in SQL: even a caller that forgot the lock cannot overdraw.
    .where(and(eq(pointAccounts.memberId, acc.memberId), sql`${pointAccounts.balance} + ${delta} >= 0`))
    .returning({ balance: pointAccounts.balance });
  if (!updated) throw badRequest('积分不足');
  await tx
    .insert(pointBills)
    .values({ memberId: acc.memberId, delta, balanceAfter: updated.balance, kind: entry.kind, title: entry.title, refId: entry.refId ?? null });
  acc.balance = updated.balance;
  return updated.balance;
}

export async function getAccount(db: Db, memberId: number) {
  const [acc] = await db.select().from(pointAccounts).where(eq(pointAccounts.memberId, memberId));
  return acc ?? { memberId, balance: 0, totalEarned: 0, totalSpent: 0 };
}

export const listTemplates = (db: Db | Tx) => db.select().from(taskTemplates).orderBy(taskTemplates.sort);

export async function templateByCode(tx: Tx, code: string) {
  const [t] = await tx.select().from(taskTemplates).where(eq(taskTemplates.code, code));
  return t ?? null;
}

export async function findAward(tx: Tx, memberId: number, code: string, awardKey: string) {
  const [r] = await tx
    .select({ id: taskRecords.id })
    .from(taskRecords)
    .where(and(eq(taskRecords.memberId, memberId), eq(taskRecords.templateCode, code), eq(taskRecords.awardKey, awardKey)));
  return r ?? null;
}

export async function countAwardsOn(tx: Tx | Db, memberId: number, code: string, day: string) {
  const [r] = await tx
    .select({ n: count() })
    .from(taskRecords)
    .where(and(eq(taskRecords.memberId, memberId), eq(taskRecords.templateCode, code), eq(taskRecords.day, day)));
  return Number(r.n);
}

export async function insertAward(
  tx: Tx,
  rec: { memberId: number; templateCode: string; awardKey: string; targetId: string | null; points: number; day: string },
) {
  const [row] = await tx.insert(taskRecords).values(rec).onConflictDoNothing().returning({ id: taskRecords.id });
  return row ?? null;
}

/** Task progress: templates done for good and awards today, per code. */
export async function taskProgress(db: Db, memberId: number, day: string) {
  const rows = await db
    .select({ code: taskRecords.templateCode, total: count(), today: sql<number>`count(*) filter (where ${taskRecords.day} = ${day})` })
    .from(taskRecords)
    .where(eq(taskRecords.memberId, memberId))
    .groupBy(taskRecords.templateCode);
  return new Map(rows.map((r) => [r.code, { total: Number(r.total), today: Number(r.today) }]));
}

/**
 * 今日获得: the China day's income as the bill lists it (every positive change: tasks, prizes,
 * returns). Task awards alone left a lottery prize out, and the page disagreed with its own bill.
 */
export async function earnedOn(db: Db, memberId: number, day: string) {
  const from = new Date(`${day}T00:00:00+08:00`);
  const to = new Date(from.getTime() + 86_400_000);
  const [r] = await db
    .select({ s: sum(pointBills.delta) })
    .from(pointBills)
    .where(and(eq(pointBills.memberId, memberId), gt(pointBills.delta, 0), gte(pointBills.createdAt, from), lt(pointBills.createdAt, to)));
  return Number(r.s ?? 0);
}

export async function listBill(db: Db, memberId: number, direction: 'all' | 'in' | 'out', limit: number, offset: number) {
  const where = and(
    eq(pointBills.memberId, memberId),
    direction === 'in' ? gt(pointBills.delta, 0) : direction === 'out' ? lt(pointBills.delta, 0) : undefined,
  );
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(pointBills).where(where).orderBy(desc(pointBills.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(pointBills).where(where),
  ]);
  const list: BillItem[] = rows.map((r) => ({
    id: r.id,
    delta: r.delta,
    balanceAfter: r.balanceAfter,
    kind: r.kind as BillKind,
    title: r.title,
    createTime: r.createdAt.toISOString(),
  }));
  return { list, total: Number(n) };
}

const toGoods = (r: typeof mallGoods.$inferSelect): Goods => ({
  id: r.id,
  name: r.name,
  imageUrl: r.imageUrl,
  description: r.description,
  pointsCost: r.pointsCost,
  stock: r.stock,
  virtual: r.virtual,
});

export async function listGoods(db: Db, limit: number, offset: number) {
  const where = eq(mallGoods.status, 'published');
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(mallGoods).where(where).orderBy(mallGoods.sort, mallGoods.id).limit(limit).offset(offset),
    db.select({ n: count() }).from(mallGoods).where(where),
  ]);
  return { list: rows.map(toGoods), total: Number(n) };
}

export async function lockGoods(tx: Tx, id: number) {
  const [g] = await tx
    .select()
    .from(mallGoods)
    .where(and(eq(mallGoods.id, id), eq(mallGoods.status, 'published')))
    .for('update');
  return g ?? null;
}

/** Takes one from stock only if some is left (a conditional update, safe under concurrency). */
export async function takeGoodsStock(tx: Tx, id: number) {
  const [r] = await tx
    .update(mallGoods)
    .set({ stock: sql`${mallGoods.stock} - 1` })
    .where(and(eq(mallGoods.id, id), gt(mallGoods.stock, 0)))
    .returning({ stock: mallGoods.stock });
  return r ?? null;
}

export const toOrder = (r: typeof pointOrders.$inferSelect): PointOrder => ({
  id: r.id,
  orderNo: r.orderNo,
  goodsName: r.goodsName,
  imageUrl: r.imageUrl,
  points: r.points,
  status: r.status as PointOrder['status'],
  receiver: r.receiver,
  phone: r.phone,
  address: r.address,
  createTime: r.createdAt.toISOString(),
});

export async function insertOrder(tx: Tx, values: typeof pointOrders.$inferInsert) {
  const [row] = await tx.insert(pointOrders).values(values).returning();
  return row;
}

export async function listOrders(db: Db, memberId: number, limit: number, offset: number) {
  const where = eq(pointOrders.memberId, memberId);
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(pointOrders).where(where).orderBy(desc(pointOrders.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(pointOrders).where(where),
  ]);
  return { list: rows.map(toOrder), total: Number(n) };
}

export async function findOrder(db: Db, memberId: number, id: number) {
  const [row] = await db
    .select()
    .from(pointOrders)
    .where(and(eq(pointOrders.id, id), eq(pointOrders.memberId, memberId)));
  return row ? toOrder(row) : null;
}

export const listPrizes = (db: Db | Tx) =>
  db.select().from(lotteryPrizes).where(eq(lotteryPrizes.status, 'published')).orderBy(lotteryPrizes.sort, lotteryPrizes.id);

/** Prizes that can still be won, locked so two draws cannot take the last unit. */
export const lockPrizesInStock = (tx: Tx) =>
  tx
    .select()
    .from(lotteryPrizes)
    .where(and(eq(lotteryPrizes.status, 'published'), or(isNull(lotteryPrizes.stock), gt(lotteryPrizes.stock, 0))))
    .orderBy(lotteryPrizes.sort, lotteryPrizes.id)
    .for('update');

export async function takePrizeStock(tx: Tx, id: number) {
  const [r] = await tx
    .update(lotteryPrizes)
    .set({ stock: sql`case when ${lotteryPrizes.stock} is null then null else ${lotteryPrizes.stock} - 1 end` })
    .where(and(eq(lotteryPrizes.id, id), or(isNull(lotteryPrizes.stock), gt(lotteryPrizes.stock, 0))))
    .returning({ id: lotteryPrizes.id });
  return r ?? null;
}

export const toDraw = (r: typeof lotteryDraws.$inferSelect): LotteryDraw => ({
  id: r.id,
  prizeId: r.prizeId,
  prizeName: r.prizeName,
  prizeKind: r.prizeKind as LotteryDraw['prizeKind'],
  imageUrl: r.imageUrl,
  cost: r.cost,
  status: r.status as LotteryDraw['status'],
  createTime: r.createdAt.toISOString(),
});

export async function insertDraw(tx: Tx, values: typeof lotteryDraws.$inferInsert) {
  const [row] = await tx.insert(lotteryDraws).values(values).returning();
  return row;
}

export async function listDraws(db: Db, memberId: number, includeMisses: boolean, limit: number, offset: number) {
  const where = and(eq(lotteryDraws.memberId, memberId), includeMisses ? undefined : sql`${lotteryDraws.prizeKind} <> 'none'`);
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(lotteryDraws).where(where).orderBy(desc(lotteryDraws.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(lotteryDraws).where(where),
  ]);
  return { list: rows.map(toDraw), total: Number(n) };
}
