import { z } from 'zod';
import { defineOp } from '../op.js';
import { pageOf } from '../envelope.js';
import { PHONE_PATTERN } from '../rules.js';
import { encodedPhone } from '../phone-codec.js';

export const PROPOSAL_KINDS = { complaint: '投诉', suggestion: '建议', product: '产品建议', correction: '信息纠错' } as const;
export const PROPOSAL_STATUS = { pending: '待处理', processing: '处理中', replied: '已回复', closed: '已关闭' } as const;
export const CORRECTION_TARGETS = { mall: '商场', shop: '商铺/点位', space: '场地', brand: '品牌', other: '其他' } as const;

export const proposalSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['complaint', 'suggestion', 'product', 'correction']),
  kindText: z.string(),
  targetType: z.string().nullable(),
  targetId: z.number().int().nullable(),
  targetName: z.string().nullable(),
  content: z.string(),
  contactPhone: z.string().nullable(),
  status: z.enum(['pending', 'processing', 'replied', 'closed']),
  statusText: z.string(),
  reply: z.string().nullable(),
  createTime: z.string(),
});
export type Proposal = z.infer<typeof proposalSchema>;

export const createProposalOp = defineOp({
  method: 'POST',
  path: '/api/foreground/proposal/create',
  access: 'member',
  summary: '提交投诉、建议、产品建议或信息纠错',
  input: z
    .object({
      kind: z.enum(['complaint', 'suggestion', 'product', 'correction'], { message: '请选择反馈类型' }),
      targetType: z.enum(['mall', 'shop', 'space', 'brand', 'other'], { message: '请选择纠错对象' }).optional(),
      targetId: z.coerce.number().int().positive().optional(),
      targetName: z.string().trim().max(120, '名称最多120个字').optional(),
      content: z.string().trim().min(5, '请至少填写5个字的内容').max(1000, '内容最多1000个字'),
      contactPhone: encodedPhone(z.string().trim().regex(PHONE_PATTERN, '请输入正确的手机号码'), { plain: 'accept' }).optional(),
    })
    .refine((v) => v.kind !== 'correction' || (v.targetType && (v.targetName || v.targetId)), {
      message: '请填写需要纠错的对象',
      path: ['targetName'],
    }),
  output: proposalSchema,
});

export const proposalListOp = defineOp({
  method: 'POST',
  path: '/api/foreground/proposal/list',
  access: 'member',
  summary: '我的反馈（分页，可按类型）',
  input: z.object({ kinds: z.array(z.enum(['complaint', 'suggestion', 'product', 'correction'])).optional() }).default({}),
  output: pageOf(proposalSchema),
  paged: true,
});

export const proposalDetailOp = defineOp({
  method: 'POST',
  path: '/api/foreground/proposal/detail',
  access: 'member',
  summary: '反馈详情（仅本人）',
  input: z.object({ id: z.coerce.number().int().positive('记录不存在') }),
  output: proposalSchema,
});
