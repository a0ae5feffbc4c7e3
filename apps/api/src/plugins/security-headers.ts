import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers on every page and file; a smaller, stricter set on calls (below).
 * The headers depend on the options only, so they are worked out once here (instead of building
 * the helmet middleware for every request) and copied onto each response, the same headers set
 * the same way (on the raw response, before any route's own).
 */
export function helmetHeaders(options: HelmetOptions): [string, string][] {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
    getHeader: (name: string) => headers.get(name),
  } as unknown as ServerResponse;
  helmet(options)({} as IncomingMessage, res, (err?: unknown) => {
    if (err) throw err;
  });
  return [...headers];
}

/**
 * What a JSON answer needs of those headers (decision 012): no document is ever built from it, so
 * the policy is the strictest there is and the headers that only steer documents (COOP, DNS
 * prefetch, download options, XSS auditor, origin agent clusters, Flash/PDF policies) are left off.
 */
const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
const KEPT_FOR_API = new Set(['cross-origin-resource-policy', 'referrer-policy', 'strict-transport-security', 'x-content-type-options']);

function apiHeaders(pageHeaders: [string, string][]): [string, string][] {
  return [
    ['Content-Security-Policy', API_CONTENT_SECURITY_POLICY],
    ...pageHeaders.filter(([name]) => KEPT_FOR_API.has(name.toLowerCase())),
    ['X-Frame-Options', 'DENY'],
  ];
}

/** Calls answered with JSON (or a file a call returns); `/api/docs` is a page. */
export function isApiUrl(url: string): boolean {
  if (url.startsWith('/wact-web/')) return true;
  if (!url.startsWith('/api/')) return false;
  const rest = url.slice('/api/docs'.length);
  return !url.startsWith('/api/docs') || !(rest === '' || rest[0] === '/' || rest[0] === '?');
}

export const securityHeaders = fp(async (app: FastifyInstance, options: HelmetOptions) => {
  const pages = helmetHeaders(options);
  const api = apiHeaders(pages);
  app.addHook('onRequest', (request, reply, done) => {
    const headers = isApiUrl(request.url) ? api : pages;
    for (let i = 0; i < headers.length; i += 1) reply.raw.setHeader(headers[i][0], headers[i][1]);
    done();
  });
});
