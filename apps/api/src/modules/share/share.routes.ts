import type { FastifyInstance } from 'fastify';
import { shareCreateOp, shareScanOp } from '@shp/contracts';
import { createShareService } from './share.service.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function shareRoutes(app: FastifyInstance) {
  const service = createShareService(app.db.db);
  // Share links and QR targets name the configured site, never the request's Host (a misrouted or
  // forged Host would otherwise be printed into a QR code and passed on).
  const origin = app.config.publicOrigin;
  app.ops.register(shareCreateOp, (input, ctx) => service.create(input, ctx, origin));

  app.ops.register(shareScanOp, (input, ctx) => service.scan(input.shareUniqueId, ctx));

  app.get<{ Params: { file: string } }>('/api/wic-business-application/api/share/qr/:file', { schema: { hide: true } }, async (request, reply) => {
    const id = request.params.file.replace(/\.png$/, '');
    if (!UUID.test(id)) return reply.code(404).send({ code: 404, msg: '分享不存在', data: null });
    const png = await service.qrPng(id, origin);
    return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(png);
  });
}
