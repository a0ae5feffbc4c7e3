import type { FastifyInstance } from 'fastify';
import { sitemapIdsOp, sitemapSummaryOp } from '@shp/contracts';
import { PUBLIC_READ } from '../../lib/response-cache.js';
import { createSitemapService } from './sitemap.service.js';

export async function sitemapRoutes(app: FastifyInstance) {
  const service = createSitemapService(app.db.db);
  // Crawlers fetch these rarely but in bursts; the cached answer is the same for everyone.
  app.ops.register(sitemapSummaryOp, () => service.summary(), { cache: PUBLIC_READ });
  app.ops.register(sitemapIdsOp, (input) => service.ids(input.kind, input.part), { cache: PUBLIC_READ });
}
