import { z } from 'zod';
import { defineOp } from '../op.js';
import { pageOf } from '../envelope.js';

/** pg-boss job states, in the order the console shows them (decision 039). */
export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];
export const JOB_STATE_LABELS: Record<JobState, string> = {
  created: '等待中',
  retry: '待重试',
  active: '执行中',
  completed: '已完成',
  cancelled: '已取消',
  failed: '失败',
};

export const jobQueueSchema = z.object({
  name: z.string(),
  /** Cron in China time, or null: sent on demand. */
  schedule: z.string().nullable(),
  policy: z.string(),
  retryLimit: z.number().nullable(),
  retryDelay: z.number().nullable(),
  retryBackoff: z.boolean().nullable(),
  counts: z.record(z.enum(JOB_STATES), z.number()),
});
export type JobQueue = z.infer<typeof jobQueueSchema>;

export const adminJobQueuesOp = defineOp({
  method: 'POST',
  path: '/api/admin/jobs/queues',
  access: 'operator',
  operatorRoles: ['admin'],
  summary: '任务队列：各队列的计划与各状态数量',
  input: z.object({}).default({}),
  output: z.object({ enabled: z.boolean(), queues: z.array(jobQueueSchema) }),
});

const queueName = z
  .string()
  .trim()
  .min(1, '请选择队列')
  .max(100)
  .regex(/^[\w-]+$/, '队列名称有误');

export const jobItemSchema = z.object({
  id: z.string(),
  queue: z.string(),
  state: z.enum(JOB_STATES),
  /** The error of the last failed run (message only), or null. */
  error: z.string().nullable(),
  retryCount: z.number(),
  retryLimit: z.number(),
  data: z.record(z.string(), z.unknown()),
  createdOn: z.string(),
  startedOn: z.string().nullable(),
  completedOn: z.string().nullable(),
});
export type JobItem = z.infer<typeof jobItemSchema>;

export const adminJobListOp = defineOp({
  method: 'POST',
  path: '/api/admin/jobs/list',
  access: 'operator',
  operatorRoles: ['admin'],
  summary: '任务列表（默认失败的任务，最新在前）',
  input: z.object({ queue: queueName.optional(), state: z.enum(JOB_STATES, { message: '请选择状态' }).default('failed') }).default({ state: 'failed' }),
  output: pageOf(jobItemSchema),
  paged: true,
});

const jobRef = z.object({ queue: queueName, id: z.string().uuid('任务编号有误') });

export const adminJobRetryOp = defineOp({
  method: 'POST',
  path: '/api/admin/jobs/retry',
  access: 'operator',
  operatorRoles: ['admin'],
  summary: '重试失败或已取消的任务',
  input: jobRef,
  output: jobItemSchema,
});

export const adminJobCancelOp = defineOp({
  method: 'POST',
  path: '/api/admin/jobs/cancel',
  access: 'operator',
  operatorRoles: ['admin'],
  summary: '取消等待中、待重试或执行中的任务',
  input: jobRef,
  output: jobItemSchema,
});
