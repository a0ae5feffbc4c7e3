import crypto from 'node:crypto';
import { WechatText, type LoginResult } from '@shp/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { AuthMember } from '../../lib/call-context.js';
import { randomToken } from '../../lib/crypto.js';
import { badRequest } from '../../lib/errors.js';
import { agreeToLatest } from '../agreement/agreement.service.js';
import { createMessage } from '../messages/messages.repository.js';
import { WELCOME_MESSAGE } from '../../lib/welcome-message.js';
import { findMemberById, findOrCreateMemberByPhone, type MemberRow } from './auth.repository.js';
import type { ClientMeta } from './auth.service.js';
import { verifySmsCode } from './sms.service.js';
import * as repo from './wechat.repository.js';

type WechatSettings = Extract<Config['qrLogin'], { provider: 'wechat' }>;

/** WeChat's documented HTTPS API; it publishes no Node SDK for the website-app login (decision 037). */
export class WechatApiError extends Error {
  constructor(
    readonly errcode: number,
    readonly errmsg: string,
  ) {
    super(`wechat errcode ${errcode}`);
  }
}

const TIMEOUT_MS = 5000;

export function wechatClient(s: Pick<WechatSettings, 'apiBase' | 'appId' | 'appSecret'>) {
  async function get(path: string, params: Record<string, string>): Promise<Record<string, unknown>> {
    const url = new URL(`${s.apiBase}${path}`);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    let body: Record<string, unknown> | null = null;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      body = res.ok ? ((await res.json()) as Record<string, unknown>) : null;
    } catch {
      body = null; // the URL carries the secret: the fetch error is never passed on
    }
    if (!body) throw new WechatApiError(-1, 'no answer');
    if (typeof body.errcode === 'number' && body.errcode !== 0) throw new WechatApiError(body.errcode, String(body.errmsg ?? ''));
    return body;
  }
  return {
    /** sns/oauth2/access_token: the code (one use, 10 minutes) for a user access token, openid and unionid. */
    async exchangeCode(code: string) {
      const b = await get('/sns/oauth2/access_token', { appid: s.appId, secret: s.appSecret, code, grant_type: 'authorization_code' });
      return { accessToken: String(b.access_token ?? ''), openid: String(b.openid ?? ''), unionid: b.unionid ? String(b.unionid) : '' };
    },
    /** sns/userinfo: the person's nickname and unionid. */
    async userInfo(accessToken: string, openid: string) {
      const b = await get('/sns/userinfo', { access_token: accessToken, openid, lang: 'zh_CN' });
      return { openid: String(b.openid ?? openid), unionid: b.unionid ? String(b.unionid) : '', nickName: String(b.nickname ?? '').slice(0, 64) };
    },
  };
}

/** What a WeChat refusal tells the person; anything else is ours to fix and is logged by code only. */
function refusal(err: unknown, log: FastifyBaseLogger) {
  if (err instanceof WechatApiError) {
    if (err.errcode === 40163) return badRequest(WechatText.CODE_USED);
    if (err.errcode === 40029 || err.errcode === 42003 || err.errcode === 41008) return badRequest(WechatText.CODE_INVALID);
    log.error({ errcode: err.errcode, errmsg: err.errmsg.slice(0, 200) }, 'wechat login refused');
  } else log.error({ err }, 'wechat login failed');
  return badRequest(WechatText.UNAVAILABLE);
}

export const WECHAT_STATE_COOKIE = 'shp_wx_state';
const STATE_TTL_S = 600;
const BIND_TTL_MS = 10 * 60_000;

export type WechatPurpose = 'login' | 'bind';

/** state = HMAC of the browser's nonce and the purpose: it proves the callback began in this browser. */
const stateOf = (secret: string, nonce: string, purpose: WechatPurpose) =>
  crypto.createHmac('sha256', secret).update(`wx-state:${nonce}:${purpose}`).digest('base64url').slice(0, 43);

const sameText = (a: string, b: string) => a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));

