import type { FastifyInstance } from 'fastify';
import { adminGoodsListOp, adminGoodsReviewOp, adminMemberPointsOp, adminMemberSearchOp, adminMemberSetGradeOp, adminMemberSetSellerOp } from '@shp/contracts';
import { asOperator } from '../../lib/call-context.js';
import { createAdminMembersService } from './admin-members.service.js';

export async function adminMembersRoutes(app: FastifyInstance) {
  const service = createAdminMembersService(app.db.db);
  app.ops.register(adminMemberSearchOp, (input, ctx) => service.search(input, asOperator(ctx)));
  app.ops.register(adminMemberSetGradeOp, (input, ctx) => service.setGrade(input, asOperator(ctx)));
  app.ops.register(adminMemberSetSellerOp, (input, ctx) => service.setSeller(input, asOperator(ctx)));
  app.ops.register(adminGoodsListOp, (input, ctx) => service.goods(input.status, asOperator(ctx)));
  app.ops.register(adminGoodsReviewOp, (input, ctx) => service.reviewGoods(input, asOperator(ctx)));
  app.ops.register(adminMemberPointsOp, (input, ctx) => service.points(input.memberId, asOperator(ctx)));
}
