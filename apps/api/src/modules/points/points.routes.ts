import type { FastifyInstance } from 'fastify';
import { doTaskOp, drawOp, goodsListOp, lotteryInfoOp, myPrizeListOp, orderDetailOp, orderListOp, pointBillOp, pointSummaryOp, redeemOp } from '@shp/contracts';
import type { MemberCallContext } from '../../lib/call-context.js';
import { createPointsService } from './points.service.js';

const memberId = (ctx: MemberCallContext) => ctx.member.id;

export async function pointsRoutes(app: FastifyInstance) {
  const service = createPointsService(app.db.db);
  app.ops.register(pointSummaryOp, async (_i, ctx) => service.summary(memberId(ctx)));
  app.ops.register(doTaskOp, async (input, ctx) => service.awardTask(memberId(ctx), input.taskTemplateId, input.targetId ?? input.taskId ?? null));
  app.ops.register(pointBillOp, async (input, ctx) => service.bill(memberId(ctx), input.direction, ctx.pageParam));
  app.ops.register(goodsListOp, async (_i, ctx) => service.goods(ctx.pageParam));
  app.ops.register(redeemOp, async (input, ctx) => service.redeem(memberId(ctx), input));
  app.ops.register(orderListOp, async (_i, ctx) => service.orders(memberId(ctx), ctx.pageParam));
  app.ops.register(orderDetailOp, async (input, ctx) => service.order(memberId(ctx), input.id));
  app.ops.register(lotteryInfoOp, async (_i, ctx) => service.lotteryInfo(memberId(ctx)));
  app.ops.register(drawOp, async (_i, ctx) => service.draw(memberId(ctx)));
  app.ops.register(myPrizeListOp, async (input, ctx) => service.prizes(memberId(ctx), input.includeMisses, ctx.pageParam));
}
