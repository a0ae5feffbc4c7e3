import { randomBytes } from 'node:crypto';
import path from 'node:path';
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { ResultCode, SESSION_COOKIE, ServerText, type ServerApi } from '@shp/contracts';
import { OPERATOR_COOKIE, OPERATOR_HEADER } from './ops.js';
import { createCommonService } from '../modules/common/common.service.js';
import { pageRouteLabel, ssrRenderDuration } from '../lib/metrics.js';

const API_PREFIXES = ['/api/', '/wact-web/', '/media/'];

/** Serves the React Router build: hashed assets from disk, every other GET/POST rendered on the server. */
export async function ssrPlugin(app: FastifyInstance) {
  const clientDir = path.join(app.config.webBuildDir, 'client');
  const serverEntry = path.join(app.config.webBuildDir, 'server', 'index.js');
  if (!fs.existsSync(serverEntry)) {
    throw new Error(`Web build not found at ${serverEntry}: run "npm run build" first.`);
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const handle = createRequestHandler(build, app.config.isProduction ? 'production' : 'development');
  const site = createCommonService(app.db.db, app.config).siteConfig();

  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: false,
    // The web build writes a brotli and a gzip copy of its text files (vite/precompress.ts): they are
    // served in place of the file to a browser that accepts them, never at an address of their own.
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders(res, filePath) {
      // Hashed file names never change: cache them for a year.
      if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });

  await app.register(async (scope) => {
    // Route actions read the raw body themselves.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, payload, done) => done(null, payload));
    scope.route({
      method: ['GET', 'HEAD', 'POST'],
      url: '/*',
      schema: { hide: true },
      handler: (request, reply) => render(app, request, reply, handle, site),
    });
  });
}

/** How long a shared cache may keep a visitor's page: short, so content changes show soon. */
export const PUBLIC_PAGE_MAX_AGE = 60;

/** Whether the request speaks for someone: a member's session or token, or an operator's. */
function signedIn(request: FastifyRequest): boolean {
  const c = request.cookies ?? {};
  return Boolean(
    c[SESSION_COOKIE] || c.token || c[OPERATOR_COOKIE] || request.headers['member-token'] || request.headers.authorization || request.headers[OPERATOR_HEADER],
  );
}

/**
 * A page rendered for someone signed in may show what only they may see (a full leasing phone,
 * their name): no shared cache may keep it. A visitor's page may be kept briefly by shared caches,
 * keyed by its cookies (the chosen city changes the page); never an error page or an answer that
 * sets a cookie. A route that chose its own policy (robots.txt, the sitemap) keeps it for visitors.
 */
function setCachePolicy(request: FastifyRequest, reply: FastifyReply, status: number, setsCookie: boolean, ownPolicy: boolean) {
  reply.header('vary', 'Cookie');
  if (signedIn(request)) reply.header('cache-control', 'private, no-store');
  else if (ownPolicy) return;
  else if (status === 200 && request.method !== 'POST' && !setsCookie) reply.header('cache-control', `public, max-age=${PUBLIC_PAGE_MAX_AGE}`);
  else reply.header('cache-control', 'no-store');
}

async function render(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  handle: ReturnType<typeof createRequestHandler>,
  site: ReturnType<ReturnType<typeof createCommonService>['siteConfig']>,
) {
  if (API_PREFIXES.some((p) => request.url.startsWith(p))) {
    return reply.code(404).send({ code: ResultCode.NOT_FOUND, msg: ServerText.UNKNOWN_PATH, data: null });
  }
  // Maintenance mode is the root loader's (site.maintenance): it answers 503 at the page's own
  // address, so the browser hydrates what the server rendered.
  // Pages see the configured origin, never the request's Host: canonical links, the sitemap and
  // robots.txt are built from it, and a forged Host must not end up in them (or in a cache).
  // Joined as text: `new URL('//host/x', base)` would take `host` from the request line.
  const url = new URL(`${app.config.publicOrigin}${request.url.startsWith('/') ? request.url : '/'}`);
  const headers = new Headers();
  for (const [k, v] of Object.entries(request.headers)) {
    if (Array.isArray(v)) v.forEach((item) => headers.append(k, item));
    else if (v !== undefined) headers.set(k, String(v));
  }
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  const webRequest = new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    body: hasBody ? (Readable.toWeb(request.body as Readable) as ReadableStream) : undefined,
    duplex: hasBody ? 'half' : undefined,
  } as RequestInit);
  const api: ServerApi = {
    call: (op, input, opts) => app.ops.call(op, input, { request, pageParam: opts?.pageParam }),
  };
  // Data requests of client navigations end in .data; loaders need the page's own address.
  const pagePath = url.pathname === '/_root.data' ? '/' : url.pathname.replace(/\.data$/, '');
  const pageSearch = new URLSearchParams(url.search);
  pageSearch.delete('_routes');
  const pageUrl = `${pagePath}${pageSearch.size ? `?${pageSearch}` : ''}`;
  // A fresh nonce per page: React Router's hydration data and our chunk guard are the only
  // inline scripts, and the CSP of this answer allows exactly those.
  const nonce = randomBytes(16).toString('base64');
  const csp = reply.raw.getHeader('content-security-policy');
  if (typeof csp === 'string') reply.raw.setHeader('content-security-policy', csp.replace("script-src 'self'", `script-src 'self' 'nonce-${nonce}'`));
  const started = performance.now();
  const response = await handle(webRequest, { api, site, pageUrl, nonce });
  ssrRenderDuration.observe({ route: pageRouteLabel(url.pathname, response.status) }, (performance.now() - started) / 1000);
  reply.code(response.status);
  for (const [k, v] of response.headers) {
    if (k !== 'set-cookie') reply.header(k, v);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  setCachePolicy(request, reply, response.status, cookies.length > 0, response.headers.has('cache-control'));
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream));
}
