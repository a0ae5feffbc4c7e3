import { z } from 'zod';
import { defineOp } from '../op.js';
import { rowIdSchema } from '../validation.js';
import { OPENING_STATUSES, SHOP_KINDS } from './shops.js';
import { MALL_OPEN_STATUSES } from './malls.js';

/** How many listings of one kind the compare page holds side by side. */
export const COMPARE_MAX = 4;
export const COMPARE_KINDS = [...SHOP_KINDS, 'mall'] as const;
export type CompareKind = (typeof COMPARE_KINDS)[number];
export const COMPARE_KIND_LABELS: Record<CompareKind, string> = { shop: '铺位', point: '点位', mall: '商场' };

export const compareInputSchema = z.object({
  kind: z.enum(COMPARE_KINDS, { message: '对比类型须为铺位、点位或商场' }),
  ids: z
    .array(rowIdSchema('对比的编号有误'), { message: '请选择要对比的房源' })
    .min(1, '请选择要对比的房源')
    .max(COMPARE_MAX, `最多对比${COMPARE_MAX}个`)
    .refine((ids) => new Set(ids).size === ids.length, '对比的房源不能重复'),
});
export type CompareInput = z.infer<typeof compareInputSchema>;

export const compareUnitSchema = z.object({
  id: z.number().int(),
  kind: z.enum(SHOP_KINDS),
  title: z.string(),
  coverUrl: z.string(),
  mallName: z.string().nullable(),
  districtName: z.string(),
  address: z.string(),
  /** 元/㎡/天, whatever unit the listing quotes in. */
  rentDaySqm: z.number(),
  monthlyRent: z.number(),
  area: z.number(),
  frontage: z.number(),
  depth: z.number(),
  ceilingHeight: z.number(),
  floor: z.string(),
  /** 元/㎡/月 */
  propertyFee: z.number(),
  transferFee: z.number(),
  powerKw: z.number(),
  water: z.boolean(),
  exhaust: z.boolean(),
  gas: z.boolean(),
  dailyTraffic: z.number(),
  openingStatus: z.enum(OPENING_STATUSES),
  availableDate: z.string(),
});
export type CompareUnit = z.infer<typeof compareUnitSchema>;

export const compareMallSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  coverUrl: z.string(),
  districtName: z.string(),
  address: z.string(),
  /** 元/㎡/天 */
  rentMin: z.number(),
  rentMax: z.number(),
  totalArea: z.number(),
  businessArea: z.number(),
  floorsAbove: z.number(),
  floorsBelow: z.number(),
  parkingSpaces: z.number(),
  dailyTraffic: z.number(),
  grade: z.string(),
  openStatus: z.enum(MALL_OPEN_STATUSES),
  openDate: z.string(),
  /** 在租铺位 */
  vacantShops: z.number(),
});
export type CompareMall = z.infer<typeof compareMallSchema>;

export const compareResultSchema = z.object({
  kind: z.enum(COMPARE_KINDS),
  /** In the order asked, for kind shop or point; empty for malls. */
  units: z.array(compareUnitSchema),
  /** In the order asked, for kind mall; empty otherwise. */
  malls: z.array(compareMallSchema),
  /** Straight-line metres between the listings found, in their order: distances[i][j]. */
  distances: z.array(z.array(z.number().int())),
  /** Ids asked that are no longer listed (let, withdrawn or never existed): the page says so. */
  missing: z.array(z.number().int()),
});
export type CompareResult = z.infer<typeof compareResultSchema>;

export const compareOp = defineOp({
  method: 'POST',
  path: '/api/foreground/compare/list',
  access: 'public',
  summary: '房源对比：最多4个同类铺位、点位或商场的关键数据',
  input: compareInputSchema,
  output: compareResultSchema,
  retry: true,
});
