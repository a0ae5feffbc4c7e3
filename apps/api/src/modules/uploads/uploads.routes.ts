import type { FastifyInstance } from 'fastify';
import { uploadImageOp } from '@shp/contracts';
import { createUploadsService } from './uploads.service.js';
import { storageOf } from '../../lib/file-storage.js';

export async function uploadsRoutes(app: FastifyInstance) {
  const service = createUploadsService(app.db.db, storageOf(app));
  app.ops.register(uploadImageOp, async (input, ctx) => service.putImage(ctx.member.id, input)); // access 'member' guarantees a member
}
