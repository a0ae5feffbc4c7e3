import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Cookie, Page } from 'playwright-core';
import { closeBrowser, launch, waitHydrated } from './support/browser';
import { startSite, type Site } from './support/site';
import { lastSmsCode } from './support/login';
import {
  startProviderStub,
  startWechatStub,
  tencentError,
  tencentSignatureValid,
  type ProviderStub,
  type WechatStub,
} from '../apps/api/src/test/provider-stubs';

/*
 * The real providers end to end (issue 33): one site with CAPTCHA_DRIVER=tencent (decision 036) and
 * QR_LOGIN_PROVIDER=wechat (decision 037), storing uploads with STORAGE_DRIVER=s3 in s3rver (decisions 038, 048). Its DescribeCaptchaResult calls go to a local stub of
 * Tencent Cloud's API 3.0 (signature checked) and its WeChat calls to a stub of sns/oauth2 and
 * sns/userinfo. In the browser, Tencent's script host answers a stub TCaptcha whose popup passes at
 * once with a ticket the test chose, and WeChat's QR page sends the browser straight back with a
 * code, as a person scanning and agreeing would. The rest is the real site. Stubs live in tests only.
 */

const SCRIPT_URL = 'https://turing.captcha.qcloud.com/TJCaptcha.js';
const SECRET_ID = 'AKID-e2e-captcha';
const SECRET_KEY = 'e2e-captcha-secret-key';
const WX_APP_ID = 'wx-e2e-app';
const WX_SECRET = 'wx-e2e-secret';
const WX_AUTHORIZE = 'https://open.weixin.qq.com/connect/qrconnect';

/** TJCaptcha.js's browser API as the site uses it: `new TencentCaptcha(appId, callback, options).show()`. */
const TCAPTCHA_STUB = `
window.TencentCaptcha = function (appId, callback) {
  this.show = function () {
    window.__tcAppId = appId;
    var kind = window.__tcNext || 'good';
    setTimeout(function () {
      callback({ ret: 0, ticket: kind + '-' + Date.now() + '-' + Math.random().toString(36).slice(2) + 'x'.repeat(40), randstr: '@e2e' });
    }, 50);
  };
};`;

let site: Site;
let stub: ProviderStub;
let wechat: WechatStub;
let s3: { close(): Promise<void> } | null = null;
let s3Dir = '';
/** The member the captcha login made, for the upload test. */
let memberCookies: Cookie[] = [];

/** A local S3-compatible server, as `npm run test:e2e:s3` uses: the site reads through signed URLs. */
async function startS3(): Promise<Record<string, string>> {
  // @ts-expect-error s3rver ships no types; only its constructor, run and close are used.
  const { default: S3rver } = (await import('@20minutes/s3rver')) as {
    default: new (o: object) => { run(): Promise<{ port: number }>; close(): Promise<void> };
  };
  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shp-e2e-providers-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: 'shp-providers' }] });
  const { port } = await server.run();
  s3 = server;
  return {
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: 'shp-providers',
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
}
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  stub = await startProviderStub((req) => {
    if (req.headers['x-tc-action'] !== 'DescribeCaptchaResult') return tencentError('InvalidAction');
    if (!tencentSignatureValid(req, SECRET_ID, SECRET_KEY)) return tencentError('AuthFailure.SignatureFailure');
    const body = JSON.parse(req.body || '{}') as { Ticket?: string };
    const pass = String(body.Ticket).startsWith('good-');
    return { json: { Response: { CaptchaCode: pass ? 1 : 9, CaptchaMsg: pass ? 'OK' : 'ticket reused', EvilLevel: 0, GetCaptchaTime: 0, RequestId: 'e2e' } } };
  });
  site = await startSite({
    SEED_SCALE: 'test',
    SMS_IP_HOURLY_LIMIT: '1000',
    CAPTCHA_DRIVER: 'tencent',
    TENCENTCLOUD_SECRET_ID: SECRET_ID,
    TENCENTCLOUD_SECRET_KEY: SECRET_KEY,
    TENCENT_CAPTCHA_APP_ID: '190000001',
    TENCENT_CAPTCHA_APP_SECRET_KEY: 'e2e-captcha-app-key',
    TENCENT_CAPTCHA_ENDPOINT: stub.url,
    TENCENT_CAPTCHA_SCRIPT_URL: SCRIPT_URL,
    QR_LOGIN_PROVIDER: 'wechat',
    WECHAT_APP_ID: WX_APP_ID,
    WECHAT_APP_SECRET: WX_SECRET,
    WECHAT_API_BASE: (wechat = await startWechatStub(WX_APP_ID, WX_SECRET)).url,
    WECHAT_AUTHORIZE_URL: WX_AUTHORIZE,
    ...(await startS3()),
  });
}, 120_000);

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => {});
  await closeBrowser();
  await site?.stop();
  await stub?.close();
  await wechat?.close();
  await s3?.close();
  if (s3Dir) fs.rmSync(s3Dir, { recursive: true, force: true });
});

