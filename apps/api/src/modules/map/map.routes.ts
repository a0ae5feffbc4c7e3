import type { FastifyInstance } from 'fastify';
import { mapConfigOp, mapMallSearchOp, mapPlacesOp, mapShopSearchOp, mapSpaceSearchOp } from '@shp/contracts';
import { PUBLIC_READ } from '../../lib/response-cache.js';
import { createMapService } from './map.service.js';
import { districtOutlines } from './district-outlines.js';

export async function mapRoutes(app: FastifyInstance) {
  const service = createMapService(app.db.db);
  app.ops.register(mapShopSearchOp, (input, ctx) => service.shops(input, ctx), { cache: PUBLIC_READ });
  app.ops.register(mapMallSearchOp, (input, ctx) => service.malls(input, ctx), { cache: PUBLIC_READ });
  app.ops.register(mapSpaceSearchOp, (input, ctx) => service.spaces(input, ctx), { cache: PUBLIC_READ });
  app.ops.register(mapPlacesOp, (input) => service.places(input.cityCode, input.keyword), { cache: PUBLIC_READ });
  app.ops.register(mapConfigOp, async () => ({ provider: app.config.map.provider, key: app.config.map.key }));

  // The map's geography without a tile provider (decision 044): the city's district outlines from
  // the bundled boundary data, else its district centres as labels. Loaded by the map only.
  app.get<{ Params: { file: string } }>('/media/map/districts/:file', { schema: { hide: true } }, async (request, reply) => {
    const match = /^(\d{6})\.json$/.exec(request.params.file);
    if (!match) return reply.code(404).type('text/plain; charset=utf-8').send('文件不存在');
    const cityCode = match[1]!;
    const outlines = districtOutlines(cityCode);
    const body =
      outlines !== null
        ? await outlines
        : JSON.stringify({
            type: 'FeatureCollection',
            features: (await service.districtCentres(cityCode)).map((d) => ({
              type: 'Feature',
              id: d.code,
              properties: { name: d.name, centre: [Number(d.lng), Number(d.lat)] },
              geometry: { type: 'Point', coordinates: [Number(d.lng), Number(d.lat)] },
            })),
          });
    return reply.type('application/json; charset=utf-8').header('cache-control', 'public, max-age=86400').send(body);
  });
}
