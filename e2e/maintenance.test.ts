import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorText, ResultCode, ServerText, siteConfigOp } from '@shp/contracts';
import { baseURL, closeBrowser, newPage } from './support/browser';
import { startSite, type Site } from './support/site';

/**
 * MAINTENANCE_MODE=1 on the built site: a second site of its own (the run's shared one is the same
 * build with maintenance off). It needs no data: the root loader answers every page before any
 * item is read, so it starts unseeded on an embedded database of its own.
 */
let site: Site;
beforeAll(async () => {
  site = await startSite({ MAINTENANCE_MODE: '1', SEED_SCALE: 'none', DATABASE_URL: '' });
});
afterAll(async () => {
  await closeBrowser();
  await site?.stop();
});

const PAGES = ['/', '/product', '/findShopList?tabcheck=1', '/login'];
/** Server HTML with React's text-piece markers removed, so a sentence reads as one string. */
const htmlOf = async (res: Response) => (await res.text()).replace(/<!-- -->/g, '');
const noticeOf = (html: string) => /<h1>([^<]*)<\/h1>/.exec(html)?.[1] ?? null;
/** What an answer must never carry: a Node stack or an exception's name. */
const STACK = /\n\s+at |Error:|TypeError|ReferenceError/;

async function apiCall(origin: string, path: string, init: RequestInit = {}) {
  const res = await fetch(`${origin}${path}`, init);
  const text = await res.text();
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    text,
    body: JSON.parse(text) as { code: number | string; msg: string; data: unknown },
  };
}
const postJson = (body: string) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body });

describe('maintenance mode (MAINTENANCE_MODE=1) on the built site', () => {
  it('answers every page 503 with 系统升级中 and the service phone at its own address, without a redirect, kept out of the index', async () => {
    const failures: string[] = [];
    for (const path of PAGES) {
      const res = await fetch(`${site.baseURL}${path}`, { redirect: 'manual' });
      const html = await htmlOf(res);
      const problems = [
        res.status !== 503 && `status ${res.status}`,
        res.headers.get('location') && `location ${res.headers.get('location')}`,
        noticeOf(html) !== ErrorText.MAINTENANCE && `h1 ${noticeOf(html)}`,
        !html.includes('<title>商铺汇-系统升级中</title>') && 'no 系统升级中 title',
        !html.includes('href="tel:400-000-0000"') && 'no service phone',
        !html.includes('<meta name="robots" content="noindex"/>') && 'indexable',
        html.includes('出错了') && '出错了',
      ].filter(Boolean);
      if (problems.length) failures.push(`${path}: ${problems.join(', ')}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers a client navigation (the page data React Router asks for) 503 too', async () => {
    const res = await fetch(`${site.baseURL}/product.data`);
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('maintenance');
  });

  it('still shows the notice once the page has hydrated in a browser, at the address asked for', async () => {
    const { page, context, errors } = await newPage();
    const res = await page.goto(`${site.baseURL}/product?cityCode=110000`);
    expect(res?.status()).toBe(503);
    await page.waitForLoadState('networkidle');
    expect(page.url()).toBe(`${site.baseURL}/product?cityCode=110000`);
    expect(await page.getByRole('heading', { level: 1 }).allInnerTexts()).toEqual([ErrorText.MAINTENANCE]);
    expect(await page.getByText('出错了').count()).toBe(0);
    // The browser reports the document's own 503 as a failed load; anything else is a real error.
    expect(errors.filter((e) => !/status of 503/.test(e))).toEqual([]);
    await context.close();
  });

  it('keeps the maintenance page itself at 200', async () => {
    const res = await fetch(`${site.baseURL}/maintenance`);
    expect(res.status).toBe(200);
    expect(noticeOf(await htmlOf(res))).toBe(ErrorText.MAINTENANCE);
  });

  it('keeps /healthz answering, so a load balancer does not take the site out while it shows the notice', async () => {
    const res = await fetch(`${site.baseURL}/healthz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok' });
  });

  it('keeps the API answering in the SPEC envelope: site config says maintenance, refusals are JSON without a stack', async () => {
    const config = await apiCall(site.baseURL, siteConfigOp.path);
    expect(config).toMatchObject({ status: 200, body: { code: ResultCode.SUCCESS, data: { maintenance: true } } });
    const unknown = await apiCall(site.baseURL, '/api/foreground/nosuch', postJson('{}'));
    expect(unknown).toMatchObject({ status: 404, body: { code: ResultCode.NOT_FOUND, msg: ServerText.UNKNOWN_PATH, data: null } });
    const malformed = await apiCall(site.baseURL, '/api/foreground/shop/detail', postJson('not json'));
    expect(malformed).toMatchObject({ status: 400, body: { code: ResultCode.BUSINESS, msg: ServerText.BAD_BODY, data: null } });
    for (const answer of [config, unknown, malformed]) {
      expect(answer.type).toMatch(/^application\/json/);
      expect(answer.text).not.toMatch(STACK);
    }
  });
});

describe('the same build with maintenance off (the run’s shared site)', () => {
  it('answers the same pages 200 without the notice, and site config says no maintenance', async () => {
    const failures: string[] = [];
    for (const path of PAGES) {
      const res = await fetch(`${baseURL()}${path}`, { redirect: 'manual' });
      const html = await htmlOf(res);
      if (res.status !== 200 || html.includes(ErrorText.MAINTENANCE))
        failures.push(`${path}: status ${res.status}${html.includes(ErrorText.MAINTENANCE) ? ', 系统升级中' : ''}`);
    }
    expect(failures).toEqual([]);
    expect((await apiCall(baseURL(), siteConfigOp.path)).body.data).toMatchObject({ maintenance: false });
  });
});
