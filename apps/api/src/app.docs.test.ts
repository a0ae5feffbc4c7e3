import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app.js';
import { createOperatorSession } from './test/operators.js';

/** /api/docs lists every operation, operators' included: in production only operators see it. */
describe('API documentation', () => {
  let dev: TestApp;
  let prod: TestApp;
  beforeAll(async () => {
    [dev, prod] = await Promise.all([createTestApp(), createTestApp({ NODE_ENV: 'production', AUTH_SECRET: 'a-production-secret-for-the-test' })]);
  });
  afterAll(() => Promise.all([dev?.close(), prod?.close()]));

  it('is served to anyone in development', async () => {
    expect((await dev.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
    expect((await dev.app.inject({ url: '/api/docs/yaml' })).statusCode).toBe(200);
  });

  it('is refused to visitors in production, the page and its JSON alike', async () => {
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/yaml', '/api/docs/static/index.html']) {
      const res = await prod.app.inject({ url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json(), url).toEqual({ code: 401, msg: '请先登录运营后台', data: null });
    }
    const forged = await prod.app.inject({ url: '/api/docs/json', headers: { 'admin-token': 'forged' } });
    expect(forged.statusCode).toBe(401);
  });

  it('is served to a signed-in operator in production', async () => {
    const { headers } = await createOperatorSession(prod.database.db, { role: 'editor' });
    const res = await prod.app.inject({ url: '/api/docs/json', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toBeTruthy();
    const byCookie = await prod.app.inject({ url: '/api/docs/json', cookies: { adminToken: headers['admin-token'] } });
    expect(byCookie.statusCode).toBe(200);
  });
});
