import type { FastifyInstance } from 'fastify';
import { uploadImageOp } from '@shp/contracts';
import { createUploadsService } from './uploads.service.js';
import { localStorage } from '../../lib/file-storage.js';

export async function uploadsRoutes(app: FastifyInstance) {
  const service = createUploadsService(app.db.db, localStorage(app.config.uploadDir));
  app.ops.register(uploadImageOp, async (input, ctx) => service.putImage(ctx.member.id, input)); // access 'member' guarantees a member
}
