import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { createMemberSession } from '../../test/fixtures.js';
import { uploads } from '../../db/schema/index.js';
import { createUploadsService } from './uploads.service.js';
import type { StorageAdapter } from '../../lib/file-storage.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const fileOf = (url: string) => path.join(t.config.uploadDir, url.slice('/media/uploads/'.length));

describe('stored files follow their records', () => {
  const up = async (token: string) => {
    const res = await post(t.app, '/api/foreground/upload/image', { fileName: 'a.png', content: png.toString('base64'), purpose: 'avatar' }, { token });
    expect(res.body).toMatchObject({ code: 10000 });
    return res.body.data.url as string;
  };

  it('deletes the replaced avatar (row and file), never another member’s file', async () => {
    const a = await createMemberSession(t.database.db);
    const b = await createMemberSession(t.database.db);
    const first = await up(a.token);
    const others = await up(b.token);
    expect(fs.existsSync(fileOf(first))).toBe(true);
    expect((await post(t.app, '/api/foreground/auth/user/update', { avatarUrl: first }, { token: a.token })).body.code).toBe(10000);
    const second = await up(a.token);
    await post(t.app, '/api/foreground/auth/user/update', { avatarUrl: second }, { token: a.token });
    expect(fs.existsSync(fileOf(first))).toBe(false);
    expect(await t.database.db.select().from(uploads).where(eq(uploads.url, first))).toEqual([]);
    // Pointing at someone else's file and letting go of it leaves that file alone.
    await post(t.app, '/api/foreground/auth/user/update', { avatarUrl: others }, { token: a.token });
    await post(t.app, '/api/foreground/auth/user/update', { avatarUrl: null }, { token: a.token });
    expect(fs.existsSync(fileOf(others))).toBe(true);
    expect(fs.existsSync(fileOf(second))).toBe(false);
  });

  it('removes the stored object when the upload row cannot be written', async () => {
    const removed: string[] = [];
    const stored: string[] = [];
    const storage: StorageAdapter = {
      put: async (key) => {
        stored.push(`/media/uploads/${key}`);
        return `/media/uploads/${key}`;
      },
      remove: async (url) => void removed.push(url),
    };
    // A purpose longer than its column: the insert fails after the object was stored.
    const service = createUploadsService(t.database.db, storage);
    const m = await createMemberSession(t.database.db);
    await expect(service.putImage(m.member.id, { content: png.toString('base64'), purpose: 'x'.repeat(40) })).rejects.toThrow();
    expect(stored).toHaveLength(1);
    expect(removed).toEqual(stored);
    expect(
      await t.database.db
        .select()
        .from(uploads)
        .where(and(eq(uploads.url, stored[0]))),
    ).toEqual([]);
  });
});