/** What WeChat's QR page does once the person scanned and agreed: back to redirect_uri with a code and the state. */
type Scan = (authorize: URL) => { code: string; state: string };

async function loginPage(scan?: Scan): Promise<{ page: Page; scripts: string[] }> {
  const context = await (
    await launch()
  ).newContext({ baseURL: site.baseURL, locale: 'zh-CN', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  contexts.push(context);
  context.setDefaultTimeout(20_000);
  const scripts: string[] = [];
  // Tencent's host is unreachable from here: its script is answered by the stub above.
  await context.route(`${SCRIPT_URL}*`, (route) => {
    scripts.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: TCAPTCHA_STUB });
  });
  // WeChat's QR page: the person "scans" at once and is sent back, as WeChat does, with a 302.
  await context.route(`${WX_AUTHORIZE}*`, (route) => {
    const authorize = new URL(route.request().url());
    const back = new URL(authorize.searchParams.get('redirect_uri')!);
    const { code, state } = scan ? scan(authorize) : { code: '', state: authorize.searchParams.get('state') ?? '' };
    if (code) back.searchParams.set('code', code);
    back.searchParams.set('state', state);
    return route.fulfill({ status: 302, headers: { location: back.toString() } });
  });
  await context.addInitScript(() => localStorage.setItem('isNovice', '1'));
  const page = await context.newPage();
  await page.goto('/login');
  await waitHydrated(page);
  return { page, scripts };
}

const newPhone = () => `136${String(Date.now() % 100_000_000).padStart(8, '0')}`;

describe('login with Tencent Cloud Captcha (CAPTCHA_DRIVER=tencent)', () => {
  it('the popup’s ticket is checked with DescribeCaptchaResult, the code arrives, the visitor logs in', async () => {
    const { page, scripts } = await loginPage();
    const card = page.locator('.shp-login-card');
    // The script loads on the first click only.
    expect(scripts).toEqual([]);
    const phone = newPhone();
    await card.getByLabel('手机号码').fill(phone);
    await card.getByRole('checkbox').check();
    await card.getByRole('button', { name: '安全验证' }).click();
    await card.getByText('验证通过').waitFor();
    expect(scripts).toHaveLength(1);
    expect(await page.evaluate(() => (window as unknown as { __tcAppId: string }).__tcAppId)).toBe('190000001');
    stub.requests.length = 0;
    await card.getByTestId('sms-code-button').click();
    await card.getByText(/\d+s后重新获取/).waitFor();
    const [check] = stub.requests;
    const sent = JSON.parse(check.body) as Record<string, unknown>;
    expect(sent).toMatchObject({ CaptchaType: 9, Randstr: '@e2e', UserIp: '127.0.0.1', CaptchaAppId: 190000001, AppSecretKey: 'e2e-captcha-app-key' });
    expect(String(sent.Ticket)).toMatch(/^good-/);
    const code = await lastSmsCode(phone, 'LOGIN', site.baseURL);
    await card.getByLabel('验证码', { exact: true }).fill(code);
    await card.getByRole('button', { name: /登录\/注册/ }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 15_000 });
    memberCookies = await page.context().cookies();
    expect(memberCookies.some((c) => c.name === 'shp_session')).toBe(true);
  });

  it('a ticket Tencent refuses shows 网络异常，请点击重试 and sends no code', async () => {
    const { page } = await loginPage();
    const card = page.locator('.shp-login-card');
    const phone = newPhone();
    await card.getByLabel('手机号码').fill(phone);
    await card.getByRole('checkbox').check();
    await page.evaluate(() => ((window as unknown as { __tcNext: string }).__tcNext = 'bad'));
    await card.getByRole('button', { name: '安全验证' }).click();
    await card.getByText('验证通过').waitFor();
    await card.getByTestId('sms-code-button').click();
    await page.getByText('网络异常，请点击重试').first().waitFor();
    expect(await card.getByText(/\d+s后重新获取/).count()).toBe(0);
    const last = (await (await fetch(`${site.baseURL}/api/test/sms/last?phone=${phone}&scene=LOGIN`)).json()) as { data: { code?: string } | null };
    expect(last.data?.code ?? null).toBeNull();
  });
});

