import { z } from 'zod';
import { defineOp } from '../op.js';
import { pageOf } from '../envelope.js';
import { brandNameSchema } from '../validation.js';
import { cityCodeSchema } from './search.js';
import { regionCodeSchema, SHOP_FLOORS, shopListItemSchema } from './shops.js';

const recordId = z.coerce.number({ message: '请选择选址需求' }).int('选址需求编号有误').positive('选址需求编号有误');

/** A brand's needs for a new store (smart site selection, /shopRecommended). */
export const siteNeedsSchema = z
  .object({
    brandName: brandNameSchema,
    brandId: z.coerce.number().int().positive().optional(),
    formatId: z.coerce.number({ message: '请选择经营业态' }).int().positive('请选择经营业态'),
    areaMin: z.coerce.number({ message: '请输入最小面积' }).int('面积须为整数').min(1, '最小面积至少1㎡').max(20000, '面积过大'),
    areaMax: z.coerce.number({ message: '请输入最大面积' }).int('面积须为整数').min(1, '最大面积至少1㎡').max(20000, '面积过大'),
    /** Monthly rent budget in 元. */
    budget: z.coerce.number({ message: '请输入月租金预算' }).int('预算须为整数').min(1000, '月租金预算至少1000元').max(10000000, '预算过大'),
    cityCodes: z.array(cityCodeSchema).min(1, '请至少选择一个城市').max(5, '最多选择5个城市'),
    districtCodes: z.array(regionCodeSchema).max(20, '区域最多选20个').default([]),
    floors: z
      .array(z.enum(SHOP_FLOORS, { message: '楼层有误' }))
      .max(9)
      .default([]),
    /** Latest acceptable availability date (the planned opening). */
    openBy: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, '请选择计划开业时间')
      .optional(),
    /**
     * 接受改造: the member will retrofit what a unit lacks for the format (排烟、燃气 …). Without it a
     * unit failing the format's gates is not recommended; with it, it is listed under 需改造.
     */
    retrofit: z.boolean().default(false),
  })
  .refine((n) => n.areaMin <= n.areaMax, { message: '最小面积不能大于最大面积', path: ['areaMax'] });
export type SiteNeeds = z.infer<typeof siteNeedsSchema>;

/** Needs as submitted: with `recordId`, the member edits that saved record (修改需求) instead of adding one. */
export const siteNeedsSubmitSchema = siteNeedsSchema.safeExtend({ recordId: recordId.optional() });

export const SITE_FACTORS = ['format', 'area', 'rent', 'traffic', 'competition', 'nearbyBrands'] as const;
export const SITE_FACTOR_LABELS: Record<(typeof SITE_FACTORS)[number], string> = {
  format: '业态匹配',
  area: '面积匹配',
  rent: '租金与预算',
  traffic: '客流',
  competition: '同业竞争',
  nearbyBrands: '周边品牌',
};

export const siteFactorSchema = z.object({
  factor: z.enum(SITE_FACTORS),
  label: z.string(),
  score: z.number(),
  max: z.number(),
  reason: z.string(),
});

export const siteResultItemSchema = z.object({
  rank: z.number(),
  score: z.number(),
  shop: shopListItemSchema,
  factors: z.array(siteFactorSchema),
  /** What the unit lacks for the format's gates (需改造); empty when it passes them all. */
  gaps: z.array(z.string()),
  /** 现可租, or the day it comes free (availabilityText), as of the day the report was made. */
  availability: z.string(),
  /** The caller has collected the unit (read now, not kept with the report). */
  collected: z.boolean(),
});
export type SiteResultItem = z.infer<typeof siteResultItemSchema>;

export const customizeRecordSchema = z.object({
  id: z.number(),
  brandName: z.string(),
  /** The suggested brand picked when the needs were entered, so editing keeps it. */
  brandId: z.number().nullable(),
  formatId: z.number(),
  formatName: z.string(),
  areaMin: z.number(),
  areaMax: z.number(),
  budget: z.number(),
  cityCodes: z.array(z.string()),
  cityNames: z.array(z.string()),
  districtCodes: z.array(z.string()),
  districtNames: z.array(z.string()),
  floors: z.array(z.string()),
  openBy: z.string().nullable(),
  retrofit: z.boolean(),
  createdAt: z.string(),
});
export type CustomizeRecord = z.infer<typeof customizeRecordSchema>;

export const submitSiteNeedsOp = defineOp({
  method: 'POST',
  path: '/api/foreground/siteSelection/submit',
  access: 'member',
  summary: '智能选址：保存品牌需求（带 recordId 时修改本人的这条需求）并返回匹配数量',
  input: siteNeedsSubmitSchema,
  output: z.object({ recordId: z.number(), total: z.number() }),
});

/** Results a saved report keeps (its snapshot): enough pages to decide on, a bounded row. */
export const SITE_REPORT_MAX = 100;

export const siteResultListOp = defineOp({
  method: 'POST',
  path: '/api/foreground/siteSelection/resultList',
  access: 'member',
  summary: '智能选址结果：保存时的匹配结果（按得分排序的铺位与各项得分理由；需改造的排在后面并写明所缺条件）',
  input: z.object({ recordId }),
  output: pageOf(siteResultItemSchema).extend({
    record: customizeRecordSchema,
    /** When nothing fits: each constraint to relax and how many units that would give. */
    relax: z.array(z.object({ key: z.string(), label: z.string(), total: z.number() })),
    /** Units that matched when the report was made; the report keeps the first SITE_REPORT_MAX of them. */
    matched: z.number(),
    /** Of `total`, how many pass every gate (the rest, ranked after them, are 需改造). */
    fitting: z.number(),
  }),
  paged: true,
});

export const customizeRecordListOp = defineOp({
  method: 'POST',
  path: '/api/foreground/customize/recordList',
  access: 'member',
  summary: '我的选址需求记录',
  input: z.object({}).default({}),
  output: pageOf(customizeRecordSchema),
  paged: true,
});

export const customizeFindOp = defineOp({
  method: 'POST',
  path: '/api/foreground/customize/find',
  access: 'member',
  summary: '查看一条选址需求（仅本人）',
  input: z.object({ id: recordId }),
  output: customizeRecordSchema,
});
