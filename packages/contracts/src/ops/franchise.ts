import { z } from 'zod';
import { defineOp } from '../op.js';
import { pageOf } from '../envelope.js';
import { contactSchema, phoneSchema, yesNoSchema } from '../validation.js';
import { contentIdSchema } from './content.js';
import { applicationCodeSchema, leadReceiptSchema } from './cooperation.js';
import { encodedPhone } from '../phone-codec.js';

export const franchiseBrandSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logoUrl: z.string(),
  slogan: z.string(),
  formatName: z.string(),
  origin: z.string(),
  foundedYear: z.number().int(),
  storeCount: z.number().int(),
  /** 万元 */
  investMin: z.number().int(),
  investMax: z.number().int(),
  areaMin: z.number().int(),
  areaMax: z.number().int(),
  hot: z.boolean(),
});
export type FranchiseBrand = z.infer<typeof franchiseBrandSchema>;

/** Investment ranges offered by the list filter (万元). */
export const INVEST_RANGES = [
  { key: '0-10', name: '10万以下', min: 0, max: 10 },
  { key: '10-30', name: '10-30万', min: 10, max: 30 },
  { key: '30-50', name: '30-50万', min: 30, max: 50 },
  { key: '50-100', name: '50-100万', min: 50, max: 100 },
  { key: '100-', name: '100万以上', min: 100, max: null },
] as const;

export const franchiseListOp = defineOp({
  method: 'POST',
  path: '/api/foreground/franchise/list',
  access: 'public',
  summary: '加盟品牌列表',
  input: z
    .object({
      keyword: z.string().trim().max(30, '关键词不能超过30个字').optional(),
      formatId: z.coerce.number().int().min(1).optional(),
      investRange: z.enum(INVEST_RANGES.map((r) => r.key) as [string, ...string[]], { message: '投资额区间有误' }).optional(),
      hot: z.boolean().optional(),
      sort: z.enum(['stores', 'invest'], { message: '排序方式有误' }).optional(),
    })
    .default({}),
  output: pageOf(franchiseBrandSchema),
  retry: true,
  paged: true,
});

export const franchiseDetailOp = defineOp({
  method: 'POST',
  path: '/api/foreground/franchise/detail',
  access: 'public',
  summary: '加盟品牌详情（投资额、门店数、扶持政策）',
  input: z.object({ id: contentIdSchema }),
  output: franchiseBrandSchema.extend({
    intro: z.string(),
    /** 万元 */
    joinFee: z.number(),
    deposit: z.number(),
    royaltyText: z.string(),
    paybackMonths: z.number().int(),
    support: z.array(z.object({ title: z.string(), text: z.string() })),
    conditions: z.array(z.string()),
    process: z.array(z.string()),
    applyCount: z.number().int(),
    related: z.array(franchiseBrandSchema),
  }),
});

export const franchiseApplyOp = defineOp({
  method: 'POST',
  path: '/api/foreground/franchise/apply',
  access: 'public',
  summary: '提交加盟申请',
  input: z.object({
    brandId: contentIdSchema.optional(),
    /** When no brand is chosen (LandingPage): the brand or format wanted. */
    wantedBrand: z.string().trim().max(180, '意向品牌不能超过180个字').optional(),
    liaison: contactSchema,
    phone: encodedPhone(phoneSchema, { plain: 'accept' }),
    identifyingCode: applicationCodeSchema,
    cityCode: z.string().regex(/^\d{6}$/, '请选择意向城市'),
    budget: z.enum(INVEST_RANGES.map((r) => r.key) as [string, ...string[]], { message: '请选择投资预算' }),
    hasShop: yesNoSchema,
    remark: z.string().trim().max(500, '备注不能超过500个字').optional(),
  }),
  output: leadReceiptSchema,
});
