import type { FastifyInstance } from 'fastify';
import { businessReportOp } from '@shp/contracts';
import { createBusinessReportService } from './business-report.service.js';

export async function businessReportRoutes(app: FastifyInstance) {
  const service = createBusinessReportService(app.db.db);
  // Access 'report' (L3/L4) is enforced by the op registry before this runs.
  app.ops.register(businessReportOp, async (_i, ctx) => service.overview(ctx.member.id)); // access 'report' implies a member
}
