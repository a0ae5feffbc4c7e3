import type { FastifyInstance } from 'fastify';
import {
  adminOrderRefundOp,
  adminReconcileOp,
  adminWithdrawalDecideOp,
  adminWithdrawalListOp,
  paymentsOrderOp,
  paymentsPrepayOp,
  paymentsSandboxDecideOp,
  paymentsSandboxInfoOp,
} from '@shp/contracts';
import type { MemberCallContext } from '../../lib/call-context.js';
import { offsetOf, pageAnswer } from '../../lib/paging.js';
import { asOperator } from '../admin-auth/admin-auth.routes.js';
import { recordAudit } from '../admin-audit/audit.repository.js';
import { createPaymentsService, reconcile, refundPaidOrder } from './payments.service.js';

export { reconcile, refundPaidOrder } from './payments.service.js';

/** Notifications are small; a provider never sends more. */
const NOTICE_BODY_LIMIT = 64 * 1024;

export async function paymentsRoutes(app: FastifyInstance) {
  const db = app.db.db;
  const deps = { db, config: app.config, log: app.log };
  const service = createPaymentsService({
    ...deps,
    // The sandbox provider reaches the notify endpoint through HTTP handling, as a provider would.
    postNotice: async (driver, headers, body) =>
      (await app.inject({ method: 'POST', url: `/api/payments/notify/${driver}`, headers, payload: body })).statusCode,
  });
  if (app.config.isProduction && service.driverName === 'local') {
    app.log.warn('payments: PAYMENT_DRIVER=local — orders are paid in the demo sandbox; set wechatpay or alipay to take real money');
  }
  const member = (ctx: MemberCallContext) => ctx.member.id;

  app.ops.register(paymentsPrepayOp, (i, ctx) => service.prepay(member(ctx), i, ctx.ip));
  app.ops.register(paymentsOrderOp, (i, ctx) => service.order(member(ctx), i.orderId, i.check));
  app.ops.register(paymentsSandboxInfoOp, (i, ctx) => service.sandboxInfo(member(ctx), i.paymentNo));
  app.ops.register(paymentsSandboxDecideOp, (i, ctx) => service.sandboxDecide(member(ctx), i));

  app.ops.register(adminWithdrawalListOp, async (i, ctx) => {
    asOperator(ctx);
    const r = await service.withdrawalPage(i.status, ctx.pageParam.pageSize, offsetOf(ctx.pageParam).offset);
    return pageAnswer(r.list, r.total, ctx.pageParam);
  });
  app.ops.register(adminWithdrawalDecideOp, async (i, ctx) => {
    const op = asOperator(ctx).operator;
    const w = await service.decideWithdrawal(i, `运营：${op.displayName}`);
    await recordAudit(db, op, ctx.ip, {
      action: i.decision === 'paid' ? 'withdrawal.paid' : 'withdrawal.rejected',
      entityType: 'seller_withdrawal',
      entityId: String(w.withdrawalId),
      before: { status: 'pending' },
      after: { status: w.status, bankReference: w.bankReference, remark: w.remark },
    });
    return w;
  });
  app.ops.register(adminReconcileOp, async (_i, ctx) => {
    asOperator(ctx);
    return reconcile(db);
  });
  app.ops.register(adminOrderRefundOp, async (i, ctx) => {
    const op = asOperator(ctx).operator;
    const r = await refundPaidOrder(deps, { orderId: i.orderId, reason: `平台取消：${i.reason}`, operator: `运营：${op.displayName}` });
    await recordAudit(db, op, ctx.ip, {
      action: 'order.refund',
      entityType: 'seller_order',
      entityId: String(i.orderId),
      before: { status: 'paid' },
      after: r,
    });
    return r;
  });

  // Providers' notifications: the raw body is what their signatures cover, so it is not parsed here.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: NOTICE_BODY_LIMIT }, (_req, body, done) => done(null, body));
    scope.post<{ Params: { driver: string } }>('/api/payments/notify/:driver', { schema: { hide: true } }, async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const ack = await service.notify(request.params.driver, request.headers, body);
      if (!ack) return reply.code(404).type('application/json').send({ code: 'NOT_FOUND' });
      return reply.code(ack.status).type(ack.contentType).send(ack.body);
    });
    scope.post<{ Params: { driver: string } }>('/api/payments/notify/:driver/refund', { schema: { hide: true } }, async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const ack = await service.refundNotify(request.params.driver, request.headers, body);
      if (!ack) return reply.code(404).type('application/json').send({ code: 'NOT_FOUND' });
      return reply.code(ack.status).type(ack.contentType).send(ack.body);
    });
  });
}
