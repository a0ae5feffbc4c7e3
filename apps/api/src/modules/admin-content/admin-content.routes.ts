import type { FastifyInstance } from 'fastify';
import {
  adminContentGetOp,
  adminContentListOp,
  adminContentOptionsOp,
  adminContentSaveOp,
  adminContentSetStatusOp,
  adminHomeConfigGetOp,
  adminHomeConfigSaveOp,
  adminUploadOp,
  ADMIN_UPLOAD_MAX_BYTES,
} from '@shp/contracts';
import { badRequest } from '../../lib/errors.js';
import { uploads } from '../../db/schema/index.js';
import { asOperator } from '../../lib/call-context.js';
import { recordAudit } from '../admin-audit/audit.repository.js';
import { newKey, putRecorded, storageOf } from '../../lib/file-storage.js';
import { sniffImage } from '../../lib/image-type.js';
import { createAdminContentService } from './admin-content.service.js';

export async function adminContentRoutes(app: FastifyInstance) {
  const storage = storageOf(app);
  const service = createAdminContentService(app.db.db, storage, app.log);

  app.ops.register(adminContentListOp, (input, ctx) => service.list(input, asOperator(ctx)));
  app.ops.register(adminContentGetOp, (input) => service.get(input.type, input.id));
  app.ops.register(adminContentSaveOp, (input, ctx) => service.save(input, asOperator(ctx)));
  app.ops.register(adminContentSetStatusOp, (input, ctx) => service.setStatus(input, asOperator(ctx)));
  app.ops.register(adminContentOptionsOp, (input) => service.options(input.mallQ));
  app.ops.register(adminHomeConfigGetOp, () => service.homeConfig());
  app.ops.register(adminHomeConfigSaveOp, (input, ctx) => service.saveHomeConfig(input, asOperator(ctx)));

  app.ops.register(adminUploadOp, async (input, ctx) => {
    const op = asOperator(ctx);
    const base64 = input.dataBase64.replace(/^data:[\w/+.-]+;base64,/, '');
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw badRequest('文件内容有误');
    const bytes = Buffer.from(base64, 'base64');
    if (bytes.length > ADMIN_UPLOAD_MAX_BYTES) throw badRequest('图片不能超过700KB');
    // The type comes from the bytes; the file name is never used for storage.
    const kind = sniffImage(bytes);
    if (!kind) throw badRequest('仅支持 PNG、JPG、WebP、GIF 格式的图片');
    return putRecorded(storage, newKey('content', kind.ext), bytes, kind.mime, async (url) => {
      // The row lets the nightly sweep find an image the editor never saved (decision 048).
      await app.db.db.insert(uploads).values({ operator: op.operator.username.slice(0, 64), url, mime: kind.mime, size: bytes.length, purpose: 'content' });
      await recordAudit(app.db.db, op.operator, ctx.ip, {
        action: 'content.upload',
        entityType: 'upload',
        entityId: url.slice(-64),
        before: null,
        after: { url, fileName: input.fileName, size: bytes.length },
      });
      return { url };
    });
  });
}
