import { z } from 'zod';
import { defineOp } from '../op.js';
import { entityIdSchema, rowIdSchema } from '../validation.js';
import { regionCodeSchema, SHOP_KINDS } from './shops.js';

/** A month's median says 样本不足 below this many listings. */
export const MARKET_MIN_SAMPLE = 5;
/** Months a market trend covers, the current one included. */
export const MARKET_MONTHS = 24;

export const RENT_CHANGE_SOURCES = ['listing', 'edit', 'import', 'seed'] as const;
export const RENT_CHANGE_SOURCE_LABELS: Record<(typeof RENT_CHANGE_SOURCES)[number], string> = {
  listing: '挂牌',
  edit: '运营调整',
  import: '批量导入',
  seed: '历史记录',
};

export const rentChangeSchema = z.object({
  /** ISO date (China time) the rent took effect. */
  date: z.string(),
  /** 元/㎡/天 */
  rentDaySqm: z.number(),
  monthlyRent: z.number(),
  source: z.enum(RENT_CHANGE_SOURCES),
});
export type RentChange = z.infer<typeof rentChangeSchema>;

export const rentHistoryOp = defineOp({
  method: 'POST',
  path: '/api/foreground/market/rentHistory',
  access: 'public',
  summary: '铺位租金历史（每次调租一条，按时间先后）',
  input: z.object({ id: entityIdSchema('铺位') }),
  output: z.object({ changes: z.array(rentChangeSchema) }),
  retry: true,
});

export const marketRentInputSchema = z
  .object({
    /** The city; or give `mallId` and the mall's city and district are used. */
    cityCode: z
      .string({ message: '请选择城市' })
      .regex(/^\d{6}$/, '城市编码须为6位数字')
      .optional(),
    /** Omitted: the whole city. */
    districtCode: regionCodeSchema.optional(),
    /** A mall's district (its detail page), in place of a city and district. */
    mallId: rowIdSchema('商场编号有误').optional(),
    /** A format id; a first-level format covers its children. Omitted: every format. */
    formatId: rowIdSchema('业态编号有误').optional(),
    kind: z.enum(SHOP_KINDS, { message: '类型须为铺位或点位' }).default('shop'),
  })
  .refine((f) => f.cityCode !== undefined || f.mallId !== undefined, { message: '请选择城市', path: ['cityCode'] });
export type MarketRentInput = z.infer<typeof marketRentInputSchema>;

export const marketRentPointSchema = z.object({
  /** YYYY-MM */
  month: z.string(),
  /** Listings whose rent was known at the month's end. */
  count: z.number().int(),
  /** Median 元/㎡/天 at the month's end; null when count < MARKET_MIN_SAMPLE (样本不足). */
  median: z.number().nullable(),
});
export type MarketRentPoint = z.infer<typeof marketRentPointSchema>;

export const marketRentOp = defineOp({
  method: 'POST',
  path: '/api/foreground/market/rentTrend',
  access: 'public',
  summary: '区域业态租金中位数走势（近24个月，每月挂牌数）',
  input: marketRentInputSchema,
  output: z.object({
    cityName: z.string(),
    districtName: z.string(),
    formatName: z.string(),
    points: z.array(marketRentPointSchema),
    /** True while a scope never read before is being computed in the background (统计中): no points yet. */
    pending: z.boolean(),
  }),
  retry: true,
});
