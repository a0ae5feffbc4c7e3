import { z } from 'zod';
import { defineOp } from '../op.js';
import { pageOf } from '../envelope.js';

export const auditEntrySchema = z.object({
  id: z.number(),
  operatorId: z.number(),
  operatorName: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** The audit log's filter, also read from the console's URL (an op's own schemas stay out of the browser). */
export const adminAuditFilterSchema = z.object({
  operatorId: z.number().int().positive().optional(),
  entityType: z.string().trim().max(32).optional(),
  entityId: z.string().trim().max(64).optional(),
  action: z.string().trim().max(48).optional(),
});

export const adminAuditListOp = defineOp({
  method: 'POST',
  path: '/api/admin/audit/list',
  access: 'operator',
  operatorRoles: ['admin'],
  summary: '操作审计日志（谁、做了什么、前后对比、时间）',
  input: adminAuditFilterSchema.default({}),
  output: pageOf(auditEntrySchema),
  paged: true,
});
