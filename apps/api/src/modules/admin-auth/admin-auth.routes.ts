import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  adminChangePasswordOp,
  adminConsultantOptionsOp,
  adminLoginOp,
  adminLogoutOp,
  adminMeOp,
  adminOperatorCreateOp,
  adminOperatorListOp,
  adminOperatorUpdateOp,
  adminTotpConfirmOp,
  adminTotpDisableOp,
  adminTotpEnrolOp,
  adminTotpStatusOp,
} from '@shp/contracts';
import { OPERATOR_COOKIE, operatorTokenFromRequest } from '../../plugins/ops.js';
import { asOperator } from '../../lib/call-context.js';
import { createAdminAuthService, SESSION_HOURS } from './admin-auth.service.js';

export async function adminAuthRoutes(app: FastifyInstance) {
  const service = createAdminAuthService(app.db.db, { requireTotp: app.config.adminRequireTotp });
  const secure = app.config.trustProxy !== false || app.config.isProduction;

  const setCookie = (reply: FastifyReply, token: string, expires: Date) =>
    // HttpOnly: scripts never read it; SameSite=Strict: other sites cannot ride the session.
    reply.setCookie(OPERATOR_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'strict', secure, expires });

  app.ops.register(adminLoginOp, async (input, ctx, http) => {
    const answer = await service.login(input, ctx.ip, ctx.userAgent);
    if (http && answer.token) setCookie(http.reply, answer.token, answer.expiresAt);
    return { operator: answer.operator, totp: answer.totp, enrol: answer.enrol };
  });

  app.ops.register(adminLogoutOp, async (_input, _ctx, http) => {
    if (http) {
      await service.logout(operatorTokenFromRequest(http.request));
      http.reply.clearCookie(OPERATOR_COOKIE, { path: '/' });
    }
    return null;
  });

  app.ops.register(adminMeOp, async (_input, ctx) => ({ operator: ctx.operator }));

  app.ops.register(adminChangePasswordOp, async (input, ctx, http) => {
    const op = asOperator(ctx);
    await service.changePassword(op.operator, http ? operatorTokenFromRequest(http.request) : null, input, ctx.ip);
    return null;
  });

  app.ops.register(adminTotpStatusOp, (_input, ctx) => service.totpStatus(asOperator(ctx).operator));
  app.ops.register(adminTotpEnrolOp, (_input, ctx) => service.totpEnrol(asOperator(ctx).operator));
  app.ops.register(adminTotpConfirmOp, async (input, ctx) => {
    await service.totpConfirm(asOperator(ctx).operator, input.code, ctx.ip);
    return null;
  });
  app.ops.register(adminTotpDisableOp, async (input, ctx) => {
    await service.totpDisable(asOperator(ctx).operator, input.code, ctx.ip);
    return null;
  });

  app.ops.register(adminOperatorListOp, (input, ctx) => service.list(input, ctx.pageParam));
  app.ops.register(adminOperatorCreateOp, (input, ctx) => service.create(asOperator(ctx), input));
  app.ops.register(adminOperatorUpdateOp, (input, ctx) => service.update(asOperator(ctx), input));
  app.ops.register(adminConsultantOptionsOp, () => service.consultants());
}

export { SESSION_HOURS };
