import type { FastifyInstance } from 'fastify';
import { contractDetailOp, contractListOp } from '@shp/contracts';
import { createContractsService } from './contracts.service.js';

export async function contractsRoutes(app: FastifyInstance) {
  const service = createContractsService(app.db.db);
  app.ops.register(contractListOp, async (input, ctx) => service.list(ctx.member?.id ?? null, input.scope, ctx.pageParam));
  app.ops.register(contractDetailOp, async (input, ctx) => service.detail(ctx.member.id, input.id)); // access 'member'
}
