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
