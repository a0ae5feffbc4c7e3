import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { createMemberSession } from '../../test/fixtures.js';

let t: TestApp;
let a: string;
let b: string;
beforeAll(async () => {
  t = await createTestApp();
  a = (await createMemberSession(t.database.db)).token;
  b = (await createMemberSession(t.database.db)).token;
});
afterAll(() => t.close());

const P = '/api/foreground';

describe('collections', () => {
  it('needs login to collect; a visitor reads a false flag', async () => {
    const res = await post(t.app, `${P}/store/storeUp`, { targetType: 'shop', targetId: 1 });
    expect(res.status).toBe(401);
    const flag = await post(t.app, `${P}/store/queryStoreFlag`, { targetType: 'shop', targetId: 1 });
    expect(flag.body.data).toEqual({ collected: false, count: 0 });
  });

  it('is idempotent and per member', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await post(t.app, `${P}/store/storeUp`, { targetType: 'shop', targetId: 1 }, { token: a });
      expect(res.body.data).toEqual({ collected: true, count: 1 });
    }
    expect((await post(t.app, `${P}/store/queryStoreFlag`, { targetType: 'shop', targetId: 1 }, { token: a })).body.data).toEqual({
      collected: true,
      count: 1,
    });
    expect((await post(t.app, `${P}/store/queryStoreFlag`, { targetType: 'shop', targetId: 1 }, { token: b })).body.data).toEqual({
      collected: false,
      count: 1,
    });
    await post(t.app, `${P}/store/storeUp`, { targetType: 'shop', targetId: 1 }, { token: b });
    expect((await post(t.app, `${P}/store/queryStoreFlag`, { targetType: 'shop', targetId: 1 })).body.data.count).toBe(2);
    for (let i = 0; i < 2; i++) {
      const res = await post(t.app, `${P}/store/cancelStoreUp`, { targetType: 'shop', targetId: 1 }, { token: b });
      expect(res.body.data).toEqual({ collected: false, count: 1 });
    }
    // a's collection is untouched by b's cancel.
    expect((await post(t.app, `${P}/store/queryStoreFlag`, { targetType: 'shop', targetId: 1 }, { token: a })).body.data.collected).toBe(true);
  });

  it('lists malls, shops (by kind) and spaces with list facts, newest first, only one’s own', async () => {
    await post(t.app, `${P}/store/storeUp`, { targetType: 'mall', targetId: 2 }, { token: a });
    await post(t.app, `${P}/store/storeUp`, { targetType: 'space', targetId: 3 }, { token: a });
    await post(t.app, `${P}/store/storeUp`, { targetType: 'shop', targetId: 330 }, { token: a }); // a point (ids after 320)
    const shops = await post(t.app, `${P}/collect/pageShopList`, {}, { token: a });
    expect(shops.body.data.total).toBe(2);
    expect(shops.body.data.list[0]).toMatchObject({ id: 330, kind: 'point' });
    expect(shops.body.data.list[0]).toHaveProperty('rentText');
    const onlyShops = await post(t.app, `${P}/collect/pageShopList`, { kind: 'shop' }, { token: a });
    expect(onlyShops.body.data.list.map((s: { id: number }) => s.id)).toEqual([1]);
    const malls = await post(t.app, `${P}/collect/pageMallList`, {}, { token: a });
    expect(malls.body.data.list[0]).toMatchObject({ id: 2 });
    expect(malls.body.data.list[0].collectedAt).toBeTruthy();
    const spaces = await post(t.app, `${P}/spaceCollect/list`, {}, { token: a });
    expect(spaces.body.data.list[0]).toMatchObject({ id: 3 });
    expect((await post(t.app, `${P}/collect/counts`, {}, { token: a })).body.data).toEqual({ mall: 1, shop: 2, space: 1, brand: 0, consultant: 0 });
    expect((await post(t.app, `${P}/collect/pageShopList`, {}, { token: b })).body.data.total).toBe(0);
    const far = await post(t.app, `${P}/collect/pageShopList`, {}, { token: a, pageParam: { pageNum: 9 } });
    expect(far.body.data).toMatchObject({ list: [], total: 2 });
  });

  it('lists collected brands with their list facts, newest first, leaving out one no longer published', async () => {
    const c = (await createMemberSession(t.database.db)).token;
    for (const id of [4, 5, 6]) expect((await post(t.app, `${P}/store/storeUp`, { targetType: 'brand', targetId: id }, { token: c })).body.code).toBe(10000);
    const brands = await post(t.app, `${P}/collect/pageBrandList`, {}, { token: c, pageParam: { pageNum: 1, pageSize: 2 } });
    expect(brands.body.data).toMatchObject({ total: 3, pageNum: 1, pageSize: 2 });
    expect(brands.body.data.list.map((b: { id: number }) => b.id)).toEqual([6, 5]);
    expect(brands.body.data.list[0]).toMatchObject({ name: expect.any(String), format: expect.any(String), collectedAt: expect.any(String) });
    expect((await post(t.app, `${P}/collect/pageBrandList`, {}, { token: a })).body.data.total).toBe(0);
    await t.database.db.execute(sql`update brands set status = 'offline' where id = 5`);
    const after = await post(t.app, `${P}/collect/pageBrandList`, {}, { token: c });
    expect(after.body.data.list.map((b: { id: number }) => b.id)).toEqual([6, 4]);
    expect((await post(t.app, `${P}/collect/pageBrandList`, {})).status).toBe(401);
  });

  it('counts on the tabs and totals of the lists only what the lists show once a target goes offline', async () => {
    const d = (await createMemberSession(t.database.db)).token;
    const collect = [
      ['mall', 7],
      ['mall', 8],
      ['shop', 20],
      ['shop', 21],
      ['space', 5],
      ['space', 6],
      ['brand', 14],
      ['brand', 15],
    ] as const;
    for (const [targetType, targetId] of collect)
      expect((await post(t.app, `${P}/store/storeUp`, { targetType, targetId }, { token: d })).body.code).toBe(10000);
    await t.database.db.execute(sql`update malls set status = 'offline' where id = 8`);
    await t.database.db.execute(sql`update shops set status = 'offline' where id = 21`);
    await t.database.db.execute(sql`update spaces set status = 'offline' where id = 6`);
    await t.database.db.execute(sql`update brands set status = 'offline' where id = 15`);
    const lists = {
      mall: (await post(t.app, `${P}/collect/pageMallList`, {}, { token: d })).body.data,
      shop: (await post(t.app, `${P}/collect/pageShopList`, {}, { token: d })).body.data,
      space: (await post(t.app, `${P}/spaceCollect/list`, {}, { token: d })).body.data,
      brand: (await post(t.app, `${P}/collect/pageBrandList`, {}, { token: d })).body.data,
    };
    expect(lists.mall.list.map((m: { id: number }) => m.id)).toEqual([7]);
    expect(lists.shop.list.map((s: { id: number }) => s.id)).toEqual([20]);
    expect(lists.space.list.map((s: { id: number }) => s.id)).toEqual([5]);
    expect(lists.brand.list.map((b: { id: number }) => b.id)).toEqual([14]);
    for (const l of Object.values(lists)) expect(l.total).toBe(l.list.length);
    expect((await post(t.app, `${P}/collect/counts`, {}, { token: d })).body.data).toEqual({ mall: 1, shop: 1, space: 1, brand: 1, consultant: 0 });
    await t.database.db.execute(sql`update malls set status = 'published' where id = 8`);
    expect((await post(t.app, `${P}/collect/counts`, {}, { token: d })).body.data.mall).toBe(2);
  });

  it('refuses unknown types and missing targets', async () => {
    expect((await post(t.app, `${P}/store/storeUp`, { targetType: 'car', targetId: 1 }, { token: a })).body.msg).toBe('收藏类型有误');
    const missing = await post(t.app, `${P}/store/storeUp`, { targetType: 'mall', targetId: 99999 }, { token: a });
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('商场不存在或已下架');
  });
});
