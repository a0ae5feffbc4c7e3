import type { FastifyInstance } from 'fastify';
import { hotWordsOp, searchAllOp } from '@shp/contracts';
import { createSearchService } from './search.service.js';

export async function searchRoutes(app: FastifyInstance) {
  const service = createSearchService(app.db.db);
  app.ops.register(searchAllOp, (input, ctx) => service.all(input, ctx));
  app.ops.register(hotWordsOp, () => service.hotWords());
}
