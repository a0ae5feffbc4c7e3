import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { PageParam } from '@shp/contracts';
import type { Db } from '../db/client.js';

/** The LIMIT and OFFSET of a page. */
export const offsetOf = (p: PageParam) => ({ limit: p.pageSize, offset: (p.pageNum - 1) * p.pageSize });

/** A page answer in the contract's shape. */
export const pageAnswer = <T>(list: T[], total: number, p: PageParam) => ({ list, total, pageNum: p.pageNum, pageSize: p.pageSize });

/** How many rows of `table` match `where`: a paged list's total. */
export async function countOf(db: Db, table: PgTable, where: SQL | undefined) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return Number(row?.n ?? 0);
}
