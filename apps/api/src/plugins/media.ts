import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { placeholderSvg, PLACEHOLDER_KINDS, type PlaceholderKind } from '../lib/placeholder.js';
import { isS3Storage, keyOfUrl, storageOf, UPLOAD_PREFIX } from '../lib/file-storage.js';

/** Images: generated illustrations for demo content, uploaded files from the storage folder. */
export async function mediaPlugin(app: FastifyInstance) {
  app.get<{ Params: { kind: string; seed: string }; Querystring: { t?: string } }>(
    '/media/placeholder/:kind/:seed',
    { schema: { hide: true } },
    async (request, reply) => {
      const kind = (PLACEHOLDER_KINDS as readonly string[]).includes(request.params.kind) ? (request.params.kind as PlaceholderKind) : 'mall';
      const seed = request.params.seed.replace(/\.svg$/, '').slice(0, 32);
      const label = typeof request.query.t === 'string' ? request.query.t.slice(0, 12) : '';
      return reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(placeholderSvg(kind, seed, label));
    },
  );
  const storage = storageOf(app);
  if (isS3Storage(storage)) {
    // Files live in the bucket: the same-site URL a record keeps redirects to the bucket's public
    // URL or a signed one (decision 038); the browser keeps the redirect for less than its life.
    app.get<{ Params: { '*': string } }>(`${UPLOAD_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
      const key = keyOfUrl(`${UPLOAD_PREFIX}${request.params['*']}`);
      if (!key) return reply.code(404).type('text/plain; charset=utf-8').send('文件不存在');
      return reply.header('cache-control', `private, max-age=${storage.readUrlMaxAge}`).redirect(await storage.readUrl(key), 302);
    });
    return;
  }
  fs.mkdirSync(app.config.uploadDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: app.config.uploadDir,
    prefix: '/media/uploads/',
    decorateReply: false,
    index: false,
    setHeaders(res) {
      res.header('x-content-type-options', 'nosniff');
      res.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'");
    },
  });
}
