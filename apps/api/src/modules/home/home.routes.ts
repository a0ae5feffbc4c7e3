import type { FastifyInstance } from 'fastify';
import {
  advertListOp,
  homeCityCardOp,
  homeConfigByChannelOp,
  homeFeedsOp,
  homeProjectListOp,
  projectInvestmentRankListOp,
  QR_KINDS,
  ResultCode,
  ServerText,
  type QrKind,
} from '@shp/contracts';
import { createHomeService } from './home.service.js';
import { createSearchService } from '../search/search.service.js';
import { qrSvg, qrTarget } from '../../lib/qr.js';
import { PUBLIC_READ } from '../../lib/response-cache.js';

export async function homeRoutes(app: FastifyInstance) {
  const db = app.db.db;
  const service = createHomeService(db);
  // The configured hot words are offered only where they find listings (and formats fill the row).
  const search = createSearchService(db);
  app.addHook('onClose', async () => search.dispose());
  app.ops.register(
    homeConfigByChannelOp,
    async (input) => {
      const config = await service.config(input.channelCode);
      return { ...config, hotWords: await search.hotWords(undefined, config.hotWords) };
    },
    { cache: PUBLIC_READ },
  );
  // Not cached: a banner's schedule ends on its own, not through an operator's change.
  app.ops.register(advertListOp, (input) => service.adverts(input.position, input.cityCode));
  app.ops.register(homeProjectListOp, (input) => service.featured(input.cityCode, input.limit), { cache: PUBLIC_READ });
  app.ops.register(projectInvestmentRankListOp, (input) => service.ranking(input.cityCode, input.limit), { cache: PUBLIC_READ });
  app.ops.register(homeCityCardOp, (input) => service.cityCard(input.cityCode), { cache: PUBLIC_READ });
  app.ops.register(homeFeedsOp, (input) => service.feeds(input.cityCode), { cache: PUBLIC_READ });

  // QR codes of the configured links; they change only with the configuration.
  const qrCache = new Map<QrKind, string>();
  app.get<{ Params: { file: string } }>('/media/qr/:file', { schema: { hide: true } }, async (request, reply) => {
    const kind = request.params.file.replace(/\.svg$/, '') as QrKind;
    if (!QR_KINDS.includes(kind)) return reply.code(404).send({ code: ResultCode.NOT_FOUND, msg: ServerText.NOT_FOUND, data: null });
    let svg = qrCache.get(kind);
    if (!svg) {
      svg = await qrSvg(qrTarget(app.config.site, kind));
      qrCache.set(kind, svg);
    }
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=3600')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg);
  });
}
