import type { Db } from '../../db/client.js';
import type { CallContext } from '../../lib/call-context.js';
import { notFound } from '../../lib/errors.js';
import { COLLECT_TYPE_LABELS } from '@shp/contracts';
import { lookups } from '../shops/lookups.js';
import { toShopItem } from '../shops/shops.repository.js';
import { mallsByIds } from '../malls/malls.repository.js';
import { spacesByIds } from '../spaces/spaces.repository.js';
import * as repo from './collections.repository.js';

type Target = { targetType: repo.CollectType; targetId: number };

export function createCollectionsService(db: Db) {
  return {
    async flag(t: Target, ctx: CallContext) {
      return repo.flag(db, ctx.member?.id ?? null, t.targetType, t.targetId);
    },

    async storeUp(t: Target, ctx: CallContext) {
      if (!(await repo.targetExists(db, t.targetType, t.targetId))) throw notFound(`${COLLECT_TYPE_LABELS[t.targetType]}不存在或已下架`);
      await repo.collect(db, ctx.member!.id, t.targetType, t.targetId); // access 'member'
      const f = await repo.flag(db, ctx.member!.id, t.targetType, t.targetId);
      return { collected: true as const, count: f.count };
    },

    async cancel(t: Target, ctx: CallContext) {
      await repo.uncollect(db, ctx.member!.id, t.targetType, t.targetId); // access 'member'
      const f = await repo.flag(db, ctx.member!.id, t.targetType, t.targetId);
      return { collected: false as const, count: f.count };
    },

    async shops(kind: 'shop' | 'point' | undefined, ctx: CallContext) {
      const lk = await lookups(db);
      const { pageNum, pageSize } = ctx.pageParam;
      const { rows, total } = await repo.pageShops(db, ctx.member!.id, kind, pageNum, pageSize);
      return { list: rows.map((r) => ({ ...toShopItem(r, lk), collectedAt: new Date(r.collected_at).toISOString() })), total, pageNum, pageSize };
    },

    async malls(ctx: CallContext) {
      const lk = await lookups(db);
      const { pageNum, pageSize } = ctx.pageParam;
      const { rows, total } = await repo.pageIds(db, ctx.member!.id, 'mall', pageNum, pageSize);
      const byId = await mallsByIds(db, rows.map((r) => r.id), lk);
      const list = rows.flatMap((r) => {
        const m = byId.get(r.id);
        return m ? [{ ...m, collectedAt: r.at }] : [];
      });
      return { list, total, pageNum, pageSize };
    },

    async spaces(ctx: CallContext) {
      const lk = await lookups(db);
      const { pageNum, pageSize } = ctx.pageParam;
      const { rows, total } = await repo.pageIds(db, ctx.member!.id, 'space', pageNum, pageSize);
      const byId = await spacesByIds(db, rows.map((r) => r.id), lk);
      const list = rows.flatMap((r) => {
        const s = byId.get(r.id);
        return s ? [{ ...s, collectedAt: r.at }] : [];
      });
      return { list, total, pageNum, pageSize };
    },

    counts: (ctx: CallContext) => repo.counts(db, ctx.member!.id),
  };
}
