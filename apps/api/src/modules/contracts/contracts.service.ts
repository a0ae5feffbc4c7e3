import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { CONTRACT_STATUS, type ContractItem } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import { contracts } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { offsetOf } from '../../lib/paging.js';

type Row = typeof contracts.$inferSelect;

const toItem = (r: Row): ContractItem => ({
  id: r.id,
  contractNo: r.contractNo,
  title: r.title,
  kind: r.kind as ContractItem['kind'],
  partyA: r.partyA,
  partyB: r.partyB,
  amount: r.amount,
  startDate: r.startDate,
  endDate: r.endDate,
  status: r.status as ContractItem['status'],
  statusText: CONTRACT_STATUS[r.status as ContractItem['status']] ?? r.status,
  mine: r.memberId !== null,
});

export function createContractsService(db: Db) {
  /** What a caller may read: public templates, plus their own contracts when logged in. */
  const visible = (memberId: number | null, scope: 'all' | 'mine' | 'template') => {
    const templates = isNull(contracts.memberId);
    if (memberId === null) return templates;
    const own = eq(contracts.memberId, memberId);
    return scope === 'mine' ? own : scope === 'template' ? templates : or(templates, own);
  };
  return {
    async list(memberId: number | null, scope: 'all' | 'mine' | 'template', page: { pageNum: number; pageSize: number }) {
      // A visitor asking for "mine" sees nothing rather than someone else's contracts.
      if (memberId === null && scope === 'mine') return { list: [], total: 0, ...page, loggedIn: false };
      const where = visible(memberId, scope);
      const [rows, [{ n }]] = await Promise.all([
        db
          .select()
          .from(contracts)
          .where(where)
          .orderBy(sql`${contracts.memberId} is null`, desc(contracts.id))
          .limit(page.pageSize)
          .offset(offsetOf(page).offset),
        db.select({ n: count() }).from(contracts).where(where),
      ]);
      return { list: rows.map(toItem), total: Number(n), ...page, loggedIn: memberId !== null };
    },

    async detail(memberId: number, id: number) {
      const [row] = await db
        .select()
        .from(contracts)
        .where(and(eq(contracts.id, id), visible(memberId, 'all')));
      if (!row) throw notFound('合同不存在');
      return {
        ...toItem(row),
        paragraphs: row.content
          .split(/\n\s*\n/)
          .map((p) => p.trim())
          .filter(Boolean),
      };
    },
  };
}
