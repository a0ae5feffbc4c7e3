import { z } from 'zod';
import { defineOp } from '../op.js';
import { CHANNEL_CODE } from '../constants.js';
import { mallListItemSchema } from './malls.js';
import { ADVERT_POSITIONS } from './admin-content.js';

const cityCode = z.string().regex(/^\d{6}$/, '城市编码须为6位数字');

export const homeSectionSchema = z.object({
  key: z.string(),
  title: z.string(),
  subtitle: z.string().optional(),
  enabled: z.boolean(),
});
export type HomeSection = z.infer<typeof homeSectionSchema>;

export const homeChannelConfigSchema = z.object({
  channelCode: z.string(),
  sections: z.array(homeSectionSchema),
  hotWords: z.array(z.string()),
});
export type HomeChannelConfig = z.infer<typeof homeChannelConfigSchema>;

export const homeConfigByChannelOp = defineOp({
  method: 'POST',
  path: '/api/foreground/home/homeConfigByChannel',
  access: 'public',
  summary: '首页栏目配置（按渠道）',
  input: z.object({ channelCode: z.string().trim().max(32).default(CHANNEL_CODE) }),
  output: homeChannelConfigSchema,
  retry: true,
});

export const advertSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  imageUrl: z.string(),
  /** Same-site path. */
  linkUrl: z.string(),
  /** Banner height in px (SPEC §9: 380, 430, 480, 530, 550). */
  height: z.number().int(),
});
export type Advert = z.infer<typeof advertSchema>;

export const advertListOp = defineOp({
  method: 'POST',
  path: '/api/foreground/advert/list',
  access: 'public',
  summary: '广告位列表（首页轮播等；城市专属优先，过期不出）',
  input: z.object({
    position: z.enum(ADVERT_POSITIONS, { message: '广告位有误' }).default('home_banner'),
    cityCode: cityCode.optional(),
  }),
  output: z.array(advertSchema),
  retry: true,
});

export const homeProjectListOp = defineOp({
  method: 'POST',
  path: '/api/foreground/home/homeProjectList',
  access: 'public',
  summary: '首页精选商场（城市内精选优先，不足按招商热度补齐）',
  input: z.object({ cityCode: cityCode.default('110000'), limit: z.coerce.number().int().min(1).max(24).default(8) }),
  output: z.object({
    cityCode: z.string(),
    cityName: z.string(),
    /** True when the city has no malls and nationwide picks are shown instead. */
    nationwide: z.boolean(),
    list: z.array(mallListItemSchema),
  }),
  retry: true,
});

export const investmentRankItemSchema = z.object({
  rank: z.number().int(),
  id: z.number().int(),
  name: z.string(),
  cityName: z.string(),
  districtName: z.string(),
  coverUrl: z.string(),
  openStatus: z.string(),
  investmentScore: z.number(),
  /** The mall's 在租铺位, as on its mall card (ON_MARKET_STATUSES). */
  vacantShops: z.number().int(),
});
export type InvestmentRankItem = z.infer<typeof investmentRankItemSchema>;

export const projectInvestmentRankListOp = defineOp({
  method: 'POST',
  path: '/api/foreground/home/projectInvestmentRankList',
  access: 'public',
  summary: '招商热度榜（按招商热度，城市可选）',
  input: z.object({ cityCode: cityCode.optional(), limit: z.coerce.number().int().min(1).max(50).default(10) }),
  output: z.array(investmentRankItemSchema),
  retry: true,
});

/** The city card on the home page: what the chosen city offers. */
export const cityCardSchema = z.object({
  cityCode: z.string(),
  cityName: z.string(),
  provinceName: z.string(),
  malls: z.number().int(),
  openMalls: z.number().int(),
  /** 在租铺位 and 在租点位 (ON_MARKET_STATUSES): what the city's lists with openingStatus 'onMarket' total. */
  shops: z.number().int(),
  points: z.number().int(),
  spaces: z.number().int(),
  consultants: z.number().int(),
});
export type CityCard = z.infer<typeof cityCardSchema>;

export const homeCityCardOp = defineOp({
  method: 'POST',
  path: '/api/foreground/home/cityCard',
  access: 'public',
  summary: '首页城市卡片（商场、铺位、点位、场地、顾问数量）',
  input: z.object({ cityCode }),
  output: cityCardSchema,
  retry: true,
});

export const homeShopSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['shop', 'point']),
  title: z.string(),
  coverUrl: z.string(),
  area: z.number(),
  rentText: z.string(),
  districtName: z.string(),
  mallName: z.string().nullable(),
});
export const homeNewsSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string(),
  category: z.string(),
  publishedAt: z.string(),
});
export const homeCaseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  coverUrl: z.string(),
  openedAt: z.string(),
});

/** The home page's lists that belong to other areas, for one city (one round trip for the page). */
export const homeFeedsOp = defineOp({
  method: 'POST',
  path: '/api/foreground/home/feeds',
  access: 'public',
  summary: '首页资讯、热门铺位与精彩案例（按城市）',
  input: z.object({ cityCode: cityCode.default('110000') }),
  output: z.object({
    shops: z.array(homeShopSchema),
    news: z.array(homeNewsSchema),
    cases: z.array(homeCaseSchema),
  }),
  retry: true,
});

export type HomeFeeds = z.output<(typeof homeFeedsOp)['output']>;
