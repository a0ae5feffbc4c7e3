import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('PUBLIC_ORIGIN', () => {
  it('defaults to localhost on the configured port', () => {
    expect(loadConfig({}).publicOrigin).toBe('http://localhost:3000');
    expect(loadConfig({}, { PORT: '4123' }).publicOrigin).toBe('http://localhost:4123');
    expect(loadConfig({}, { PUBLIC_ORIGIN: '' }).publicOrigin).toBe('http://localhost:3000');
  });

  it('keeps only the origin of the setting, so joined URLs never double a slash', () => {
    const c = loadConfig({}, { PUBLIC_ORIGIN: 'https://www.example.cn/' });
    expect(c.publicOrigin).toBe('https://www.example.cn');
    expect(c.approvalApiBase).toBe('https://www.example.cn/api/approval');
  });
});

describe('SMS and captcha drivers (issue 33)', () => {
  const aliyun = {
    SMS_DRIVER: 'aliyun',
    ALIYUN_SMS_ACCESS_KEY_ID: 'id',
    ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
    SMS_SIGN_NAME: '商铺汇',
    SMS_TEMPLATE_CODE: 'SMS_1',
    SMS_TEMPLATE_NOTICE: 'SMS_9',
  };

  it('defaults to the local SMS driver and the slider, with nothing configured', () => {
    const c = loadConfig({});
    expect(c.sms).toEqual({ driver: 'local', timeoutMs: 5000 });
    expect(c.captcha).toEqual({ driver: 'slider' });
  });

  it('a provider driver without a setting stops start-up naming every missing setting', () => {
    expect(() => loadConfig({ SMS_DRIVER: 'aliyun' })).toThrow(
      'Invalid environment: SMS_DRIVER=aliyun needs ALIYUN_SMS_ACCESS_KEY_ID, ALIYUN_SMS_ACCESS_KEY_SECRET, SMS_SIGN_NAME, SMS_TEMPLATE_NOTICE',
    );
    expect(() => loadConfig({ ...aliyun, ALIYUN_SMS_ACCESS_KEY_SECRET: '' })).toThrow('SMS_DRIVER=aliyun needs ALIYUN_SMS_ACCESS_KEY_SECRET');
    expect(() => loadConfig({ SMS_DRIVER: 'tencent', SMS_SIGN_NAME: 's', SMS_TEMPLATE_CODE: '1', SMS_TEMPLATE_NOTICE: '2' })).toThrow(
      'SMS_DRIVER=tencent needs TENCENTCLOUD_SECRET_ID, TENCENTCLOUD_SECRET_KEY, TENCENT_SMS_SDK_APP_ID',
    );
    expect(() => loadConfig({ ...aliyun, SMS_TEMPLATE_CODE: '', SMS_TEMPLATE_LOGIN: 'SMS_2' })).toThrow(
      'SMS_DRIVER=aliyun needs SMS_TEMPLATE_CODE (or SMS_TEMPLATE_LEAD, SMS_TEMPLATE_LOGOFF, SMS_TEMPLATE_STEPUP)',
    );
    expect(() => loadConfig({ SMS_DRIVER: 'qcloud' })).toThrow(/SMS_DRIVER/);
    expect(() => loadConfig({ CAPTCHA_DRIVER: 'tencent', TENCENTCLOUD_SECRET_ID: 'x', TENCENTCLOUD_SECRET_KEY: 'y' })).toThrow(
      'CAPTCHA_DRIVER=tencent needs TENCENT_CAPTCHA_APP_ID, TENCENT_CAPTCHA_APP_SECRET_KEY',
    );
    expect(() =>
      loadConfig({
        CAPTCHA_DRIVER: 'tencent',
        TENCENTCLOUD_SECRET_ID: 'x',
        TENCENTCLOUD_SECRET_KEY: 'y',
        TENCENT_CAPTCHA_APP_ID: 'abc',
        TENCENT_CAPTCHA_APP_SECRET_KEY: 'k',
      }),
    ).toThrow('TENCENT_CAPTCHA_APP_ID');
  });

  it('per-scene templates fall back to SMS_TEMPLATE_CODE; endpoints take a host or a URL', () => {
    const c = loadConfig({ ...aliyun, SMS_TEMPLATE_LEAD: 'SMS_3', ALIYUN_SMS_ENDPOINT: 'http://127.0.0.1:9000' });
    expect(c.sms).toMatchObject({
      driver: 'aliyun',
      templates: { LOGIN: 'SMS_1', LEAD: 'SMS_3', LOGOFF: 'SMS_1', STEPUP: 'SMS_1' },
      noticeTemplate: 'SMS_9',
      endpoint: { protocol: 'http', host: '127.0.0.1:9000' },
    });
    expect(loadConfig(aliyun).sms).toMatchObject({ endpoint: { protocol: 'https', host: 'dysmsapi.aliyuncs.com' } });
  });

  it('Tencent captcha: the CSP origins are the script’s and the popup’s', () => {
    const c = loadConfig({
      CAPTCHA_DRIVER: 'tencent',
      TENCENTCLOUD_SECRET_ID: 'x',
      TENCENTCLOUD_SECRET_KEY: 'y',
      TENCENT_CAPTCHA_APP_ID: '190000001',
      TENCENT_CAPTCHA_APP_SECRET_KEY: 'k',
    });
    expect(c.captcha).toMatchObject({
      driver: 'tencent',
      appId: 190000001,
      cspOrigins: ['https://turing.captcha.qcloud.com', 'https://turing.captcha.gtimg.com'],
    });
  });
});

