import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('common: city list', () => {
  it("answers code '200' with hot cities in top-bar order and every grouping", async () => {
    const { status, body } = await post(t.app, '/api/foreground/common/cityList', {});
    expect(status).toBe(200);
    expect(body.code).toBe('200');
    expect(body.data.hot.map((c: { cityName: string }) => c.cityName)).toEqual([
      '上海',
      '北京',
      '广州',
      '深圳',
      '天津',
      '杭州',
      '南京',
      '苏州',
      '成都',
      '武汉',
      '重庆',
      '西安',
    ]);
    const all = body.data.region.flatMap((g: { cities: unknown[] }) => g.cities);
    // GB/T 2260 prefecture-level cities and municipalities: well over 300.
    expect(all.length).toBeGreaterThan(300);
    expect(body.data.tier[0]).toMatchObject({ key: '一线' });
    expect(body.data.tier[0].cities.map((c: { cityCode: string }) => c.cityCode).sort()).toEqual(['110000', '310000', '440100', '440300']);
    const beijing = all.find((c: { cityCode: string }) => c.cityCode === '110000');
    expect(beijing).toMatchObject({ cityName: '北京', initial: 'B', hasMall: true });
    const chongqing = all.find((c: { cityCode: string }) => c.cityCode === '500000');
    expect(chongqing.initial).toBe('C');
  });

  it('lists the districts of a city and refuses a malformed code in Chinese', async () => {
    const ok = await post(t.app, '/api/foreground/common/districtList', { cityCode: '110000' });
    expect(ok.body.code).toBe(10000);
    expect(ok.body.data.map((d: { regionName: string }) => d.regionName)).toContain('朝阳区');
    const bad = await post(t.app, '/api/foreground/common/districtList', { cityCode: "1'; drop table regions;--" });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ code: 502, msg: '城市编码须为6位数字', data: { fields: [{ field: 'cityCode', message: '城市编码须为6位数字' }] } });
  });
});

describe('the call contract', () => {
  it('answers unknown API paths with the envelope in Chinese', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/foreground/nope/nothing', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, msg: '接口不存在', data: null });
  });

  it('refuses malformed JSON, wrong channel and bad trace ids as client mistakes, never 500', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/foreground/common/districtList',
      headers: { 'content-type': 'application/json' },
      payload: '{"data":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe(502);
    const channel = await t.app.inject({
      method: 'POST',
      url: '/api/foreground/common/districtList',
      payload: { channelCode: 'evil', data: { cityCode: '110000' } },
    });
    expect(channel.statusCode).toBe(400);
    const trace = await t.app.inject({
      method: 'POST',
      url: '/api/foreground/common/districtList',
      payload: { traceId: 'short', data: { cityCode: '110000' } },
    });
    expect(trace.json().msg).toBe('traceId 须为32位字母数字');
  });

  it('serves GET calls with the wrapper as query parameters', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/foreground/common/siteConfig?channelCode=ch_web&time=1' });
    expect(res.json()).toMatchObject({ code: 10000, data: { productName: '商铺汇', phone: '400-000-0000' } });
  });

  it('reports database state on /healthz and serves OpenAPI at /api/docs', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.json()).toMatchObject({ status: 'ok', database: { up: true } });
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(docs.json().paths)).toContain('/api/foreground/common/cityList');
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
