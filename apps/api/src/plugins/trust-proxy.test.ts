import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { buildApp } from '../app.js';
import { loadConfig, parseTrustProxy } from '../config.js';
import { operatorLoginAttempts } from '../db/schema/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function appWith(trustProxy: string) {
  const config = loadConfig(process.env, { NODE_ENV: 'test', LOG_LEVEL: 'silent', TRUST_PROXY: trustProxy });
  const app = await buildApp({ config: { ...t.config, trustProxy: config.trustProxy }, database: t.database });
  await app.ready();
  return app;
}

/** A wrong operator password from the proxy (127.0.0.1) with the given X-Forwarded-For. */
const guess = (app: FastifyInstance, username: string, xff: string) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': xff },
    payload: { data: { username, password: 'wrong-password' } },
  });

async function addressSeen(app: FastifyInstance, username: string, xff: string) {
  await guess(app, username, xff);
  const rows = await t.database.db.select().from(operatorLoginAttempts).where(eq(operatorLoginAttempts.username, username));
  return rows.at(-1)?.ip;
}

describe('TRUST_PROXY', () => {
  it('takes a hop count or proxy addresses/CIDRs; `true` is read as one hop with a warning; nonsense is refused', () => {
    expect(parseTrustProxy(undefined)).toEqual({ value: false, warning: null });
    expect(parseTrustProxy('false').value).toBe(false);
    expect(parseTrustProxy('1')).toEqual({ value: 1, warning: null });
    expect(parseTrustProxy('2').value).toBe(2);
    const t1 = parseTrustProxy('true');
    expect(t1.value).toBe(1);
    expect(t1.warning).toContain('TRUST_PROXY=true');
    expect(parseTrustProxy('10.0.0.0/8, 127.0.0.1,::1').value).toEqual(['10.0.0.0/8', '127.0.0.1', '::1']);
    expect(parseTrustProxy('loopback').value).toEqual(['loopback']);
    expect(() => parseTrustProxy('nginx.local')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('10.0.0.1/8/2')).toThrow(/TRUST_PROXY/);
  });

  it('with one nginx in front (1), the client is the address nginx appended, never the forged leftmost one', async () => {
    const app = await appWith('1');
    try {
      expect(await addressSeen(app, 'xff_one', '6.6.6.6, 203.0.113.5')).toBe('203.0.113.5');
      // A forged leftmost entry changes nothing: the per-address limit still counts the real client.
      for (let i = 0; i < 25; i++) await guess(app, `xff_ghost${i}`, `198.51.100.${i}, 203.0.113.9`);
      const refused = await guess(app, 'xff_last', '192.0.2.77, 203.0.113.9');
      expect(refused.statusCode).toBe(429);
      // A client reaching the API directly (not from a private network) cannot name its address.
      await app.inject({
        method: 'POST',
        url: '/api/admin/auth/login',
        remoteAddress: '198.51.100.200',
        headers: { 'x-forwarded-for': '203.0.113.50' },
        payload: { data: { username: 'xff_direct', password: 'wrong-password' } },
      });
      const [direct] = await t.database.db.select().from(operatorLoginAttempts).where(eq(operatorLoginAttempts.username, 'xff_direct'));
      expect(direct.ip).toBe('198.51.100.200');
    } finally {
      await app.close();
    }
  });

  it('`true` trusts one hop, not every hop', async () => {
    const app = await appWith('true');
    try {
      expect(await addressSeen(app, 'xff_true', '6.6.6.6, 203.0.113.6')).toBe('203.0.113.6');
    } finally {
      await app.close();
    }
  });

  it('a list of proxies trusts only those hops; without TRUST_PROXY the header is ignored', async () => {
    const listed = await appWith('127.0.0.1,10.0.0.0/8');
    try {
      expect(await addressSeen(listed, 'xff_list', '6.6.6.6, 203.0.113.7, 10.1.2.3')).toBe('203.0.113.7');
    } finally {
      await listed.close();
    }
    expect(await addressSeen(t.app, 'xff_none', '6.6.6.6')).toBe('127.0.0.1');
  });
});
