import { z } from 'zod';
import { defineOp } from '../op.js';
import { listingTrustSchema } from './trust.js';
import { pageOf } from '../envelope.js';
import { cityCodeSchema, highlightSchema, keywordSchema } from './search.js';
import { entityIdSchema, INT4_MAX, rowIdSchema } from '../validation.js';

const id = entityIdSchema;
export const regionCodeSchema = z.string().regex(/^\d{6}$/, '区域编码须为6位数字');

export const SHOP_KINDS = ['shop', 'point'] as const;
export const SHOP_KIND_LABELS = { shop: '铺位', point: '点位' } as const;
export const OPENING_STATUSES = ['vacant', 'leasing_soon', 'leased'] as const;
export const OPENING_STATUS_LABELS: Record<(typeof OPENING_STATUSES)[number], string> = {
  vacant: '空置可租',
  leasing_soon: '即将空出',
  leased: '已出租',
};
/**
 * 在租 (decision 017): a unit on the market, vacant now or 即将空出 (offered before its lease
 * ends); not 已出租. Every vacancy count the site shows (在租铺位) counts these, and its link opens
 * the list filtered by `openingStatus: 'onMarket'`, which matches exactly these.
 */
export const ON_MARKET_STATUSES = ['vacant', 'leasing_soon'] as const satisfies readonly (typeof OPENING_STATUSES)[number][];
/** What the list's 开业状态 filter takes: 在租 (both statuses above), or one status. */
export const OPENING_STATUS_FILTERS = ['onMarket', ...OPENING_STATUSES] as const;
export type OpeningStatusFilter = (typeof OPENING_STATUS_FILTERS)[number];
export const OPENING_STATUS_FILTER_LABELS: Record<OpeningStatusFilter, string> = { onMarket: '在租', ...OPENING_STATUS_LABELS };
/** The unit statuses an opening-status filter matches. */
export function openingStatusesOf(f: OpeningStatusFilter): readonly (typeof OPENING_STATUSES)[number][] {
  return f === 'onMarket' ? ON_MARKET_STATUSES : [f];
}
export const SHOP_GRADES = ['A', 'B', 'C'] as const;
export const SHOP_FLOORS = ['B2', 'B1', '1F', '1-2F', '2F', '3F', '4F', '5F', '6F'] as const;
export const SHOP_SORTS = ['default', 'newest', 'rentAsc', 'rentDesc', 'areaAsc', 'areaDesc', 'traffic'] as const;
export const SHOP_SORT_LABELS: Record<(typeof SHOP_SORTS)[number], string> = {
  default: '综合排序',
  newest: '最新发布',
  rentAsc: '租金从低到高',
  rentDesc: '租金从高到低',
  areaAsc: '面积从小到大',
  areaDesc: '面积从大到小',
  traffic: '客流从高到低',
};
/** Area ranges offered as filter chips (㎡). */
export const SHOP_AREA_RANGES = [
  { key: '0-50', label: '50㎡以下', min: 0, max: 50 },
  { key: '50-100', label: '50-100㎡', min: 50, max: 100 },
  { key: '100-200', label: '100-200㎡', min: 100, max: 200 },
  { key: '200-500', label: '200-500㎡', min: 200, max: 500 },
  { key: '500-', label: '500㎡以上', min: 500, max: undefined },
] as const;

/** 临街/街铺 (no mall) or 商场铺 (in a mall). */
export const SHOP_LOCATIONS = ['street', 'mall'] as const;
export const SHOP_LOCATION_LABELS: Record<(typeof SHOP_LOCATIONS)[number], string> = { street: '临街/街铺', mall: '商场铺' };
/** Engineering conditions a brand filters by; a unit matches when it has every one chosen. */
export const SHOP_FACILITIES = ['exhaust', 'gas', 'water'] as const;
export const SHOP_FACILITY_LABELS: Record<(typeof SHOP_FACILITIES)[number], string> = { exhaust: '排烟', gas: '燃气', water: '上下水' };
/** Power chips (kW, at least). */
export const SHOP_POWER_OPTIONS = [20, 60, 100, 200] as const;
/**
 * Monthly-rent chips (元/月, whatever unit a unit is quoted in: 元/㎡/天 is compared as its monthly
 * rent). Bounds on round budgets, like the count summary's rent bands.
 */
export const SHOP_RENT_RANGES = [
  { key: '0-10000', label: '1万以下', min: 0, max: 10000 },
  { key: '10000-30000', label: '1-3万', min: 10000, max: 30000 },
  { key: '30000-50000', label: '3-5万', min: 30000, max: 50000 },
  { key: '50000-100000', label: '5-10万', min: 50000, max: 100000 },
  { key: '100000-', label: '10万以上', min: 100000, max: undefined },
] as const;

const areaSchema = z
  .object({
    min: z.coerce.number().min(0, '面积不能为负数').max(100000, '面积过大').optional(),
    max: z.coerce.number().min(0, '面积不能为负数').max(100000, '面积过大').optional(),
  })
  .refine((a) => a.min === undefined || a.max === undefined || a.min <= a.max, '最小面积不能大于最大面积');

