import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { cloudDetailOp, cloudListOp, cloudVideoListOp, cloudVideoOp } from '@shp/contracts';
import { createConferencesService } from './conferences.service.js';
import { VIDEO_PREFIX } from '../../lib/event-schedule.js';

export async function conferencesRoutes(app: FastifyInstance) {
  const service = createConferencesService(app.db.db);
  app.ops.register(cloudListOp, (input, ctx) => service.list(input, ctx.pageParam));
  app.ops.register(cloudDetailOp, (input) => service.detail(input.id));
  app.ops.register(cloudVideoOp, (input) => service.video(input.id));
  app.ops.register(cloudVideoListOp, (_input, ctx) => service.videos(ctx.pageParam));

  // The committed demo videos and posters (apps/api/assets/video), with range requests for seeking.
  await app.register(fastifyStatic, {
    root: path.resolve(app.config.migrationsDir, '../assets/video'),
    prefix: VIDEO_PREFIX,
    decorateReply: false,
    index: false,
    wildcard: false,
    acceptRanges: true,
    maxAge: '1d',
    setHeaders(res) {
      res.header('x-content-type-options', 'nosniff');
    },
  });
}
