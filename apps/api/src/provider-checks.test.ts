import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { runProviderChecks } from './provider-checks.js';
import { startProviderStub, tencentSendStatus, type ProviderStub, type StubAnswer } from './test/provider-stubs.js';

describe('npm run check:providers', () => {
  let stub: ProviderStub;
  let captchaCode = 9;
  beforeAll(async () => {
    stub = await startProviderStub((req): StubAnswer => {
      const action = req.headers['x-acs-action'] ?? req.headers['x-tc-action'];
      if (action === 'QuerySmsSign') return { json: { Code: 'OK', SignName: req.query.SignName, SignStatus: 1, RequestId: 'r' } };
      if (action === 'QuerySmsTemplate')
        return {
          json: {
            Code: 'OK',
            TemplateCode: req.query.TemplateCode,
            TemplateStatus: req.query.TemplateCode === 'SMS_9' ? 2 : 1,
            Reason: req.query.TemplateCode === 'SMS_9' ? '变量不规范' : '',
            RequestId: 'r',
          },
        };
      if (action === 'SendSms') return tencentSendStatus('Ok', JSON.parse(req.body).PhoneNumberSet[0].slice(3));
      if (action === 'DescribeCaptchaResult')
        return {
          json: {
            Response: { CaptchaCode: captchaCode, CaptchaMsg: captchaCode === 100 ? 'appid-secretkey-ticket mismatch' : 'decrypt fail', RequestId: 'r' },
          },
        };
      return { status: 400, json: {} };
    });
  });
  afterAll(() => stub.close());

  it('with only local drivers says so and passes', async () => {
    const { ok, lines } = await runProviderChecks(loadConfig({}), {});
    expect(ok).toBe(true);
    expect(lines.join('\n')).toContain('Only local drivers are configured');
  });

  it('reports what Aliyun says of the sign and each template', async () => {
    const config = loadConfig({
      SMS_DRIVER: 'aliyun',
      ALIYUN_SMS_ACCESS_KEY_ID: 'id',
      ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
      ALIYUN_SMS_ENDPOINT: stub.url,
      SMS_SIGN_NAME: '商铺汇',
      SMS_TEMPLATE_CODE: 'SMS_1',
      SMS_TEMPLATE_NOTICE: 'SMS_9',
    });
    const { ok, lines } = await runProviderChecks(config, {});
    expect(ok).toBe(true);
    expect(lines[0]).toBe('OK    SMS (sign and templates): aliyun: 签名 商铺汇: 审核通过; 模板 SMS_1: 审核通过; 模板 SMS_9: 审核未通过（变量不规范）');
    expect(lines[1]).toContain('skipped: pass --phone');
  });

  it('sends one real code with --phone, and checks the captcha keys with a dummy ticket', async () => {
    const base = {
      SMS_DRIVER: 'tencent',
      TENCENTCLOUD_SECRET_ID: 'AKID',
      TENCENTCLOUD_SECRET_KEY: 'key',
      TENCENT_SMS_SDK_APP_ID: '1400000003',
      TENCENT_SMS_ENDPOINT: stub.url,
      SMS_SIGN_NAME: '商铺汇',
      SMS_TEMPLATE_CODE: '1',
      SMS_TEMPLATE_NOTICE: '2',
      CAPTCHA_DRIVER: 'tencent',
      TENCENT_CAPTCHA_APP_ID: '190000003',
      TENCENT_CAPTCHA_APP_SECRET_KEY: 'app-key',
      TENCENT_CAPTCHA_ENDPOINT: stub.url,
    };
    const sms = { name: 'sms', applies: () => true, run: async () => '' };
    const checks = (await import('./provider-checks.js')).PROVIDER_CHECKS.filter((c) => !c.name.startsWith('SMS (sign'));
    captchaCode = 15;
    let result = await runProviderChecks(loadConfig(base), { phone: '13900001111' }, checks);
    expect(result.ok).toBe(true);
    expect(result.lines[0]).toContain('accepted a LOGIN code for 139****1111');
    expect(result.lines[1]).toContain('keys accepted');
    captchaCode = 100;
    result = await runProviderChecks(loadConfig(base), {}, [...checks.slice(1), sms]);
    expect(result.ok).toBe(false);
    expect(result.lines[0]).toMatch(/^FAIL  Captcha .*CaptchaCode 100.*TENCENT_CAPTCHA_APP_SECRET_KEY/);
  });
});
