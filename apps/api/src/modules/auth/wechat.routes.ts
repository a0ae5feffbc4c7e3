import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type LoginResult, wechatBindPhoneOp, wechatBindingOp, wechatCallbackOp, wechatStartOp, wechatUnbindOp } from '@shp/contracts';
import type { MemberCallContext } from '../../lib/call-context.js';
import { unauthorized } from '../../lib/errors.js';
import type { AuthService } from './auth.service.js';
import { createWechatService, WECHAT_STATE_COOKIE } from './wechat.service.js';

type Http = { request: FastifyRequest; reply: FastifyReply } | null;

/** WeChat QR login and the binding in 账号设置 (QR_LOGIN_PROVIDER=wechat, decision 037). */
export function registerWechatOps(app: FastifyInstance, auth: AuthService, answerLogin: (result: LoginResult, http: Http) => LoginResult) {
  const { config } = app;
  const wechat = createWechatService({ db: app.db.db, config, log: app.log, startSession: auth.startSession });
  const meta = (ctx: { ip: string; userAgent: string }) => ({ ip: ctx.ip, userAgent: ctx.userAgent });
  const cookieOptions = (request: FastifyRequest) => ({
    path: '/',
    httpOnly: true,
    // Lax: the cookie must come along when WeChat sends the browser back to /redirectLogin.
    sameSite: 'lax' as const,
    secure: request.protocol === 'https' || config.publicOrigin.startsWith('https:'),
  });

  app.ops.register(wechatStartOp, async (input, ctx, http) => {
    if (!wechat.available) return { provider: 'local' as const, authorizeUrl: null };
    if (input.purpose === 'bind' && !ctx.member) throw unauthorized();
    const { authorizeUrl, cookie } = wechat.start(input.purpose, input.redirect);
    if (http && cookie) http.reply.setCookie(WECHAT_STATE_COOKIE, cookie, { ...cookieOptions(http.request), maxAge: wechat.stateCookieMaxAge });
    return { provider: 'wechat' as const, authorizeUrl };
  });

  app.ops.register(wechatCallbackOp, async (input, ctx, http) => {
    const cookie = http?.request.cookies[WECHAT_STATE_COOKIE];
    // One use, whatever the outcome: a replayed callback finds no state to match.
    if (http) http.reply.clearCookie(WECHAT_STATE_COOKIE, cookieOptions(http.request));
    const answer = await wechat.callback(input, cookie, ctx.member, meta(ctx));
    return { ...answer, login: answer.login ? answerLogin(answer.login, http) : null };
  });

  app.ops.register(wechatBindPhoneOp, async (input, ctx, http) => answerLogin(await wechat.bindPhone(input, meta(ctx)), http));
  app.ops.register(wechatBindingOp, (_input, ctx) => wechat.binding((ctx as MemberCallContext).member));
  app.ops.register(wechatUnbindOp, async (_input, ctx) => {
    await wechat.unbind((ctx as MemberCallContext).member);
    return null;
  });
}
