import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * Where uploaded files live. The local driver writes under config.uploadDir, served at
 * /media/uploads/; an S3-compatible driver would implement the same two methods.
 */
export interface StorageAdapter {
  /** Stores the bytes and answers the public same-site URL. */
  put(key: string, bytes: Buffer, mime: string): Promise<string>;
  remove(url: string): Promise<void>;
}

export function localStorage(uploadDir: string): StorageAdapter {
  const root = path.resolve(uploadDir);
  return {
    async put(key, bytes) {
      const file = path.resolve(root, key);
      // Keys are built by us, but never let one escape the folder.
      if (!file.startsWith(root + path.sep)) throw new Error('invalid storage key');
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, bytes, { flag: 'wx' });
      return `/media/uploads/${key}`;
    },
    async remove(url) {
      if (!url.startsWith('/media/uploads/')) return;
      const file = path.resolve(root, url.slice('/media/uploads/'.length));
      if (file.startsWith(root + path.sep)) await fs.rm(file, { force: true });
    },
  };
}

/** A fresh key: purpose/yyyymm/random.ext — never the user's file name. */
export function newKey(purpose: string, ext: string, now = new Date()) {
  const month = now.toISOString().slice(0, 7).replace('-', '');
  return `${purpose}/${month}/${randomBytes(12).toString('hex')}.${ext}`;
}
