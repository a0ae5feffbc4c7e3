import type { FastifyInstance } from 'fastify';
import { chamberDetailOp, chamberEventDetailOp, chamberEventListOp, chamberListOp } from '@shp/contracts';
import { createChambersService } from './chambers.service.js';

export async function chambersRoutes(app: FastifyInstance) {
  const service = createChambersService(app.db.db);
  app.ops.register(chamberListOp, () => service.list());
  app.ops.register(chamberDetailOp, (input) => service.detail(input));
  app.ops.register(chamberEventListOp, (input, ctx) => service.events(input, ctx.pageParam));
  app.ops.register(chamberEventDetailOp, (input) => service.eventDetail(input.id));
}
