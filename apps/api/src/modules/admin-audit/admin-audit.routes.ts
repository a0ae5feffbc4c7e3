import type { FastifyInstance } from 'fastify';
import { adminAuditListOp } from '@shp/contracts';
import { listAudit } from './audit.repository.js';

export async function adminAuditRoutes(app: FastifyInstance) {
  app.ops.register(adminAuditListOp, async (input, ctx) => {
    const { list, total } = await listAudit(app.db.db, input, ctx.pageParam);
    return { list, total, ...ctx.pageParam };
  });
}
