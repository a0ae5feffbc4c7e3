import type { FastifyInstance } from 'fastify';
import {
  adminOrderRefundOp,
  adminReconcileOp,
  adminRefundListOp,
  adminRefundRequestDecideOp,
  adminRefundRequestListOp,
  adminWithdrawalDecideOp,
  adminWithdrawalListOp,
  paymentsOrderOp,
  paymentsPrepayOp,
  paymentsRefundRequestOp,
  paymentsSandboxDecideOp,
  paymentsSandboxInfoOp,
} from '@shp/contracts';
import { asOperator, type MemberCallContext } from '../../lib/call-context.js';
import { offsetOf, pageAnswer } from '../../lib/paging.js';
import { recordAudit } from '../admin-audit/audit.repository.js';
import { createPaymentsService, decideRefundRequest, reconcile, refundPaidOrder, requestRefund } from './payments.service.js';
import { refundPage, refundRequestPage } from './payments.repository.js';

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
    return service.decideWithdrawal(i, `运营：${op.displayName}`, (tx, w) =>
      recordAudit(tx, op, ctx.ip, {
        action: i.decision === 'paid' ? 'withdrawal.paid' : 'withdrawal.rejected',
        entityType: 'seller_withdrawal',
        entityId: String(w.id),
        before: { status: 'pending' },
        after: { status: w.status, bankReference: w.bankReference, remark: w.remark },
      }),
    );
  });
  app.ops.register(adminReconcileOp, async (_i, ctx) => {
    asOperator(ctx);
    return reconcile(db);
  });
  app.ops.register(adminOrderRefundOp, async (i, ctx) => {
    const op = asOperator(ctx).operator;
    const reason = `平台取消：${i.reason}`;
    return refundPaidOrder(deps, {
      orderId: i.orderId,
      reason,
      operator: `运营：${op.displayName}`,
      inTx: (tx) =>
        recordAudit(tx, op, ctx.ip, {
          action: 'order.refund',
          entityType: 'seller_order',
          entityId: String(i.orderId),
          before: { status: 'paid' },
          after: { status: 'cancelled', reason },
        }),
    });
  });

  app.ops.register(paymentsRefundRequestOp, (i, ctx) => requestRefund(deps, member(ctx), i));
  app.ops.register(adminRefundRequestListOp, async (i, ctx) => {
    asOperator(ctx);
    const r = await refundRequestPage(db, i.status, ctx.pageParam.pageSize, offsetOf(ctx.pageParam).offset);
    return pageAnswer(r.list, r.total, ctx.pageParam);
  });
  app.ops.register(adminRefundRequestDecideOp, async (i, ctx) => {
    const op = asOperator(ctx).operator;
    return decideRefundRequest(deps, i, `运营：${op.displayName}`, (tx, before) =>
      recordAudit(tx, op, ctx.ip, {
        action: i.decision === 'approve' ? 'refund_request.approved' : 'refund_request.refused',
        entityType: 'payment_refund_request',
        entityId: String(i.requestId),
        before: { status: before.status, orderId: before.orderId },
        after: { status: i.decision === 'approve' ? 'approved' : 'refused', reason: i.reason ?? null },
      }),
    );
  });
  app.ops.register(adminRefundListOp, async (i, ctx) => {
    asOperator(ctx);
    const r = await refundPage(db, i.status, ctx.pageParam.pageSize, offsetOf(ctx.pageParam).offset);
    return pageAnswer(r.list, r.total, ctx.pageParam);
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
