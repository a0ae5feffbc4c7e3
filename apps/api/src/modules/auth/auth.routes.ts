import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  autoLoginOp,
  captchaChallengeOp,
  captchaVerifyOp,
  leadLoginOp,
  loginRegisterOp,
  logoffOp,
  logoutOp,
  qrLoginConfirmOp,
  qrLoginCreateOp,
  qrLoginExchangeOp,
  qrLoginInfoOp,
  qrLoginPollOp,
  roleListOp,
  sendSmsOp,
  stepUpSendSmsOp,
  SMS_SCENES,
  userQueryOp,
  userUpdateOp,
} from '@shp/contracts';
import type { CallContext, MemberCallContext } from '../../lib/call-context.js';
import { tooMany } from '../../lib/errors.js';
import { createAuthService } from './auth.service.js';
import { createCaptchaService } from './captcha.service.js';
import { tencentCaptchaVerifier } from '../../lib/captcha-tencent.js';
import { lastLocalSmsCode, smsDriverOf } from '../../lib/sms-driver.js';
import { createSmsService } from './sms.service.js';
import { registerWechatOps } from './wechat.routes.js';
import { storageOf } from '../../lib/file-storage.js';
import { clearSessionCookie, setSessionCookie, tokenMarker } from './session-cookie.js';
import { dbRateLimiter, fallbackRateLimiter } from '../../lib/rate-limit.js';
import { logins } from '../../lib/metrics.js';

// Access level 'member' guarantees both before a handler runs.
const member = (ctx: MemberCallContext) => ctx.member;
const token = (ctx: CallContext) => ctx.token!;
const meta = (ctx: CallContext) => ({ ip: ctx.ip, userAgent: ctx.userAgent });

/** The way of a login, from its operation's address (…/loginRegister, …/qrLogin/exchange, …). */
const loginMethod = (http: { request: FastifyRequest } | null) => {
  const url = http?.request.routeOptions.url ?? '';
  if (/wechat/i.test(url)) return 'wechat';
  if (/qr/i.test(url)) return 'qr';
  if (/auto/i.test(url)) return 'auto';
  if (/lead/i.test(url)) return 'lead';
  return 'sms';
};

