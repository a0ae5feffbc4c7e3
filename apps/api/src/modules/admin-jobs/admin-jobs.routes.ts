import type { FastifyInstance } from 'fastify';
import { adminJobCancelOp, adminJobListOp, adminJobQueuesOp, adminJobRetryOp } from '@shp/contracts';
import { asOperator } from '../../lib/call-context.js';
import { recordAudit } from '../admin-audit/audit.repository.js';
import { createAdminJobsService } from './admin-jobs.service.js';

/** The queue console (admins only: `operatorRoles: ['admin']` on every op, checked before the handler). */
export async function adminJobsRoutes(app: FastifyInstance) {
  const service = createAdminJobsService(app.jobs);
  const db = app.db.db;
  app.ops.register(adminJobQueuesOp, () => service.queues());
  app.ops.register(adminJobListOp, (input, ctx) => service.list(input, ctx.pageParam));
  app.ops.register(adminJobRetryOp, async (input, ctx) => {
    const job = await service.retry(input);
    await recordAudit(db, asOperator(ctx).operator, ctx.ip, {
      action: 'job.retry',
      entityType: 'job',
      entityId: input.id,
      before: null,
      after: { queue: input.queue },
    });
    return job;
  });
  app.ops.register(adminJobCancelOp, async (input, ctx) => {
    const job = await service.cancel(input);
    await recordAudit(db, asOperator(ctx).operator, ctx.ip, {
      action: 'job.cancel',
      entityType: 'job',
      entityId: input.id,
      before: null,
      after: { queue: input.queue },
    });
    return job;
  });
}