/** SPEC §3 shop and point filters, plus kind, city, mall, keyword and sort. */
export const shopFilterSchema = z
  .object({
    kind: z.enum(SHOP_KINDS, { message: '类型须为铺位或点位' }).default('shop'),
    cityCode: cityCodeSchema.optional(),
    /** One district (regionId). */
    region: regionCodeSchema.optional(),
    /** Several districts. */
    addressList: z.array(regionCodeSchema).max(30, '区域最多选30个').optional(),
    /** Format ids; a first-level format covers its children. */
    formatTypes: z.array(rowIdSchema('业态编号有误')).max(30, '业态最多选30个').optional(),
    area: areaSchema.optional(),
    /** 'onMarket' (在租) matches ON_MARKET_STATUSES; a status matches itself. */
    openingStatus: z.enum(OPENING_STATUS_FILTERS, { message: '开业状态有误' }).optional(),
    floorList: z
      .array(z.enum(SHOP_FLOORS, { message: '楼层有误' }))
      .max(10)
      .optional(),
    gradeList: z
      .array(z.enum(SHOP_GRADES, { message: '等级须为A、B或C' }))
      .max(3)
      .optional(),
    mallId: rowIdSchema('商场编号有误').optional(),
    /** Monthly rent floor and ceiling in 元 (every unit compared by its monthly rent, whatever its quoting unit). */
    rentMin: z.coerce.number().int('租金须为整数').min(0, '租金不能为负数').max(INT4_MAX, '租金过大').optional(),
    rentMax: z.coerce.number().int('预算须为整数').min(0, '预算不能为负数').max(INT4_MAX, '预算过大').optional(),
    /** street: 临街/街铺; mall: 商场铺. */
    location: z.enum(SHOP_LOCATIONS, { message: '位置须为临街或商场' }).optional(),
    /** Every condition chosen must be there (排烟, 燃气, 上下水). */
    facilities: z
      .array(z.enum(SHOP_FACILITIES, { message: '工程条件有误' }))
      .max(3)
      .optional(),
    /** Power at least this many kW. */
    powerMin: z.coerce.number().int('电量须为整数').min(0, '电量不能为负数').max(100000, '电量过大').optional(),
    keyword: keywordSchema.optional(),
    sort: z.enum(SHOP_SORTS, { message: '排序方式有误' }).default('default'),
  })
  .refine((f) => f.rentMin === undefined || f.rentMax === undefined || f.rentMin <= f.rentMax, { message: '最低租金不能高于最高租金', path: ['rentMax'] });
export type ShopFilter = z.infer<typeof shopFilterSchema>;

export const shopListItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(SHOP_KINDS),
  title: z.string(),
  coverUrl: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  districtName: z.string(),
  mallId: z.number().int().nullable(),
  mallName: z.string().nullable(),
  address: z.string(),
  area: z.number(),
  floor: z.string(),
  frontage: z.number(),
  rent: z.number(),
  rentUnit: z.enum(['day_sqm', 'month']),
  /** e.g. "8.5元/㎡/天" */
  rentText: z.string(),
  monthlyRent: z.number(),
  propertyFee: z.number(),
  formats: z.array(z.string()),
  openingStatus: z.enum(OPENING_STATUSES),
  grade: z.enum(SHOP_GRADES),
  availableDate: z.string(),
  dailyTraffic: z.number(),
  /** Food-ready: exhaust, water and gas for a kitchen. */
  food: z.object({ powerKw: z.number(), water: z.boolean(), exhaust: z.boolean(), gas: z.boolean() }),
  createdAt: z.string(),
  /** 更新于 N 天前, 信息可能已过期, 已核验 (decision 062). */
  trust: listingTrustSchema.optional(),
});
export type ShopListItem = z.infer<typeof shopListItemSchema>;

/**
 * What a list card shows of a unit, and all the shop list and the similar units send: the list is
 * the heaviest cached read, bound by its bytes (docs/performance.md), so the unit's kind (the
 * filter already says it), city code, mall id, address, raw rent and unit, listing time and the
 * kitchen's facts (only the detail shows them) stay on the detail.
 */
export const shopCardItemSchema = shopListItemSchema
  .omit({ kind: true, cityCode: true, mallId: true, address: true, rent: true, rentUnit: true, createdAt: true, food: true })
  .extend({
    /** 可餐饮: the unit suits catering by the detail's own rule (at least light catering: 上下水 and the power it needs). */
    foodReady: z.boolean(),
  });
export type ShopCardItem = z.infer<typeof shopCardItemSchema>;

export const housekeeperSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  avatarUrl: z.string(),
  years: z.number(),
  /** Mean stars of the consultant's evaluations, one decimal; null while there are none (pages show 暂无评分). */
  rating: z.number().nullable(),
  serviceCount: z.number(),
  /** Full number for members; masked for visitors (see canView). */
  phone: z.string(),
  phoneMasked: z.boolean(),
  specialties: z.array(z.string()),
});
export type Housekeeper = z.infer<typeof housekeeperSchema>;

