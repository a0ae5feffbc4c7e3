import type { FastifyInstance } from 'fastify';
import { adminMyDutyOp, adminNoticeListOp, adminNoticeReadOp, adminSetDutyOp } from '@shp/contracts';
import { asOperator } from '../../lib/call-context.js';
import { createLeadSlaService } from './lead-sla.service.js';

export async function leadSlaRoutes(app: FastifyInstance) {
  const service = createLeadSlaService(app.db.db);
  app.ops.register(adminMyDutyOp, (_input, ctx) => service.myDuty(asOperator(ctx).operator));
  app.ops.register(adminSetDutyOp, (input, ctx) => service.setDuty(asOperator(ctx).operator, input.onDuty));
  app.ops.register(adminNoticeListOp, (input, ctx) => service.notices(asOperator(ctx).operator, input.unreadOnly ?? false, ctx.pageParam));
  app.ops.register(adminNoticeReadOp, (input, ctx) => service.read(asOperator(ctx).operator, input.id));
}
