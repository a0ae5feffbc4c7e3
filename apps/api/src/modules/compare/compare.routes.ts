import type { FastifyInstance } from 'fastify';
import { compareOp } from '@shp/contracts';
import { createCompareService } from './compare.service.js';
import { PUBLIC_READ } from '../../lib/response-cache.js';

export async function compareRoutes(app: FastifyInstance) {
  const service = createCompareService(app.db.db);
  app.ops.register(compareOp, (input) => service.compare(input), { cache: PUBLIC_READ });
}
