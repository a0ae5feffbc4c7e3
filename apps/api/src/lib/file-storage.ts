import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Config } from '../config.js';

/** Every stored file is addressed by this same-site path, whatever the driver (decision 038). */
export const UPLOAD_PREFIX = '/media/uploads/';

/**
 * Where uploaded files live. The URL a record keeps is always `/media/uploads/<key>`: the local
 * driver serves it from config.uploadDir, the s3 driver answers it with a redirect to the bucket's
 * public URL or a short-lived signed URL (plugins/media.ts). Records never hold a bucket address, so
 * a change of bucket, CDN or driver needs no data migration.
 */
export interface StorageAdapter {
  /** Stores the bytes and answers the same-site URL. */
  put(key: string, bytes: Buffer, mime: string): Promise<string>;
  /** Deletes the object behind a URL `put` answered; other URLs are left alone. */
  remove(url: string): Promise<void>;
}

export interface S3Storage extends StorageAdapter {
  /** The address a browser reads the object at: public base URL + key, or a signed GET. */
  readUrl(key: string): Promise<string>;
  /** Seconds a browser may keep the redirect to `readUrl`. */
  readUrlMaxAge: number;
  /** HeadBucket: proves the bucket exists and the keys may use it. */
  check(): Promise<void>;
  client: S3Client;
}

/** The key behind a same-site upload URL, or null for anything else (and for a key that could escape). */
export function keyOfUrl(url: string): string | null {
  if (!url.startsWith(UPLOAD_PREFIX)) return null;
  const key = url.slice(UPLOAD_PREFIX.length);
  if (!/^[\w][\w./-]{0,300}$/.test(key) || key.split('/').some((p) => p === '..' || p === '.' || p === '')) return null;
  return key;
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
      return `${UPLOAD_PREFIX}${key}`;
    },
    async remove(url) {
      const key = keyOfUrl(url);
      if (!key) return;
      const file = path.resolve(root, key);
      if (file.startsWith(root + path.sep)) await fs.rm(file, { force: true });
    },
  };
}

type S3Settings = Extract<Config['storage'], { driver: 's3' }>;

export function s3Storage(s: S3Settings): S3Storage {
  const client = new S3Client({
    endpoint: s.endpoint,
    region: s.region,
    forcePathStyle: s.forcePathStyle,
    credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey },
    // OSS and COS refuse the newer default checksums on PutObject; send them only when required.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 2,
  });
  return {
    client,
    readUrlMaxAge: s.publicBaseUrl ? 86400 : Math.floor(s.signedUrlTtl / 2),
    async put(key, bytes, mime) {
      if (!keyOfUrl(`${UPLOAD_PREFIX}${key}`)) throw new Error('invalid storage key');
      await client.send(
        new PutObjectCommand({
          Bucket: s.bucket,
          Key: key,
          Body: bytes,
          ContentType: mime,
          ContentLength: bytes.length,
          // Keys are random and never reused: a file never changes under its key.
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
      return `${UPLOAD_PREFIX}${key}`;
    },
    async remove(url) {
      const key = keyOfUrl(url);
      if (key) await client.send(new DeleteObjectCommand({ Bucket: s.bucket, Key: key }));
    },
    async readUrl(key) {
      if (s.publicBaseUrl) return `${s.publicBaseUrl}/${key.split('/').map(encodeURIComponent).join('/')}`;
      return getSignedUrl(client, new GetObjectCommand({ Bucket: s.bucket, Key: key }), { expiresIn: s.signedUrlTtl });
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket: s.bucket }));
    },
  };
}

const adapters = new WeakMap<Config, StorageAdapter>();

/** The configured driver, one per app (the S3 client keeps its connections). */
export function storageOf(app: { config: Config }): StorageAdapter {
  let adapter = adapters.get(app.config);
  if (!adapter) {
    const s = app.config.storage;
    adapter = s.driver === 's3' ? s3Storage(s) : localStorage(app.config.uploadDir);
    adapters.set(app.config, adapter);
  }
  return adapter;
}

export const isS3Storage = (a: StorageAdapter): a is S3Storage => 'readUrl' in a;

/**
 * Stores a file and runs the database write that records it; when the write fails the object is
 * removed again, so a failed upload leaves nothing behind in the bucket or folder.
 */
export async function putRecorded<T>(storage: StorageAdapter, key: string, bytes: Buffer, mime: string, record: (url: string) => Promise<T>): Promise<T> {
  const url = await storage.put(key, bytes, mime);
  try {
    return await record(url);
  } catch (err) {
    await storage.remove(url).catch(() => {});
    throw err;
  }
}

/**
 * Origins a page reads stored files from, for the CSP's img-src, media-src and connect-src (PDF.js
 * fetches): the public base URL's, or the signed URLs' host (path-style: the endpoint; else the
 * bucket's own host name under the endpoint).
 */
export function storageReadOrigins(storage: Config['storage']): string[] {
  if (storage.driver !== 's3') return [];
  if (storage.publicBaseUrl) return [new URL(storage.publicBaseUrl).origin];
  const endpoint = new URL(storage.endpoint ?? `https://s3.${storage.region}.amazonaws.com`);
  if (storage.forcePathStyle) return [endpoint.origin];
  return [`${endpoint.protocol}//${storage.bucket}.${endpoint.host}`];
}

/** A fresh key: purpose/yyyymm/random.ext — never the user's file name. */
export function newKey(purpose: string, ext: string, now = new Date()) {
  const month = now.toISOString().slice(0, 7).replace('-', '');
  return `${purpose}/${month}/${randomBytes(12).toString('hex')}.${ext}`;
}

/** `npm run check:providers`: HeadBucket with the configured keys (none for the local driver). */
export function storageProviderChecks(config: Config) {
  const s = config.storage;
  if (s.driver !== 's3') return [];
  return [
    {
      name: `Object storage (HeadBucket ${s.bucket})`,
      async run(): Promise<string> {
        try {
          await s3Storage(s).check();
        } catch (err) {
          const e = err as { name?: string; code?: string; $metadata?: { httpStatusCode?: number } };
          const status = e.$metadata?.httpStatusCode;
          // No HTTP status: the endpoint never answered (a wrong host or port, a firewall); name the network error.
          const reason = status ? `${e.name ?? 'error'} (HTTP ${status})` : `no answer (${e.code ?? e.name ?? 'network error'})`;
          throw new Error(`bucket ${s.bucket} at ${s.endpoint ?? 'AWS'}: ${reason}`);
        }
        return `bucket ${s.bucket} reachable with the configured keys`;
      },
    },
  ];
}
