import { z } from 'zod';
import { defineOp } from '../op.js';
import { pageOf } from '../envelope.js';
import { brandNameSchema, contactSchema, entityIdSchema, INT4_MAX, phoneSchema, rowIdSchema } from '../validation.js';
import { cityCodeSchema, keywordSchema } from './search.js';
import { encodedPhone } from '../phone-codec.js';

const id = entityIdSchema;

export const LEASE_TYPES = ['快闪店', '展览展示', '路演活动', '促销特卖', '新品发布', '品牌市集'] as const;
/** Rentable area bands of a space (㎡). */
export const RENTABLE_AREAS = [
  { code: '0-50', name: '50㎡以下', min: 0, max: 50 },
  { code: '50-100', name: '50-100㎡', min: 50, max: 100 },
  { code: '100-300', name: '100-300㎡', min: 100, max: 300 },
  { code: '300-', name: '300㎡以上', min: 300, max: 100000 },
] as const;
export const QUOTE_STATUSES = ['pending', 'quoted', 'accepted', 'closed'] as const;
export const QUOTE_STATUS_LABELS: Record<(typeof QUOTE_STATUSES)[number], string> = {
  pending: '待报价',
  quoted: '已报价',
  accepted: '已确认',
  closed: '已关闭',
};
export const ENUM_TYPES = ['leaseType', 'rentableArea', 'quotationStatus', 'commercialFormat'] as const;

export const spaceListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  coverUrl: z.string(),
  mallId: z.number(),
  mallName: z.string(),
  cityName: z.string(),
  districtName: z.string(),
  location: z.string(),
  area: z.number(),
  leaseTypes: z.array(z.string()),
  priceDay: z.number(),
  minDays: z.number(),
  dailyTraffic: z.number(),
  facilities: z.array(z.string()),
  hot: z.boolean(),
});
export type SpaceListItem = z.infer<typeof spaceListItemSchema>;

export const spaceDetailSchema = spaceListItemSchema.extend({
  images: z.array(z.string()),
  description: z.string(),
  formats: z.array(z.string()),
  mallAddress: z.string(),
  mallOpenStatus: z.string(),
  /** Area bands this space can be rented in (a part or the whole). */
  rentableAreas: z.array(z.object({ code: z.string(), name: z.string() })),
  /** Quotes received for this space (count only: other people's quotes stay private). */
  quoteCount: z.number(),
  collected: z.boolean(),
});
export type SpaceDetail = z.infer<typeof spaceDetailSchema>;

export const spaceFilterSchema = z.object({
  cityCode: cityCodeSchema.optional(),
  leaseType: z.enum(LEASE_TYPES, { message: '租赁类型有误' }).optional(),
  rentableArea: z.enum(RENTABLE_AREAS.map((a) => a.code) as [string, ...string[]], { message: '面积区间有误' }).optional(),
  formatId: rowIdSchema('业态编号有误').optional(),
  mallId: rowIdSchema('商场编号有误').optional(),
  priceMax: z.coerce.number().int('价格须为整数').min(0, '价格不能为负数').max(INT4_MAX, '价格过大').optional(),
  keyword: keywordSchema.optional(),
  sort: z.enum(['default', 'priceAsc', 'priceDesc', 'traffic'], { message: '排序方式有误' }).default('default'),
});

export const webOptionalSquareOp = defineOp({
  method: 'POST',
  path: '/api/foreground/activity/webOptionalSquare',
  access: 'public',
  summary: '热门场地（首页与场地列表顶部）',
  input: z.object({ cityCode: cityCodeSchema.optional() }),
  output: z.array(spaceListItemSchema),
  retry: true,
});

export const fieldCompetitiveLeasingOp = defineOp({
  method: 'POST',
  path: '/api/foreground/activity/fieldCompetitiveLeasing',
  access: 'public',
  summary: '活动场地列表（租赁类型、面积、业态、价格筛选）',
  input: spaceFilterSchema,
  output: pageOf(spaceListItemSchema),
  retry: true,
  paged: true,
});

