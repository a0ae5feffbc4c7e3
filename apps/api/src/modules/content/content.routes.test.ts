import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('content: feed', () => {
  it('pages a category newest first and reports the total', async () => {
    const { body } = await post(t.app, '/api/foreground/feed/pageList', { category: 'news' }, { pageParam: { pageNum: 1, pageSize: 5 } });
    expect(body.code).toBe(10000);
    expect(body.data.list).toHaveLength(5);
    expect(body.data.total).toBeGreaterThan(5);
    expect(body.data.list.every((a: { category: string; categoryName: string }) => a.category === 'news' && a.categoryName === '资讯')).toBe(true);
    const dates = body.data.list.map((a: { publishedAt: string }) => a.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const page2 = await post(t.app, '/api/foreground/feed/pageList', { category: 'news' }, { pageParam: { pageNum: 2, pageSize: 5 } });
    expect(page2.body.data.list[0].id).not.toBe(body.data.list[0].id);
  });

  it('mixes categories, searches by keyword and sorts by views', async () => {
    const mixed = await post(t.app, '/api/foreground/feed/pageList', { categories: ['news', 'investment'] }, { pageParam: { pageSize: 50 } });
    const cats = new Set(mixed.body.data.list.map((a: { category: string }) => a.category));
    expect([...cats].sort()).toEqual(['investment', 'news']);
    const first = mixed.body.data.list[0];
    const word = first.title.slice(0, 2);
    const found = await post(t.app, '/api/foreground/feed/pageList', { keyword: word });
    expect(found.body.data.total).toBeGreaterThan(0);
    const hot = await post(t.app, '/api/foreground/feed/pageList', { sort: 'hot' }, { pageParam: { pageSize: 10 } });
    const views = hot.body.data.list.map((a: { views: number }) => a.views);
    expect([...views].sort((a, b) => b - a)).toEqual(views);
  });

  it('answers a detail with paragraphs, related items of the same category, neighbours, and counts the view', async () => {
    const list = await post(t.app, '/api/foreground/feed/pageList', { category: 'brand_story' }, { pageParam: { pageSize: 3 } });
    const id = list.body.data.list[1].id;
    const { body } = await post(t.app, '/api/foreground/feed/detail', { id });
    expect(body.code).toBe(10000);
    expect(body.data.paragraphs.length).toBeGreaterThan(1);
    expect(body.data.brandName).toBeTruthy();
    expect(body.data.related.length).toBeGreaterThan(0);
    expect(body.data.related.every((r: { category: string; id: number }) => r.category === 'brand_story' && r.id !== id)).toBe(true);
    expect(body.data.prev.id).toBe(list.body.data.list[0].id);
    expect(body.data.next.id).toBe(list.body.data.list[2].id);
    const again = await post(t.app, '/api/foreground/feed/detail', { id });
    expect(again.body.data.views).toBe(body.data.views + 1);
  });

  it('refuses bad input in Chinese and answers 404 for a missing article', async () => {
    const bad = await post(t.app, '/api/foreground/feed/pageList', { category: 'gossip' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('资讯分类不存在');
    const badId = await post(t.app, '/api/foreground/feed/detail', { id: 'abc' });
    expect(badId.status).toBe(400);
    expect(badId.body.msg).toMatch(/内容ID/);
    const missing = await post(t.app, '/api/foreground/feed/detail', { id: 999999 });
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('资讯不存在或已下架');
  });

  it('counts articles per category', async () => {
    const { body } = await post(t.app, '/api/foreground/feed/categories', {});
    expect(body.data.map((c: { category: string }) => c.category)).toEqual(['news', 'square', 'brand_story', 'investment', 'policy']);
    expect(body.data.reduce((s: number, c: { count: number }) => s + c.count, 0)).toBe(60);
  });
});

describe('content: cases, pages, sub-sites, screens', () => {
  it('lists wonderful cases with brand, mall and city, and a detail with related cases', async () => {
    const { body } = await post(t.app, '/api/foreground/shop/wonderfulCase', {}, { pageParam: { pageSize: 4 } });
    expect(body.data.total).toBe(10);
    expect(body.data.list[0]).toMatchObject({ brandName: expect.any(String), mallName: expect.any(String), cityName: expect.any(String) });
    const detail = await post(t.app, '/api/foreground/shop/wonderfulCaseDetail', { id: body.data.list[0].id });
    expect(detail.body.data.paragraphs.length).toBe(3);
    expect(detail.body.data.related.length).toBe(4);
    const missing = await post(t.app, '/api/foreground/shop/wonderfulCaseDetail', { id: 4242 });
    expect(missing.status).toBe(404);
  });

  it('serves the general pages by key and refuses unknown keys', async () => {
    for (const key of [
      'aboutUs-0',
      'aboutUs-1',
      'aboutUs-2',
      'aboutUs-3',
      'version',
      'hzPage',
      'businessPage',
      'paymentAgreement',
      'assetsLight',
      'assetsLight-tool',
      'ecologicalCooperation',
      'collectionDefault',
      'detailsPage',
    ]) {
      const { body } = await post(t.app, '/api/foreground/content/page', { key });
      expect(body.code, key).toBe(10000);
      expect(body.data.sections.length, key).toBeGreaterThan(0);
    }
    const bad = await post(t.app, '/api/foreground/content/page', { key: '../etc/passwd' });
    expect(bad.body).toMatchObject({ code: 502, msg: '页面不存在' });
    const partners = await post(t.app, '/api/foreground/content/partnerBrands', {}, { pageParam: { pageSize: 6 } });
    expect(partners.body.data.list.length).toBeGreaterThan(0);
  });

  it('answers a sub-site by city or code, and null where there is none', async () => {
    const nj = await post(t.app, '/api/foreground/content/getSubsite', { cityCode: '320100' });
    expect(nj.body.data).toMatchObject({ code: 'nanjing', cityName: '南京' });
    const byCode = await post(t.app, '/api/foreground/content/getSubsite', { code: 'changsha' });
    expect(byCode.body.data.cityCode).toBe('430100');
    const none = await post(t.app, '/api/foreground/content/getSubsite', { cityCode: '650100' });
    expect(none.body).toMatchObject({ code: 10000, data: null });
    const bad = await post(t.app, '/api/foreground/content/getSubsite', { cityCode: 'x' });
    expect(bad.body.msg).toBe('城市编码须为6位数字');
  });

  it('builds the investment screen from its config with live platform figures', async () => {
    const { body } = await post(t.app, '/api/foreground/content/investmentScreenConfig', {});
    expect(body.data.code).toBe('default');
    expect(body.data.malls.length).toBe(8);
    const scores = body.data.malls.map((m: { investmentScore: number }) => m.investmentScore);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(body.data.stats[0]).toMatchObject({ label: '合作商业项目', value: 24 });
    expect(body.data.agenda.length).toBe(6);
    const missing = await post(t.app, '/api/foreground/content/investmentScreenConfig', { code: 'nope' });
    expect(missing.status).toBe(404);
    const bad = await post(t.app, '/api/foreground/content/investmentScreenConfig', { code: 'DROP TABLE' });
    expect(bad.body.msg).toBe('大屏编码有误');
  });
});
