import { and, count, eq, gte, inArray } from 'drizzle-orm';
import { UPLOAD_MAX_BYTES } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import { uploads } from '../../db/schema/index.js';
import { badRequest, tooMany } from '../../lib/errors.js';
import { newKey, putRecorded, type StorageAdapter } from '../../lib/file-storage.js';
import { sniffImage } from '../../lib/image-type.js';

/** Uploads a member may store per 24 hours: enough for real use, not for filling the disk. */
export const UPLOADS_PER_DAY = 30;
/** The purposes of `uploadImageOp`: a seller's goods photos have caps of their own. */
const MEMBER_PURPOSES = ['logo', 'avatar', 'proposal'];

export function createUploadsService(db: Db, storage: StorageAdapter) {
  return {
    async putImage(memberId: number, input: { content: string; purpose: string }) {
      const since = new Date(Date.now() - 86400_000);
      const [{ n }] = await db
        .select({ n: count() })
        .from(uploads)
        .where(and(eq(uploads.memberId, memberId), gte(uploads.createdAt, since), inArray(uploads.purpose, MEMBER_PURPOSES)));
      if (Number(n) >= UPLOADS_PER_DAY) throw tooMany('今日上传次数已达上限，请明天再试');
      const base64 = input.content.replace(/^data:[\w/+.-]+;base64,/, '');
      if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) throw badRequest('文件内容有误');
      const bytes = Buffer.from(base64, 'base64');
      if (bytes.length === 0) throw badRequest('请选择文件');
      if (bytes.length > UPLOAD_MAX_BYTES) throw badRequest('图片不能超过500KB');
      const kind = sniffImage(bytes);
      if (!kind) throw badRequest('仅支持 PNG、JPG、WebP、GIF 格式的图片');
      return putRecorded(storage, newKey(input.purpose, kind.ext), bytes, kind.mime, async (url) => {
        await db.insert(uploads).values({ memberId, url, mime: kind.mime, size: bytes.length, purpose: input.purpose });
        return { url, size: bytes.length, mime: kind.mime };
      });
    },
  };
}
