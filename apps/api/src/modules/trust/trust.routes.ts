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
import { asOperator } from '../admin-auth/admin-auth.routes.js';
import { createTrustService } from './trust.service.js';

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
}
