import type { FastifyInstance } from 'fastify';
import { merchantServiceDetailOp, merchantServiceEnquireOp, merchantServiceListOp, providerListOp } from '@shp/contracts';
import { createMerchantServicesService } from './merchant-services.service.js';

export async function merchantServicesRoutes(app: FastifyInstance) {
  const service = createMerchantServicesService(app.db.db);
  app.ops.register(merchantServiceListOp, () => service.list());
  app.ops.register(merchantServiceDetailOp, (input) => service.detail(input.code));
  app.ops.register(providerListOp, (input, ctx) => service.providers(input, ctx.pageParam));
  app.ops.register(merchantServiceEnquireOp, (input, ctx) => service.enquire(input, ctx));
}
