import type { BrandDetail, FormatNode } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import type { CallContext } from '../../lib/call-context.js';
import { notFound } from '../../lib/errors.js';
import { isCollected } from '../shops/shops.repository.js';
import * as repo from './brands.repository.js';
import { lookups } from '../../lib/lookups.js';

export function createBrandsService(db: Db) {
  return {
    async infoList(filter: repo.BrandFilter, ctx: CallContext) {
      const lk = await lookups(db);
      return repo.pageBrands(db, filter, lk, ctx.pageParam.pageNum, ctx.pageParam.pageSize);
    },

    /** SPEC §7: the simple list always answers page 1 with 10 items, whatever pageParam says. */
    async simpleList(filter: repo.BrandFilter) {
      const lk = await lookups(db);
      const page = await repo.pageBrands(db, filter, lk, 1, 10);
      return { ...page, list: page.list.map((b) => ({ id: b.id, name: b.name, logoUrl: b.logoUrl, format: b.format })) };
    },

    async detail(id: number, ctx: CallContext): Promise<BrandDetail> {
      const lk = await lookups(db);
      const row = await repo.findBrand(db, id);
      if (!row) throw notFound('品牌不存在或已下架');
      const [malls, stories, collected] = await Promise.all([
        repo.brandMalls(db, id, lk),
        repo.brandStories(db, id),
        isCollected(db, ctx.member?.id, 'brand', id),
      ]);
      return {
        ...repo.toBrandItem(row, lk),
        intro: row.intro,
        foundedYear: Number(row.founded_year),
        expandCities: (row.expand_cities ?? []).map((c) => ({ cityCode: c, cityName: lk.cityName(c) })),
        malls,
        stories,
        collected,
      };
    },

    async formatTree(): Promise<FormatNode[]> {
      const lk = await lookups(db);
      const parents = lk.formats.filter((f) => f.parentId === null).sort((a, b) => a.sort - b.sort);
      return parents.map((p) => ({
        id: p.id,
        name: p.name,
        children: lk.formats
          .filter((c) => c.parentId === p.id)
          .sort((a, b) => a.sort - b.sort)
          .map((c) => ({ id: c.id, name: c.name })),
      }));
    },
  };
}
