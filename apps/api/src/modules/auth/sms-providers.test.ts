import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import { AuthText, ErrorText, encodePhone } from '@shp/contracts';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import {
  aliyunAnswer,
  startProviderStub,
  tencentError,
  tencentSendStatus,
  tencentSignatureValid,
  type ProviderStub,
  type StubAnswer,
} from '../../test/provider-stubs.js';
import { rateCounters } from '../../db/schema/index.js';
import { verifySmsCode } from './sms.service.js';
import { passCaptcha } from './testing.js';

const SEND = '/api/foreground/auth/sendSms';
const LOGIN = '/api/foreground/auth/loginRegister';
let seq = 0;
const newPhone = () => `136${String(process.pid % 10_000).padStart(4, '0')}${String(++seq).padStart(4, '0')}`;

/** What the stub last saw for SendSms to `phone` (the code the provider would have delivered). */
const aliyunCodeSentTo = (stub: ProviderStub, phone: string) => {
  const r = stub.requests.filter((x) => x.query.PhoneNumbers === phone).at(-1);
  return r ? (JSON.parse(r.query.TemplateParam) as { code: string }).code : null;
};

async function dayCount(t: TestApp, phone: string) {
  const rows = await t.database.db
    .select()
    .from(rateCounters)
    .where(like(rateCounters.key, `sms:day:${phone}:%`));
  return rows[0]?.count ?? 0;
}

describe('sendSms with SMS_DRIVER=aliyun (stub of SendSms)', () => {
  let t: TestApp;
  let stub: ProviderStub;
  let logs = '';
  let next: (phone: string) => StubAnswer = () => aliyunAnswer('OK');
  beforeAll(async () => {
    stub = await startProviderStub((req) => next(req.query.PhoneNumbers));
    const logStream = new PassThrough();
    logStream.on('data', (c: Buffer) => (logs += c.toString()));
    t = await createTestApp(
      {
        SMS_IP_HOURLY_LIMIT: '1000',
        LOG_LEVEL: 'warn',
        SMS_DRIVER: 'aliyun',
        ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI-api-test',
        ALIYUN_SMS_ACCESS_KEY_SECRET: 'aliyun-api-test-secret',
        ALIYUN_SMS_ENDPOINT: stub.url,
        SMS_SIGN_NAME: '商铺汇',
        SMS_TEMPLATE_CODE: 'SMS_200000001',
        SMS_TEMPLATE_NOTICE: 'SMS_200000009',
        SMS_TIMEOUT_MS: '1500',
      },
      { logStream },
    );
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });

  const send = async (phone: string, scene = 'LOGIN') =>
    post(t.app, SEND, { mobileCode: encodePhone(phone), userSource: '2', scene, ...(await passCaptcha(t.app)) });

  it('a delivered code logs the person in', async () => {
    const phone = newPhone();
    next = () => aliyunAnswer('OK');
    const res = await send(phone);
    expect(res.body).toMatchObject({ code: 10000, data: { countdown: 60 } });
    const code = aliyunCodeSentTo(stub, phone)!;
    expect(code).toMatch(/^\d{6}$/);
    const login = await post(t.app, LOGIN, { mobileCode: encodePhone(phone), verifyCode: code, userSource: '2' });
    expect(login.body.code).toBe(10000);
  });

  it('a refused send answers the reason, leaves no code to verify, no 60 s wait and no daily count', async () => {
    const phone = newPhone();
    next = () => aliyunAnswer('isv.MOBILE_NUMBER_ILLEGAL', '非法手机号');
    const refused = await send(phone);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 502, msg: AuthText.SMS_PHONE_REFUSED });
    const undelivered = aliyunCodeSentTo(stub, phone)!;
    await expect(verifySmsCode(t.database.db, { phone, code: undelivered, scene: 'LOGIN' })).rejects.toMatchObject({ message: AuthText.CODE_EXPIRED });
    expect(await dayCount(t, phone)).toBe(0);

    next = () => aliyunAnswer('OK');
    const again = await send(phone);
    expect(again.body.code).toBe(10000);
    expect(await dayCount(t, phone)).toBe(1);
    // The refused one stays void even now that a code exists.
    const delivered = aliyunCodeSentTo(stub, phone)!;
    if (delivered !== undelivered) {
      await expect(verifySmsCode(t.database.db, { phone, code: undelivered, scene: 'LOGIN' })).rejects.toMatchObject({ message: AuthText.CODE_WRONG });
    }
    await expect(verifySmsCode(t.database.db, { phone, code: delivered, scene: 'LOGIN' })).resolves.toBeUndefined();
  });

  it.each([
    ['isv.SMS_SIGNATURE_ILLEGAL', '签名不合法', 400, AuthText.SMS_SIGN_REFUSED],
    ['isv.SMS_TEMPLATE_ILLEGAL', '模板不合法', 400, AuthText.SMS_TEMPLATE_REFUSED],
    ['isv.BUSINESS_LIMIT_CONTROL', '触发天级流控Permits:10', 429, AuthText.SMS_DAILY],
    ['isv.AMOUNT_NOT_ENOUGH', '余额不足', 400, ErrorText.SMS_FAILED],
  ])('%s (%s) answers %i %s', async (code, message, status, text) => {
    next = () => aliyunAnswer(code, message);
    const res = await send(newPhone());
    expect(res.status).toBe(status);
    expect(res.body.msg).toBe(text);
  });

  it('a provider that does not answer: 超时 after SMS_TIMEOUT_MS, the slot is free again, the day counts it (it may still arrive)', async () => {
    const phone = newPhone();
    next = () => 'hang';
    const res = await send(phone);
    expect(res.body).toMatchObject({ code: 502, msg: AuthText.SMS_TIMEOUT });
    const late = aliyunCodeSentTo(stub, phone)!;
    await expect(verifySmsCode(t.database.db, { phone, code: late, scene: 'LOGIN' })).rejects.toMatchObject({ message: AuthText.CODE_EXPIRED });
    expect(await dayCount(t, phone)).toBe(1);
    next = () => aliyunAnswer('OK');
    expect((await send(phone)).body.code).toBe(10000);
  });

  it("with the slider (the default) pages' CSP names no captcha host", async () => {
    const csp = String((await t.app.inject({ method: 'GET', url: '/login' })).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('captcha');
    const site = (await t.app.inject({ method: 'GET', url: '/api/foreground/common/siteConfig' })).json().data;
    expect(site.captcha).toEqual({ driver: 'slider' });
  });

  it('logs the refusal with its code and a masked phone, never the keys or the code', async () => {
    const phone = newPhone();
    next = () => aliyunAnswer('isv.MOBILE_NUMBER_ILLEGAL');
    await send(phone);
    const code = aliyunCodeSentTo(stub, phone)!;
    await expect.poll(() => logs).toContain('isv.MOBILE_NUMBER_ILLEGAL');
    expect(logs).toContain(`${phone.slice(0, 3)}****${phone.slice(7)}`);
    expect(logs).not.toContain(phone);
    expect(logs).not.toContain('aliyun-api-test-secret');
    expect(logs).not.toContain('LTAI-api-test');
    expect(logs).not.toMatch(new RegExp(`\\b${code}\\b`));
  });
});

