import type { FastifyInstance } from 'fastify';
import { memberOrderDetailOp, memberOrderPageListOp } from '@shp/contracts';
import type { MemberCallContext } from '../../lib/call-context.js';
import { createMemberOrdersService } from './member-orders.service.js';

const memberId = (ctx: MemberCallContext) => ctx.member.id;

export async function memberOrdersRoutes(app: FastifyInstance) {
  const service = createMemberOrdersService(app.db.db);
  app.ops.register(memberOrderPageListOp, async (input, ctx) => service.page(memberId(ctx), input, ctx.pageParam));
  app.ops.register(memberOrderDetailOp, async (input, ctx) => service.detail(memberId(ctx), input.id));
}
