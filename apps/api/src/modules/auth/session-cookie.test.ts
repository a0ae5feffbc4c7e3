import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import { SESSION_COOKIE } from '@shp/contracts';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { loadConfig } from '../../config.js';
import { createMemberSession } from '../../test/fixtures.js';
import { createOperatorSession } from '../../test/operators.js';
import { loginWithSms, requestSmsCode } from './testing.js';
import { setSessionCookie } from './session-cookie.js';

/**
 * Decision 029: the login's proof is an HttpOnly cookie the server sets and
 * clears; what page code can read (the answer's token, the `token` cookie) authenticates nothing;
 * the cookie speaks for a state-changing call only when it cannot be cross-site; no credential
 * travels in a URL.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SMS_IP_HOURLY_LIMIT: '1000' });
});
afterAll(() => t.close());

const USER_QUERY = '/api/foreground/auth/user/query';
const cookieOf = (setCookie: unknown) =>
  ([] as unknown[])
    .concat(setCookie ?? [])
    .map(String)
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`));

function callWith(headers: Record<string, string>, url = USER_QUERY) {
  return t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload: { channelCode: 'ch_web', data: {} } });
}

describe('the session cookie', () => {
  it('is set by the login as HttpOnly, SameSite=Lax for 7 days, and the answer holds only a marker', async () => {
    const login = await loginWithSms(t.app, '13700000101');
    expect(login.marker).toMatch(/^m\./);
    expect(login.marker).not.toContain(login.token);
    // The cookie as loginWithSms read it: a working token.
    expect((await post(t.app, USER_QUERY, {}, { token: login.token })).body.code).toBe(10000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/foreground/gl/autoLogin',
      headers: { 'member-token': login.token },
      payload: { data: { type: '2' } },
    });
    const set = cookieOf(res.headers['set-cookie'])!;
    expect(set).toMatch(/HttpOnly/);
    expect(set).toMatch(/SameSite=Lax/);
    expect(set).toMatch(/Path=\//);
    expect(set).toMatch(/Max-Age=\d{6}/);
    expect(set).not.toMatch(/Secure/);
    expect(res.json().data.token).toBe(login.marker);
  });

  it('is Secure when the site is served over https', async () => {
    const app = Fastify();
    await app.register(cookie);
    const config = loadConfig({}, { PUBLIC_ORIGIN: 'https://shop.example' });
    app.get('/', async (request, reply) => {
      setSessionCookie(reply, request, config, 'x', 60);
      return 'ok';
    });
    expect(cookieOf((await app.inject({ url: '/' })).headers['set-cookie'])).toMatch(/Secure/);
    await app.close();
  });

  it('the marker, wherever page code could send it, authenticates nothing', async () => {
    const login = await loginWithSms(t.app, '13700000102');
    for (const headers of <Record<string, string>[]>[
      { 'member-token': login.marker },
      { cookie: `token=${login.marker}` },
      { authorization: `Bearer ${login.marker}` },
    ]) {
      expect((await callWith(headers)).statusCode).toBe(401);
    }
    const inEnvelope = await t.app.inject({ method: 'POST', url: USER_QUERY, payload: { channelCode: 'ch_web', token: login.marker, data: {} } });
    expect(inEnvelope.statusCode).toBe(401);
    // The real token in the page-readable cookie is not read either: only the HttpOnly one speaks.
    expect((await callWith({ cookie: `token=${login.token}`, 'member-token': login.marker })).statusCode).toBe(401);
  });

  it('authenticates a browser call with our custom header or from our own origin, never a bare cross-site post', async () => {
    const login = await loginWithSms(t.app, '13700000103');
    const jar = `${SESSION_COOKIE}=${login.token}; token=${login.marker}`;
    expect((await callWith({ cookie: jar, 'member-token': login.marker })).json().code).toBe(10000);
    expect((await callWith({ cookie: jar, 'sec-fetch-site': 'same-origin' })).json().code).toBe(10000);
    expect((await callWith({ cookie: jar, origin: new URL(t.config.publicOrigin).origin })).json().code).toBe(10000);
    // A form on another site: no custom header, a foreign origin.
    expect((await callWith({ cookie: jar, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).statusCode).toBe(401);
    expect((await callWith({ cookie: jar })).statusCode).toBe(401);
    // Server-side reads (GET) go with the cookie alone.
    const get = await t.app.inject({ url: '/api/foreground/common/siteConfig', headers: { cookie: jar } });
    expect(get.statusCode).toBe(200);
  });

  it('is cleared by logout (and the session revoked)', async () => {
    const login = await loginWithSms(t.app, '13700000104');
    const jar = `${SESSION_COOKIE}=${login.token}`;
    const out = await callWith({ cookie: jar, 'member-token': login.marker }, '/api/foreground/auth/logout');
    expect(out.json().code).toBe(10000);
    expect(cookieOf(out.headers['set-cookie'])).toMatch(new RegExp(`^${SESSION_COOKIE}=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)`));
    expect((await callWith({ cookie: jar, 'member-token': login.marker })).statusCode).toBe(401);
  });

  it('is cleared by log-off', async () => {
    const phone = '13700000105';
    const login = await loginWithSms(t.app, phone);
    await t.app.inject({ method: 'DELETE', url: `/api/test/sms/cooldown?phone=${phone}` });
    const code = await requestSmsCode(t.app, phone, 'LOGOFF', { token: login.token });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/foreground/auth/logoff',
      headers: { cookie: `${SESSION_COOKIE}=${login.token}`, 'member-token': login.marker },
      payload: { channelCode: 'ch_web', data: { verifyCode: code } },
    });
    expect(res.json().code).toBe(10000);
    expect(cookieOf(res.headers['set-cookie'])).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
  });
});

describe('credentials in a URL', () => {
  it('are refused, a member token or an operator token, on calls and pages alike', async () => {
    const { token } = await createMemberSession(t.database.db);
    const operator = await createOperatorSession(t.database.db);
    for (const url of [
      `/api/foreground/common/siteConfig?channelCode=ch_web&token=${token}`,
      `/api/foreground/agreementPrivacyPolicy/detail?id=1&member-token=${token}`,
      `/api/foreground/auth/user/query?token=${token}`,
      `/api/admin/auth/me?adminToken=${operator.token}`,
      `/api/foreground/common/siteConfig?Admin-Token=${operator.token}`,
    ]) {
      const res = await t.app.inject({
        method: url.includes('user/query') || url.includes('admin') ? 'POST' : 'GET',
        url,
        payload: url.includes('siteConfig') || url.includes('detail') ? undefined : { data: {} },
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toEqual({ code: 502, msg: '登录凭证不能放在网址中，请通过请求头发送', data: null });
    }
  });

  it('an empty token field (an old client with nobody logged in) is no credential and passes', async () => {
    expect((await t.app.inject({ url: '/api/foreground/common/siteConfig?channelCode=ch_web&token=' })).statusCode).toBe(200);
  });
});
