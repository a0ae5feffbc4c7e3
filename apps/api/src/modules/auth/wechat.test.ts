import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { WechatText, encodePhone } from '@shp/contracts';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { startWechatStub, type WechatPerson, type WechatStub } from '../../test/provider-stubs.js';
import { memberWechatLinks, members } from '../../db/schema/index.js';
import { loginWithSms, requestSmsCode, sessionTokenOf } from './testing.js';
import { WECHAT_STATE_COOKIE } from './wechat.service.js';
import { checkWechat } from './wechat.check.js';

/** WeChat's sns API on this machine (test/provider-stubs.ts). */
const APP_ID = 'wx0123456789abcdef';
const SECRET = 'stub-app-secret-0123456789';
let stub: WechatStub;
let apiBase: string;

beforeAll(async () => {
  stub = await startWechatStub(APP_ID, SECRET);
  apiBase = stub.url;
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    SMS_IP_HOURLY_LIMIT: '1000',
    QR_LOGIN_PROVIDER: 'wechat',
    WECHAT_APP_ID: APP_ID,
    WECHAT_APP_SECRET: SECRET,
    WECHAT_API_BASE: apiBase,
    PUBLIC_ORIGIN: 'https://www.example.cn',
  });
});
afterAll(async () => {
  await t?.close();
  await stub?.close();
});

let seq = 0;
const newPhone = () => `136${String(Date.now() % 1_000_000).padStart(6, '0')}${String(++seq).padStart(2, '0')}`.slice(0, 11);
const scan = (person: WechatPerson) => stub.scan(person);
const newPerson = (): WechatPerson => ({ openid: `o-${++seq}-${Date.now()}`, unionid: `u-${++seq}-${Date.now()}`, nickname: `微信用户${seq}` });

/** What the browser does: start (gets the cookie and the authorise URL), then come back with code + state. */
async function start(purpose: 'login' | 'bind' = 'login', opts: { token?: string } = {}) {
  const res = await post(t.app, '/api/foreground/auth/wechat/start', { purpose, redirect: '/personalCenter' }, opts);
  expect(res.body.code).toBe(10000);
  const url = new URL(res.body.data.authorizeUrl);
  const setCookie = ([] as string[]).concat(res.headers['set-cookie'] as string[]).find((c) => c.startsWith(`${WECHAT_STATE_COOKIE}=`))!;
  expect(setCookie).toMatch(/HttpOnly/i);
  return { url, state: url.searchParams.get('state')!, cookie: setCookie.split(';')[0] };
}
const callback = (code: string, state: string, cookie: string, token?: string) =>
  post(t.app, '/api/foreground/auth/wechat/callback', { code, state }, { headers: { cookie }, token });