export const shopDetailSchema = shopListItemSchema.extend({
  depth: z.number(),
  ceilingHeight: z.number(),
  transferFee: z.number(),
  formatIds: z.array(z.number()),
  description: z.string(),
  images: z.array(z.string()),
  views: z.number(),
  lat: z.number(),
  lng: z.number(),
  mall: z
    .object({
      id: z.number(),
      name: z.string(),
      openStatus: z.string(),
      dailyTraffic: z.number(),
      grade: z.string(),
      coverUrl: z.string(),
      address: z.string(),
    })
    .nullable(),
  /** The leasing contact of the unit; phone masked unless the caller may see it. */
  leasingContact: z.object({ name: z.string(), phone: z.string(), phoneMasked: z.boolean() }),
  /** Suitable format groups, e.g. 餐饮 when exhaust and water exist. */
  suitability: z.array(z.object({ label: z.string(), ok: z.boolean(), reason: z.string() })),
  collected: z.boolean(),
});
export type ShopDetail = z.infer<typeof shopDetailSchema>;

const byShop = z.object({ id: id('铺位') });

export const shopPageListOp = defineOp({
  method: 'POST',
  path: '/api/foreground/shop/pageList',
  access: 'public',
  summary: '铺位/点位列表（区域、业态、面积、开业状态、楼层、等级筛选）',
  input: shopFilterSchema,
  output: pageOf(shopCardItemSchema),
  retry: true,
  paged: true,
});

export const shopDetailOp = defineOp({
  method: 'POST',
  path: '/api/foreground/shop/detail',
  access: 'public',
  summary: '铺位详情',
  input: byShop,
  output: shopDetailSchema,
  retry: true,
});

export const shopHousekeeperOp = defineOp({
  method: 'POST',
  path: '/api/foreground/shop/housekeeper',
  access: 'public',
  summary: '铺位管家（招商顾问）',
  input: byShop,
  output: housekeeperSchema,
  retry: true,
});

export const shopUserAccessListOp = defineOp({
  method: 'POST',
  path: '/api/foreground/shop/userAccessList',
  access: 'public',
  summary: '最近浏览过该铺位的会员（昵称脱敏）与浏览总数',
  input: byShop,
  output: z.object({
    views: z.number(),
    visitors: z.number(),
    recent: z.array(z.object({ nickName: z.string(), visitedAt: z.string() })),
  }),
  retry: true,
});

export const similarShopListOp = defineOp({
  method: 'POST',
  path: '/api/foreground/shop/similarShopList',
  access: 'public',
  summary: '相似铺位（同城、同类型、业态相近、面积相近）',
  input: byShop,
  output: z.array(shopCardItemSchema),
  retry: true,
});

/**
 * What a caller may see of a unit. Visitors see every fact of the unit; the leasing contact's
 * full phone, the housekeeper's phone and collecting need a login.
 */
export const shopCanViewOp = defineOp({
  method: 'POST',
  path: '/api/foreground/shop/canView',
  access: 'public',
  summary: '访问权限：游客与登录会员可见内容',
  input: byShop,
  output: z.object({
    canView: z.boolean(),
    loggedIn: z.boolean(),
    /** Fields shown in full to this caller. */
    visible: z.array(z.string()),
    /** Fields hidden or masked, with why. */
    hidden: z.array(z.object({ field: z.string(), reason: z.string() })),
  }),
  retry: true,
});

export const searchShopsOp = defineOp({
  method: 'POST',
  path: '/api/foreground/shop/searchShops',
  access: 'public',
  summary: '铺位联想搜索（按标题分词匹配，最多10条）',
  input: z.object({
    keyword: keywordSchema.min(1, '请输入搜索关键词'),
    kind: z.enum(SHOP_KINDS).optional(),
    cityCode: cityCodeSchema.optional(),
  }),
  output: z.array(z.object({ id: z.number(), kind: z.enum(SHOP_KINDS), title: highlightSchema, area: z.number(), rentText: z.string(), cityName: z.string() })),
  retry: true,
});

export const recommendSpinnerOp = defineOp({
  method: 'POST',
  path: '/api/foreground/shops/queryRecommendSpinner',
  access: 'public',
  summary: '联想下拉：associateType 1 品牌、2 商场（按城市与区域）',
  input: z.object({
    associateType: z.enum(['1', '2'], { message: 'associateType 须为1或2' }).default('1'),
    associateName: z.string().trim().max(180, '名称最多180个字').default(''),
    cityCode: cityCodeSchema.optional(),
    regionId: z
      .string()
      .regex(/^\d{1,6}$/, '区域编号有误')
      .optional(),
  }),
  output: z.array(z.object({ id: z.number(), associateName: z.string(), associateNameHighlight: highlightSchema, extra: z.string() })),
  retry: true,
});
