import { z } from 'zod';
import { defineOp } from '../op.js';
import { pageOf } from '../envelope.js';

export const LEAD_KINDS = ['consult', 'cooperation', 'merchant_service', 'franchise', 'space_quote', 'appointment', 'question'] as const;
export const LEAD_KIND_LABELS: Record<(typeof LEAD_KINDS)[number], string> = {
  consult: '预约咨询',
  cooperation: '合作',
  merchant_service: '商户服务',
  franchise: '品牌加盟',
  space_quote: '场地报价',
  appointment: '预约看铺',
  question: '顾问提问',
};
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
/**
 * The one set of status names: the console, the member's messages and lists, and the reports all
 * read this map, so a member and their consultant name a lead's state alike.
 */
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: '待跟进',
  contacted: '已联系',
  qualified: '洽谈中',
  won: '已成交',
  lost: '已关闭',
};
/** The only legal moves of a lead: new → contacted → qualified → won/lost (lost from any open state). */
export const LEAD_TRANSITIONS: Record<LeadStatus, readonly LeadStatus[]> = {
  new: ['contacted', 'lost'],
  contacted: ['qualified', 'lost'],
  qualified: ['won', 'lost'],
  won: [],
  lost: [],
};

const leadKindSchema = z.enum(LEAD_KINDS);
const leadStatusSchema = z.enum(LEAD_STATUSES, { message: '请选择状态' });

export const adminLeadSchema = z.object({
  id: z.number().int(),
  kind: leadKindSchema,
  sourceType: z.string(),
  sourcePage: z.string(),
  brandName: z.string(),
  brandId: z.number().int().nullable(),
  liaison: z.string(),
  /** Masked unless the caller is the assigned consultant. */
  phone: z.string(),
  phoneMasked: z.boolean(),
  isOpenShop: z.string().nullable(),
  cityCode: z.string().nullable(),
  targetType: z.string().nullable(),
  targetId: z.number().nullable(),
  /** Channel record: shareChannel, shareId, clueUniqueId, clueQrId, clickId. */
  channel: z.record(z.string(), z.string()),
  details: z.record(z.string(), z.unknown()),
  status: leadStatusSchema,
  memberId: z.number().nullable(),
  assignedOperatorId: z.number().int().nullable(),
  assignedOperatorName: z.string().nullable(),
  deadlineAt: z.string(),
  /** Still new after its one-working-day deadline. */
  overdue: z.boolean(),
  firstContactAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminLead = z.infer<typeof adminLeadSchema>;

export const leadEventSchema = z.object({
  id: z.number(),
  actor: z.string(),
  actorName: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  note: z.string(),
  createdAt: z.string(),
});

/** Where a lead came from and what its member looked at before (the consultant's drawer). */
export const leadContextSchema = z.object({
  cityName: z.string().nullable(),
  /** Same-site path of the page the form was sent from, when the form told it. */
  pagePath: z.string().nullable(),
  /** The unit, mall or space the lead was left from, with its page. */
  target: z.object({ type: z.string(), id: z.number(), name: z.string(), link: z.string() }).nullable(),
  /** The member's last page views before the lead (newest first; none for a visitor without an account). */
  recentViews: z.array(z.object({ path: z.string(), title: z.string(), at: z.string() })),
});
export type LeadContext = z.infer<typeof leadContextSchema>;

/** The inbox filter; also what the console reads back from its URL (the browser gets schemas only by name). */
export const adminLeadFilterSchema = z.object({
  status: leadStatusSchema.optional(),
  kind: leadKindSchema.optional(),
  overdue: z.boolean().optional(),
  /** 'me' — assigned to me; 'none' — unassigned */
  assigned: z.union([z.enum(['me', 'none']), z.number().int().positive()]).optional(),
  /** Not ended: new, contacted or qualified (what the inbox's 未分配 and 我跟进中 counts count). */
  open: z.boolean().optional(),
  q: z.string().trim().max(64).optional(),
});

export const adminLeadListOp = defineOp({
  method: 'POST',
  path: '/api/admin/leads/list',
  access: 'operator',
  operatorRoles: ['admin', 'consultant'],
  summary: '线索收件箱（逾期优先）',
  input: adminLeadFilterSchema.default({}),
  output: pageOf(adminLeadSchema),
  paged: true,
});

export const adminLeadStatsOp = defineOp({
  method: 'POST',
  path: '/api/admin/leads/stats',
  access: 'operator',
  operatorRoles: ['admin', 'consultant'],
  summary: '线索统计：各状态数量、逾期数、我的待跟进',
  input: z.object({}).default({}),
  output: z.object({
    byStatus: z.record(z.string(), z.number()),
    overdue: z.number(),
    unassigned: z.number(),
    mine: z.number(),
  }),
});

export const adminLeadDetailOp = defineOp({
  method: 'POST',
  path: '/api/admin/leads/detail',
  access: 'operator',
  operatorRoles: ['admin', 'consultant'],
  summary: '线索详情与跟进记录',
  input: z.object({ id: z.number().int().positive() }),
  output: adminLeadSchema.extend({ events: z.array(leadEventSchema), allowedTransitions: z.array(leadStatusSchema), context: leadContextSchema }),
});

export const adminLeadAssignOp = defineOp({
  method: 'POST',
  path: '/api/admin/leads/assign',
  access: 'operator',
  operatorRoles: ['admin', 'consultant'],
  summary: '分配线索给顾问（顾问只能认领未分配的线索给自己）',
  input: z.object({ id: z.number().int().positive(), operatorId: z.number({ message: '请选择顾问' }).int().positive() }),
  output: adminLeadSchema,
});

export const adminLeadTransitionOp = defineOp({
  method: 'POST',
  path: '/api/admin/leads/transition',
  access: 'operator',
  operatorRoles: ['admin', 'consultant'],
  summary: '推进线索状态（仅合法流转），会员收到消息',
  input: z.object({ id: z.number().int().positive(), toStatus: leadStatusSchema, note: z.string().trim().max(500, '备注最多500字').default('') }),
  output: adminLeadSchema,
});

export const adminLeadNoteOp = defineOp({
  method: 'POST',
  path: '/api/admin/leads/note',
  access: 'operator',
  operatorRoles: ['admin', 'consultant'],
  summary: '添加跟进备注',
  input: z.object({ id: z.number().int().positive(), note: z.string().trim().min(1, '请输入备注').max(500, '备注最多500字') }),
  output: z.null(),
});
