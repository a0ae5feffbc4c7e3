import type { Db } from '../../db/client.js';
import type { CallContext, MemberCallContext } from '../../lib/call-context.js';
import { notFound } from '../../lib/errors.js';
import { COLLECT_TYPE_LABELS } from '@shp/contracts';
import { toShopItem } from '../shops/shops.repository.js';
import { mallsByIds } from '../malls/malls.repository.js';
import { spacesByIds } from '../spaces/spaces.repository.js';
import { brandsByIds } from '../brands/brands.repository.js';
import { collectedPage } from '../consultants/consultants.repository.js';
import * as repo from './collections.repository.js';
import { lookups, type Lookups } from '../../lib/lookups.js';

type Target = { targetType: repo.CollectType; targetId: number };

export function createCollectionsService(db: Db) {
  /** One page of the member's collected targets of a type, in collection order, with their list facts. */
  async function pageOfType<T>(ctx: MemberCallContext, type: repo.CollectType, byIds: (db: Db, ids: number[], lk: Lookups) => Promise<Map<number, T>>) {
    const lk = await lookups(db);
    const { pageNum, pageSize } = ctx.pageParam;
    const { rows, total } = await repo.pageIds(db, ctx.member.id, type, pageNum, pageSize);
    const byId = await byIds(
      db,
      rows.map((r) => r.id),
      lk,
    );
    const list = rows.flatMap((r) => {
      const item = byId.get(r.id);
      return item ? [{ ...item, collectedAt: r.at }] : [];
    });
    return { list, total, pageNum, pageSize };
  }

  return {
    async flag(t: Target, ctx: CallContext) {
      return repo.flag(db, ctx.member?.id ?? null, t.targetType, t.targetId);
    },

    async storeUp(t: Target, ctx: MemberCallContext) {
      if (!(await repo.targetExists(db, t.targetType, t.targetId))) throw notFound(`${COLLECT_TYPE_LABELS[t.targetType]}不存在或已下架`);
      await repo.collect(db, ctx.member.id, t.targetType, t.targetId);
      const f = await repo.flag(db, ctx.member.id, t.targetType, t.targetId);
      return { collected: true as const, count: f.count };
    },

    async cancel(t: Target, ctx: MemberCallContext) {
      await repo.uncollect(db, ctx.member.id, t.targetType, t.targetId);
      const f = await repo.flag(db, ctx.member.id, t.targetType, t.targetId);
      return { collected: false as const, count: f.count };
    },

    async shops(kind: 'shop' | 'point' | undefined, ctx: MemberCallContext) {
      const lk = await lookups(db);
      const { pageNum, pageSize } = ctx.pageParam;
      const { rows, total } = await repo.pageShops(db, ctx.member.id, kind, pageNum, pageSize);
      return { list: rows.map((r) => ({ ...toShopItem(r, lk), collectedAt: new Date(r.collected_at).toISOString() })), total, pageNum, pageSize };
    },

    malls: (ctx: MemberCallContext) => pageOfType(ctx, 'mall', mallsByIds),
    spaces: (ctx: MemberCallContext) => pageOfType(ctx, 'space', spacesByIds),
    brands: (ctx: MemberCallContext) => pageOfType(ctx, 'brand', brandsByIds),

    async counts(ctx: MemberCallContext) {
      const [byType, consultants] = await Promise.all([repo.counts(db, ctx.member.id), collectedPage(db, ctx.member.id, { pageNum: 1, pageSize: 1 })]);
      return { ...byType, consultant: consultants.total };
    },
  };
}
