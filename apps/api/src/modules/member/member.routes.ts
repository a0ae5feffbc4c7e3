import type { FastifyInstance } from 'fastify';
import {
  gradeEquityRelationListOp,
  gradeListOp,
  memberInfoOp,
  memberLevelOp,
  queryAffiliatedStoreOp,
  queryMemberLevelOp,
  reportAccessOp,
  sellerCenterMenuOp,
} from '@shp/contracts';
import type { MemberCallContext } from '../../lib/call-context.js';
import { createMemberService } from './member.service.js';

// The op's access level guarantees a member before a handler runs.
const member = (ctx: MemberCallContext) => ctx.member;

export async function memberRoutes(app: FastifyInstance) {
  const service = createMemberService(app.db.db);
  app.ops.register(gradeListOp, () => service.grades());
  app.ops.register(gradeEquityRelationListOp, () => service.equityList());
  app.ops.register(memberInfoOp, (_i, ctx) => service.info(member(ctx)));
  app.ops.register(memberLevelOp, (_i, ctx) => service.level(member(ctx)));
  app.ops.register(queryMemberLevelOp, (_i, ctx) => service.level(member(ctx)));
  app.ops.register(sellerCenterMenuOp, async () => service.sellerMenu());
  app.ops.register(queryAffiliatedStoreOp, (_i, ctx) => service.affiliatedStores(member(ctx)));
  app.ops.register(reportAccessOp, (_i, ctx) => service.report(member(ctx)));
}
