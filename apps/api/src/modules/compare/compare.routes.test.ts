import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { queryRows } from '../../db/client.js';
import { metresBetween } from './compare.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PATH = '/api/foreground/compare/list';

describe('compare', () => {
  it('answers up to 4 units of a kind in the order asked, with their distances', async () => {
    const units = await queryRows<{ id: number }>(t.database.db, sql`select id from shops where kind = 'shop' and status = 'published' order by id limit 3`);
    const ids = units.map((u) => Number(u.id)).reverse();
    const res = await post(t.app, PATH, { kind: 'shop', ids });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(10000);
    const data = res.body.data;
    expect(data.units.map((u: { id: number }) => u.id)).toEqual(ids);
    expect(data.malls).toEqual([]);
    expect(data.missing).toEqual([]);
    expect(data.distances).toHaveLength(3);
    expect(data.distances[0][0]).toBe(0);
    expect(data.distances[0][1]).toBe(data.distances[1][0]);
    const u = data.units[0];
    for (const k of ['rentDaySqm', 'monthlyRent', 'area', 'frontage', 'depth', 'ceilingHeight', 'propertyFee', 'transferFee', 'powerKw', 'dailyTraffic']) {
      expect(typeof u[k]).toBe('number');
    }
    expect(u).not.toHaveProperty('lat');
  });

  it('compares malls, and names ids of another kind or gone as missing', async () => {
    const malls = await post(t.app, PATH, { kind: 'mall', ids: [1, 2] });
    expect(malls.body.data.malls.map((m: { id: number }) => m.id)).toEqual([1, 2]);
    expect(malls.body.data.units).toEqual([]);
    const [point] = await queryRows<{ id: number }>(t.database.db, sql`select id from shops where kind = 'point' limit 1`);
    const [shop] = await queryRows<{ id: number }>(t.database.db, sql`select id from shops where kind = 'shop' limit 1`);
    const mixed = await post(t.app, PATH, { kind: 'shop', ids: [Number(shop.id), Number(point.id), 2000000000] });
    expect(mixed.body.data.units.map((u: { id: number }) => u.id)).toEqual([Number(shop.id)]);
    expect(mixed.body.data.missing).toEqual([Number(point.id), 2000000000]);
  });

  it('refuses more than 4, none, repeats and bad ids with a Chinese 400', async () => {
    const cases: [unknown, string][] = [
      [{ kind: 'shop', ids: [1, 2, 3, 4, 5] }, '最多对比4个'],
      [{ kind: 'shop', ids: [] }, '请选择要对比的房源'],
      [{ kind: 'shop' }, '请选择要对比的房源'],
      [{ kind: 'shop', ids: [3, 3] }, '对比的房源不能重复'],
      [{ kind: 'shop', ids: ['x'] }, '对比的编号有误'],
      [{ kind: 'shop', ids: [-1] }, '对比的编号有误'],
      [{ kind: 'shop', ids: [99999999999] }, '对比的编号有误'],
      [{ kind: 'brand', ids: [1] }, '对比类型须为铺位、点位或商场'],
    ];
    for (const [body, msg] of cases) {
      const res = await post(t.app, PATH, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.msg).toBe(msg);
    }
  });

  it('measures metres on the sphere', () => {
    expect(metresBetween({ lat: 31.23, lng: 121.47 }, { lat: 31.23, lng: 121.47 })).toBe(0);
    // One degree of latitude is about 111 km.
    expect(Math.abs(metresBetween({ lat: 30, lng: 120 }, { lat: 31, lng: 120 }) - 111195)).toBeLessThan(50);
  });
});
