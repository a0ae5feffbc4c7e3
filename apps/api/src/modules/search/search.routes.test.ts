import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { highlight } from './highlight.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const S = '/api/foreground/search/all';
type Hit = { type: string; title: { text: string; hit: boolean }[]; url: string; rank: number; cityName: string | null };

describe('highlight', () => {
  it('splits text into plain and matched pieces, longest word first, never HTML', () => {
    expect(highlight('星河万象城火锅店', ['火锅', '万象城', '万象'])).toEqual([
      { text: '星河', hit: false },
      { text: '万象城', hit: true },
      { text: '火锅', hit: true },
      { text: '店', hit: false },
    ]);
    expect(highlight('<b>x</b>', ['x'])).toEqual([{ text: '<b>', hit: false }, { text: 'x', hit: true }, { text: '</b>', hit: false }]);
  });
});

describe('unified search', () => {
  it('finds malls, shops, brands and news with segmented words, ranked', async () => {
    const res = await post(t.app, S, { keyword: '北京火锅' }, { pageParam: { pageSize: 50 } });
    expect(res.body.code).toBe(10000);
    expect(res.body.data.words).toEqual(expect.arrayContaining(['北京', '火锅']));
    const ranks = (res.body.data.list as Hit[]).map((h) => h.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    const all = await post(t.app, S, { keyword: '火锅' }, { pageParam: { pageSize: 200 } });
    const c = all.body.data.counts;
    expect(c.brand).toBeGreaterThan(0);
    expect(c.shop).toBeGreaterThan(0);
    expect(all.body.data.total).toBe(c.mall + c.shop + c.brand + c.news);
    const types = new Set((all.body.data.list as Hit[]).map((h) => h.type));
    expect(types.has('brand') && types.has('shop')).toBe(true);
    const hit = (all.body.data.list as Hit[]).find((h) => h.type === 'brand')!;
    expect(hit.title.some((p) => p.hit && p.text === '火锅')).toBe(true);
    expect(hit.url).toMatch(/^\/BrandDetail\?id=\d+$/);
  });

  it('filters by type and city', async () => {
    const shops = await post(t.app, S, { keyword: '旺铺', type: 'shop' }, { pageParam: { pageSize: 100 } });
    expect((shops.body.data.list as Hit[]).every((h) => h.type === 'shop')).toBe(true);
    expect(shops.body.data.total).toBe(shops.body.data.counts.shop);
    const bj = await post(t.app, S, { keyword: '旺铺', type: 'shop', cityCode: '110000' }, { pageParam: { pageSize: 100 } });
    expect(bj.body.data.total).toBeLessThanOrEqual(shops.body.data.total);
    for (const h of bj.body.data.list as Hit[]) expect(h.cityName).toBe('北京');
  });

  it('offers suggestions that give results when nothing matches', async () => {
    const res = await post(t.app, S, { keyword: '火锅量子纠缠' });
    expect(res.body.data.total).toBe(0);
    expect(res.body.data.list).toEqual([]);
    expect(res.body.data.suggestions.length).toBeGreaterThan(0);
    for (const s of res.body.data.suggestions) expect(s.total).toBeGreaterThan(0);
    // Counting stops at 200 a type: a total below that is exact, so not marked as "200+".
    for (const s of res.body.data.suggestions) if (s.total < 200) expect(s.capped).toBe(false);
    expect(res.body.data.suggestions.map((s: { keyword: string }) => s.keyword)).toContain('火锅');
  });

  it('refuses an empty keyword and a bad type; pages beyond the end are empty', async () => {
    expect((await post(t.app, S, { keyword: '  ' })).body.msg).toBe('请输入搜索关键词');
    expect((await post(t.app, S, { keyword: '火锅', type: 'video' })).body.msg).toBe('搜索类型有误');
    const far = await post(t.app, S, { keyword: '火锅' }, { pageParam: { pageNum: 500 } });
    expect(far.body.data.list).toEqual([]);
    expect(far.body.data.total).toBeGreaterThan(0);
    const hot = await post(t.app, '/api/foreground/search/hotWords', {});
    expect(hot.body.data).toContain('火锅');
  });
});
