import { z } from 'zod';
import { defineOp } from '../op.js';
import { noInput, okOutput, pageOf } from '../envelope.js';

const MC = '/api/wic-content-application/api/app/sinovatech/messageCenter';

export const messageCategorySchema = z.enum(['service', 'feedback', 'system']);

export const messageSchema = z.object({
  id: z.number().int(),
  category: messageCategorySchema,
  title: z.string(),
  content: z.string(),
  /** Same-site path to open, if any. */
  link: z.string().nullable(),
  read: z.boolean(),
  createTime: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const unreadCntOp = defineOp({
  method: 'POST',
  path: `${MC}/unreadCnt`,
  access: 'member',
  summary: '未读消息数（data.totalMsgCnt）',
  input: noInput,
  output: z.object({ totalMsgCnt: z.number().int().min(0), serviceCnt: z.number().int().min(0), feedbackCnt: z.number().int().min(0) }),
});

export const allReadOp = defineOp({
  method: 'POST',
  path: `${MC}/allRead`,
  access: 'member',
  summary: '全部已读（可按分组）',
  input: z.object({ group: z.enum(['service', 'feedback']).optional() }).default({}),
  output: z.object({ updated: z.number().int() }),
});

export const readMsgOp = defineOp({
  method: 'POST',
  path: `${MC}/readMsg`,
  access: 'member',
  summary: '标记一条消息已读',
  input: z.object({ id: z.coerce.number().int().positive('消息不存在') }),
  output: okOutput,
});

const listInput = z.object({ unreadOnly: z.boolean().optional() }).default({});

export const searchServiceListOp = defineOp({
  method: 'POST',
  path: `${MC}/searchServiceList`,
  access: 'member',
  summary: '服务通知与系统消息（分页）',
  input: listInput,
  output: pageOf(messageSchema),
  paged: true,
});

export const searchFeedbackListOp = defineOp({
  method: 'POST',
  path: `${MC}/searchFeedbackList`,
  access: 'member',
  summary: '反馈回复消息（分页）',
  input: listInput,
  output: pageOf(messageSchema),
  paged: true,
});

export const delMsgOp = defineOp({
  method: 'POST',
  path: `${MC}/delMsg`,
  access: 'member',
  summary: '删除自己的消息',
  input: z.object({ ids: z.array(z.coerce.number().int().positive()).min(1, '请选择要删除的消息').max(100, '一次最多删除100条') }),
  output: z.object({ deleted: z.number().int() }),
});
