import type { FastifyInstance } from 'fastify';
import { brandDetailOp, brandInfoListOp, brandSimpleListOp, formatTreeOp } from '@shp/contracts';
import { createBrandsService } from './brands.service.js';

export async function brandsRoutes(app: FastifyInstance) {
  const service = createBrandsService(app.db.db);
  app.ops.register(brandInfoListOp, (input, ctx) => service.infoList(input, ctx));
  app.ops.register(brandSimpleListOp, (input) => service.simpleList(input));
  app.ops.register(brandDetailOp, (input, ctx) => service.detail(input.id, ctx));
  app.ops.register(formatTreeOp, () => service.formatTree());
}
