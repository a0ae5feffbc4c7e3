import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import { isApiUrl, securityHeaders } from './security-headers.js';

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

describe('headers on calls (decision 012)', () => {
  async function answer(url: string, hsts: boolean) {
    const app = Fastify();
    await app.register(securityHeaders, { ...options, hsts: hsts ? options.hsts : false });
    app.post('/api/foreground/x/y', async () => ({ code: 10000, msg: '成功', data: null }));
    app.post('/wact-web/x', async () => ({ code: 10000, msg: '成功', data: null }));
    app.get('/api/docs', async (_req, reply) => reply.type('text/html').send('<!doctype html>'));
    app.get('/page', async (_req, reply) => reply.type('text/html').send('<!doctype html>'));
    const res = await app.inject({ method: url === '/api/docs' || url === '/page' ? 'GET' : 'POST', url });
    await app.close();
    return res.headers;
  }

  it('a JSON call gets the strict policy and only the headers a JSON answer needs', async () => {
    for (const url of ['/api/foreground/x/y', '/wact-web/x', '/api/no/such/call']) {
      const h = await answer(url, true);
      expect(h['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(h['x-frame-options']).toBe('DENY');
      expect(h['x-content-type-options']).toBe('nosniff');
      expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(h['cross-origin-resource-policy']).toBe('same-origin');
      expect(h['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      for (const documentOnly of [
        'cross-origin-opener-policy',
        'origin-agent-cluster',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-permitted-cross-domain-policies',
        'x-xss-protection',
      ]) {
        expect(h[documentOnly], `${url} ${documentOnly}`).toBeUndefined();
      }
    }
    expect((await answer('/api/foreground/x/y', false))['strict-transport-security']).toBeUndefined();
  });

  it('pages, including the API docs page, keep the whole page set', async () => {
    for (const url of ['/page', '/api/docs']) {
      const h = await answer(url, false);
      expect(String(h['content-security-policy']), url).toContain("img-src 'self' data:");
      expect(h['x-frame-options']).toBe('SAMEORIGIN');
      expect(h['cross-origin-opener-policy']).toBe('same-origin');
    }
  });

  it('isApiUrl tells calls from pages', () => {
    expect(isApiUrl('/api/foreground/shop/pageList')).toBe(true);
    expect(isApiUrl('/wact-web/api/x')).toBe(true);
    expect(isApiUrl('/api/docs')).toBe(false);
    expect(isApiUrl('/api/docs/static/index.html')).toBe(false);
    expect(isApiUrl('/api/docs?x=1')).toBe(false);
    expect(isApiUrl('/api/docsearch/x')).toBe(true);
    expect(isApiUrl('/findShopList')).toBe(false);
    expect(isApiUrl('/media/placeholder/mall/m1.svg')).toBe(false);
  });
});
