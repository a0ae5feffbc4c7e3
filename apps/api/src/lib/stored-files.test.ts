import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
// @ts-expect-error s3rver ships no types; only its constructor, run and close are used here.
import S3rver from '@20minutes/s3rver';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { SELLER_ROLE } from '@shp/contracts';
import { createTestApp, post, type TestApp } from '../test/test-app.js';
import { createMemberSession } from '../test/fixtures.js';
import { createOperatorSession } from '../test/operators.js';
import { formats, sellerOrderItems, uploads } from '../db/schema/index.js';
import { isS3Storage, keyOfUrl, storageOf } from './file-storage.js';
import { FILE_COLUMNS, letGo, ORPHAN_GRACE_MS, sweepOrphanUploads } from './stored-files.js';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const png = () => Buffer.concat([PNG, Buffer.from(String(Math.random()))]).toString('base64');

let s3: { run(): Promise<AddressInfo>; close(): Promise<void> };
let s3Dir: string;
let s3Endpoint: string;
beforeAll(async () => {
  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shp-stored-files-s3-'));
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: 'shp-files' }] });
  s3Endpoint = `http://127.0.0.1:${(await s3.run()).port}`;
});
afterAll(async () => {
  await s3?.close();
  fs.rmSync(s3Dir, { recursive: true, force: true });
});

describe('file columns', () => {
  it('come from the schema: every *_url and *images column, soft-deleted rows not counted', () => {
    const names = FILE_COLUMNS.map((c) => `${(c.table as unknown as Record<symbol, string>)[Symbol.for('drizzle:Name')]}.${c.column.name}`);
    for (const n of [
      'members.avatar_url',
      'brand_profiles.logo_url',
      'malls.cover_url',
      'malls.images',
      'shops.images',
      'brands.logo_url',
      'adverts.image_url',
      'seller_goods.images',
      'seller_order_items.image_url',
      'seller_companies.licence_url',
    ]) {
      expect(names).toContain(n);
    }
    expect(names).not.toContain('uploads.url');
    expect(FILE_COLUMNS.find((c) => c.column.name === 'images' && c.many && c.live)).toBeTruthy();
  });

  it('letGo names upload URLs the new value no longer holds, anywhere in it', () => {
    const a = '/media/uploads/logo/202611/aa.png';
    const b = '/media/uploads/logo/202611/bb.png';
    expect(letGo({ coverUrl: a, images: [b, '/media/placeholder/mall/x.svg'] }, { coverUrl: b, images: [] })).toEqual([a]);
    expect(letGo([a, '/media/uploads/../etc/passwd'], null)).toEqual([a]);
  });
});