export async function authRoutes(app: FastifyInstance) {
  const { config } = app;
  const db = app.db.db;
  const limiter = app.redis
    ? fallbackRateLimiter(app.redis, db, (err) => app.log.warn({ err }, 'rate limit in the database: redis failed'))
    : dbRateLimiter(db);
  // An address gets its hourly SMS budget in passes per 10 minutes (at least 10), and
  // as many failures: more looks scripted.
  // CAPTCHA_DRIVER=tencent: tickets come from the TCaptcha popup and are checked with Tencent (decision 036).
  const captchaProvider =
    config.captcha.driver === 'tencent'
      ? { verifier: tencentCaptchaVerifier(config.captcha), limiter, log: (fields: object, msg: string) => app.log.warn(fields, msg) }
      : undefined;
  const captcha = createCaptchaService(db, undefined, { limiter, perIpPerWindow: Math.max(10, config.smsLimits.ipHourly) }, captchaProvider);
  const sms = createSmsService({ db, captcha, limiter, driver: smsDriverOf(app), limits: config.smsLimits });
  const auth = createAuthService({ db, secret: config.authSecret, publicOrigin: config.publicOrigin, storage: storageOf(app) });

  // Challenges and QR requests are rows: a per-IP cap keeps a script from filling the tables.
  const capPerIp = async (what: string, ip: string, limit: number) => {
    if (!(await limiter.hit(`${what}:ip:${ip}`, limit, 10 * 60_000))) throw tooMany();
  };
  app.ops.register(captchaChallengeOp, async (_input, ctx) => {
    await capPerIp('captcha', ctx.ip, config.smsLimits.ipHourly * 4);
    return captcha.challenge(ctx.ip);
  });
  app.ops.register(captchaVerifyOp, (input, ctx) => captcha.verify(input, ctx.ip));
  app.ops.register(sendSmsOp, (input, ctx) => sms.send(input, { ip: ctx.ip, memberPhone: ctx.member?.phone ?? null }));
  type Http = { request: FastifyRequest; reply: FastifyReply } | null;
  /**
   * A login's answer as it leaves: the token itself only in the HttpOnly cookie, page code gets
   * its marker (decision 029).
   */
  const answerLogin = <T extends { token: string; expiresIn: number }>(result: T, http: Http): T => {
    if (http) setSessionCookie(http.reply, http.request, config, result.token, result.expiresIn);
    logins.inc({ method: loginMethod(http) });
    return { ...result, token: tokenMarker(config.authSecret, result.token) };
  };
  const endCookie = (http: Http) => http && clearSessionCookie(http.reply, http.request, config);
  app.ops.register(stepUpSendSmsOp, (_input, ctx) => sms.sendToOwnPhone(ctx.member?.phone ?? null, ctx.ip));
  app.ops.register(loginRegisterOp, async (input, ctx, http) => answerLogin(await auth.loginRegister(input, meta(ctx)), http));
  app.ops.register(leadLoginOp, async (input, ctx, http) => answerLogin(await auth.leadLogin(input, meta(ctx)), http));
  app.ops.register(logoutOp, async (_input, ctx, http) => {
    await auth.logout(token(ctx));
    endCookie(http);
    return null;
  });
  app.ops.register(logoffOp, async (input, ctx, http) => {
    await auth.logoff(member(ctx), input.verifyCode);
    endCookie(http);
    return null;
  });
  app.ops.register(autoLoginOp, async (_input, ctx, http) => answerLogin(await auth.autoLogin(member(ctx), token(ctx)), http));
  app.ops.register(userQueryOp, (_input, ctx) => auth.query(member(ctx)));
  app.ops.register(userUpdateOp, (input, ctx) => auth.update(member(ctx), input));
  app.ops.register(roleListOp, async (_input, ctx) => auth.roles(member(ctx)));
  app.ops.register(qrLoginCreateOp, async (_input, ctx) => {
    await capPerIp('qr', ctx.ip, config.smsLimits.ipHourly * 2);
    return auth.qrCreate(meta(ctx));
  });
  app.ops.register(qrLoginPollOp, (input) => auth.qrPoll(input.requestId, input.pollSecret));
  app.ops.register(qrLoginInfoOp, (input) => auth.qrInfo(input.requestId));
  app.ops.register(qrLoginConfirmOp, async (input, ctx) => {
    await auth.qrConfirm(member(ctx), input.requestId, input.approve);
    return null;
  });
  app.ops.register(qrLoginExchangeOp, async (input, ctx, http) => answerLogin(await auth.qrExchange(input.code, meta(ctx)), http));
  registerWechatOps(app, auth, answerLogin);

  // Tests (API and e2e) read the code the local driver sent. Never registered in production.
  if (!config.isProduction) {
    // STEPUP too: the e2e reads the code of a seller's withdrawal to a new account.
    const q = z.object({ phone: z.string().regex(/^1\d{10}$/), scene: z.enum([...SMS_SCENES, 'STEPUP']).default('LOGIN') });
    app.get('/api/test/sms/last', { schema: { hide: true } }, async (request, reply) => {
      const parsed = q.safeParse(request.query);
      if (!parsed.success) return reply.code(400).send({ code: 502, msg: '参数有误', data: null });
      const code = lastLocalSmsCode(parsed.data.phone, parsed.data.scene);
      if (!code) return reply.code(404).send({ code: 404, msg: '没有验证码', data: null });
      return { code: 10000, msg: '成功', data: { code } };
    });
    app.delete('/api/test/sms/cooldown', { schema: { hide: true } }, async (request, reply) => {
      const parsed = q.safeParse(request.query);
      if (!parsed.success) return reply.code(400).send({ code: 502, msg: '参数有误', data: null });
      await sms.endCooldown(parsed.data.phone);
      return { code: 10000, msg: '成功', data: null };
    });
  }
}
