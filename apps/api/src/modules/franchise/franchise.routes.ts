import type { FastifyInstance } from 'fastify';
import { franchiseApplyOp, franchiseDetailOp, franchiseListOp } from '@shp/contracts';
import { createFranchiseService } from './franchise.service.js';

export async function franchiseRoutes(app: FastifyInstance) {
  const service = createFranchiseService(app.db.db);
  app.ops.register(franchiseListOp, (input, ctx) => service.list(input, ctx.pageParam));
  app.ops.register(franchiseDetailOp, (input) => service.detail(input.id));
  app.ops.register(franchiseApplyOp, (input, ctx) => service.apply(input, ctx));
}
