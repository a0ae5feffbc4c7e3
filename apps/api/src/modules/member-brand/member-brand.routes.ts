import type { FastifyInstance } from 'fastify';
import { myBrandOp, queryFillInfoStepOp, saveBrandOp, updateMyLeadOp } from '@shp/contracts';
import type { MemberCallContext } from '../../lib/call-context.js';
import { storageOf } from '../../lib/file-storage.js';
import { awardTask } from '../points/points.service.js';
import { createMemberBrandService } from './member-brand.service.js';

const memberId = (ctx: MemberCallContext) => ctx.member.id;

export async function memberBrandRoutes(app: FastifyInstance) {
  const db = app.db.db;
  const service = createMemberBrandService(db, { onProfileComplete: (id) => awardTask(db, id, 'brand_info'), storage: storageOf(app) });
  app.ops.register(queryFillInfoStepOp, async (_i, ctx) => service.fillStep(memberId(ctx)));
  app.ops.register(myBrandOp, async (_i, ctx) => service.myBrand(memberId(ctx)));
  app.ops.register(saveBrandOp, async (input, ctx) => service.save(memberId(ctx), input));
  app.ops.register(updateMyLeadOp, async (input, ctx) => service.updateLead(memberId(ctx), input));
}
