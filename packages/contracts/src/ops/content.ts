import { z } from 'zod';
import { defineOp } from '../op.js';
import { noInput, pageOf } from '../envelope.js';

/** Feed categories of the articles table: 资讯, 广场服务, 品牌故事, 招商动态, 政策. */
export const FEED_CATEGORIES = ['news', 'square', 'brand_story', 'investment', 'policy'] as const;
export const feedCategorySchema = z.enum(FEED_CATEGORIES, { message: '资讯分类不存在' });
export type FeedCategory = z.infer<typeof feedCategorySchema>;
export const FEED_CATEGORY_NAMES: Record<FeedCategory, string> = {
  news: '资讯',
  square: '广场服务',
  brand_story: '品牌故事',
  investment: '招商动态',
  policy: '政策解读',
};

/** A positive database id, with a Chinese message. */
export const contentIdSchema = z.coerce.number({ message: '请传入内容ID' }).int('内容ID有误').min(1, '内容ID有误').max(2147483647, '内容ID有误');

export const feedItemSchema = z.object({
  id: z.number().int(),
  category: feedCategorySchema,
  categoryName: z.string(),
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string(),
  author: z.string(),
  source: z.string(),
  tags: z.array(z.string()),
  views: z.number().int(),
  /** ISO date-time. */
  publishedAt: z.string(),
  cityCode: z.string().nullable(),
  mallId: z.number().int().nullable(),
  brandId: z.number().int().nullable(),
});
export type FeedItem = z.infer<typeof feedItemSchema>;

export const feedDetailSchema = feedItemSchema.extend({
  /** Plain paragraphs (never HTML). */
  paragraphs: z.array(z.string()),
  mallName: z.string().nullable(),
  brandName: z.string().nullable(),
  /** Same category (and same mall or brand first), newest first, at most 6. */
  related: z.array(feedItemSchema),
  prev: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  next: z.object({ id: z.number().int(), title: z.string() }).nullable(),
});
export type FeedDetail = z.infer<typeof feedDetailSchema>;

export const feedPageListInput = z.object({
  /** One category, or several (the home page mixes news and investment). */
  category: feedCategorySchema.optional(),
  categories: z.array(feedCategorySchema).max(5).optional(),
  keyword: z.string().trim().max(50, '关键词不能超过50个字').optional(),
  cityCode: z
    .string()
    .regex(/^\d{6}$/, '城市编码须为6位数字')
    .optional(),
  mallId: z.coerce.number().int().min(1).optional(),
  brandId: z.coerce.number().int().min(1).optional(),
  tag: z.string().trim().max(16).optional(),
  /** latest (default) or hot (by views). */
  sort: z.enum(['latest', 'hot'], { message: '排序方式有误' }).optional(),
});

/** SPEC §7 "feed pageList": news, square services, brand stories, investment and policy articles. */
export const feedPageListOp = defineOp({
  method: 'POST',
  path: '/api/foreground/feed/pageList',
  access: 'public',
  summary: '资讯分页列表（资讯/广场服务/品牌故事/招商动态/政策）',
  input: feedPageListInput.default({}),
  output: pageOf(feedItemSchema),
  retry: true,
  paged: true,
});

export const feedDetailOp = defineOp({
  method: 'POST',
  path: '/api/foreground/feed/detail',
  access: 'public',
  summary: '资讯详情（含相关推荐、上一篇/下一篇），浏览量加一',
  input: z.object({ id: contentIdSchema }),
  output: feedDetailSchema,
});

export const feedCategoriesOp = defineOp({
  method: 'POST',
  path: '/api/foreground/feed/categories',
  access: 'public',
  summary: '资讯分类及各分类文章数',
  input: noInput,
  output: z.array(z.object({ category: feedCategorySchema, name: z.string(), count: z.number().int() })),
  retry: true,
});

/** 精彩案例 (SPEC §7 shop wonderfulCase). */
export const caseItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string(),
  openedAt: z.string(),
  brandId: z.number().int(),
  brandName: z.string(),
  brandLogoUrl: z.string(),
  mallId: z.number().int(),
  mallName: z.string(),
  cityName: z.string(),
});
export type CaseItem = z.infer<typeof caseItemSchema>;

export const wonderfulCaseOp = defineOp({
  method: 'POST',
  path: '/api/foreground/shop/wonderfulCase',
  access: 'public',
  summary: '精彩案例分页列表',
  input: z.object({ brandId: z.coerce.number().int().min(1).optional(), mallId: z.coerce.number().int().min(1).optional() }).default({}),
  output: pageOf(caseItemSchema),
  retry: true,
  paged: true,
});

