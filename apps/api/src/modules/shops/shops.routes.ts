import type { FastifyInstance } from 'fastify';
import {
  recommendSpinnerOp,
  searchShopsOp,
  shopCanViewOp,
  shopDetailOp,
  shopHousekeeperOp,
  shopPageListOp,
  shopUserAccessListOp,
  similarShopListOp,
} from '@shp/contracts';
import { createShopsService } from './shops.service.js';
import { PUBLIC_READ } from '../../lib/response-cache.js';

export async function shopsRoutes(app: FastifyInstance) {
  const service = createShopsService(app.db.db, (err) => app.log.warn({ err }, 'shop count summary not built: totals are counted meanwhile'));
  app.addHook('onClose', async () => service.dispose());
  app.ops.register(shopPageListOp, (input, ctx) => service.pageList(input, ctx), { cache: PUBLIC_READ });
  app.ops.register(shopDetailOp, (input, ctx) => service.detail(input.id, ctx));
  app.ops.register(shopHousekeeperOp, (input, ctx) => service.housekeeper(input.id, ctx));
  app.ops.register(shopUserAccessListOp, (input) => service.userAccessList(input.id));
  app.ops.register(similarShopListOp, (input) => service.similar(input.id), { cache: PUBLIC_READ });
  app.ops.register(shopCanViewOp, (input, ctx) => service.canView(input.id, ctx));
  app.ops.register(searchShopsOp, (input) => service.searchShops(input), { cache: PUBLIC_READ });
  app.ops.register(recommendSpinnerOp, (input) => service.recommendSpinner(input), { cache: PUBLIC_READ });
}
