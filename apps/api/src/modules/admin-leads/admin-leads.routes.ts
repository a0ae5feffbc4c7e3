import type { FastifyInstance } from 'fastify';
import { adminLeadAssignOp, adminLeadDetailOp, adminLeadListOp, adminLeadNoteOp, adminLeadStatsOp, adminLeadTransitionOp } from '@shp/contracts';
import { asOperator } from '../../lib/call-context.js';
import { createAdminLeadsService } from './admin-leads.service.js';
import { smsDriverOf } from '../../lib/sms-driver.js';

export async function adminLeadsRoutes(app: FastifyInstance) {
  // The member's open pages hear of the change at once (message badge, lead views).
  const service = createAdminLeadsService(app.db.db, undefined, smsDriverOf(app), ({ leadId, memberId }) =>
    app.live.publish([`member:${memberId}`], { type: 'event', topic: 'lead', id: String(leadId) }),
  );
  app.ops.register(adminLeadListOp, (input, ctx) => service.list(input, asOperator(ctx)));
  app.ops.register(adminLeadStatsOp, (_input, ctx) => service.stats(asOperator(ctx)));
  app.ops.register(adminLeadDetailOp, (input, ctx) => service.detail(input.id, asOperator(ctx)));
  app.ops.register(adminLeadAssignOp, (input, ctx) => service.assign(input, asOperator(ctx)));
  app.ops.register(adminLeadTransitionOp, (input, ctx) => service.transition(input, asOperator(ctx)));
  app.ops.register(adminLeadNoteOp, (input, ctx) => service.note(input, asOperator(ctx)));
}
