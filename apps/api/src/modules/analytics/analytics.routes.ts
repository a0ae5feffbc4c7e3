import type { FastifyInstance } from 'fastify';
import { analyticsTrackOp } from '@shp/contracts';
import { createAnalyticsService } from './analytics.service.js';

export async function analyticsRoutes(app: FastifyInstance) {
  const service = createAnalyticsService(app.db.db);
  app.ops.register(analyticsTrackOp, (input, ctx) => service.track(input.events, ctx));
}
