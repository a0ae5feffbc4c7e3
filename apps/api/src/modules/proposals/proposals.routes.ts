import type { FastifyInstance } from 'fastify';
import { createProposalOp, proposalDetailOp, proposalListOp } from '@shp/contracts';
import type { MemberCallContext } from '../../lib/call-context.js';
import { createProposalsService } from './proposals.service.js';

const memberId = (ctx: MemberCallContext) => ctx.member.id;

export async function proposalsRoutes(app: FastifyInstance) {
  const service = createProposalsService(app.db.db);
  app.ops.register(createProposalOp, async (input, ctx) => service.create(memberId(ctx), input));
  app.ops.register(proposalListOp, async (input, ctx) => service.list(memberId(ctx), input.kinds, ctx.pageParam));
  app.ops.register(proposalDetailOp, async (input, ctx) => service.detail(memberId(ctx), input.id));
}
