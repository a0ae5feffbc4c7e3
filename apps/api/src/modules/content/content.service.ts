import { FEED_CATEGORIES, FEED_CATEGORY_NAMES, type CaseItem, type FeedCategory, type FeedItem, type PageParam } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import * as repo from './content.repository.js';
import { isoTime } from '../../lib/dates.js';
import { cityNames } from '../../lib/regions.js';
import { paragraphsOf } from '../../lib/text.js';

const toFeedItem = (r: repo.FeedRow): FeedItem => ({
  id: r.id,
  category: r.category as FeedCategory,
  categoryName: FEED_CATEGORY_NAMES[r.category as FeedCategory] ?? r.category,
  title: r.title,
  summary: r.summary,
  coverUrl: r.coverUrl,
  author: r.author,
  source: r.source,
  tags: r.tags,
  views: r.views,
  publishedAt: isoTime(r.publishedAt),
  cityCode: r.cityCode,
  mallId: r.mallId,
  brandId: r.brandId,
});

type CaseRow = Awaited<ReturnType<typeof repo.casePage>>['rows'][number];
async function toCases(db: Db, rows: CaseRow[]): Promise<CaseItem[]> {
  const names = await cityNames(
    db,
    rows.map((r) => r.cityCode),
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    summary: r.summary,
    coverUrl: r.coverUrl,
    openedAt: String(r.openedAt),
    brandId: r.brandId,
    brandName: r.brandName,
    brandLogoUrl: r.brandLogoUrl,
    mallId: r.mallId,
    mallName: r.mallName,
    cityName: names.get(r.cityCode) ?? '',
  }));
}

export function createContentService(db: Db) {
  return {
    async feedPage(
      input: {
        category?: FeedCategory;
        categories?: FeedCategory[];
        keyword?: string;
        cityCode?: string;
        mallId?: number;
        brandId?: number;
        tag?: string;
        sort?: 'latest' | 'hot';
      },
      page: PageParam,
    ) {
      const categories = [...(input.categories ?? []), ...(input.category ? [input.category] : [])];
      const { rows, total } = await repo.feedPage(db, { ...input, keyword: input.keyword || undefined, categories }, page);
      return { list: rows.map(toFeedItem), total, pageNum: page.pageNum, pageSize: page.pageSize };
    },

    async feedDetail(id: number) {
      const row = await repo.feedById(db, id);
      if (!row) throw notFound('资讯不存在或已下架');
      await repo.bumpFeedViews(db, id);
      const [related, neighbours, mallName, brandName] = await Promise.all([
        repo.feedRelated(db, row),
        repo.feedNeighbours(db, row),
        repo.mallName(db, row.mallId),
        repo.brandName(db, row.brandId),
      ]);
      return {
        ...toFeedItem({ ...row, views: row.views + 1 }),
        paragraphs: paragraphsOf(row.content),
        mallName,
        brandName,
        related: related.map(toFeedItem),
        ...neighbours,
      };
    },

    async feedCategories() {
      const counts = new Map((await repo.feedCategoryCounts(db)).map((r) => [r.category, Number(r.n)]));
      return FEED_CATEGORIES.map((c) => ({ category: c, name: FEED_CATEGORY_NAMES[c], count: counts.get(c) ?? 0 }));
    },

    async casePage(input: { brandId?: number; mallId?: number }, page: PageParam) {
      const { rows, total } = await repo.casePage(db, input, page);
      return { list: await toCases(db, rows), total, pageNum: page.pageNum, pageSize: page.pageSize };
    },

    async caseDetail(id: number) {
      const row = await repo.caseById(db, id);
      if (!row) throw notFound('案例不存在或已下架');
      const [item] = await toCases(db, [row]);
      const related = await toCases(db, await repo.casesOtherThan(db, id));
      return { ...item, paragraphs: paragraphsOf(row.content), related };
    },

    async sitePage(key: string) {
      const row = await repo.sitePageByKey(db, key);
      if (!row) throw notFound('页面不存在');
      return { key: row.key as never, title: row.title, subtitle: row.subtitle, sections: row.sections, updatedAt: isoTime(row.updatedAt) };
    },

    async partnerBrands(page: PageParam) {
      const { rows, total } = await repo.hotBrandsPage(db, page);
      return { list: rows, total, pageNum: page.pageNum, pageSize: page.pageSize };
    },

    async subsite(input: { cityCode?: string; code?: string }) {
      const row = await repo.subsiteBy(db, input);
      if (!row) return null;
      const names = await cityNames(db, [row.cityCode]);
      return {
        code: row.code,
        name: row.name,
        cityCode: row.cityCode,
        cityName: names.get(row.cityCode) ?? '',
        title: row.title,
        slogan: row.slogan,
        hotline: row.hotline,
        bannerUrl: row.bannerUrl,
      };
    },

    async investmentScreen(code: string) {
      const row = await repo.screenConfig(db, code);
      if (!row) throw notFound('大屏配置不存在');
      const [mallRows, brandRows, stats] = await Promise.all([
        repo.screenMalls(db, row.config.mallIds),
        repo.screenBrands(db, row.config.brandIds),
        repo.platformStats(db),
      ]);
      const names = await cityNames(
        db,
        mallRows.map((m) => m.cityCode),
      );
      return {
        code: row.code,
        title: row.title,
        subtitle: row.subtitle,
        slogan: row.slogan,
        dateText: row.dateText,
        stats: [
          { label: '合作商业项目', value: Number(stats?.malls ?? 0), unit: '个' },
          { label: '在租铺位与点位', value: Number(stats?.shops ?? 0), unit: '个' },
          { label: '入驻品牌', value: Number(stats?.brands ?? 0), unit: '家' },
          { label: '覆盖城市', value: Number(stats?.cities ?? 0), unit: '座' },
        ],
        malls: mallRows.map(({ cityCode, ...m }) => ({ ...m, cityName: names.get(cityCode) ?? '' })),
        agenda: row.config.agenda,
        brands: brandRows,
      };
    },
  };
}