for (const driver of ['local', 's3'] as const) {
  describe(`stored files follow their records (${driver} driver)`, () => {
    let t: TestApp;
    let uploadDir: string;
    beforeAll(async () => {
      uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shp-stored-files-'));
      const env: Record<string, string> =
        driver === 's3'
          ? {
              STORAGE_DRIVER: 's3',
              S3_ENDPOINT: s3Endpoint,
              S3_BUCKET: 'shp-files',
              S3_REGION: 'us-east-1',
              S3_ACCESS_KEY_ID: 'S3RVER',
              S3_SECRET_ACCESS_KEY: 'S3RVER',
              S3_FORCE_PATH_STYLE: 'true',
            }
          : { UPLOAD_DIR: uploadDir };
      t = await createTestApp(env);
    }, 120_000);
    afterAll(async () => {
      await t?.close();
      fs.rmSync(uploadDir, { recursive: true, force: true });
    });

    /** Whether the object behind an upload URL exists on the disk or in the bucket. */
    async function stored(url: string) {
      const storage = storageOf(t.app);
      const key = keyOfUrl(url)!;
      if (!isS3Storage(storage)) return fs.existsSync(path.join(t.config.uploadDir, key));
      try {
        await storage.client.send(new HeadObjectCommand({ Bucket: 'shp-files', Key: key }));
        return true;
      } catch {
        return false;
      }
    }
    const rowOf = async (url: string) => (await t.database.db.select().from(uploads).where(eq(uploads.url, url))).length;

    it('a replaced brand logo is deleted with its row', async () => {
      const { token } = await createMemberSession(t.database.db);
      const up = async () =>
        (await post(t.app, '/api/foreground/upload/image', { fileName: 'l.png', content: png(), purpose: 'logo' }, { token })).body.data.url as string;
      const ids = (await t.database.db.select({ id: formats.id }).from(formats).limit(1)).map((f) => f.id);
      const base = { brandName: '测试咖啡', formatIds: ids, contacts: '李四', phone: '13912345678', isOpenShop: 'Y' };
      const first = await up();
      expect((await post(t.app, '/api/foreground/memberBrand/save', { ...base, logoUrl: first }, { token })).body.code).toBe(10000);
      const second = await up();
      expect((await post(t.app, '/api/foreground/memberBrand/save', { ...base, logoUrl: second }, { token })).body.code).toBe(10000);
      expect(await stored(first)).toBe(false);
      expect(await rowOf(first)).toBe(0);
      expect(await stored(second)).toBe(true);
    });

    it('console images: a replaced cover goes, an image another record still shows stays', async () => {
      const editor = await createOperatorSession(t.database.db, { role: 'editor' });
      const up = async () => {
        const r = await post(t.app, '/api/admin/content/upload', { fileName: 'c.png', dataBase64: png() }, editor);
        expect(r.body.code, r.body.msg).toBe(10000);
        return r.body.data.url as string;
      };
      const [a, b, shared] = [await up(), await up(), await up()];
      expect(await rowOf(a)).toBe(1);
      const advert = (imageUrl: string, title: string) => ({
        position: 'list_banner',
        title,
        subtitle: '',
        imageUrl,
        linkUrl: '/product',
        height: 120,
        cityCode: null,
        sort: 1,
        startsAt: null,
        endsAt: null,
      });
      const one = await post(t.app, '/api/admin/content/save', { type: 'advert', fields: advert(a, '甲') }, editor);
      expect(one.body.code, one.body.msg).toBe(10000);
      const two = await post(t.app, '/api/admin/content/save', { type: 'advert', fields: advert(shared, '乙') }, editor);
      await post(t.app, '/api/admin/content/save', { type: 'advert', id: one.body.data.id, fields: advert(b, '甲') }, editor);
      expect(await stored(a)).toBe(false);
      expect(await stored(b)).toBe(true);
      // The first advert now shows the shared image too; letting go of it in one keeps it for the other.
      await post(t.app, '/api/admin/content/save', { type: 'advert', id: one.body.data.id, fields: advert(shared, '甲') }, editor);
      expect(await stored(b)).toBe(false);
      await post(t.app, '/api/admin/content/save', { type: 'advert', id: two.body.data.id, fields: advert('/media/placeholder/banner/x.svg', '乙') }, editor);
      expect(await stored(shared)).toBe(true);
    });

    it('seller goods: a photo taken out goes, deleting goods deletes theirs, an order keeps its own', async () => {
      const seller = await createMemberSession(t.database.db, { roles: [SELLER_ROLE] });
      const call = (p: string, data: unknown) => post(t.app, `/api/foreground/seller${p}`, data, { token: seller.token });
      const up = async () => {
        const r = await call('/goods/uploadImage', { fileName: 'g.png', content: png() });
        expect(r.body.code, r.body.msg).toBe(10000);
        return r.body.data.url as string;
      };
      const [p1, p2, p3] = [await up(), await up(), await up()];
      expect(await rowOf(p1)).toBe(1);
      const goods = (images: string[]) => ({
        name: '测试快闪活动策划',
        typeId: 1,
        cityCode: '310000',
        description: '含方案与执行',
        images,
        skus: [{ attrs: { 套餐: '基础版', 场次: '单场' }, price: 100, stock: 1 }],
      });
      const saved = await call('/goods/edit', goods([p1, p2]));
      expect(saved.body.code, saved.body.msg).toBe(10000);
      const goodsId = saved.body.data.goodsId ?? saved.body.data.id;
      expect((await call('/goods/edit', { ...goods([p2, p3]), goodsId })).body.code).toBe(10000);
      expect(await stored(p1)).toBe(false);
      // An order shows p2 (its snapshot), so deleting the goods keeps p2 and deletes p3.
      await t.database.db
        .insert(sellerOrderItems)
        .values({ orderId: 999_999, goodsId, goodsName: '测试', skuText: '基础版', imageUrl: p2, priceFen: 100, quantity: 1 });
      expect((await call('/goods/delete', { goodsIds: [goodsId] })).body.code).toBe(10000);
      expect(await stored(p3)).toBe(false);
      expect(await stored(p2)).toBe(true);
    });

    it('the nightly sweep deletes uploads no record took after a day, and nothing else', async () => {
      const { token } = await createMemberSession(t.database.db);
      const up = async () =>
        (await post(t.app, '/api/foreground/upload/image', { fileName: 'a.png', content: png(), purpose: 'avatar' }, { token })).body.data.url as string;
      const [abandoned, used, fresh] = [await up(), await up(), await up()];
      await post(t.app, '/api/foreground/auth/user/update', { avatarUrl: used }, { token });
      const old = new Date(Date.now() - ORPHAN_GRACE_MS - 60_000);
      await t.database.db
        .update(uploads)
        .set({ createdAt: old })
        .where(sql`${uploads.url} in (${abandoned}, ${used})`);
      const result = await sweepOrphanUploads(t.database.db, storageOf(t.app), new Date());
      expect(result.removed).toBeGreaterThanOrEqual(1);
      expect(await stored(abandoned)).toBe(false);
      expect(await rowOf(abandoned)).toBe(0);
      expect(await stored(used)).toBe(true);
      expect(await stored(fresh)).toBe(true);
      // Run again: nothing more to do (idempotent).
      expect((await sweepOrphanUploads(t.database.db, storageOf(t.app), new Date())).removed).toBe(0);
    });
  });
}
