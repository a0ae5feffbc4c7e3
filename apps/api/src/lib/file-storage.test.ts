import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error s3rver ships no types; only its constructor, run and close are used here.
import S3rver from '@20minutes/s3rver';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { loadConfig } from '../config.js';
import { keyOfUrl, newKey, putRecorded, s3Storage, storageReadOrigins } from './file-storage.js';

/** A local S3-compatible server (s3rver): the SDK's real requests, signatures checked. */
let server: { run(): Promise<AddressInfo>; close(): Promise<void> };
let dir: string;
let endpoint: string;

const settings = (extra: Record<string, string> = {}) => {
  const c = loadConfig(
    {},
    {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: 'shp-test',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      ...extra,
    },
  );
  if (c.storage.driver !== 's3') throw new Error('expected s3');
  return c.storage;
};

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'wechat-s3-s3rver-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: 'shp-test' }] });
  const address = await server.run();
  endpoint = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await server?.close();
  await fs.rm(dir, { recursive: true, force: true });
});

const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe('s3 storage driver', () => {
  it('puts, reads through a signed URL, and deletes an object', async () => {
    const storage = s3Storage(settings());
    const key = newKey('logo', 'png');
    const url = await storage.put(key, png, 'image/png');
    expect(url).toBe(`/media/uploads/${key}`);

    const got = await storage.client.send(new GetObjectCommand({ Bucket: 'shp-test', Key: key }));
    expect(Buffer.from(await got.Body!.transformToByteArray())).toEqual(png);
    expect(got.ContentType).toBe('image/png');

    const signed = await storage.readUrl(key);
    expect(signed).toContain('X-Amz-Signature=');
    const res = await fetch(signed);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(png);
    // A tampered signature is refused by the server: the URL is really signed. The first hex digit
    // is changed to another one (a signature may already start with 0).
    const tampered = signed.replace(/X-Amz-Signature=(\w)/, (_, c: string) => `X-Amz-Signature=${c === '0' ? '1' : '0'}`);
    expect(tampered).not.toBe(signed);
    expect((await fetch(tampered)).status).toBe(403);

    await storage.remove(url);
    expect((await fetch(await storage.readUrl(key))).status).toBe(404);
  });

  it('answers a public base URL instead of signing when one is set', async () => {
    const storage = s3Storage(settings({ S3_PUBLIC_BASE_URL: 'https://cdn.example.cn/files/' }));
    expect(await storage.readUrl('logo/202611/ab.png')).toBe('https://cdn.example.cn/files/logo/202611/ab.png');
    expect(storage.readUrlMaxAge).toBe(86400);
  });

  it('removes the object when the database write that records it fails (no orphan)', async () => {
    const storage = s3Storage(settings());
    const key = newKey('logo', 'png');
    await expect(
      putRecorded(storage, key, png, 'image/png', async () => {
        throw new Error('insert failed');
      }),
    ).rejects.toThrow('insert failed');
    expect((await fetch(await storage.readUrl(key))).status).toBe(404);
  });

  it('refuses a wrong key pair (the signature is checked)', async () => {
    const storage = s3Storage(settings({ S3_SECRET_ACCESS_KEY: 'wrong-secret' }));
    await expect(storage.put(newKey('logo', 'png'), png, 'image/png')).rejects.toThrow(/signature/i);
  });

  it('checks the bucket with a signed HeadBucket', async () => {
    // s3rver signs a bucket's HEAD over another path than the SDK does, so this one request is
    // checked by a node:http stub of the same wire protocol.
    const seen: { method?: string; url?: string; auth?: string }[] = [];
    const stub = http.createServer((req, res) => {
      seen.push({ method: req.method, url: req.url, auth: req.headers.authorization });
      res.statusCode = req.headers.authorization?.includes('Credential=GOOD/') ? 200 : 403;
      res.end();
    });
    await new Promise<void>((r) => stub.listen(0, '127.0.0.1', r));
    const at = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
    try {
      await s3Storage(settings({ S3_ENDPOINT: at, S3_ACCESS_KEY_ID: 'GOOD' })).check();
      expect(seen[0]).toMatchObject({ method: 'HEAD', url: '/shp-test/' });
      expect(seen[0].auth).toMatch(/^AWS4-HMAC-SHA256 Credential=GOOD\/\d{8}\/us-east-1\/s3\/aws4_request, SignedHeaders=.*, Signature=[0-9a-f]{64}$/);
      await expect(s3Storage(settings({ S3_ENDPOINT: at, S3_ACCESS_KEY_ID: 'BAD' })).check()).rejects.toThrow();
    } finally {
      stub.close();
    }
  });

  it('reads only keys of its own prefix', () => {
    expect(keyOfUrl('/media/uploads/logo/202611/ab.png')).toBe('logo/202611/ab.png');
    expect(keyOfUrl('/media/uploads/../secret')).toBeNull();
    expect(keyOfUrl('/media/uploads/a//b')).toBeNull();
    expect(keyOfUrl('/media/placeholder/mall/1')).toBeNull();
  });

  it('lets the CSP read from the bucket the reads go to', () => {
    expect(storageReadOrigins({ driver: 'local' })).toEqual([]);
    expect(storageReadOrigins(settings())).toEqual([endpoint]);
    expect(storageReadOrigins(settings({ S3_FORCE_PATH_STYLE: 'false', S3_ENDPOINT: 'https://cos.ap-shanghai.myqcloud.com' }))).toEqual([
      'https://shp-test.cos.ap-shanghai.myqcloud.com',
    ]);
    expect(storageReadOrigins(settings({ S3_PUBLIC_BASE_URL: 'https://img.example.cn/u' }))).toEqual(['https://img.example.cn']);
  });
});
