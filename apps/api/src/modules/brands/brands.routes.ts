import type { FastifyInstance } from 'fastify';
import { brandDetailOp, brandInfoListOp, brandSimpleListOp, formatTreeOp } from '@shp/contracts';
import { createBrandsService } from './brands.service.js';
import { ANONYMOUS_READ, PUBLIC_READ } from '../../lib/response-cache.js';

export async function brandsRoutes(app: FastifyInstance) {
  const service = createBrandsService(app.db.db);
  app.ops.register(brandInfoListOp, (input, ctx) => service.infoList(input, ctx), { cache: PUBLIC_READ });
  app.ops.register(brandSimpleListOp, (input) => service.simpleList(input), { cache: PUBLIC_READ });
  app.ops.register(brandDetailOp, (input, ctx) => service.detail(input.id, ctx), { cache: ANONYMOUS_READ });
  app.ops.register(formatTreeOp, () => service.formatTree(), { cache: PUBLIC_READ });
}
