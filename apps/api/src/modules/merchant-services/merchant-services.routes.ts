import type { FastifyInstance } from 'fastify';
import {
  merchantServiceDetailOp,
  merchantServiceEnquireOp,
  merchantServiceListOp,
  myProviderEvaluationStateOp,
  providerEvaluateOp,
  providerEvaluationListOp,
  providerListOp,
} from '@shp/contracts';
import { createMerchantServicesService } from './merchant-services.service.js';

export async function merchantServicesRoutes(app: FastifyInstance) {
  const service = createMerchantServicesService(app.db.db);
  app.ops.register(merchantServiceListOp, () => service.list());
  app.ops.register(merchantServiceDetailOp, (input) => service.detail(input.code));
  app.ops.register(providerListOp, (input, ctx) => service.providers(input, ctx.pageParam));
  app.ops.register(merchantServiceEnquireOp, (input, ctx) => service.enquire(input, ctx));
  app.ops.register(providerEvaluationListOp, (input, ctx) => service.evaluations(input.providerId, ctx.pageParam));
  app.ops.register(providerEvaluateOp, (input, ctx) => service.evaluate(input, ctx));
  app.ops.register(myProviderEvaluationStateOp, (_input, ctx) => service.myEvaluationState(ctx));
}
