import type { FastifyInstance } from 'fastify';
import {
  storefrontCategoryListOp,
  storefrontEvaluateOp,
  storefrontEvaluationListOp,
  storefrontGoodsDetailOp,
  storefrontGoodsListOp,
  storefrontOrderCancelOp,
  storefrontOrderConfirmOp,
  storefrontOrderCreateOp,
} from '@shp/contracts';
import type { MemberCallContext } from '../../lib/call-context.js';
import { notFound } from '../../lib/errors.js';
import { offsetOf, pageAnswer } from '../../lib/paging.js';
import * as repo from './storefront.repository.js';
import { cancelByBuyer, confirmByBuyer, createOrder, evaluate } from './storefront.service.js';

export { autoConfirmOrders } from './storefront.service.js';

const buyerOf = (ctx: MemberCallContext) => ({ id: ctx.member.id, nickName: ctx.member.nickName });

export async function storefrontRoutes(app: FastifyInstance) {
  const db = app.db.db;
  const ops = app.ops;

  ops.register(storefrontGoodsListOp, async (i, ctx) => {
    const { limit, offset } = offsetOf(ctx.pageParam);
    const r = await repo.goodsPage(db, i, limit, offset);
    return pageAnswer(r.list, r.total, ctx.pageParam);
  });
  ops.register(storefrontCategoryListOp, () => repo.categories(db));
  ops.register(storefrontGoodsDetailOp, async (i) => {
    const d = await repo.goodsDetail(db, i.goodsId);
    // Pending, rejected, off-shelf and deleted goods read exactly like missing ones.
    if (!d) throw notFound('商品不存在或已下架');
    return d;
  });
  ops.register(storefrontEvaluationListOp, async (i, ctx) => {
    if (!(await repo.isVisible(db, i.goodsId))) throw notFound('商品不存在或已下架');
    const { limit, offset } = offsetOf(ctx.pageParam);
    const r = await repo.evaluationPage(db, i.goodsId, limit, offset);
    return pageAnswer(r.list, r.total, ctx.pageParam);
  });

  ops.register(storefrontOrderCreateOp, (i, ctx) => createOrder(db, buyerOf(ctx), i));
  ops.register(storefrontOrderCancelOp, (i, ctx) => cancelByBuyer(db, buyerOf(ctx), i.orderId, i.reason));
  ops.register(storefrontOrderConfirmOp, (i, ctx) => confirmByBuyer(db, buyerOf(ctx), i.orderId));
  ops.register(storefrontEvaluateOp, (i, ctx) => evaluate(db, buyerOf(ctx), i));
}
