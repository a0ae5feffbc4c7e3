import { INVEST_RANGES, type PageParam } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import type { CallContext } from '../../lib/call-context.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { submitApplication } from '../cooperation/cooperation.service.js';
import * as repo from './franchise.repository.js';
import { cityNames } from '../../lib/regions.js';

type Row = Awaited<ReturnType<typeof repo.franchisePage>>['rows'][number];
const toBrand = (r: Row) => ({
  id: r.id,
  name: r.name,
  logoUrl: r.logoUrl,
  slogan: r.slogan,
  formatName: r.formatName,
  origin: r.origin,
  foundedYear: r.foundedYear,
  storeCount: r.storeCount,
  investMin: r.investMin ?? 0,
  investMax: r.investMax ?? r.investMin ?? 0,
  areaMin: r.areaMin,
  areaMax: r.areaMax,
  hot: r.hot,
});

export function createFranchiseService(db: Db) {
  return {
    async list(input: { keyword?: string; formatId?: number; investRange?: string; hot?: boolean; sort?: 'stores' | 'invest' }, page: PageParam) {
      const range = INVEST_RANGES.find((r) => r.key === input.investRange);
      const { rows, total } = await repo.franchisePage(
        db,
        {
          keyword: input.keyword || undefined,
          formatId: input.formatId,
          hot: input.hot,
          sort: input.sort,
          investMin: range?.min,
          investMax: range ? range.max : undefined,
        },
        page,
      );
      return { list: rows.map(toBrand), total, pageNum: page.pageNum, pageSize: page.pageSize };
    },

    async detail(id: number) {
      const row = await repo.franchiseById(db, id);
      if (!row) throw notFound('加盟品牌不存在或已下架');
      const [related, applyCount] = await Promise.all([repo.franchiseLike(db, id, row.formatId), repo.applyCount(db, id)]);
      const p = row.profile;
      return {
        ...toBrand(row),
        intro: row.intro,
        joinFee: Number(p.joinFee),
        deposit: Number(p.deposit),
        royaltyText: p.royaltyText,
        paybackMonths: p.paybackMonths,
        support: p.support,
        conditions: p.conditions,
        process: p.process,
        applyCount,
        related: related.map(toBrand),
      };
    },

    async apply(
      input: {
        brandId?: number;
        wantedBrand?: string;
        liaison: string;
        phone: string;
        identifyingCode?: string;
        cityCode: string;
        budget: string;
        hasShop: 'Y' | 'N';
        remark?: string;
      },
      ctx: CallContext,
    ) {
      let brandName = input.wantedBrand ?? '';
      if (input.brandId) {
        const b = await repo.franchiseById(db, input.brandId);
        if (!b) throw notFound('加盟品牌不存在或已下架');
        brandName = b.name;
      }
      if (!brandName) throw badRequest('请选择或填写意向品牌');
      const cities = await cityNames(db, [input.cityCode]);
      if (!cities.has(input.cityCode)) throw badRequest('城市不存在');
      const budget = INVEST_RANGES.find((r) => r.key === input.budget)!.name;
      return submitApplication(db, ctx, {
        kind: 'franchise',
        sourcePage: input.brandId ? 'joinbrandDetail' : 'LandingPage',
        subject: `${brandName} 加盟`,
        subtitle: `${cities.get(input.cityCode)} · 预算${budget}`,
        targetType: 'brand',
        targetId: input.brandId ?? null,
        brandName,
        brandId: input.brandId ?? null,
        liaison: input.liaison,
        phone: input.phone,
        identifyingCode: input.identifyingCode,
        cityCode: input.cityCode,
        isOpenShop: input.hasShop,
        fields: [
          { label: '意向品牌', value: brandName },
          { label: '意向城市', value: cities.get(input.cityCode)! },
          { label: '投资预算', value: budget },
          { label: '是否已有店铺', value: input.hasShop === 'Y' ? '是' : '否' },
          ...(input.remark ? [{ label: '备注', value: input.remark }] : []),
        ],
        raw: { budget: input.budget, hasShop: input.hasShop, remark: input.remark ?? null },
        link: input.brandId ? `/joinbrandDetail?id=${input.brandId}` : '/LandingPage',
      });
    },
  };
}
