import type { FastifyInstance } from 'fastify';
import { marketRentOp, rentHistoryOp } from '@shp/contracts';
import { createMarketService, type QueueTrend } from './market.service.js';
import { TREND_JOB } from './market.jobs.js';
import { PUBLIC_READ } from '../../lib/response-cache.js';

/** One queued computation per scope at a time: repeated first reads within ten minutes share it. */
const SCOPE_SINGLETON_SECONDS = 600;

export async function marketRoutes(app: FastifyInstance) {
  const queueTrend: QueueTrend = app.jobs.boss
    ? (key) => app.jobs.send(TREND_JOB, { key }, { singletonKey: key, singletonSeconds: SCOPE_SINGLETON_SECONDS })
    : null;
  const service = createMarketService(app.db.db, undefined, queueTrend);
  app.ops.register(rentHistoryOp, (input) => service.rentHistory(input.id), { cache: PUBLIC_READ });
  app.ops.register(marketRentOp, (input) => service.rentTrend(input), { cache: PUBLIC_READ });
}
