import { z } from 'zod';
import { defineOp } from '../op.js';
import { noInput, pageOf } from '../envelope.js';
import { contactSchema, evaluationFields, phoneSchema } from '../validation.js';
import { contentIdSchema } from './content.js';
import { encodedPhone } from '../phone-codec.js';

/** What a consultant does for a brand; an evaluation is about one of these (once per member and service). */
export const CONSULTANT_SERVICES = [
  { code: 'site_selection', name: '选址评估', description: '结合品牌定位、客群与预算，评估城市、商圈与具体铺位。' },
  { code: 'viewing', name: '铺位带看', description: '预约实地带看，现场讲解客流动线、工程条件与周边竞品。' },
  { code: 'negotiation', name: '租赁谈判', description: '协助争取免租期、租金递增与装修补贴等商务条件。' },
  { code: 'opening', name: '开业筹备', description: '跟进进场装修、证照办理与开业活动，确保按期开业。' },
  { code: 'policy', name: '政策咨询', description: '解读商场首店扶持、城市产业政策与补贴申请。' },
] as const;
export const consultantServiceCodeSchema = z.enum(CONSULTANT_SERVICES.map((s) => s.code) as [string, ...string[]], { message: '请选择服务项目' });

export const consultantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  avatarUrl: z.string(),
  title: z.string(),
  cityCode: z.string(),
  cityName: z.string(),
  years: z.number().int(),
  intro: z.string(),
  specialties: z.array(z.string()),
  /** Mean stars of the consultant's evaluations, one decimal; null while there are none (pages show 暂无评分). */
  rating: z.number().nullable(),
  serviceCount: z.number().int(),
  evaluationCount: z.number().int(),
  phone: z.string(),
});
export type Consultant = z.infer<typeof consultantSchema>;

export const evaluationSchema = z.object({
  id: z.number().int(),
  consultantId: z.number().int(),
  /** Masked nickname. */
  memberName: z.string(),
  serviceCode: z.string(),
  serviceName: z.string(),
  stars: z.number().int(),
  content: z.string(),
  createdAt: z.string(),
});
export type Evaluation = z.infer<typeof evaluationSchema>;

export const consultantListOp = defineOp({
  method: 'POST',
  path: '/api/foreground/consultant/list',
  access: 'public',
  summary: '招商顾问列表',
  input: z
    .object({
      cityCode: z
        .string()
        .regex(/^\d{6}$/, '城市编码须为6位数字')
        .optional(),
      specialty: z.string().trim().max(16).optional(),
      keyword: z.string().trim().max(20, '关键词不能超过20个字').optional(),
    })
    .default({}),
  output: pageOf(consultantSchema),
  retry: true,
  paged: true,
});

export const consultantDetailOp = defineOp({
  method: 'POST',
  path: '/api/foreground/consultant/detail',
  access: 'public',
  summary: '顾问详情（含是否已收藏、服务项目评分）',
  input: z.object({ id: contentIdSchema }),
  output: consultantSchema.extend({
    collected: z.boolean(),
    services: z.array(
      z.object({ code: z.string(), name: z.string(), description: z.string(), evaluationCount: z.number().int(), avgStars: z.number().nullable() }),
    ),
    /** Services the current member has already evaluated with this consultant. */
    evaluatedServices: z.array(z.string()),
  }),
});

export const consultantEvaluationListOp = defineOp({
  method: 'POST',
  path: '/api/foreground/consultant/evaluationList',
  access: 'public',
  summary: '顾问评价列表',
  input: z.object({ consultantId: contentIdSchema }),
  output: pageOf(evaluationSchema),
  retry: true,
  paged: true,
});

export const consultantEvaluateOp = defineOp({
  method: 'POST',
  path: '/api/foreground/consultant/evaluation',
  access: 'member',
  summary: '评价顾问（每位会员每个服务项目一次）',
  input: z.object({
    consultantId: contentIdSchema,
    serviceCode: consultantServiceCodeSchema,
    ...evaluationFields,
  }),
  output: z.object({ id: z.number().int() }),
});

export const consultantCollectOp = defineOp({
  method: 'POST',
  path: '/api/foreground/consultant/collect',
  access: 'member',
  summary: '收藏或取消收藏顾问（幂等）',
  input: z.object({ consultantId: contentIdSchema, collect: z.boolean({ message: '请传入收藏状态' }) }),
  output: z.object({ collected: z.boolean() }),
});

/** The member's collected consultants, newest first (个人中心「我的收藏」). */
export const consultantCollectListOp = defineOp({
  method: 'POST',
  path: '/api/foreground/consultant/collectList',
  access: 'member',
  summary: '我收藏的招商顾问',
  input: z.object({}).default({}),
  output: pageOf(consultantSchema.extend({ collectedAt: z.string() })),
  paged: true,
});

export const consultantServiceProjectOp = defineOp({
  method: 'POST',
  path: '/api/foreground/consultant/serviceProject',
  access: 'public',
  summary: '顾问服务项目及评价统计',
  input: noInput,
  output: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      description: z.string(),
      evaluationCount: z.number().int(),
      avgStars: z.number().nullable(),
      consultantCount: z.number().int(),
    }),
  ),
  retry: true,
});

export const QUESTION_CATEGORIES = ['选址', '租赁', '加盟', '装修', '政策', '其他'] as const;

/** SPEC §7 "Question create": a question to the platform or to one consultant. */
export const questionCreateOp = defineOp({
  method: 'POST',
  path: '/api/foreground/question/create',
  access: 'public',
  summary: '提交问题（可指定顾问）',
  input: z.object({
    consultantId: contentIdSchema.optional(),
    category: z.enum(QUESTION_CATEGORIES, { message: '请选择问题类型' }),
    content: z.string().trim().min(5, '问题描述至少5个字').max(500, '问题描述不能超过500个字'),
    liaison: contactSchema,
    phone: encodedPhone(phoneSchema, { plain: 'accept' }),
  }),
  output: z.object({ id: z.number().int(), deadlineAt: z.string() }),
});

/** A consultant evaluation needs a service of theirs first: an appointment held or a lead they followed up. */
export const CONSULTANT_EVALUATION_NOT_SERVED_MSG = '顾问为您提供服务（预约已完成或已跟进您的咨询）后，才能评价';
