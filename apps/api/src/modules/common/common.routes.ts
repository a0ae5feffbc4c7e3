import type { FastifyInstance } from 'fastify';
import { cityListOp, districtListOp, siteConfigOp } from '@shp/contracts';
import { createCommonService } from './common.service.js';

export async function commonRoutes(app: FastifyInstance) {
  const service = createCommonService(app.db.db, app.config);
  app.ops.register(cityListOp, () => service.cityList());
  app.ops.register(districtListOp, (input) => service.districts(input.cityCode));
  app.ops.register(siteConfigOp, async () => service.siteConfig());

  app.get('/healthz', { schema: { hide: true } }, async (_req, reply) => {
    const ok = await app.db.ping();
    return reply.code(ok ? 200 : 503).send({ status: ok ? 'ok' : 'degraded', database: { kind: app.db.kind, up: ok } });
  });
}
