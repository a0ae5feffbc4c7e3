import type { FastifyInstance } from 'fastify';
import { articleDetailOp, brochureOp, projectPageListOp, queryProjectDetailsOp, settledBrandListOp, surroundingsOp } from '@shp/contracts';
import { createMallsService } from './malls.service.js';
import { ANONYMOUS_READ, PUBLIC_READ } from '../../lib/response-cache.js';
import { brochurePdf } from './brochure.js';
import { mallExtras } from './malls.repository.js';
import { AppError } from '../../lib/errors.js';
import { lookups } from '../../lib/lookups.js';

export async function mallsRoutes(app: FastifyInstance) {
  const service = createMallsService(app.db.db);
  app.ops.register(projectPageListOp, (input, ctx) => service.pageList(input, ctx), { cache: PUBLIC_READ });
  app.ops.register(queryProjectDetailsOp, (input, ctx) => service.detail(input.id, ctx), { cache: ANONYMOUS_READ });
  app.ops.register(settledBrandListOp, (input, ctx) => service.settledBrands(input, ctx), { cache: PUBLIC_READ });
  app.ops.register(surroundingsOp, (input) => service.surroundings(input.mallId), { cache: PUBLIC_READ });
  app.ops.register(articleDetailOp, (input) => service.article(input.id));
  app.ops.register(brochureOp, (input) => service.brochure(input.mallId));

  // The brochure file the PDF viewer shows (/pdf); generated from the mall's data, cached a day.
  app.get<{ Params: { file: string } }>('/media/brochure/:file', { schema: { hide: true } }, async (request, reply) => {
    const match = /^(\d{1,9})\.pdf$/.exec(request.params.file);
    if (!match) return reply.code(404).type('text/plain; charset=utf-8').send('文件不存在');
    try {
      const mall = await service.loadMall(Number(match[1]));
      const [extras, lk] = await Promise.all([mallExtras(app.db.db, Number(mall.id)), lookups(app.db.db)]);
      const pdf = await brochurePdf(mall, extras, lk);
      return reply
        .type('application/pdf')
        .header('cache-control', 'public, max-age=86400')
        .header('content-disposition', `inline; filename="brochure-${Number(mall.id)}.pdf"`)
        .send(pdf);
    } catch (err) {
      if (err instanceof AppError && err.httpStatus === 404) return reply.code(404).type('text/plain; charset=utf-8').send('文件不存在');
      throw err;
    }
  });
}
