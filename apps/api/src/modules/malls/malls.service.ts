import type { MallDetail, MallFilter } from '@shp/contracts';
import { MALL_OPEN_STATUS_LABELS, PRODUCT_NAME, maskPhone } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import type { CallContext } from '../../lib/call-context.js';
import { notFound } from '../../lib/errors.js';
import { findConsultant, isCollected } from '../shops/shops.repository.js';
import * as repo from './malls.repository.js';
import { isoTime } from '../../lib/dates.js';
import { lookups } from '../../lib/lookups.js';

export function createMallsService(db: Db) {
  async function loadMall(id: number) {
    const row = await repo.findMall(db, id);
    if (!row) throw notFound('商场不存在或已下架');
    return row;
  }

  return {
    loadMall,

    async pageList(filter: MallFilter, ctx: CallContext) {
      const lk = await lookups(db);
      return repo.pageMalls(db, filter, lk, ctx.pageParam.pageNum, ctx.pageParam.pageSize);
    },

    async detail(id: number, ctx: CallContext): Promise<MallDetail> {
      const lk = await lookups(db);
      const row = await loadMall(id);
      const member = Boolean(ctx.member);
      const [extras, consultant, collected] = await Promise.all([
        repo.mallExtras(db, id),
        row.consultant_id ? findConsultant(db, Number(row.consultant_id)) : null,
        isCollected(db, ctx.member?.id, 'mall', id),
      ]);
      return {
        ...repo.toMallItem(row, lk),
        cityCode: row.city_code,
        lat: Number(row.lat),
        lng: Number(row.lng),
        businessArea: Number(row.business_area),
        parkingSpaces: Number(row.parking_spaces),
        annualSales: Number(row.annual_sales),
        developer: row.developer,
        images: row.images ?? [],
        intro: row.intro,
        floors: extras.floors,
        // Same rule as units (shop canView): direct lines in full for members only.
        leasingContact: { name: row.leasing_contact, phone: member ? row.leasing_phone : maskPhone(row.leasing_phone), phoneMasked: !member },
        consultant: consultant
          ? {
              id: Number(consultant.id),
              name: consultant.name,
              title: consultant.title,
              avatarUrl: consultant.avatar_url,
              phone: member ? consultant.phone : maskPhone(consultant.phone),
              phoneMasked: !member,
              years: Number(consultant.years),
              rating: consultant.rating === null ? null : Number(consultant.rating),
            }
          : null,
        brandCount: extras.brandCount,
        spaceCount: extras.spaceCount,
        hasBrochure: Boolean(row.brochure_url),
        surroundings: row.surroundings,
        articles: extras.articles,
        collected,
      };
    },

    async settledBrands(input: { mallId: number; floor?: string; formatId?: number }, ctx: CallContext) {
      const lk = await lookups(db);
      const mall = await loadMall(input.mallId);
      const formatIds = input.formatId ? lk.expandFormats([input.formatId]) : null;
      const { pageNum, pageSize } = ctx.pageParam;
      const { rows, total, facets } = await repo.settledBrands(db, input.mallId, input.floor, formatIds, pageNum, pageSize);
      const floorOrder = (f: string) => (f.startsWith('B') ? -Number(f.slice(1)) : parseInt(f, 10));
      const floors = [...new Set(facets.map((f) => f.floor).filter((f): f is string => Boolean(f)))].sort((a, b) => floorOrder(a) - floorOrder(b));
      const parentIds = [...new Set(facets.map((f) => lk.parentIdOf(Number(f.format_id))).filter((p): p is number => p !== null))];
      return {
        mallName: mall.name,
        floors,
        formats: parentIds.sort((a, b) => a - b).map((id) => ({ id, name: lk.formatName(id) })),
        list: rows.map((r) => ({
          brandId: Number(r.brand_id),
          name: r.name,
          logoUrl: r.logo_url,
          format: lk.formatName(Number(r.format_id)),
          floor: r.floor,
          openedAt: new Date(r.opened_at).toISOString().slice(0, 10),
        })),
        total,
        pageNum,
        pageSize,
      };
    },

    async surroundings(mallId: number) {
      const m = await loadMall(mallId);
      const point = { id: Number(m.id), cityCode: m.city_code, lat: Number(m.lat), lng: Number(m.lng) };
      const [near, vacant] = await Promise.all([repo.nearbyMalls(db, point), repo.vacantShopsNear(db, point)]);
      return {
        mallId: Number(m.id),
        mallName: m.name,
        address: m.address,
        transport: m.surroundings.transport,
        residential: m.surroundings.residential,
        schools: m.surroundings.schools,
        competitors: m.surroundings.competitors,
        nearbyMalls: near.map((n) => ({
          id: Number(n.id),
          name: n.name,
          distanceKm: Math.round(Number(n.km) * 10) / 10,
          dailyTraffic: Number(n.daily_traffic),
          openStatus: MALL_OPEN_STATUS_LABELS[n.open_status as keyof typeof MALL_OPEN_STATUS_LABELS] ?? n.open_status,
        })),
        nearbyVacantShops: vacant,
      };
    },

    async article(id: number) {
      const a = await repo.findArticle(db, id);
      if (!a) throw notFound('文章不存在或已下架');
      const [related] = await Promise.all([repo.relatedArticles(db, id, a.mall_id === null ? null : Number(a.mall_id)), repo.countArticleView(db, id)]);
      return {
        id: Number(a.id),
        title: a.title,
        category: a.category,
        summary: a.summary,
        paragraphs: a.content
          .split(/\n{2,}/)
          .map((p) => p.trim())
          .filter(Boolean),
        coverUrl: a.cover_url,
        author: a.author,
        source: a.source,
        tags: a.tags ?? [],
        views: Number(a.views) + 1,
        publishedAt: isoTime(a.published_at),
        mall: a.mall_id ? { id: Number(a.mall_id), name: a.mall_name ?? '' } : null,
        related: related.map((r) => ({ id: Number(r.id), title: r.title, publishedAt: isoTime(r.published_at) })),
      };
    },

    async brochure(mallId: number) {
      const m = await loadMall(mallId);
      return {
        mallId: Number(m.id),
        mallName: m.name,
        url: `/media/brochure/${Number(m.id)}.pdf`,
        watermarkText: `${PRODUCT_NAME} · 仅供招商洽谈使用`,
        pages: 2,
      };
    },
  };
}
