import type { FastifyInstance } from 'fastify';
import {
  adminConfirmListingOp,
  adminListingTrustOp,
  adminReportListOp,
  adminReportResolveOp,
  adminStaleListOp,
  adminVerifyListingOp,
  reportListingOp,
} from '@shp/contracts';
import { dbRateLimiter } from '../../lib/rate-limit.js';
import { storageOf } from '../../lib/file-storage.js';
import { asOperator } from '../../lib/call-context.js';
import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { createTrustService } from './trust.service.js';
import { markStale } from './trust.repository.js';

export async function trustRoutes(app: FastifyInstance) {
  const db = app.db.db;
  const service = createTrustService({ db, limiter: dbRateLimiter(db), storage: storageOf(app) });
  app.ops.register(reportListingOp, (input, ctx) => service.report(input, ctx));
  app.ops.register(adminReportListOp, (input, ctx) => service.reports(input.status, asOperator(ctx)));
  app.ops.register(adminReportResolveOp, (input, ctx) => service.resolve(input, asOperator(ctx)));
  app.ops.register(adminVerifyListingOp, (input, ctx) => service.verify(input, asOperator(ctx)));
  app.ops.register(adminListingTrustOp, (input) => service.listing(input));
  app.ops.register(adminStaleListOp, (_input, ctx) => service.stale(asOperator(ctx)));
  app.ops.register(adminConfirmListingOp, (input, ctx) => service.confirm(input, asOperator(ctx)));

  // e2e ages a listing past 120 days and runs the nightly sweep (the browser cannot reach the database). Never in production.
  if (!app.config.isProduction) {
    const q = z.object({ target: z.enum(['shop', 'mall']), id: z.coerce.number().int().positive(), days: z.coerce.number().int().min(0).max(3650) });
    app.post('/api/test/trust/age', { schema: { hide: true } }, async (request, reply) => {
      const parsed = q.safeParse(request.query);
      if (!parsed.success) return reply.code(400).send({ code: 502, msg: '参数有误', data: null });
      const { target, id, days } = parsed.data;
      const table = target === 'shop' ? sql`shops` : sql`malls`;
      await db.execute(sql`update ${table} set updated_at = now() - make_interval(days => ${days}) where id = ${id}`);
      return { code: 10000, msg: '成功', data: await markStale(db, new Date()) };
    });
  }
}
