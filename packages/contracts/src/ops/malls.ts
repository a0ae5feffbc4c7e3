import { z } from 'zod';
import { defineOp } from '../op.js';
import { listingTrustSchema } from './trust.js';
import { pageOf } from '../envelope.js';
import { cityCodeSchema, keywordSchema } from './search.js';
import { regionCodeSchema } from './shops.js';
import { entityIdSchema, rowIdSchema } from '../validation.js';

const id = entityIdSchema;

export const MALL_OPEN_STATUSES = ['open', 'preparing', 'renovating'] as const;
export const MALL_OPEN_STATUS_LABELS: Record<(typeof MALL_OPEN_STATUSES)[number], string> = {
  open: '已开业',
  preparing: '筹备中',
  renovating: '调改中',
};
export const MALL_SORTS = ['default', 'traffic', 'newest', 'rentAsc', 'area'] as const;
export const MALL_SORT_LABELS: Record<(typeof MALL_SORTS)[number], string> = {
  default: '招商热度',
  traffic: '客流最高',
  newest: '最新开业',
  rentAsc: '租金最低',
  area: '体量最大',
};
/** Largest total building area a filter takes (㎡): ten times the largest mall there is. */
export const MALL_AREA_MAX = 10_000_000;
/** Total building area ranges (㎡). */
export const MALL_AREA_RANGES = [
  { key: '0-100000', label: '10万㎡以下', min: 0, max: 100000 },
  { key: '100000-200000', label: '10-20万㎡', min: 100000, max: 200000 },
  { key: '200000-', label: '20万㎡以上', min: 200000, max: undefined },
] as const;

export const mallListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  coverUrl: z.string(),
  cityName: z.string(),
  districtName: z.string(),
  address: z.string(),
  openStatus: z.enum(MALL_OPEN_STATUSES),
  openDate: z.string(),
  totalArea: z.number(),
  floorsAbove: z.number(),
  floorsBelow: z.number(),
  formats: z.array(z.string()),
  rentMin: z.number(),
  rentMax: z.number(),
  dailyTraffic: z.number(),
  grade: z.string(),
  investmentScore: z.number(),
  /** 在租铺位: the mall's units of kind shop on the market (ON_MARKET_STATUSES), as its list with openingStatus 'onMarket' shows them. */
  vacantShops: z.number(),
  /** 更新于 N 天前, 信息可能已过期, 已核验 (decision 062). */
  trust: listingTrustSchema.optional(),
});
export type MallListItem = z.infer<typeof mallListItemSchema>;

export const consultantBriefSchema = z.object({
  id: z.number(),
  name: z.string(),
  title: z.string(),
  avatarUrl: z.string(),
  phone: z.string(),
  phoneMasked: z.boolean(),
  years: z.number(),
  /** Mean stars of the consultant's evaluations, one decimal; null while there are none (pages show 暂无评分). */
  rating: z.number().nullable(),
});

export const mallDetailSchema = mallListItemSchema.extend({
  /** The mall's city: its 在租铺位 link lists that city's units, whatever city the visitor has chosen. */
  cityCode: z.string(),
  lat: z.number(),
  lng: z.number(),
  businessArea: z.number(),
  parkingSpaces: z.number(),
  annualSales: z.number(),
  developer: z.string(),
  images: z.array(z.string()),
  intro: z.string(),
  floors: z.array(z.object({ floor: z.string(), theme: z.string(), area: z.number() })),
  leasingContact: z.object({ name: z.string(), phone: z.string(), phoneMasked: z.boolean() }),
  consultant: consultantBriefSchema.nullable(),
  brandCount: z.number(),
  spaceCount: z.number(),
  hasBrochure: z.boolean(),
  surroundings: z.object({ transport: z.array(z.string()), residential: z.array(z.string()), competitors: z.array(z.string()), schools: z.array(z.string()) }),
  articles: z.array(z.object({ id: z.number(), title: z.string(), publishedAt: z.string() })),
  collected: z.boolean(),
});
export type MallDetail = z.infer<typeof mallDetailSchema>;

