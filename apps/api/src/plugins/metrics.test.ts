import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../test/test-app.js';
import { createMemberSession } from '../test/fixtures.js';
import { loginWithSms } from '../modules/auth/testing.js';
import { pageRouteLabel } from '../lib/metrics.js';

const TOKEN = 'metrics-token-for-tests-0123456789';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(() => t?.close());

const scrape = async (authorization?: string) => t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

/** The sum of every series of `name` whose labels hold all of `labels` (the registry is per process, shared by other test files). */
function sample(text: string, name: string, labels: string): number {
  return text
    .split('\n')
    .filter((l) => l.startsWith(`${name}{`) && labels.split(',').every((p) => l.includes(p)))
    .reduce((sum, l) => sum + Number(l.split(' ').pop()), 0);
}

describe('/metrics (decision 056)', () => {
  it('answers the ordinary 404 without the token or with a wrong one, and is not cached', async () => {
    for (const auth of [undefined, 'Bearer wrong-token', `Basic ${TOKEN}`, TOKEN]) {
      const res = await scrape(auth);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('shp_');
    }
    const ok = await scrape(`Bearer ${TOKEN}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('text/plain');
    expect(ok.headers['cache-control']).toBe('no-store');
  });

  it('counts requests per operation with a latency histogram, cache lookups, logins, SMS sends and leads', async () => {
    const before = (await scrape(`Bearer ${TOKEN}`)).body;
    await post(t.app, '/api/foreground/common/cityList', {});
    await post(t.app, '/api/foreground/demandbrander/queryAllBrand', { useBrandName: '火锅' });
    await post(t.app, '/api/foreground/demandbrander/queryAllBrand', { useBrandName: '火锅' });
    await loginWithSms(t.app, '13700005601', { 'x-forwarded-for': '10.77.0.1' });
    const { token } = await createMemberSession(t.database.db);
    const lead = await post(t.app, '/api/foreground/demandbrander/branderSettled', { useBrandName: '指标品牌', liaison: '王先生', isOpenShop: 'Y' }, { token });
    expect(lead.body.code).toBe(10000);
    const text = (await scrape(`Bearer ${TOKEN}`)).body;

    const delta = (name: string, labels: string) => sample(text, name, labels) - sample(before, name, labels);
    expect(delta('shp_http_requests_total', 'op="/api/foreground/demandbrander/queryAllBrand",method="POST",status="2xx"')).toBe(2);
    expect(delta('shp_http_request_duration_seconds_count', 'op="/api/foreground/demandbrander/queryAllBrand"')).toBe(2);
    expect(text).toMatch(/shp_http_request_duration_seconds_bucket\{le="0.1",op="\/api\/foreground\/demandbrander\/queryAllBrand",method="POST"\}/);
    expect(delta('shp_response_cache_lookups_total', 'result="hit"')).toBeGreaterThanOrEqual(1);
    expect(delta('shp_response_cache_lookups_total', 'result="miss"')).toBeGreaterThanOrEqual(1);
    expect(delta('shp_sms_sends_total', 'result="sent"')).toBe(1);
    expect(delta('shp_logins_total', 'method="sms"')).toBe(1);
    expect(delta('shp_leads_created_total', 'kind=')).toBe(1);
    // The scrape itself is not counted as traffic.
    expect(text).not.toContain('op="/metrics"');
    // Pool and jobs: PGlite has no pool and jobs are off in API tests, so those gauges have no samples.
    expect(text).toContain('# TYPE shp_db_pool_connections gauge');
    expect(text).toContain('# TYPE shp_jobs gauge');
  });

  it('counts SMS sends refused by our own limits by the limit', async () => {
    const before = (await scrape(`Bearer ${TOKEN}`)).body;
    const headers = { 'x-forwarded-for': '10.77.0.2' };
    await loginWithSms(t.app, '13700005602', headers);
    await expect(loginWithSms(t.app, '13700005602', headers)).rejects.toThrow();
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(sample(text, 'shp_sms_sends_total', 'result="limit_cooldown"') - sample(before, 'shp_sms_sends_total', 'result="limit_cooldown"')).toBe(1);
  });
});

describe('pageRouteLabel', () => {
  it('labels a page by its route, not its full address', () => {
    expect(pageRouteLabel('/', 200)).toBe('/');
    expect(pageRouteLabel('/_root.data', 200)).toBe('/');
    expect(pageRouteLabel('/findShopList', 200)).toBe('/findShopList');
    expect(pageRouteLabel('/findShopList.data', 200)).toBe('/findShopList');
    expect(pageRouteLabel('/spaceError/abc', 200)).toBe('/spaceError');
    expect(pageRouteLabel('/no-such-page-123', 404)).toBe('not_found');
  });
});