describe('WeChat login and object storage drivers', () => {
  it('default to the embedded ones with nothing configured', () => {
    const c = loadConfig({});
    expect(c.qrLogin).toEqual({ provider: 'local' });
    expect(c.storage).toEqual({ driver: 'local' });
  });

  it('stop start-up naming the setting a chosen driver misses', () => {
    expect(() => loadConfig({}, { QR_LOGIN_PROVIDER: 'wechat' })).toThrow('QR_LOGIN_PROVIDER=wechat needs WECHAT_APP_ID, WECHAT_APP_SECRET');
    expect(() => loadConfig({}, { QR_LOGIN_PROVIDER: 'wechat', WECHAT_APP_ID: 'wx1' })).toThrow(/needs WECHAT_APP_SECRET$/);
    expect(() => loadConfig({}, { STORAGE_DRIVER: 's3' })).toThrow('STORAGE_DRIVER=s3 needs S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY');
    expect(() => loadConfig({}, { STORAGE_DRIVER: 's3', S3_BUCKET: 'b', S3_REGION: 'r', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: ' ' })).toThrow(
      /needs S3_SECRET_ACCESS_KEY$/,
    );
    expect(() => loadConfig({}, { STORAGE_DRIVER: 'ftp' as 's3' })).toThrow(/STORAGE_DRIVER/);
  });

  it('build the callback from the public origin and keep the secret server-side', () => {
    const c = loadConfig({}, { QR_LOGIN_PROVIDER: 'wechat', WECHAT_APP_ID: 'wx1', WECHAT_APP_SECRET: 's3cr3t', PUBLIC_ORIGIN: 'https://www.example.cn' });
    expect(c.qrLogin).toMatchObject({
      provider: 'wechat',
      appId: 'wx1',
      redirectUri: 'https://www.example.cn/redirectLogin',
      apiBase: 'https://api.weixin.qq.com',
    });
  });
});

describe('DATABASE_READ_URL (decision 066)', () => {
  it('is off unless set, and needs a PostgreSQL primary', () => {
    expect(loadConfig({}).databaseRead).toBeNull();
    expect(loadConfig({}, { DATABASE_URL: 'postgres://u@db/shp', DATABASE_READ_URL: '' }).databaseRead).toBeNull();
    expect(loadConfig({}, { DATABASE_URL: 'postgres://u@db/shp', DATABASE_READ_URL: 'postgres://u@replica/shp' }).databaseRead).toEqual({
      url: 'postgres://u@replica/shp',
      maxLagSeconds: 5,
    });
    expect(() => loadConfig({}, { DATABASE_READ_URL: 'postgres://u@replica/shp' })).toThrow(/DATABASE_READ_URL .* needs DATABASE_URL/);
    expect(() =>
      loadConfig({}, { DATABASE_URL: 'postgres://u@db/shp', DATABASE_READ_URL: 'postgres://u@replica/shp', DATABASE_READ_MAX_LAG_SECONDS: '0' }),
    ).toThrow(/DATABASE_READ_MAX_LAG_SECONDS/);
  });
});
