import { and, count, eq, gte, inArray } from 'drizzle-orm';
import { UPLOAD_MAX_BYTES } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import { uploads } from '../../db/schema/index.js';
import { badRequest, tooMany } from '../../lib/errors.js';
import { newKey, putRecorded, type StorageAdapter } from '../../lib/file-storage.js';

/** Uploads a member may store per 24 hours: enough for real use, not for filling the disk. */
export const UPLOADS_PER_DAY = 30;
/** The purposes of `uploadImageOp`: a seller's goods photos have caps of their own. */
const MEMBER_PURPOSES = ['logo', 'avatar', 'proposal'];

/** The type is read from the file's first bytes; the name and the browser's claim are not trusted. */
export function sniffImage(b: Buffer): { mime: string; ext: string } | null {
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return { mime: 'image/png', ext: 'png' };
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return { mime: 'image/jpeg', ext: 'jpg' };
  if (b.length >= 12 && b.toString('ascii', 0, 4) === 'RIFF' && b.toString('ascii', 8, 12) === 'WEBP') return { mime: 'image/webp', ext: 'webp' };
  if (b.length >= 6 && (b.toString('ascii', 0, 6) === 'GIF87a' || b.toString('ascii', 0, 6) === 'GIF89a')) return { mime: 'image/gif', ext: 'gif' };
  return null;
}

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
