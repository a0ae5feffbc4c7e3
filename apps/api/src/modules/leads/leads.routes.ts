import type { FastifyInstance } from 'fastify';
import { branderSettledOp, leadSmsSettingOp, myLeadRequestsOp, queryAllBrandOp, setLeadSmsSettingOp } from '@shp/contracts';
import { createLeadsService } from './leads.service.js';
import { PUBLIC_READ } from '../../lib/response-cache.js';
import { dbRateLimiter } from '../../lib/rate-limit.js';

export async function leadsRoutes(app: FastifyInstance) {
  const service = createLeadsService({ db: app.db.db, limiter: dbRateLimiter(app.db.db), sitePhone: app.config.site.phone });
  app.ops.register(queryAllBrandOp, (input) => service.suggestBrands(input.useBrandName), { cache: PUBLIC_READ });
  app.ops.register(branderSettledOp, (input, ctx) => service.settle(input, ctx));
  // access 'member' guarantees ctx.member before these run.
  app.ops.register(myLeadRequestsOp, (_input, ctx) => service.mine(ctx.member.id));
  app.ops.register(leadSmsSettingOp, (_input, ctx) => service.smsSetting(ctx.member.id));
  app.ops.register(setLeadSmsSettingOp, (input, ctx) => service.setSmsSetting(ctx.member.id, input.enabled));
}
