import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('brands', () => {
  it('gives the two-level format tree', async () => {
    const res = await post(t.app, '/api/foreground/format/formatTree', {});
    expect(res.body.data.map((f: { name: string }) => f.name)).toEqual(['零售', '餐饮', '娱乐', '儿童亲子', '生活服务', '文化教育']);
    expect(res.body.data[1].children.map((c: { name: string }) => c.name)).toContain('火锅');
  });

  it('lists brands filtered by format group and franchise, paged', async () => {
    const tree = (await post(t.app, '/api/foreground/format/formatTree', {})).body.data;
    const food = tree[1];
    const res = await post(t.app, '/api/foreground/brand/infoList', { formatId: food.id, franchise: true }, { pageParam: { pageSize: 100 } });
    expect(res.body.data.total).toBeGreaterThan(0);
    for (const b of res.body.data.list) {
      expect(b.formatParent).toBe('餐饮');
      expect(b.franchise).toBe(true);
      expect(b.investMin).not.toBeNull();
    }
    const far = await post(t.app, '/api/foreground/brand/infoList', {}, { pageParam: { pageNum: 100, pageSize: 20 } });
    expect(far.body.data).toMatchObject({ list: [], total: 150 });
  });

  it('forces page 1 size 10 on the simple list', async () => {
    const res = await post(t.app, '/api/foreground/brand/simpleList', {}, { pageParam: { pageNum: 3, pageSize: 50 } });
    expect(res.body.data).toMatchObject({ pageNum: 1, pageSize: 10 });
    expect(res.body.data.list).toHaveLength(10);
  });

  it('shows a brand with its expansion cities and malls, 404 for a missing one', async () => {
    const res = await post(t.app, '/api/foreground/brand/detail', { id: 1 });
    expect(res.body.code).toBe(10000);
    expect(res.body.data.expandCities[0].cityName).toBeTruthy();
    expect(Array.isArray(res.body.data.malls)).toBe(true);
    const missing = await post(t.app, '/api/foreground/brand/detail', { id: 123456 });
    expect(missing.status).toBe(404);
    const bad = await post(t.app, '/api/foreground/brand/detail', { id: -1 });
    expect(bad.body.msg).toBe('品牌编号有误');
  });
});
