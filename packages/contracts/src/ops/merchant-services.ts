import { z } from 'zod';
import { displayName } from '../text-safety.js';
import { defineOp } from '../op.js';
import { noInput, pageOf } from '../envelope.js';
import { contactSchema, evaluationFields, phoneSchema } from '../validation.js';
import { contentIdSchema } from './content.js';
import { applicationCodeSchema, leadReceiptSchema } from './cooperation.js';
import { encodedPhone } from '../phone-codec.js';

/** The four merchant services and their pages (SPEC §2). */
export const MERCHANT_SERVICES = [
  { code: 'decoration', name: '店铺装修', path: '/dianpuzhuangxiu' },
  { code: 'insurance', name: '商户保险', path: '/shanghubaoxian' },
  { code: 'recruiting', name: '商户招聘', path: '/shanghuzhaopin' },
  { code: 'hr_agency', name: '人事代理', path: '/renshidaili' },
] as const;
export type MerchantServiceCode = (typeof MERCHANT_SERVICES)[number]['code'];
export const merchantServiceCodeSchema = z.enum(['decoration', 'insurance', 'recruiting', 'hr_agency'], { message: '服务类型不存在' });

export const merchantServiceSchema = z.object({
  code: merchantServiceCodeSchema,
  name: z.string(),
  slogan: z.string(),
  description: z.string(),
  coverUrl: z.string(),
  highlights: z.array(z.string()),
  steps: z.array(z.object({ title: z.string(), text: z.string() })),
  faqs: z.array(z.object({ q: z.string(), a: z.string() })),
  providerCount: z.number().int(),
  enquiryCount: z.number().int(),
});
export type MerchantService = z.infer<typeof merchantServiceSchema>;

export const providerSchema = z.object({
  id: z.number().int(),
  serviceCode: merchantServiceCodeSchema,
  name: z.string(),
  logoUrl: z.string(),
  intro: z.string(),
  cityNames: z.array(z.string()),
  /** Mean stars of the provider's evaluations, one decimal; null while there are none (cards show 暂无评价). */
  rating: z.number().nullable(),
  evaluationCount: z.number().int(),
  caseCount: z.number().int(),
  priceText: z.string(),
  features: z.array(z.string()),
});
export type Provider = z.infer<typeof providerSchema>;

export const merchantServiceListOp = defineOp({
  method: 'POST',
  path: '/api/foreground/merchantService/list',
  access: 'public',
  summary: '商户服务（装修、保险、招聘、人事代理）',
  input: noInput,
  output: z.array(merchantServiceSchema),
  retry: true,
});

export const merchantServiceDetailOp = defineOp({
  method: 'POST',
  path: '/api/foreground/merchantService/detail',
  access: 'public',
  summary: '商户服务详情',
  input: z.object({ code: merchantServiceCodeSchema }),
  output: merchantServiceSchema,
  retry: true,
});

export const providerListOp = defineOp({
  method: 'POST',
  path: '/api/foreground/merchantService/providers',
  access: 'public',
  summary: '服务商列表',
  input: z
    .object({
      serviceCode: merchantServiceCodeSchema.optional(),
      cityCode: z
        .string()
        .regex(/^\d{6}$/, '城市编码须为6位数字')
        .optional(),
    })
    .default({}),
  output: pageOf(providerSchema),
  retry: true,
  paged: true,
});

/** Service-specific fields of the enquiry form, checked on the server by service. */
export const enquiryInput = z.object({
  serviceCode: merchantServiceCodeSchema,
  providerId: contentIdSchema.optional(),
  companyName: displayName(z.string().trim().min(1, '请输入公司/店铺名称').max(100, '公司/店铺名称不能超过100个字')),
  liaison: contactSchema,
  phone: encodedPhone(phoneSchema, { plain: 'accept' }),
  identifyingCode: applicationCodeSchema,
  cityCode: z.string().regex(/^\d{6}$/, '请选择城市'),
  /** decoration: shop area ㎡ */
  area: z.coerce.number({ message: '请输入店铺面积' }).int('面积须为整数').min(1, '面积须大于0').max(100000, '面积过大').optional(),
  /** insurance, hr_agency: number of staff */
  staffCount: z.coerce.number({ message: '请输入员工人数' }).int('人数须为整数').min(1, '人数须大于0').max(100000, '人数过大').optional(),
  /** recruiting: positions wanted */
  positions: z.string().trim().max(100, '招聘岗位不能超过100个字').optional(),
  remark: z.string().trim().max(500, '备注不能超过500个字').optional(),
});
export type EnquiryInput = z.infer<typeof enquiryInput>;

export const merchantServiceEnquireOp = defineOp({
  method: 'POST',
  path: '/api/foreground/merchantService/enquire',
  access: 'public',
  summary: '商户服务咨询（按服务类型留资）',
  input: enquiryInput,
  output: leadReceiptSchema,
});

export const providerEvaluationSchema = z.object({
  id: z.number().int(),
  providerId: z.number().int(),
  /** Masked nickname. */
  memberName: z.string(),
  stars: z.number().int(),
  content: z.string(),
  createdAt: z.string(),
});
export type ProviderEvaluation = z.infer<typeof providerEvaluationSchema>;

export const providerEvaluationListOp = defineOp({
  method: 'POST',
  path: '/api/foreground/merchantService/providerEvaluationList',
  access: 'public',
  summary: '服务商评价列表',
  input: z.object({ providerId: contentIdSchema }),
  output: pageOf(providerEvaluationSchema),
  retry: true,
  paged: true,
});

/** Shown when a member who has not been served by the provider tries to evaluate it. */
export const PROVIDER_EVALUATION_NOT_SERVED_MSG = '向该服务商提交服务需求并经顾问跟进后，才能评价';

/**
 * Only a member whose enquiry to this provider a consultant has followed up (已联系 or later) may
 * evaluate it, once: a score anyone could leave would say nothing about the service.
 */
export const providerEvaluateOp = defineOp({
  method: 'POST',
  path: '/api/foreground/merchantService/providerEvaluation',
  access: 'member',
  summary: '评价服务商（经顾问跟进的服务需求，每位会员每个服务商一次）',
  input: z.object({
    providerId: contentIdSchema,
    ...evaluationFields,
  }),
  output: z.object({ id: z.number().int() }),
});

/** Which providers the current member may evaluate now, and which they already have. */
export const myProviderEvaluationStateOp = defineOp({
  method: 'POST',
  path: '/api/foreground/merchantService/myEvaluationState',
  access: 'member',
  summary: '当前会员可评价与已评价的服务商',
  input: noInput,
  output: z.object({ evaluable: z.array(z.number().int()), evaluated: z.array(z.number().int()) }),
});