export const mallFilterSchema = z.object({
  cityCode: cityCodeSchema.optional(),
  districtCode: regionCodeSchema.optional(),
  formatId: rowIdSchema('业态编号有误').optional(),
  openStatus: z.enum(MALL_OPEN_STATUSES, { message: '开业状态有误' }).optional(),
  area: z
    // Bounded like a shop's area: 1e300 reached the query as text the integer column cannot read (500).
    .object({
      min: z.coerce.number().min(0, '面积不能为负数').max(MALL_AREA_MAX, '面积过大').optional(),
      max: z.coerce.number().min(0, '面积不能为负数').max(MALL_AREA_MAX, '面积过大').optional(),
    })
    .refine((a) => a.min === undefined || a.max === undefined || a.min <= a.max, '最小面积不能大于最大面积')
    .optional(),
  keyword: keywordSchema.optional(),
  sort: z.enum(MALL_SORTS, { message: '排序方式有误' }).default('default'),
});
export type MallFilter = z.infer<typeof mallFilterSchema>;

export const projectPageListOp = defineOp({
  method: 'POST',
  path: '/api/foreground/project/pageList',
  access: 'public',
  summary: '商场列表（城市、区县、业态、开业状态、面积）',
  input: mallFilterSchema,
  output: pageOf(mallListItemSchema),
  retry: true,
  paged: true,
});

export const queryProjectDetailsOp = defineOp({
  method: 'POST',
  path: '/api/foreground/project/queryProjectDetails',
  access: 'public',
  summary: '商场详情：图片、楼层、业态、租金、客流、招商联系人、顾问',
  input: z.object({ id: id('商场') }),
  output: mallDetailSchema,
  retry: true,
});

export const settledBrandSchema = z.object({
  brandId: z.number(),
  name: z.string(),
  logoUrl: z.string(),
  format: z.string(),
  floor: z.string(),
  openedAt: z.string(),
});

export const settledBrandListOp = defineOp({
  method: 'POST',
  path: '/api/foreground/project/settledBrandList',
  access: 'public',
  summary: '商场入驻品牌',
  input: z.object({ mallId: id('商场'), floor: z.string().max(8).optional(), formatId: rowIdSchema('业态编号有误').optional() }),
  output: pageOf(settledBrandSchema).extend({
    mallName: z.string(),
    floors: z.array(z.string()),
    formats: z.array(z.object({ id: z.number(), name: z.string() })),
  }),
  retry: true,
  paged: true,
});

export const surroundingsOp = defineOp({
  method: 'POST',
  path: '/api/foreground/project/surroundings',
  access: 'public',
  summary: '商场周边：交通、住宅、竞品商场（按距离计算）、学校',
  input: z.object({ mallId: id('商场') }),
  output: z.object({
    mallId: z.number(),
    mallName: z.string(),
    address: z.string(),
    transport: z.array(z.string()),
    residential: z.array(z.string()),
    schools: z.array(z.string()),
    competitors: z.array(z.string()),
    /** Other malls of the city within 10 km, nearest first, computed from coordinates. */
    nearbyMalls: z.array(z.object({ id: z.number(), name: z.string(), distanceKm: z.number(), dailyTraffic: z.number(), openStatus: z.string() })),
    /** 在租铺位 (ON_MARKET_STATUSES, kind shop) within 1 km of the mall, its own included. */
    nearbyVacantShops: z.number(),
  }),
  retry: true,
});

export const articleDetailOp = defineOp({
  method: 'POST',
  path: '/api/foreground/project/articleDetail',
  access: 'public',
  summary: '商场动态文章详情',
  input: z.object({ id: id('文章') }),
  output: z.object({
    id: z.number(),
    title: z.string(),
    category: z.string(),
    summary: z.string(),
    /** Plain paragraphs, never HTML. */
    paragraphs: z.array(z.string()),
    coverUrl: z.string(),
    author: z.string(),
    source: z.string(),
    tags: z.array(z.string()),
    views: z.number(),
    publishedAt: z.string(),
    mall: z.object({ id: z.number(), name: z.string() }).nullable(),
    related: z.array(z.object({ id: z.number(), title: z.string(), publishedAt: z.string() })),
  }),
  retry: true,
});

export const brochureOp = defineOp({
  method: 'POST',
  path: '/api/foreground/project/brochure',
  access: 'public',
  summary: '商场招商手册（PDF 地址与水印）',
  input: z.object({ mallId: id('商场') }),
  output: z.object({ mallId: z.number(), mallName: z.string(), url: z.string(), watermarkText: z.string(), pages: z.number() }),
  retry: true,
});