describe('WeChat QR login against a stub of sns/oauth2 and sns/userinfo', () => {
  it('builds the documented authorise URL with a state bound to the browser', async () => {
    const { url, state } = await start();
    expect(`${url.origin}${url.pathname}`).toBe('https://open.weixin.qq.com/connect/qrconnect');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appid: APP_ID,
      redirect_uri: 'https://www.example.cn/redirectLogin',
      response_type: 'code',
      scope: 'snsapi_login',
      state,
    });
    expect(url.hash).toBe('#wechat_redirect');
    expect(url.toString()).not.toContain(SECRET);
    expect(state.length).toBeGreaterThan(20);
  });

  it('makes a first-time WeChat user bind a phone with an SMS code, then logs in by unionid', async () => {
    const person = newPerson();
    const s = await start();
    const first = await callback(scan(person), s.state, s.cookie);
    expect(first.body).toMatchObject({ code: 10000, data: { result: 'needPhone', login: null, wechatNickName: person.nickname, redirect: '/personalCenter' } });
    expect(first.headers['set-cookie']).not.toContain('shp_token');
    const exchange = stub.requests.find((r) => r.path === '/sns/oauth2/access_token' && r.query.code?.includes(person.unionid))!;
    expect(exchange.query).toMatchObject({ appid: APP_ID, secret: SECRET, grant_type: 'authorization_code' });
    expect(stub.requests.some((r) => r.path === '/sns/userinfo' && r.query.openid === person.openid)).toBe(true);

    const phone = newPhone();
    const ticket = first.body.data.bindTicket as string;
    const wrong = await post(t.app, '/api/foreground/auth/wechat/bindPhone', { bindTicket: ticket, mobileCode: encodePhone(phone), verifyCode: '000000' });
    expect(wrong.body.code).not.toBe(10000); // no code was sent to this phone: nothing is linked
    const code = await requestSmsCode(t.app, phone, 'LOGIN');
    const bound = await post(t.app, '/api/foreground/auth/wechat/bindPhone', { bindTicket: ticket, mobileCode: encodePhone(phone), verifyCode: code });
    expect(bound.body.code).toBe(10000);
    expect(sessionTokenOf(bound.headers)).toBeTruthy();
    const [m] = await t.database.db.select().from(members).where(eq(members.phone, phone));
    const [link] = await t.database.db.select().from(memberWechatLinks).where(eq(memberWechatLinks.memberId, m.id));
    expect(link).toMatchObject({ unionid: person.unionid, openid: person.openid, nickName: person.nickname });

    // The ticket is one-time.
    const again = await post(t.app, '/api/foreground/auth/wechat/bindPhone', { bindTicket: ticket, mobileCode: encodePhone(phone), verifyCode: code });
    expect(again.body.msg).toBe(WechatText.BIND_EXPIRED);

    // Next scan: the linked member is logged in at once.
    const s2 = await start();
    const second = await callback(scan(person), s2.state, s2.cookie);
    expect(second.body).toMatchObject({ code: 10000, data: { result: 'loggedIn', bindTicket: null } });
    expect(second.body.data.login.userInfo.memberId).toBe(String(m.id));
    expect(sessionTokenOf(second.headers)).toBeTruthy();
  });

  it('refuses a mismatched state, a missing state cookie, and a replayed or invalid code, each in Chinese', async () => {
    const person = newPerson();
    const s = await start();
    const other = await start();
    const mismatched = await callback(scan(person), other.state, s.cookie);
    expect(mismatched).toMatchObject({ status: 400, body: { msg: WechatText.STATE_MISMATCH } });

    const noCookie = await post(t.app, '/api/foreground/auth/wechat/callback', { code: scan(person), state: s.state });
    expect(noCookie.body.msg).toBe(WechatText.STATE_EXPIRED);

    const invalid = await callback('never-issued', s.state, s.cookie);
    expect(invalid).toMatchObject({ status: 400, body: { msg: WechatText.CODE_INVALID } });

    const code = scan(person);
    expect((await callback(code, s.state, s.cookie)).body.code).toBe(10000);
    // The replay carries the old cookie along (an attacker's copy): WeChat refuses the spent code.
    const replay = await callback(code, s.state, s.cookie);
    expect(replay).toMatchObject({ status: 400, body: { msg: WechatText.CODE_USED } });
    // The callback's answer cleared the state cookie: the browser itself cannot replay.
    expect(String(([] as string[]).concat(replay.headers['set-cookie'] as string[]))).toContain(`${WECHAT_STATE_COOKIE}=;`);
  });

  it('lets a member bind and unbind WeChat in 账号设置, one WeChat per member and one member per WeChat', async () => {
    const a = await loginWithSms(t.app, newPhone());
    const b = await loginWithSms(t.app, newPhone());
    const person = newPerson();
    const before = await post(t.app, '/api/foreground/auth/wechat/binding', {}, { token: a.token });
    expect(before.body.data).toEqual({ available: true, bound: false, nickName: '', linkedAt: null });
    const anonymous = await post(t.app, '/api/foreground/auth/wechat/start', { purpose: 'bind' });
    expect(anonymous.status).toBe(401);

    const s = await start('bind', { token: a.token });
    const bound = await callback(scan(person), s.state, s.cookie, a.token);
    expect(bound.body.data).toMatchObject({ result: 'bound', login: null });
    const after = await post(t.app, '/api/foreground/auth/wechat/binding', {}, { token: a.token });
    expect(after.body.data).toMatchObject({ bound: true, nickName: person.nickname });

    const sb = await start('bind', { token: b.token });
    const taken = await callback(scan(person), sb.state, sb.cookie, b.token);
    expect(taken.body.msg).toBe(WechatText.WECHAT_TAKEN);

    expect((await post(t.app, '/api/foreground/auth/wechat/unbind', {}, { token: a.token })).body.code).toBe(10000);
    expect((await post(t.app, '/api/foreground/auth/wechat/unbind', {}, { token: a.token })).body.msg).toBe(WechatText.NOT_BOUND);
    const sb2 = await start('bind', { token: b.token });
    expect((await callback(scan(person), sb2.state, sb2.cookie, b.token)).body.data.result).toBe('bound');
  });

  it('keeps the secret out of answers and logs when WeChat refuses the app', async () => {
    let logged = '';
    const logStream = new Writable({
      write(chunk, _enc, done) {
        logged += String(chunk);
        done();
      },
    });
    const broken = await createTestApp(
      { LOG_LEVEL: 'info', QR_LOGIN_PROVIDER: 'wechat', WECHAT_APP_ID: APP_ID, WECHAT_APP_SECRET: 'a-wrong-secret-value', WECHAT_API_BASE: apiBase },
      { logStream },
    );
    try {
      const res = await post(broken.app, '/api/foreground/auth/wechat/start', { purpose: 'login' });
      const cookie = String(([] as string[]).concat(res.headers['set-cookie'] as string[])[0]).split(';')[0];
      const state = new URL(res.body.data.authorizeUrl).searchParams.get('state')!;
      const out = await post(broken.app, '/api/foreground/auth/wechat/callback', { code: scan(newPerson()), state }, { headers: { cookie } });
      expect(out.body.msg).toBe(WechatText.UNAVAILABLE);
      expect(JSON.stringify(out.body)).not.toContain('a-wrong-secret-value');
      expect(logged).toContain('"errcode":40125');
      expect(logged).not.toContain('a-wrong-secret-value');
    } finally {
      await broken.close();
    }
  });

  it('answers provider local with nothing configured', async () => {
    const local = await createTestApp();
    try {
      const res = await post(local.app, '/api/foreground/auth/wechat/start', { purpose: 'login' });
      expect(res.body.data).toEqual({ provider: 'local', authorizeUrl: null });
    } finally {
      await local.close();
    }
  });

  it('provider check: a probe code proves the appid and secret are accepted', async () => {
    await expect(checkWechat({ apiBase, appId: APP_ID, appSecret: SECRET }).run()).resolves.toMatch(/appid/);
    await expect(checkWechat({ apiBase, appId: APP_ID, appSecret: 'nope' }).run()).rejects.toThrow(/40125/);
  });
});
