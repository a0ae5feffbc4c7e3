import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SITEMAP_KINDS, SITEMAP_URLS_PER_FILE, type SitemapKind } from '@shp/contracts';
import { queryRows } from '../../db/client.js';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The detail call behind each kind's page: a listed id must answer it. */
const DETAIL: Record<SitemapKind, string> = {
  mall: '/api/foreground/project/queryProjectDetails',
  shop: '/api/foreground/shop/detail',
  brand: '/api/foreground/brand/detail',
  franchise: '/api/foreground/franchise/detail',
  space: '/api/foreground/activity/fieldCompetitiveLeasingDetails',
  article: '/api/foreground/feed/detail',
  brandStory: '/api/foreground/feed/detail',
  consultant: '/api/foreground/consultant/detail',
  case: '/api/foreground/shop/wonderfulCaseDetail',
};

async function summary() {
  const res = await t.app.inject({ method: 'GET', url: '/api/foreground/sitemap/summary?channelCode=ch_web' });
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: { kind: SitemapKind; count: number; parts: number[] }[] }).data;
}

const ids = async (kind: SitemapKind, part = 1) => (await post(t.app, '/api/foreground/sitemap/ids', { kind, part })).body.data as number[];

describe('sitemap', () => {
  it('counts every kind and lists, part by part, exactly the ids whose detail call answers', async () => {
    const kinds = await summary();
    expect(kinds.map((k) => k.kind)).toEqual([...SITEMAP_KINDS]);
    for (const k of kinds) {
      expect(k.count, k.kind).toBeGreaterThan(0);
      expect(k.parts.length, k.kind).toBeGreaterThan(0);
      const all = (await Promise.all(k.parts.map((p) => ids(k.kind, p)))).flat();
      expect(all.every((id) => k.parts.includes(Math.ceil(id / SITEMAP_URLS_PER_FILE)))).toBe(true);
      expect(all.length, k.kind).toBe(k.count);
      expect(all).toEqual([...all].sort((a, b) => a - b));
      for (const id of [all[0], all[Math.floor(all.length / 2)], all[all.length - 1]]) {
        const d = await post(t.app, DETAIL[k.kind], { id });
        expect(d.status, `${k.kind} ${id}`).toBe(200);
      }
    }
  });

  it('separates brand stories from other articles, franchise brands are brands too', async () => {
    const [articles, stories, brands, franchise] = await Promise.all([ids('article'), ids('brandStory'), ids('brand'), ids('franchise')]);
    expect(articles.some((id) => stories.includes(id))).toBe(false);
    const categories = await queryRows<{ category: string }>(
      t.database.db,
      sql`select distinct category from articles where id = any(${`{${stories.join(',')}}`}::int[])`,
    );
    expect(categories.map((r) => r.category)).toEqual(['brand_story']);
    expect(franchise.every((id) => brands.includes(id))).toBe(true);
  });

  it('drops an item taken offline (its page is a 404) and keeps parts to their id range', async () => {
    const [first] = await ids('mall');
    await t.database.db.execute(sql`update malls set status = 'offline' where id = ${first}`);
    try {
      // Cached answers last a minute: the operators' change hook clears them, here a direct write.
      t.app.ops.cache.clear();
      expect(await ids('mall')).not.toContain(first);
      expect((await post(t.app, DETAIL.mall, { id: first })).status).toBe(404);
      expect(await ids('mall', 2)).toEqual([]);
    } finally {
      await t.database.db.execute(sql`update malls set status = 'published' where id = ${first}`);
      t.app.ops.cache.clear();
    }
  });

  it('answers bad input with the envelope and a Chinese message', async () => {
    for (const [data, msg] of [
      [{ kind: 'users', part: 1 }, '站点地图分类不存在'],
      [{ kind: 'shop', part: 0 }, '分段有误'],
      [{ kind: 'shop', part: 'x' }, '分段有误'],
      [{ kind: 'shop', part: 1e9 }, '分段有误'],
    ] as const) {
      const r = await post(t.app, '/api/foreground/sitemap/ids', data);
      expect(r.status).toBe(400);
      expect(r.body.msg).toBe(msg);
    }
  });
});
