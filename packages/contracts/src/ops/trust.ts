import { z } from 'zod';
import { defineOp } from '../op.js';
import { pageOf } from '../envelope.js';

/** A listing not updated for this many days is 信息可能已过期 and ranked after current ones. */
export const STALE_AFTER_DAYS = 120;
/** Open reports from this many different members hide a listing pending review. */
export const REPORTS_TO_HIDE = 3;

export const TRUST_TARGETS = ['shop', 'mall'] as const;
export const REPORT_REASONS = ['leased', 'inaccurate', 'fake', 'other'] as const;
export const REPORT_REASON_LABELS = { leased: '已出租', inaccurate: '信息不实', fake: '虚假房源', other: '其他' } as const;
export const REPORT_STATUSES = ['open', 'upheld', 'dismissed'] as const;
export const REPORT_STATUS_LABELS = { open: '待处理', upheld: '属实', dismissed: '不属实' } as const;

/** What cards and details show: 更新于 N 天前, 信息可能已过期, 已核验. */
export const listingTrustSchema = z.object({
  updatedAt: z.string(),
  stale: z.boolean(),
  verifiedOn: z.string().nullable(),
});
export type ListingTrust = z.infer<typeof listingTrustSchema>;

const targetSchema = z.enum(TRUST_TARGETS, { message: '举报对象类型有误' });
const idSchema = z.number({ message: '房源编号有误' }).int('房源编号有误').positive('房源编号有误');

export const reportListingOp = defineOp({
  method: 'POST',
  path: '/api/foreground/trust/report',
  access: 'public',
  summary: '举报房源（已出租 / 信息不实 / 虚假房源 / 其他），限频',
  input: z.object({
    target: targetSchema,
    id: idSchema,
    reason: z.enum(REPORT_REASONS, { message: '请选择举报原因' }),
    note: z.string().trim().max(500, '补充说明最多500个字').default(''),
  }),
  output: z.object({ id: z.number().int() }),
});

export const reportRowSchema = z.object({
  id: z.number().int(),
  target: targetSchema,
  listingId: z.number().int(),
  listingTitle: z.string(),
  /** Public page of the listing. */
  link: z.string(),
  listingHidden: z.boolean(),
  reason: z.enum(REPORT_REASONS),
  note: z.string(),
  byMember: z.boolean(),
  status: z.enum(REPORT_STATUSES),
  resolution: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type ReportRow = z.infer<typeof reportRowSchema>;

const TRUST_ROLES = ['admin', 'editor'] as const;

export const adminReportListOp = defineOp({
  method: 'POST',
  path: '/api/admin/trust/reports',
  access: 'operator',
  operatorRoles: TRUST_ROLES,
  summary: '举报处理队列',
  input: z.object({ status: z.enum(REPORT_STATUSES, { message: '状态有误' }).default('open') }),
  output: pageOf(reportRowSchema),
  paged: true,
});

export const adminReportResolveOp = defineOp({
  method: 'POST',
  path: '/api/admin/trust/resolve',
  access: 'operator',
  operatorRoles: TRUST_ROLES,
  summary: '处理举报：属实（房源下架）或不属实（恢复展示），写明处理结果',
  input: z.object({
    id: idSchema,
    status: z.enum(['upheld', 'dismissed'], { message: '请选择处理结果' }),
    resolution: z.string({ message: '请填写处理说明' }).trim().min(1, '请填写处理说明').max(500, '处理说明最多500个字'),
  }),
  output: reportRowSchema,
});

export const TRUST_DOC_MAX_BYTES = 2 * 1024 * 1024;

export const adminVerifyListingOp = defineOp({
  method: 'POST',
  path: '/api/admin/trust/verify',
  access: 'operator',
  operatorRoles: TRUST_ROLES,
  summary: '标记已核验：核验日期、所见凭证说明、租赁权属文件（PDF/图片，仅运营可见）',
  input: z.object({
    target: targetSchema,
    id: idSchema,
    verifiedOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '核验日期格式为YYYY-MM-DD'),
    evidence: z.string({ message: '请填写核验凭证说明' }).trim().min(1, '请填写核验凭证说明').max(500, '凭证说明最多500个字'),
    fileName: z.string().trim().min(1, '请上传租赁权属文件').max(128),
    dataBase64: z
      .string({ message: '请上传租赁权属文件' })
      .min(1, '请上传租赁权属文件')
      .max(Math.ceil((TRUST_DOC_MAX_BYTES * 4) / 3) + 4, '文件不能超过2MB'),
  }),
  output: z.object({ verifiedOn: z.string(), documentUrl: z.string() }),
});

export const adminListingTrustOp = defineOp({
  method: 'POST',
  path: '/api/admin/trust/listing',
  access: 'operator',
  operatorRoles: TRUST_ROLES,
  summary: '房源的核验记录（含凭证文件）与举报',
  input: z.object({ target: targetSchema, id: idSchema }),
  output: z.object({
    title: z.string(),
    trust: listingTrustSchema,
    verifications: z.array(z.object({ verifiedOn: z.string(), evidence: z.string(), documentUrl: z.string(), createdAt: z.string() })),
  }),
});

export const staleRowSchema = z.object({ target: targetSchema, id: z.number().int(), title: z.string(), link: z.string(), updatedAt: z.string() });

export const adminStaleListOp = defineOp({
  method: 'POST',
  path: '/api/admin/trust/stale',
  access: 'operator',
  operatorRoles: TRUST_ROLES,
  summary: '待确认：超过120天未更新的房源',
  input: z.object({}).default({}),
  output: pageOf(staleRowSchema),
  paged: true,
});

export const adminConfirmListingOp = defineOp({
  method: 'POST',
  path: '/api/admin/trust/confirm',
  access: 'operator',
  operatorRoles: TRUST_ROLES,
  summary: '确认房源信息仍有效（刷新更新时间，取消过期标记）',
  input: z.object({ target: targetSchema, id: idSchema }),
  output: listingTrustSchema,
});