export function createWechatService(deps: {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  startSession: (member: MemberRow, meta: ClientMeta) => Promise<LoginResult>;
  now?: () => Date;
}) {
  const { db, config, log } = deps;
  const now = deps.now ?? (() => new Date());
  const s = config.qrLogin.provider === 'wechat' ? config.qrLogin : null;
  const client = s ? wechatClient(s) : null;

  return {
    available: Boolean(s),
    stateCookieMaxAge: STATE_TTL_S,

    /** The authorise URL and the cookie value that binds its state to this browser. */
    start(purpose: WechatPurpose, redirect: string) {
      if (!s) return { authorizeUrl: null, cookie: null };
      const nonce = randomToken(18);
      const state = stateOf(config.authSecret, nonce, purpose);
      const u = new URL(s.authorizeUrl);
      u.searchParams.set('appid', s.appId);
      u.searchParams.set('redirect_uri', s.redirectUri);
      u.searchParams.set('response_type', 'code');
      u.searchParams.set('scope', 'snsapi_login');
      u.searchParams.set('state', state);
      u.hash = 'wechat_redirect';
      const cookie = `${nonce}.${purpose}.${Buffer.from(redirect).toString('base64url')}`;
      return { authorizeUrl: u.toString(), cookie };
    },

    /**
     * /redirectLogin: checks the state against this browser's cookie, exchanges the code and reads
     * the person. A linked WeChat logs its member in; a new one gets a ticket to bind a phone; from
     * 账号设置 (purpose bind) it is linked to the logged-in member.
     */
    async callback(input: { code: string; state: string }, cookie: string | undefined, member: AuthMember | null, meta: ClientMeta) {
      if (!s || !client) throw badRequest(WechatText.UNAVAILABLE);
      const [nonce, purposeRaw, redirectRaw] = (cookie ?? '').split('.');
      if (!nonce || (purposeRaw !== 'login' && purposeRaw !== 'bind')) throw badRequest(WechatText.STATE_EXPIRED);
      const purpose: WechatPurpose = purposeRaw;
      if (!sameText(input.state, stateOf(config.authSecret, nonce, purpose))) throw badRequest(WechatText.STATE_MISMATCH);
      const redirect = Buffer.from(redirectRaw ?? '', 'base64url').toString('utf8');
      const safeRedirect = /^\/(?!\/)/.test(redirect) ? redirect : '/';

      let person: { openid: string; unionid: string; nickName: string };
      try {
        const token = await client.exchangeCode(input.code);
        person = await client.userInfo(token.accessToken, token.openid);
        if (!person.unionid) person.unionid = token.unionid;
      } catch (err) {
        throw refusal(err, log);
      }
      // Without a unionid the website app is not attached to the Open Platform account (deploy.md).
      if (!person.unionid) {
        log.error('wechat userinfo answered no unionid');
        throw badRequest(WechatText.UNAVAILABLE);
      }
      const answer = { wechatNickName: person.nickName, redirect: safeRedirect };

      if (purpose === 'bind') {
        if (!member) throw badRequest(WechatText.BIND_NEEDS_LOGIN);
        await repo.linkMember(db, member.id, person, now());
        return { ...answer, result: 'bound' as const, login: null, bindTicket: null };
      }

      const link = await repo.findLinkByUnionid(db, person.unionid);
      if (link) {
        const m = await findMemberById(db, link.memberId);
        if (m && m.status === 'active') return { ...answer, result: 'loggedIn' as const, login: await deps.startSession(m, meta), bindTicket: null };
        await repo.unlinkMember(db, link.memberId); // the account was deleted: the WeChat is free again
      }
      const ticket = await repo.issueBindTicket(db, person, BIND_TTL_MS, now());
      return { ...answer, result: 'needPhone' as const, login: null, bindTicket: ticket };
    },

    /** A first-time WeChat user proves a phone with a LOGIN code; the account is used only after. */
    async bindPhone(input: { bindTicket: string; mobileCode: string; verifyCode: string }, meta: ClientMeta): Promise<LoginResult> {
      const ticket = await repo.findBindTicket(db, input.bindTicket, now());
      if (!ticket) throw badRequest(WechatText.BIND_EXPIRED);
      await verifySmsCode(db, { phone: input.mobileCode, code: input.verifyCode, scene: 'LOGIN' }, now());
      if (!(await repo.useBindTicket(db, ticket.id, now()))) throw badRequest(WechatText.BIND_EXPIRED);
      const member = await findOrCreateMemberByPhone(db, input.mobileCode, (tx, m) => createMessage(tx, m.id, WELCOME_MESSAGE));
      if (member.status !== 'active') throw badRequest(WechatText.BIND_EXPIRED);
      const existing = await repo.findLinkOfMember(db, member.id);
      if (existing && existing.unionid !== ticket.unionid) throw badRequest(WechatText.PHONE_TAKEN);
      await repo.linkMember(db, member.id, ticket, now());
      await agreeToLatest(db, member.id, now());
      return deps.startSession(member, meta);
    },

    async binding(member: AuthMember) {
      const link = await repo.findLinkOfMember(db, member.id);
      return { available: Boolean(s), bound: Boolean(link), nickName: link?.nickName ?? '', linkedAt: link ? link.linkedAt.toISOString() : null };
    },

    async unbind(member: AuthMember) {
      if (!(await repo.unlinkMember(db, member.id))) throw badRequest(WechatText.NOT_BOUND);
    },
  };
}
export type WechatService = ReturnType<typeof createWechatService>;
