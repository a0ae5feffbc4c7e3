import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { ServerText } from '@shp/contracts';
import { createTestApp, post, type TestApp } from '../test/test-app.js';
import { createOperatorSession, FIXTURE_OPERATOR_PASSWORD } from '../test/operators.js';
import { queryRows } from '../db/client.js';

/**
 * Abuse at the HTTP edge: security headers on every kind of answer, the operator cookie, bodies
 * that are too big, of the wrong type or malformed, query strings with arrays, SQL metacharacters.
 * Every answer is the envelope and none is a 5xx.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function expectEnvelope(res: { statusCode: number; body: string }) {
  expect(res.statusCode).toBeLessThan(500);
  const body = JSON.parse(res.body) as { code?: unknown; msg?: unknown };
  expect(body.code).toBeDefined();
  expect(typeof body.msg).toBe('string');
  return body as { code: unknown; msg: string; data?: unknown };
}

describe('security headers', () => {
  it('are on success, client-error and not-found answers alike: the strict call set (decision 012); no HSTS without a TLS proxy', async () => {
    const answers = [
      await t.app.inject({ method: 'POST', url: '/api/foreground/common/cityList', payload: { data: {} } }),
      await t.app.inject({ method: 'POST', url: '/api/foreground/search/all', payload: { data: { keyword: '' } } }),
      await t.app.inject({ method: 'GET', url: '/api/no/such/call' }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 400, 404]);
    for (const res of answers) {
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('pages and other answers outside the calls keep the page set', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('add HSTS when the site runs behind a TLS proxy (TRUST_PROXY)', async () => {
    const behindProxy = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const res = await behindProxy.app.inject({ method: 'GET', url: '/healthz' });
      expect(String(res.headers['strict-transport-security'])).toMatch(/max-age=31536000; includeSubDomains/);
    } finally {
      await behindProxy.close();
    }
  });
});

describe('cookies set by the server', () => {
  it('the operator session cookie is HttpOnly and SameSite=Strict (scripts never need it)', async () => {
    const { operator } = await createOperatorSession(t.database.db, {});
    const res = await post(t.app, '/api/admin/auth/login', { username: operator.username, password: FIXTURE_OPERATOR_PASSWORD });
    expect(res.body.code).toBe(10000);
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    const admin = cookies.find((c) => c.startsWith('adminToken='));
    expect(admin).toBeDefined();
    expect(admin).toMatch(/; HttpOnly/i);
    expect(admin).toMatch(/; SameSite=Strict/i);
    expect(admin).toMatch(/; Path=\//);
    // The operator token never appears in the body, where a script could read it.
    expect(JSON.stringify(res.body)).not.toContain(admin!.split(';')[0].split('=')[1]);
  });
});

describe('bodies', () => {
  it('too large: 413 envelope with a Chinese message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/foreground/proposal/create',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ data: { content: 'x'.repeat(2 * 1024 * 1024) } }),
    });
    expect(res.statusCode).toBe(413);
    expect(expectEnvelope(res).msg).toBe(ServerText.BODY_TOO_LARGE);
  });

  it.each([
    ['text/plain', 'hello'],
    ['application/x-www-form-urlencoded', 'data[keyword]=1'],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--'],
    ['application/xml', '<data/>'],
  ])('of the wrong type (%s): 4xx envelope', async (type, payload) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/foreground/search/all', headers: { 'content-type': type }, payload });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expectEnvelope(res);
  });

  it.each([
    ['truncated JSON', '{"data": {"keyword": "火锅"'],
    ['prototype pollution', '{"data": {"keyword": "火锅"}, "__proto__": {"admin": true}}'],
    ['constructor pollution', '{"data": {"constructor": {"prototype": {"admin": true}}}}'],
    ['a bare string', '"火锅"'],
    ['an empty body', ''],
    ['deep nesting', `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`],
  ])('malformed (%s): 4xx envelope, nothing polluted', async (_name, payload) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/foreground/search/all', headers: { 'content-type': 'application/json' }, payload });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expectEnvelope(res);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
});

describe('GET query strings', () => {
  it('arrays, nested brackets and odd keys on every GET call: no 5xx, always the envelope', async () => {
    const gets = t.app.ops.list().filter((op) => op.method === 'GET' && !op.binary);
    expect(gets.length).toBeGreaterThan(0);
    const queries = [
      'channelCode=ch_web&channelCode=ch_app',
      'pageNum=1&pageNum=2&pageSize=10&pageSize=x',
      'id=1&id=2&id[]=3',
      'data[a][b][c]=1&__proto__[x]=1&constructor[prototype][y]=1',
      `phone=${'9'.repeat(5000)}`,
      'time=-1&token=%00&traceId=%ff%fe',
      'a=%E0%A4%A',
    ];
    for (const op of gets) {
      for (const q of queries) {
        const res = await t.app.inject({ method: 'GET', url: `${op.path}?${q}` });
        expect(res.statusCode, `${op.path}?${q}`).toBeLessThan(500);
        expectEnvelope(res);
      }
    }
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});

describe('SQL metacharacters', () => {
  const payloads = ["' or '1'='1", "'; drop table brands; --", '%', '_', '\\', '%%__\\%', '1); delete from members; --', '$1', '"', ':*', '!', '&|'];

  it('in search boxes and keyword filters answer normally and change nothing', async () => {
    const count = async () =>
      (
        await queryRows<{ n: number }>(
          t.database.db,
          sql`select (select count(*) from brands) + (select count(*) from members) + (select count(*) from malls) as n`,
        )
      )[0].n;
    const before = await count();
    const calls: [string, (k: string) => unknown][] = [
      ['/api/foreground/search/all', (k) => ({ keyword: k })],
      ['/api/foreground/demandbrander/queryAllBrand', (k) => ({ useBrandName: k })],
    ];
    // Every call whose input has a top-level keyword field gets the same payloads.
    for (const op of t.app.ops.list()) {
      const shape = (op.input as unknown as { shape?: Record<string, unknown> }).shape;
      if (op.access === 'public' && op.method === 'POST' && shape && 'keyword' in shape && op.path !== '/api/foreground/search/all') {
        // A call that also needs a city gets a valid one, so the keyword is what is tested.
        const needsCity = 'cityCode' in shape && !(shape.cityCode as { isOptional(): boolean }).isOptional();
        calls.push([op.path, (k) => (needsCity ? { keyword: k, cityCode: '110100' } : { keyword: k })]);
      }
    }
    expect(calls.length).toBeGreaterThan(4);
    for (const [path, input] of calls) {
      for (const k of payloads) {
        const res = await post(t.app, path, input(k), { pageParam: { pageNum: 1, pageSize: 5 } });
        expect(res.status, `${path} ${k}: ${res.body.msg}`).toBeLessThan(500);
        expect(res.body.code, `${path} ${k}: ${res.body.msg}`).toBe(10000);
      }
    }
    expect(await count()).toBe(before);
  });

  it('LIKE wildcards are literal: "%" and "_" suggest no brand (no brand name contains them)', async () => {
    const all = await post(t.app, '/api/foreground/demandbrander/queryAllBrand', { useBrandName: '茶' });
    expect(all.body.data.length).toBeGreaterThan(0);
    for (const k of ['%', '_', '%%', '\\%']) {
      const res = await post(t.app, '/api/foreground/demandbrander/queryAllBrand', { useBrandName: k });
      expect(res.body.data, k).toEqual([]);
    }
  });
});