describe('CAPTCHA_DRIVER=tencent with SMS_DRIVER=tencent (stub of DescribeCaptchaResult and SendSms)', () => {
  let t: TestApp;
  let stub: ProviderStub;
  let captchaAnswer: (ticket: string) => StubAnswer;
  let smsAnswer: (phone: string) => StubAnswer = (phone) => tencentSendStatus('Ok', phone);
  const captchaCode = (code: number, msg = code === 1 ? 'OK' : 'ticket reused'): StubAnswer => ({
    json: { Response: { CaptchaCode: code, CaptchaMsg: msg, EvilLevel: 0, GetCaptchaTime: 0, RequestId: 'r' } },
  });
  beforeAll(async () => {
    captchaAnswer = (ticket) => captchaCode(ticket.startsWith('good-') ? 1 : 9);
    stub = await startProviderStub((req) => {
      const body = JSON.parse(req.body || '{}');
      if (req.headers['x-tc-action'] === 'DescribeCaptchaResult') return captchaAnswer(body.Ticket);
      if (req.headers['x-tc-action'] === 'SendSms') return smsAnswer(String(body.PhoneNumberSet?.[0]).slice(3));
      return tencentError('InvalidAction');
    });
    t = await createTestApp({
      SMS_IP_HOURLY_LIMIT: '1000',
      SMS_DRIVER: 'tencent',
      TENCENTCLOUD_SECRET_ID: 'AKID-api-test',
      TENCENTCLOUD_SECRET_KEY: 'tencent-api-test-key',
      TENCENT_SMS_SDK_APP_ID: '1400000002',
      TENCENT_SMS_ENDPOINT: stub.url,
      SMS_SIGN_NAME: '商铺汇',
      SMS_TEMPLATE_CODE: '200001',
      SMS_TEMPLATE_NOTICE: '200009',
      SMS_TIMEOUT_MS: '1500',
      CAPTCHA_DRIVER: 'tencent',
      TENCENT_CAPTCHA_APP_ID: '190000001',
      TENCENT_CAPTCHA_APP_SECRET_KEY: 'captcha-app-secret',
      TENCENT_CAPTCHA_ENDPOINT: stub.url,
      CAPTCHA_TIMEOUT_MS: '1500',
    });
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });

  let tickets = 0;
  const send = (phone: string, ticket = `good-${++tickets}-${'x'.repeat(40)}`, randstr = '@abc') =>
    post(t.app, SEND, { mobileCode: encodePhone(phone), userSource: '2', scene: 'LOGIN', ticket, randstr });

  it("checks the ticket with DescribeCaptchaResult (the user's address, app id and key), then sends with SendSms", async () => {
    const phone = newPhone();
    stub.requests.length = 0;
    const res = await send(phone, 'good-ticket-1-abcdefghijklmnopqrstuvwxyz0123456789', '@r4nd');
    expect(res.body).toMatchObject({ code: 10000, data: { countdown: 60 } });
    const [check, sms] = stub.requests;
    expect(check.headers['x-tc-action']).toBe('DescribeCaptchaResult');
    expect(check.headers['x-tc-version']).toBe('2019-07-22');
    expect(JSON.parse(check.body)).toEqual({
      CaptchaType: 9,
      Ticket: 'good-ticket-1-abcdefghijklmnopqrstuvwxyz0123456789',
      Randstr: '@r4nd',
      UserIp: '127.0.0.1',
      CaptchaAppId: 190000001,
      AppSecretKey: 'captcha-app-secret',
    });
    expect(tencentSignatureValid(check, 'AKID-api-test', 'tencent-api-test-key')).toBe(true);
    expect(sms.headers['x-tc-action']).toBe('SendSms');
    expect(tencentSignatureValid(sms, 'AKID-api-test', 'tencent-api-test-key')).toBe(true);
    const code = JSON.parse(sms.body).TemplateParamSet[0];
    const login = await post(t.app, LOGIN, { mobileCode: encodePhone(phone), verifyCode: code, userSource: '2' });
    expect(login.body.code).toBe(10000);
  });

  it('a ticket is good once: a replay is refused without asking Tencent again', async () => {
    const ticket = `good-replayed-${'y'.repeat(40)}`;
    expect((await send(newPhone(), ticket)).body.code).toBe(10000);
    const asked = stub.requests.length;
    const replay = await send(newPhone(), ticket);
    expect(replay.body).toMatchObject({ code: 502, msg: AuthText.TICKET_INVALID });
    expect(stub.requests.length).toBe(asked);
  });

  it("a refused ticket (CaptchaCode ≠ 1) or Tencent not answering reads '网络异常，请点击重试' and sends nothing", async () => {
    const phone = newPhone();
    stub.requests.length = 0;
    const refused = await send(phone, `bad-${'z'.repeat(40)}`);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(ErrorText.CAPTCHA);
    expect(stub.requests.map((r) => r.headers['x-tc-action'])).toEqual(['DescribeCaptchaResult']);

    captchaAnswer = () => 'hang';
    const silent = await send(phone);
    expect(silent.body.msg).toBe(ErrorText.CAPTCHA);
    captchaAnswer = (ticket) => captchaCode(ticket.startsWith('good-') ? 1 : 9);
    // Nothing was sent, so the phone's 60 s slot is still free.
    expect((await send(phone)).body.code).toBe(10000);
  });

  it('a number Tencent refuses: the reason, no code, the slot free', async () => {
    const phone = newPhone();
    smsAnswer = (p) => tencentSendStatus('LimitExceeded.PhoneNumberDailyLimit', p);
    const refused = await send(phone);
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toBe(AuthText.SMS_DAILY);
    smsAnswer = () => tencentError('FailedOperation.TemplateIncorrectOrUnapproved');
    expect((await send(phone)).body.msg).toBe(AuthText.SMS_TEMPLATE_REFUSED);
    smsAnswer = (p) => tencentSendStatus('Ok', p);
    expect((await send(phone)).body.code).toBe(10000);
  });

  it('the slider calls are off while Tencent captcha is on', async () => {
    const ch = await post(t.app, '/api/foreground/auth/captcha/challenge', {});
    expect(ch.status).toBe(400);
    expect(ch.body.msg).toBe(AuthText.CAPTCHA_NOT_SLIDER);
  });

  it("pages' CSP lets the TCaptcha script, its frames, images and calls in", async () => {
    const csp = String((await t.app.inject({ method: 'GET', url: '/login' })).headers['content-security-policy']);
    for (const directive of ['script-src', 'frame-src', 'img-src', 'connect-src']) {
      expect(csp).toMatch(new RegExp(`${directive} [^;]*https://turing\\.captcha\\.qcloud\\.com`));
    }
    expect(csp).toMatch(/frame-src [^;]*https:\/\/turing\.captcha\.gtimg\.com/);
  });

  it('the site config hands the browser the captcha app id and script, never the keys', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/foreground/common/siteConfig' });
    const data = res.json().data;
    expect(data.captcha).toEqual({ driver: 'tencent', appId: '190000001', scriptUrl: 'https://turing.captcha.qcloud.com/TJCaptcha.js' });
    expect(res.body).not.toContain('captcha-app-secret');
    expect(res.body).not.toContain('tencent-api-test-key');
  });
});