describe('uploads on STORAGE_DRIVER=s3', () => {
  it('an avatar is read back from the bucket, and the one it replaced is deleted from the bucket', async () => {
    expect(memberCookies.length, 'needs the captcha login above').toBeGreaterThan(0);
    const context = await (await launch()).newContext({ baseURL: site.baseURL, locale: 'zh-CN' });
    contexts.push(context);
    context.setDefaultTimeout(20_000);
    await context.addCookies(memberCookies);
    const page = await context.newPage();
    await page.goto('/personalCenter/accountSettings');
    await waitHydrated(page);
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
    const avatar = page.getByAltText('已上传的图片');
    const loaded = () => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth);
    await page.getByTestId('upload-avatar').setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: png });
    await expect.poll(loaded).toBe(1);
    const first = (await avatar.getAttribute('src'))!;
    expect(first).toMatch(/^\/media\/uploads\/avatar\//);
    // The same-site address redirects to a signed URL of the bucket.
    const read = await fetch(`${site.baseURL}${first}`, { redirect: 'manual' });
    expect(read.status).toBe(302);
    expect(read.headers.get('location')).toContain('X-Amz-Signature=');
    await page.getByTestId('upload-avatar').setInputFiles({ name: 'b.png', mimeType: 'image/png', buffer: png });
    await expect.poll(() => avatar.getAttribute('src')).not.toBe(first);
    await expect.poll(loaded).toBe(1);
    // The replaced avatar left the bucket: its signed address now finds nothing.
    await expect.poll(async () => (await fetch(`${site.baseURL}${first}`)).status).toBe(404);
  });
});

let wxSeq = 0;
/** A WeChat person who will scan and agree: the code WeChat hands back is good once. */
function person(): Scan {
  const p = { openid: `o-e2e-${++wxSeq}-${Date.now()}`, unionid: `u-e2e-${wxSeq}-${Date.now()}`, nickname: `微信用户${wxSeq}` };
  return (authorize) => {
    expect(authorize.searchParams.get('appid')).toBe(WX_APP_ID);
    expect(authorize.searchParams.get('scope')).toBe('snsapi_login');
    return { code: wechat.scan(p), state: authorize.searchParams.get('state') ?? '' };
  };
}

async function scanWithWechat(page: Page) {
  const card = page.locator('.shp-login-card');
  await card.getByRole('tab', { name: '扫码登录' }).click();
  await card.getByTestId('wechat-login').getByRole('button', { name: '微信扫码登录' }).click();
  await page.waitForURL('**/redirectLogin?**');
}

describe('WeChat QR login (QR_LOGIN_PROVIDER=wechat)', () => {
  it('a first-time WeChat user binds a phone with an SMS code (Tencent captcha) and is logged in; the next scan logs straight in', async () => {
    const scan = person();
    const { page } = await loginPage(scan);
    await scanWithWechat(page);
    await page.getByText('首次使用微信登录，请绑定手机号').waitFor();
    const phone = newPhone();
    await page.getByLabel('手机号码').fill(phone);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: '安全验证' }).click();
    await page.getByText('验证通过').waitFor();
    await page.getByTestId('sms-code-button').click();
    await page.getByText(/\d+s后重新获取/).waitFor();
    const code = await lastSmsCode(phone, 'LOGIN', site.baseURL);
    await page.getByLabel('验证码', { exact: true }).fill(code);
    await page.getByRole('button', { name: '绑定并登录' }).click();
    await page.waitForURL((u) => !/\/(redirectLogin|login)/.test(u.pathname), { timeout: 15_000 });
    expect((await page.context().cookies()).some((c) => c.name === 'shp_session')).toBe(true);

    // The same WeChat again, in a fresh browser: linked by unionid, no phone asked.
    const again = await loginPage(scan);
    await scanWithWechat(again.page);
    await again.page.waitForURL((u) => !/\/(redirectLogin|login)/.test(u.pathname), { timeout: 15_000 });
    expect((await again.page.context().cookies()).some((c) => c.name === 'shp_session')).toBe(true);
  });

  it('a state that does not match this browser ends on /redirectLogin with the Chinese message and 返回登录', async () => {
    const scan = person();
    const { page } = await loginPage((authorize) => ({ ...scan(authorize), state: 'forged-state' }));
    await scanWithWechat(page);
    await page.getByText('登录请求校验失败，请返回登录页重新扫码').waitFor();
    await page.getByRole('button', { name: '返回登录' }).click();
    await page.waitForURL('**/login');
  });

  it('a refused code (the person cancelled on the phone) says so, with a way back', async () => {
    const { page } = await loginPage();
    await scanWithWechat(page);
    await page.getByText('您已取消微信授权，可返回登录页重新扫码或使用短信登录').waitFor();
    await page.getByRole('link', { name: '返回首页' }).waitFor();
  });
});
