import type { FastifyInstance } from 'fastify';
import { hotWordsOp, searchAllOp } from '@shp/contracts';
import { createSearchService } from './search.service.js';
import { PUBLIC_READ } from '../../lib/response-cache.js';

export async function searchRoutes(app: FastifyInstance) {
  const service = createSearchService(app.db.db);
  app.addHook('onClose', async () => service.dispose());
  app.ops.register(searchAllOp, (input, ctx) => service.all(input, ctx), { cache: PUBLIC_READ });
  app.ops.register(hotWordsOp, (input) => service.hotWords(input.cityCode), { cache: PUBLIC_READ });
}
