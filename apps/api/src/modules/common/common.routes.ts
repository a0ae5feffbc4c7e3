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
    // Without Redis the site still serves (limits fall back to the database): degraded, still 200,
    // so a proxy or orchestrator keeps the process. Without the database it cannot serve: 503.
    const redisUp = app.redis ? app.redis.status === 'ready' : null;
    // Likewise a read replica that is down or lagging: public reads go to the primary meanwhile.
    const replica = app.db.reads?.status() ?? null;
    const status = ok && redisUp !== false && replica?.serving !== false ? 'ok' : 'degraded';
    return reply
      .code(ok ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({
        status,
        database: { kind: app.db.kind, up: ok },
        ...(redisUp === null ? {} : { redis: { up: redisUp } }),
        ...(replica ? { replica } : {}),
      });
  });
}
