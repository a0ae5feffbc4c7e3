import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { ResultCode, ServerText } from '@shp/contracts';
import { registerErrorHandling } from './errors.js';

let app: FastifyInstance;

/** As Drizzle reports a failed query: its own error, the driver's as the cause. */
function queryFailed(cause: Error & { code?: string }) {
  return Object.assign(new Error('Failed query: select 1'), { cause });
}

beforeAll(async () => {
  app = Fastify({ logger: false });
  registerErrorHandling(app);
  app.get('/pool-wait', async () => {
    throw queryFailed(new Error('timeout exceeded when trying to connect'));
  });
  app.get('/refused', async () => {
    throw queryFailed(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
  });
  app.get('/bug', async () => {
    throw new TypeError("Cannot read properties of undefined (reading 'id')");
  });
  await app.ready();
});
afterAll(() => app.close());

describe('error envelope', () => {
  it('answers a database that cannot be reached, or a pool with no connection free in time, with 503 and a retry', async () => {
    for (const url of ['/pool-wait', '/refused']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ code: ResultCode.UNAVAILABLE, msg: ServerText.DB_DOWN, data: null });
    }
  });

  it('answers a fault of its own with 500 and a plain message, never the stack', async () => {
    const res = await app.inject({ url: '/bug' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: ResultCode.SERVER_ERROR, msg: ServerText.INTERNAL, data: null });
    expect(res.body).not.toMatch(/reading 'id'|at .*\.ts/);
  });
});
