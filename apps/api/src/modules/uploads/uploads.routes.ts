import type { FastifyInstance } from 'fastify';
import { uploadImageOp } from '@shp/contracts';
import { createUploadsService } from './uploads.service.js';
import { localStorage } from './uploads.storage.js';

export async function uploadsRoutes(app: FastifyInstance) {
  const service = createUploadsService(localStorage(app.config.uploadDir));
  app.ops.register(uploadImageOp, async (input) => service.putImage(input));
}