export const fieldCompetitiveLeasingDetailsOp = defineOp({
  method: 'POST',
  path: '/api/foreground/activity/fieldCompetitiveLeasingDetails',
  access: 'public',
  summary: '活动场地详情',
  input: z.object({ id: id('场地') }),
  output: spaceDetailSchema,
  retry: true,
});

export const quotePopupInfoOp = defineOp({
  method: 'POST',
  path: '/api/foreground/activityQuote/quotePopupInfo',
  access: 'public',
  summary: '询价弹窗：可选租赁类型、面积、起租天数与预填联系人',
  input: z.object({ spaceId: id('场地') }),
  output: z.object({
    spaceId: z.number(),
    spaceName: z.string(),
    priceDay: z.number(),
    minDays: z.number(),
    maxArea: z.number(),
    leaseTypes: z.array(z.string()),
    rentableAreas: z.array(z.object({ code: z.string(), name: z.string() })),
    /** Pre-filled for a logged-in member (their own data only). */
    liaison: z.string(),
    phone: z.string(),
  }),
  retry: true,
});

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '请选择开始日期');

export const addCustomerQuoteInfoInput = z.object({
  spaceId: id('场地'),
  leaseType: z.enum(LEASE_TYPES, { message: '请选择租赁类型' }),
  rentableArea: z.enum(RENTABLE_AREAS.map((a) => a.code) as [string, ...string[]], { message: '请选择租赁面积' }),
  startDate: isoDay,
  days: z.coerce.number({ message: '请输入租赁天数' }).int('租赁天数须为整数').min(1, '租赁天数至少1天').max(365, '租赁天数最多365天'),
  brandName: brandNameSchema,
  liaison: contactSchema,
  phone: encodedPhone(phoneSchema, { plain: 'accept' }),
  remark: z.string().trim().max(300, '备注最多300个字').default(''),
});

export const addCustomerQuoteInfoOp = defineOp({
  method: 'POST',
  path: '/api/foreground/activityQuote/addCustomerQuoteInfo',
  access: 'member',
  summary: '提交场地询价（同时生成顾问跟进线索）',
  input: addCustomerQuoteInfoInput,
  output: z.object({ quoteId: z.number(), estimate: z.number(), deadlineAt: z.string() }),
});

export const quoteSchema = z.object({
  id: z.number(),
  spaceId: z.number(),
  spaceName: z.string(),
  mallName: z.string(),
  coverUrl: z.string(),
  leaseType: z.string(),
  rentableArea: z.string(),
  startDate: z.string(),
  days: z.number(),
  estimate: z.number(),
  status: z.enum(QUOTE_STATUSES),
  statusText: z.string(),
  createdAt: z.string(),
});

export const mineQuoteListByPageOp = defineOp({
  method: 'POST',
  path: '/api/foreground/activityQuote/mineQuoteListByPage',
  access: 'member',
  summary: '我的场地询价',
  input: z.object({ status: z.enum(QUOTE_STATUSES, { message: '报价状态有误' }).optional() }),
  output: pageOf(quoteSchema),
  paged: true,
});

export const mineQuoteDetailOp = defineOp({
  method: 'POST',
  path: '/api/foreground/activityQuote/mineQuoteDetail',
  access: 'member',
  summary: '我的询价详情（仅本人）',
  input: z.object({ id: id('询价') }),
  output: quoteSchema.extend({
    brandName: z.string(),
    liaison: z.string(),
    phone: z.string(),
    remark: z.string(),
    priceDay: z.number(),
    deadlineAt: z.string().nullable(),
  }),
});

export const enumListOp = defineOp({
  method: 'POST',
  path: '/api/foreground/enum/list',
  access: 'public',
  summary: '枚举：租赁类型、可租面积、报价状态、商业业态',
  input: z.object({ enumType: z.enum(ENUM_TYPES, { message: '枚举类型有误' }) }),
  output: z.array(z.object({ code: z.string(), name: z.string() })),
  retry: true,
});
