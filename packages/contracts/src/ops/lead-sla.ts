import { z } from 'zod';
import { defineOp } from '../op.js';
import { pageOf } from '../envelope.js';

// ---- Duty and the console's notices (decision 039) ------------------------------------------

export const dutyStateSchema = z.object({
  onDuty: z.boolean(),
  /** When the switch last changed (null: never set, off duty). */
  changedAt: z.string().nullable(),
});

export const adminMyDutyOp = defineOp({
  method: 'POST',
  path: '/api/admin/duty/mine',
  access: 'operator',
  operatorRoles: ['consultant'],
  summary: '我的值班状态（值班中的顾问参与自动分配）',
  input: z.object({}).default({}),
  output: dutyStateSchema,
});

export const adminSetDutyOp = defineOp({
  method: 'POST',
  path: '/api/admin/duty/set',
  access: 'operator',
  operatorRoles: ['consultant'],
  summary: '上班 / 下班：设置自己的值班状态',
  input: z.object({ onDuty: z.boolean({ message: '请选择值班状态' }) }),
  output: dutyStateSchema,
});

export const OPERATOR_NOTICE_KINDS = ['sla_reminder', 'overdue'] as const;
export const OPERATOR_NOTICE_KIND_LABELS: Record<(typeof OPERATOR_NOTICE_KINDS)[number], string> = {
  sla_reminder: '跟进时限提醒',
  overdue: '线索逾期',
};

export const operatorNoticeSchema = z.object({
  id: z.number(),
  kind: z.enum(OPERATOR_NOTICE_KINDS),
  kindName: z.string(),
  leadId: z.number(),
  title: z.string(),
  content: z.string(),
  /** The lead in the inbox. */
  link: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type OperatorNotice = z.infer<typeof operatorNoticeSchema>;

export const adminNoticeListOp = defineOp({
  method: 'POST',
  path: '/api/admin/notices/list',
  access: 'operator',
  summary: '控制台通知：跟进时限提醒与逾期线索（最新在前）',
  input: z.object({ unreadOnly: z.boolean().optional() }).default({}),
  output: pageOf(operatorNoticeSchema).extend({ unread: z.number() }),
  paged: true,
});

export const adminNoticeReadOp = defineOp({
  method: 'POST',
  path: '/api/admin/notices/read',
  access: 'operator',
  summary: '标记通知已读（不传 id：全部已读）',
  input: z.object({ id: z.number().int().positive().optional() }).default({}),
  output: z.object({ unread: z.number() }),
});
