import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import { securityHeaders } from './security-headers.js';

const options = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], imgSrc: ["'self'", 'data:'], upgradeInsecureRequests: null } },
  hsts: { maxAge: 31536000, includeSubDomains: true },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  crossOriginEmbedderPolicy: false,
};

async function headersOf(register: (app: ReturnType<typeof Fastify>) => Promise<unknown>) {
  const app = Fastify();
  await register(app);
  app.get('/json', async () => ({ ok: true }));
  app.get('/own', async (_req, reply) => reply.header('content-security-policy', "default-src 'none'").send('x'));
  const json = await app.inject({ method: 'GET', url: '/json' });
  const own = await app.inject({ method: 'GET', url: '/own' });
  const missing = await app.inject({ method: 'GET', url: '/nowhere' });
  await app.close();
  const strip = (h: Record<string, unknown>) => {
    const { date: _d, 'content-length': _l, 'content-type': _t, connection: _c, ...rest } = h;
    return rest;
  };
  return { json: strip(json.headers), own: own.headers['content-security-policy'], missing: strip(missing.headers) };
}

describe('security headers worked out once', () => {
  it('sends exactly what @fastify/helmet sends, on answers, routes with their own policy and 404s', async () => {
    const ours = await headersOf((app) => app.register(securityHeaders, options));
    const theirs = await headersOf((app) => app.register(fastifyHelmet, options));
    expect(ours).toEqual(theirs);
    expect(ours.json['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(ours.json['content-security-policy'])).toContain("img-src 'self' data:");
    expect(ours.own).toBe("default-src 'none'");
  });
});
