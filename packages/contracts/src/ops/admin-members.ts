import { z } from 'zod';
import { defineOp } from '../op.js';
import { pageOf } from '../envelope.js';
import { GRADES } from '../constants.js';

export const adminMemberSchema = z.object({
  id: z.number(),
  userId: z.string(),
  phone: z.string().nullable(),
  nickName: z.string(),
  gradeCode: z.string(),
  roles: z.array(z.string()),
  isSeller: z.boolean(),
  status: z.string(),
  createdAt: z.string(),
});
export type AdminMember = z.infer<typeof adminMemberSchema>;

const memberIdSchema = z.number({ message: '请选择会员' }).int().positive();

/** The member search's filter, also read from the console's URL (an op's own schemas stay out of the browser). */
export const adminMemberFilterSchema = z.object({
  q: z.string().trim().max(64).optional(),
  gradeCode: z.enum(GRADES).optional(),
  seller: z.boolean().optional(),
});

export const adminMemberSearchOp = defineOp({
  method: 'POST',
  path: '/api/admin/members/search',
  access: 'operator',
  operatorRoles: ['admin'],
  summary: '搜索会员（手机号、昵称、用户ID）',
  input: adminMemberFilterSchema.default({}),
  output: pageOf(adminMemberSchema),
  paged: true,
});

export const adminMemberSetGradeOp = defineOp({
  method: 'POST',
  path: '/api/admin/members/setGrade',
  access: 'operator',
  operatorRoles: ['admin'],
  summary: '设置会员等级 L0–L4',
  input: z.object({ memberId: memberIdSchema, gradeCode: z.enum(GRADES, { message: '请选择等级' }) }),
  output: adminMemberSchema,
});

export const adminMemberSetSellerOp = defineOp({
  method: 'POST',
  path: '/api/admin/members/setSeller',
  access: 'operator',
  operatorRoles: ['admin'],
  summary: '开通或取消商家角色 SH100011',
  input: z.object({ memberId: memberIdSchema, granted: z.boolean() }),
  output: adminMemberSchema,
});

export const adminMemberPointsOp = defineOp({
  method: 'POST',
  path: '/api/admin/members/points',
  access: 'operator',
  operatorRoles: ['admin'],
  summary: '会员积分账单',
  input: z.object({ memberId: memberIdSchema }),
  output: z.object({
    balance: z.number(),
    list: z.array(z.object({ id: z.number(), title: z.string(), change: z.number(), balanceAfter: z.number().nullable(), createdAt: z.string() })),
    total: z.number(),
  }),
  paged: true,
});

/** Seller goods waiting for approval (the seller centre's approve flow). */
export const adminGoodsRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  memberId: z.number(),
  sellerName: z.string(),
  cityCode: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  status: z.enum(['draft', 'pending', 'approved', 'rejected']),
  rejectReason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type AdminGoodsRow = z.infer<typeof adminGoodsRowSchema>;

export const adminGoodsListOp = defineOp({
  method: 'POST',
  path: '/api/admin/goods/list',
  access: 'operator',
  operatorRoles: ['admin'],
  summary: '商家商品审核列表（默认待审核）',
  input: z.object({ status: z.enum(['pending', 'approved', 'rejected']).default('pending') }).default({ status: 'pending' }),
  output: pageOf(adminGoodsRowSchema),
  paged: true,
});

export const adminGoodsReviewOp = defineOp({
  method: 'POST',
  path: '/api/admin/goods/review',
  access: 'operator',
  operatorRoles: ['admin'],
  summary: '审核商家商品：通过或驳回（需填原因），商家收到消息',
  input: z.object({
    goodsId: z.number().int().positive(),
    decision: z.enum(['approve', 'reject'], { message: '请选择审核结果' }),
    reason: z.string().trim().max(200, '驳回原因最多200字').optional(),
  }),
  output: z.object({ goodsId: z.number(), status: z.string(), statusText: z.string(), rejectReason: z.string().nullable() }),
});
