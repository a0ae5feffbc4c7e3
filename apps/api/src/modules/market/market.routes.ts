import type { FastifyInstance } from 'fastify';
import { marketRentOp, rentHistoryOp } from '@shp/contracts';
import { createMarketService } from './market.service.js';
import { PUBLIC_READ } from '../../lib/response-cache.js';

export async function marketRoutes(app: FastifyInstance) {
  const service = createMarketService(app.db.db);
  app.ops.register(rentHistoryOp, (input) => service.rentHistory(input.id), { cache: PUBLIC_READ });
  app.ops.register(marketRentOp, (input) => service.rentTrend(input), { cache: PUBLIC_READ });
}