export const caseDetailOp = defineOp({
  method: 'POST',
  path: '/api/foreground/shop/wonderfulCaseDetail',
  access: 'public',
  summary: '精彩案例详情',
  input: z.object({ id: contentIdSchema }),
  output: caseItemSchema.extend({ paragraphs: z.array(z.string()), related: z.array(caseItemSchema) }),
});

/** Keys of the general pages whose text lives in the site_pages table. */
export const SITE_PAGE_KEYS = [
  'aboutUs-0',
  'aboutUs-1',
  'aboutUs-2',
  'aboutUs-3',
  'version',
  'hzPage',
  'businessPage',
  'paymentAgreement',
  'assetsLight',
  'assetsLight-tool',
  'ecologicalCooperation',
  'collectionDefault',
  'detailsPage',
] as const;
export const sitePageKeySchema = z.enum(SITE_PAGE_KEYS, { message: '页面不存在' });

export const sitePageSchema = z.object({
  key: sitePageKeySchema,
  title: z.string(),
  subtitle: z.string(),
  sections: z.array(
    z.object({
      heading: z.string(),
      paragraphs: z.array(z.string()),
      items: z.array(z.object({ title: z.string(), text: z.string(), link: z.string().optional() })),
    }),
  ),
  updatedAt: z.string(),
});
export type SitePage = z.infer<typeof sitePageSchema>;

export const sitePageOp = defineOp({
  method: 'POST',
  path: '/api/foreground/content/page',
  access: 'public',
  summary: '通用页面内容（关于我们、版本信息、合作伙伴、商务合作、支付协议、轻资产等）',
  input: z.object({ key: sitePageKeySchema }),
  output: sitePageSchema,
  retry: true,
});

export const partnerBrandSchema = z.object({ id: z.number().int(), name: z.string(), logoUrl: z.string(), slogan: z.string() });

export const partnerBrandsOp = defineOp({
  method: 'POST',
  path: '/api/foreground/content/partnerBrands',
  access: 'public',
  summary: '合作品牌（关于我们·合作品牌）',
  input: noInput,
  output: pageOf(partnerBrandSchema),
  retry: true,
  paged: true,
});

export const subsiteSchema = z.object({
  code: z.string(),
  name: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  title: z.string(),
  slogan: z.string(),
  hotline: z.string(),
  bannerUrl: z.string(),
});
export type Subsite = z.infer<typeof subsiteSchema>;

/** SPEC §7 getSubsite: the city sub-site, null when the city has none (the client stays silent). */
export const getSubsiteOp = defineOp({
  method: 'POST',
  path: '/api/foreground/content/getSubsite',
  access: 'public',
  summary: '城市分站信息（无分站时为 null）',
  input: z.object({
    cityCode: z
      .string()
      .regex(/^\d{6}$/, '城市编码须为6位数字')
      .optional(),
    code: z
      .string()
      .regex(/^[a-z]{2,20}$/, '分站编码有误')
      .optional(),
  }),
  output: subsiteSchema.nullable(),
  retry: true,
});

export const investmentScreenSchema = z.object({
  code: z.string(),
  title: z.string(),
  subtitle: z.string(),
  slogan: z.string(),
  dateText: z.string(),
  stats: z.array(z.object({ label: z.string(), value: z.number(), unit: z.string() })),
  malls: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      cityName: z.string(),
      coverUrl: z.string(),
      investmentScore: z.number().int(),
      businessArea: z.number().int(),
      dailyTraffic: z.number().int(),
    }),
  ),
  agenda: z.array(z.object({ time: z.string(), title: z.string() })),
  brands: z.array(partnerBrandSchema),
});
export type InvestmentScreen = z.infer<typeof investmentScreenSchema>;

/** SPEC §7 investment screen config detail (招商大会 screens /areaDemonstration, /areaScreenDemonstration). */
export const investmentScreenOp = defineOp({
  method: 'POST',
  path: '/api/foreground/content/investmentScreenConfig',
  access: 'public',
  summary: '招商大会大屏配置详情',
  input: z.object({
    code: z
      .string()
      .regex(/^[a-z0-9_-]{1,32}$/, '大屏编码有误')
      .default('default'),
  }),
  output: investmentScreenSchema,
  retry: true,
});
