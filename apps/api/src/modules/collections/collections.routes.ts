import type { FastifyInstance } from 'fastify';
import {
  cancelStoreUpOp,
  collectCountsOp,
  collectPageBrandListOp,
  collectPageMallListOp,
  collectPageShopListOp,
  queryStoreFlagOp,
  spaceCollectListOp,
  storeUpOp,
} from '@shp/contracts';
import { createCollectionsService } from './collections.service.js';

export async function collectionsRoutes(app: FastifyInstance) {
  const service = createCollectionsService(app.db.db);
  app.ops.register(queryStoreFlagOp, (input, ctx) => service.flag(input, ctx));
  app.ops.register(storeUpOp, (input, ctx) => service.storeUp(input, ctx));
  app.ops.register(cancelStoreUpOp, (input, ctx) => service.cancel(input, ctx));
  app.ops.register(collectPageShopListOp, (input, ctx) => service.shops(input.kind, ctx));
  app.ops.register(collectPageMallListOp, (_input, ctx) => service.malls(ctx));
  app.ops.register(spaceCollectListOp, (_input, ctx) => service.spaces(ctx));
  app.ops.register(collectPageBrandListOp, (_input, ctx) => service.brands(ctx));
  app.ops.register(collectCountsOp, (_input, ctx) => service.counts(ctx));
}
