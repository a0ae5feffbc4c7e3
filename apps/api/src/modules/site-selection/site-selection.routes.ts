import type { FastifyInstance } from 'fastify';
import { customizeFindOp, customizeRecordListOp, siteResultListOp, submitSiteNeedsOp } from '@shp/contracts';
import { createSiteSelectionService } from './site-selection.service.js';

export async function siteSelectionRoutes(app: FastifyInstance) {
  const service = createSiteSelectionService(app.db.db);
  app.ops.register(submitSiteNeedsOp, (input, ctx) => service.submit(input, ctx));
  app.ops.register(siteResultListOp, (input, ctx) => service.results(input.recordId, ctx));
  app.ops.register(customizeRecordListOp, (_input, ctx) => service.records(ctx));
  app.ops.register(customizeFindOp, (input, ctx) => service.find(input.id, ctx));
}
