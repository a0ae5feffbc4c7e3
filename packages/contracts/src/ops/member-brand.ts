import { z } from 'zod';
import { defineOp } from '../op.js';
import { noInput } from '../envelope.js';
import { brandNameSchema, contactSchema, phoneSchema, yesNoSchema } from '../validation.js';
import { Msg } from '../rules.js';
import { encodedPhone } from '../phone-codec.js';

export const brandProfileSchema = z.object({
  brandName: z.string(),
  brandId: z.number().int().nullable(),
  formatIds: z.array(z.number().int()),
  formatNames: z.array(z.string()),
  storeCount: z.number().int().nullable(),
  areaMin: z.number().int().nullable(),
  areaMax: z.number().int().nullable(),
  cityCodes: z.array(z.string()),
  cityNames: z.array(z.string()),
  logoUrl: z.string().nullable(),
  contacts: z.string(),
  phone: z.string(),
  isOpenShop: z.enum(['Y', 'N']),
  intro: z.string(),
  updateTime: z.string(),
});
export type BrandProfile = z.infer<typeof brandProfileSchema>;

export const fillStepSchema = z.object({
  /** Steps done out of total: 1 basic (name, formats), 2 expansion (stores, area, cities), 3 contact and logo. */
  step: z.number().int().min(0).max(3),
  total: z.literal(3),
  percent: z.number().int().min(0).max(100),
  steps: z.array(z.object({ key: z.string(), title: z.string(), done: z.boolean() })),
});
export type FillStep = z.infer<typeof fillStepSchema>;

export const queryFillInfoStepOp = defineOp({
  method: 'POST',
  path: '/api/foreground/member/queryFillInfoStep',
  access: 'member',
  summary: '品牌信息填写进度',
  input: noInput,
  output: fillStepSchema,
});

export const myLeadSchema = z.object({
  id: z.number().int(),
  brandName: z.string(),
  brandId: z.number().int().nullable(),
  liaison: z.string(),
  phone: z.string(),
  isOpenShop: z.enum(['Y', 'N']).nullable(),
  sourcePage: z.string(),
  status: z.string(),
  statusText: z.string(),
  createTime: z.string(),
  /** Can still be edited (not yet closed by a consultant). */
  editable: z.boolean(),
});
export type MyLead = z.infer<typeof myLeadSchema>;

export const myBrandOp = defineOp({
  method: 'POST',
  path: '/api/foreground/memberBrand/myBrand',
  access: 'member',
  summary: '我的品牌：品牌资料、填写进度、我留下的咨询',
  input: noInput,
  output: z.object({ profile: brandProfileSchema.nullable(), fill: fillStepSchema, leads: z.array(myLeadSchema) }),
});

const int = (msg: string, max: number) => z.coerce.number({ message: msg }).int(msg).min(0, msg).max(max, msg);

export const saveBrandInput = z
  .object({
    brandName: brandNameSchema,
    brandId: z.coerce.number().int().positive().nullable().optional(),
    formatIds: z.array(z.coerce.number().int().positive()).min(1, '请选择经营业态').max(10, '业态最多选10个'),
    storeCount: int('门店数量须为0–100000的整数', 100000).nullable().optional(),
    areaMin: int('面积须为1–100000的整数', 100000).nullable().optional(),
    areaMax: int('面积须为1–100000的整数', 100000).nullable().optional(),
    cityCodes: z
      .array(z.string().regex(/^\d{6}$/, '城市编码有误'))
      .max(30, '拓展城市最多选30个')
      .default([]),
    logoUrl: z
      .string()
      .regex(/^\/media\/uploads\/[\w./-]{1,200}$/, '请上传品牌Logo')
      .nullable()
      .optional(),
    contacts: contactSchema,
    phone: encodedPhone(z.string().trim().min(1, Msg.PHONE_REQUIRED).pipe(phoneSchema), { plain: 'accept' }),
    isOpenShop: yesNoSchema,
    intro: z.string().trim().max(500, '品牌简介最多500个字').default(''),
  })
  .refine((v) => v.areaMin == null || v.areaMax == null || v.areaMin <= v.areaMax, { message: '最小面积不能大于最大面积', path: ['areaMax'] });

export const saveBrandOp = defineOp({
  method: 'POST',
  path: '/api/foreground/memberBrand/save',
  access: 'member',
  summary: '保存品牌信息（/fabu）',
  input: saveBrandInput,
  output: z.object({ profile: brandProfileSchema, fill: fillStepSchema }),
});

export const updateMyLeadOp = defineOp({
  method: 'POST',
  path: '/api/foreground/memberBrand/updateLead',
  access: 'member',
  summary: '修改我在首页留下的咨询（仅本人，未结案）',
  input: z.object({
    id: z.coerce.number().int().positive('留资不存在'),
    brandName: brandNameSchema,
    liaison: contactSchema,
    phone: encodedPhone(z.string().trim().min(1, Msg.PHONE_REQUIRED).pipe(phoneSchema), { plain: 'accept' }),
    isOpenShop: yesNoSchema,
  }),
  output: myLeadSchema,
});
