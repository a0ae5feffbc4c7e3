import { z } from 'zod';
import { defineOp } from '../op.js';

export const UPLOAD_MAX_BYTES = 500 * 1024;
export const UPLOAD_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/**
 * Images travel as base64 in the JSON envelope (the body limit is 1 MB), so the call keeps the
 * SPEC wrapper and Zod validation like every other call; the server checks the bytes themselves.
 */
export const uploadImageOp = defineOp({
  method: 'POST',
  path: '/api/foreground/upload/image',
  access: 'member',
  summary: '上传图片（PNG/JPEG/WebP/GIF，≤500KB；按文件内容核对类型）',
  input: z.object({
    fileName: z.string().trim().min(1, '请选择文件').max(120, '文件名过长'),
    /** base64 of the file, without the data: prefix. */
    content: z.string().min(1, '请选择文件').max(700_000, '图片不能超过500KB'),
    purpose: z.enum(['logo', 'avatar', 'proposal']).default('logo'),
  }),
  output: z.object({ url: z.string(), size: z.number().int(), mime: z.string() }),
});
