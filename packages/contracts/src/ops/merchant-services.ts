import { z } from 'zod';
import { defineOp } from '../op.js';
import { noInput, pageOf } from '../envelope.js';
import { contactSchema, phoneSchema } from '../validation.js';
import { contentIdSchema } from './content.js';
import { leadReceiptSchema } from './cooperation.js';
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
  rating: z.number(),
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
      cityCode: z.string().regex(/^\d{6}$/, '城市编码须为6位数字').optional(),
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
  companyName: z.string().trim().min(1, '请输入公司/店铺名称').max(100, '公司/店铺名称不能超过100个字'),
  liaison: contactSchema,
  phone: encodedPhone(phoneSchema, { plain: 'accept' }),
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
