import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { queryRows } from '../../db/client.js';
import { shopFilterSchema } from '@shp/contracts';
import { lookups } from '../../lib/lookups.js';
import { idsQuery, listShape, shopSource, type ListShape } from './map.repository.js';
import { snapToCells } from './map-cells.js';

let t: TestApp;
/** The city with the most published units in the test seed, and a viewport around all of them. */
let city: { city_code: string; w: number; s: number; e: number; n: number; lng: number; lat: number };
beforeAll(async () => {
  t = await createTestApp();
  [city] = await queryRows(
    t.database.db,
    sql`select city_code, min(lng) w, min(lat) s, max(lng) e, max(lat) n, avg(lng) lng, avg(lat) lat from shops
      where status = 'published' and kind = 'shop' group by city_code order by count(*) desc limit 1`,
  );
  // Searches centre on a real unit (units sit around malls, not around the city's mean).
  const [unit] = await queryRows<{ lng: number; lat: number }>(
    t.database.db,
    sql`select lng, lat from shops where status = 'published' and kind = 'shop' and city_code = ${city.city_code} and mall_id is not null order by id limit 1`,
  );
  Object.assign(city, unit);
  for (const k of ['w', 's', 'e', 'n', 'lng', 'lat'] as const) city[k] = Number(city[k]);
});
afterAll(() => t.close());

const SHOPS = '/api/foreground/map/shops';
const bboxAll = () => [city.w - 0.01, city.s - 0.01, city.e + 0.01, city.n + 0.01];
const countSql = async (extra = sql`true`) => {
  const [r] = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int n from shops where status = 'published' and kind = 'shop' and city_code = ${city.city_code} and ${extra}`,
  );
  return Number(r!.n);
};
const kmBetween = (a: [number, number], b: [number, number]) => {
  const rad = Math.PI / 180;
  const h = Math.sin(((b[1] - a[1]) * rad) / 2) ** 2 + Math.cos(a[1] * rad) * Math.cos(b[1] * rad) * Math.sin(((b[0] - a[0]) * rad) / 2) ** 2;
  return 2 * 6371.0088 * Math.asin(Math.sqrt(h));
};
/** Ray casting: whether [x, y] lies inside the ring. */
const inside = ([x, y]: number[], ring: number[][]) => {
  let c = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi! > y! !== yj! > y! && x! < ((xj! - xi!) * (y! - yi!)) / (yj! - yi!) + xi!) c = !c;
  }
  return c;
};

describe('map search', () => {
  it('answers clusters at low zoom whose counts add up to the filtered units in view', async () => {
    const filter = { kind: 'shop', cityCode: city.city_code };
    const res = await post(t.app, SHOPS, { filter, area: { bbox: bboxAll(), zoom: 10 } }, { pageParam: { pageSize: 5 } });
    expect(res.status).toBe(200);
    expect(res.body.data.mode).toBe('clusters');
    const sum = res.body.data.clusters.reduce((n: number, c: { count: number }) => n + c.count, 0);
    expect(sum).toBe(await countSql());
    expect(res.body.data.total).toBe(Math.min(sum, 10000));
    expect(res.body.data.list).toHaveLength(5);
    // A filter applies to the clusters too.
    const graded = await post(t.app, SHOPS, { filter: { ...filter, gradeList: ['A'] }, area: { bbox: bboxAll(), zoom: 10 } });
    const sumA = graded.body.data.clusters.reduce((n: number, c: { count: number }) => n + c.count, 0);
    expect(sumA).toBe(await countSql(sql`grade = 'A'`));
    expect(sumA).toBeLessThan(sum);
    // Higher zoom, smaller cells: more clusters for the same units.
    const finer = await post(t.app, SHOPS, { filter, area: { bbox: bboxAll(), zoom: 14 } });
    expect(finer.body.data.clusters.length).toBeGreaterThan(res.body.data.clusters.length);
  });

  it('answers the units themselves at high zoom, every one inside the viewport', async () => {
    const bbox = [city.lng - 0.02, city.lat - 0.02, city.lng + 0.02, city.lat + 0.02];
    const res = await post(t.app, SHOPS, { filter: { kind: 'shop', cityCode: city.city_code }, area: { bbox, zoom: 16 } }, { pageParam: { pageSize: 100 } });
    expect(res.body.data.mode).toBe('points');
    const pts = res.body.data.points as { id: number; lng: number; lat: number; title: string; coverUrl: string; priceText: string; area: number }[];
    expect(pts.length).toBeGreaterThan(0);
    for (const p of pts) {
      expect(p.lng).toBeGreaterThanOrEqual(bbox[0]!);
      expect(p.lng).toBeLessThanOrEqual(bbox[2]!);
      expect(p.lat).toBeGreaterThanOrEqual(bbox[1]!);
      expect(p.lat).toBeLessThanOrEqual(bbox[3]!);
      expect(p.priceText).toMatch(/元/);
      expect(p.area).toBeGreaterThan(0);
    }
    const expected = await countSql(sql`lng between ${bbox[0]} and ${bbox[2]} and lat between ${bbox[1]} and ${bbox[3]}`);
    expect(res.body.data.total).toBe(expected);
    expect(pts.length).toBe(Math.min(expected, 300));
  });

  it('filters by a drawn polygon', async () => {
    const r = 0.03;
    const polygon = [
      [city.lng - r, city.lat - r],
      [city.lng + r, city.lat - r],
      [city.lng, city.lat + r],
    ];
    const res = await post(
      t.app,
      SHOPS,
      { filter: { kind: 'shop', cityCode: city.city_code }, area: { bbox: bboxAll(), zoom: 15, polygon } },
      { pageParam: { pageSize: 100 } },
    );
    expect(res.status).toBe(200);
    const pts = res.body.data.points as { lng: number; lat: number }[];
    expect(pts.length).toBeGreaterThan(0);
    for (const p of pts) expect(inside([p.lng, p.lat], polygon)).toBe(true);
    const all = await queryRows<{ lng: number; lat: number }>(
      t.database.db,
      sql`select lng, lat from shops where status = 'published' and kind = 'shop' and city_code = ${city.city_code}`,
    );
    expect(res.body.data.total).toBe(all.filter((p) => inside([Number(p.lng), Number(p.lat)], polygon)).length);
  });

  it('counts clusters from the pre-counted cells exactly as the list filters count units', async () => {
    const sumOf = (res: { body: { data: { clusters: { count: number }[] } } }) => res.body.data.clusters.reduce((n, c) => n + c.count, 0);
    const [district] = await queryRows<{ d: string }>(
      t.database.db,
      sql`select district_code d from shops where status = 'published' and kind = 'shop' and city_code = ${city.city_code} group by 1 order by count(*) desc limit 1`,
    );
    const [format] = await queryRows<{ p: number }>(
      t.database.db,
      sql`select f.parent_id p from shops s cross join unnest(s.format_ids) u(id) join formats f on f.id = u.id
        where s.status = 'published' and s.kind = 'shop' and s.city_code = ${city.city_code} and f.parent_id is not null group by 1 order by count(*) desc limit 1`,
    );
    const cases: [Record<string, unknown>, ReturnType<typeof sql>][] = [
      [{ openingStatus: 'onMarket' }, sql`opening_status in ('vacant', 'leasing_soon')`],
      [{ area: { min: 50, max: 200 } }, sql`area between 50 and 200`],
      [{ area: { min: 55, max: 205 } }, sql`area between 55 and 205`],
      [{ rentMax: 30000 }, sql`monthly_rent <= 30000`],
      [{ region: district!.d }, sql`district_code = ${district!.d}`],
      [
        { formatTypes: [Number(format!.p)] },
        sql`exists (select 1 from unnest(format_ids) u(id) join formats f on f.id = u.id where f.parent_id = ${Number(format!.p)})`,
      ],
      [{ location: 'street', gradeList: ['A', 'B'] }, sql`mall_id is null and grade in ('A', 'B')`],
    ];
    for (const [extra, where] of cases) {
      for (const zoom of [8, 11, 14]) {
        const res = await post(t.app, SHOPS, { filter: { kind: 'shop', cityCode: city.city_code, ...extra }, area: { bbox: bboxAll(), zoom } });
        expect(res.status).toBe(200);
        expect(sumOf(res), `${JSON.stringify(extra)} at zoom ${zoom}`).toBe(await countSql(where));
      }
    }
    // A drawn area at low zoom: cells inside it counted, the units of the cells its edge crosses tested one by one.
    const r = 0.05;
    const polygon: [number, number][] = [
      [city.lng - r, city.lat - r],
      [city.lng + r, city.lat - r * 0.5],
      [city.lng + r * 0.2, city.lat + r],
      [city.lng - r * 0.7, city.lat + r * 0.3],
    ];
    const all = await queryRows<{ lng: number; lat: number; grade: string }>(
      t.database.db,
      sql`select lng, lat, grade from shops where status = 'published' and kind = 'shop' and city_code = ${city.city_code}`,
    );
    for (const zoom of [10, 12]) {
      const res = await post(t.app, SHOPS, { filter: { kind: 'shop', cityCode: city.city_code, gradeList: ['A'] }, area: { bbox: bboxAll(), zoom, polygon } });
      expect(sumOf(res)).toBe(all.filter((p) => p.grade === 'A' && inside([Number(p.lng), Number(p.lat)], polygon)).length);
      expect(res.body.data.total).toBe(sumOf(res));
    }
  });

  it('lists the same page in the same order whichever way the list page reads the view', async () => {
    const lk = await lookups(t.database.db);
    const filters = [{}, { gradeList: ['A'] }, { area: { min: 50, max: 200 } }, { sort: 'rentAsc' }, { sort: 'rentDesc', openingStatus: 'onMarket' }];
    const shapes: ListShape[] = ['plain', 'walk', 'box'];
    const r = 0.02;
    const views = [bboxAll(), [city.lng - r, city.lat - r, city.lng + r, city.lat + r]];
    for (const extra of filters) {
      const src = shopSource(shopFilterSchema.parse({ kind: 'shop', cityCode: city.city_code, ...extra }), lk);
      for (const [i, bbox] of views.entries()) {
        const area = snapToCells({ bbox: bbox as [number, number, number, number], zoom: 12 });
        const pages = await Promise.all(
          shapes.map(async (shape) => {
            const ids = async (offset: number) =>
              (await queryRows<{ id: number }>(t.database.db, idsQuery(src, area, 7, offset, true, shape))).map((x) => Number(x.id));
            return [...(await ids(0)), ...(await ids(7))];
          }),
        );
        if (i === 0) expect(pages[0]!.length, JSON.stringify(extra)).toBeGreaterThan(0);
        for (const page of pages.slice(1)) expect(page, `${JSON.stringify(extra)} view ${i}`).toEqual(pages[0]);
      }
    }
    // The shape follows the count in view: a view holding the city walks the order, a sparse one reads the view first.
    const src = shopSource(shopFilterSchema.parse({ kind: 'shop', cityCode: city.city_code }), lk);
    const area = snapToCells({ bbox: bboxAll() as [number, number, number, number], zoom: 12 });
    expect(await listShape(t.database.db, src, area, await countSql(), 1)).toBe('walk');
    expect(await listShape(t.database.db, src, area, 1, 1)).toBe('box');
    // The answer's total is still the sum of its clusters, and its list the first page of that order.
    const res = await post(t.app, SHOPS, { filter: { kind: 'shop', cityCode: city.city_code, sort: 'rentAsc' }, area: { bbox: bboxAll(), zoom: 12 } });
    expect(res.body.data.total).toBe(res.body.data.clusters.reduce((n: number, c: { count: number }) => n + c.count, 0));
    const rents = res.body.data.list.map((p: { id: number }) => p.id);
    const expected = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from shops where status = 'published' and kind = 'shop' and city_code = ${city.city_code} order by monthly_rent asc, id asc limit ${rents.length}`,
    );
    expect(rents).toEqual(expected.map((x) => Number(x.id)));
  });

  it('keeps the cell counts in step with every write to the units', async () => {
    const db = t.database.db;
    const fresh = sql`select d.kind, d.city_code, z.z as zoom, k.key, floor(d.lng * (1 << z.z) / 90::float8)::int as cx, floor(d.lat * (1 << z.z) / 90::float8)::int as cy, count(*)::int as n
      from shops d cross join generate_series(10, 14) z(z)
      cross join lateral shop_map_keys(d.district_code, d.grade, d.opening_status, d.floor, d.area, d.monthly_rent, d.mall_id is not null, d.format_ids) k(key)
      where d.status = 'published' group by 1, 2, 3, 4, 5, 6`;
    const differences = sql`select count(*)::int as n from (${fresh}) f full join shop_map_cells c using (kind, city_code, zoom, key, cx, cy) where f.n is distinct from c.n`;
    const [ids] = await queryRows<{ a: number; b: number; c: number }>(
      db,
      sql`select min(id) a, max(id) b, (min(id) + max(id)) / 2 c from shops where city_code = ${city.city_code} and status = 'published'`,
    );
    await db.execute(sql`update shops set grade = 'C', lng = lng + 0.02, opening_status = 'leased' where id = ${ids!.a}`);
    await db.execute(sql`update shops set status = 'offline' where id = ${ids!.b}`);
    await db.execute(sql`update shops set fresh = false where city_code = ${city.city_code}`);
    await db.execute(sql`insert into shops (kind, title, mall_id, city_code, district_code, address, lat, lng, area, floor, frontage, depth, ceiling_height, rent,
        rent_unit, monthly_rent, property_fee, transfer_fee, format_ids, opening_status, grade, power_kw, water, exhaust, gas, available_date, daily_traffic,
        housekeeper_id, cover_url, images, description, status)
      select kind, title, mall_id, city_code, district_code, address, lat, lng, area, floor, frontage, depth, ceiling_height, rent, rent_unit, monthly_rent,
        property_fee, transfer_fee, format_ids, opening_status, grade, power_kw, water, exhaust, gas, available_date, daily_traffic, housekeeper_id, cover_url,
        images, description, status from shops where id = ${ids!.c}`);
    await db.execute(sql`delete from shops where id = ${ids!.c}`);
    const [d] = await queryRows<{ n: number }>(db, differences);
    expect(Number(d!.n)).toBe(0);
    const [empty] = await queryRows<{ n: number }>(db, sql`select count(*)::int n from shop_map_cells where n <= 0`);
    expect(Number(empty!.n)).toBe(0);
  });

  it('searches near a place, nearest first, with each distance', async () => {
    const near = { lng: city.lng, lat: city.lat, radiusKm: 3 };
    const res = await post(
      t.app,
      SHOPS,
      { filter: { kind: 'shop', cityCode: city.city_code }, area: { bbox: bboxAll(), zoom: 13, near } },
      { pageParam: { pageSize: 50 } },
    );
    const list = res.body.data.list as { lng: number; lat: number; distanceKm: number }[];
    expect(list.length).toBeGreaterThan(0);
    const d = list.map((p) => p.distanceKm);
    expect(d).toEqual([...d].sort((a, b) => a - b));
    for (const p of list) {
      expect(p.distanceKm).toBeLessThanOrEqual(3);
      expect(Math.abs(p.distanceKm - kmBetween([near.lng, near.lat], [p.lng, p.lat]))).toBeLessThan(0.02 + p.distanceKm * 0.005);
    }
    const all = await queryRows<{ lng: number; lat: number }>(
      t.database.db,
      sql`select lng, lat from shops where status = 'published' and kind = 'shop' and city_code = ${city.city_code}`,
    );
    const within = all.filter((p) => kmBetween([near.lng, near.lat], [Number(p.lng), Number(p.lat)]) <= 3).length;
    expect(Math.abs(res.body.data.total - within)).toBeLessThanOrEqual(Math.ceil(within * 0.01));
  });

  it('finds malls and spaces on the map', async () => {
    const malls = await post(t.app, '/api/foreground/map/malls', { filter: { cityCode: city.city_code }, area: { bbox: bboxAll(), zoom: 16 } });
    expect(malls.body.data.mode).toBe('points');
    expect(malls.body.data.points.length).toBeGreaterThan(0);
    expect(malls.body.data.points[0].priceText).toMatch(/元\/㎡\/天/);
    const spaces = await post(t.app, '/api/foreground/map/spaces', { filter: { cityCode: city.city_code }, area: { bbox: bboxAll(), zoom: 12 } });
    expect(spaces.status).toBe(200);
    expect(spaces.body.data.mode).toBe('clusters');
    const [n] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int n from spaces p join malls m on m.id = p.mall_id where p.status = 'published' and p.city_code = ${city.city_code}
        and m.lng between ${bboxAll()[0]} and ${bboxAll()[2]} and m.lat between ${bboxAll()[1]} and ${bboxAll()[3]}`,
    );
    expect(spaces.body.data.total).toBe(Number(n!.n));
  });

  it.each([
    ['a malformed bbox', { bbox: ['a', 1, 2, 3], zoom: 12 }, '经度须为数字'],
    ['a bbox turned inside out', { bbox: [121.5, 31.3, 121.4, 31.2], zoom: 12 }, '地图范围有误：西边须小于东边，南边须小于北边'],
    ['a huge bbox', { bbox: [100, 20, 120, 40], zoom: 12 }, '地图范围过大，请放大地图后再搜索'],
    ['a bbox outside China', { bbox: [-0.2, 51.4, 0.1, 51.6], zoom: 12 }, '地图范围超出中国境内，请移回城市后再搜索'],
    ['a zoom out of range', { bbox: [121.4, 31.2, 121.5, 31.3], zoom: 40 }, '缩放级别须在5到18之间'],
    [
      'a self-intersecting polygon',
      {
        bbox: [121.4, 31.2, 121.5, 31.3],
        zoom: 12,
        polygon: [
          [121.4, 31.2],
          [121.5, 31.3],
          [121.5, 31.2],
          [121.4, 31.3],
        ],
      },
      '绘制的区域边线不能交叉，请重新绘制',
    ],
    [
      'a polygon of 51 vertices',
      {
        bbox: [121.4, 31.2, 121.5, 31.3],
        zoom: 12,
        polygon: Array.from({ length: 51 }, (_, i) => [121.45 + 0.01 * Math.cos((i / 51) * 2 * Math.PI), 31.25 + 0.01 * Math.sin((i / 51) * 2 * Math.PI)]),
      },
      '绘制的区域最多50个点，请简化后重试',
    ],
    [
      'a polygon outside China',
      {
        bbox: [121.4, 31.2, 121.5, 31.3],
        zoom: 12,
        polygon: [
          [0, 51],
          [1, 51],
          [1, 52],
        ],
      },
      '绘制的区域超出中国境内，请重新绘制',
    ],
    ['a radius over 50 km', { bbox: [121.4, 31.2, 121.5, 31.3], zoom: 12, near: { lng: 121.45, lat: 31.25, radiusKm: 51 } }, '半径不能超过50公里'],
  ])('refuses %s with a Chinese message and 400', async (_what, area, msg) => {
    const res = await post(t.app, SHOPS, { filter: { kind: 'shop' }, area });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(msg);
  });

  it('serves the city district outlines from the bundled data, and district centres for other cities', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/media/map/districts/310000.json' });
    expect(res.statusCode).toBe(200);
    const fc = res.json() as { features: { id: string; properties: { name: string }; geometry: { type: string; coordinates: number[][][] } }[] };
    const jingan = fc.features.find((f) => f.properties.name === '静安区');
    expect(jingan?.geometry.type).toBe('Polygon');
    // Decoded rings lie in Shanghai.
    const [x, y] = jingan!.geometry.coordinates[0]![0]!;
    expect(x).toBeGreaterThan(121.3);
    expect(x).toBeLessThan(121.6);
    expect(y).toBeGreaterThan(31.1);
    expect(y).toBeLessThan(31.4);
    const [other] = await queryRows<{ code: string }>(
      t.database.db,
      sql`select c.code from regions c where c.level = 2 and c.code not in ('310000','110000','440100','440300','120000','330100','320100','320500','510100','420100','500000','610100')
        and exists (select 1 from regions d join malls m on m.district_code = d.code where d.parent_code = c.code) limit 1`,
    );
    const centres = await t.app.inject({ method: 'GET', url: `/media/map/districts/${other!.code}.json` });
    const cf = centres.json() as { features: { geometry: { type: string } }[] };
    expect(cf.features.length).toBeGreaterThan(0);
    expect(cf.features.every((f) => f.geometry.type === 'Point')).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: '/media/map/districts/x.json' })).statusCode).toBe(404);
  });

  it('offers district centres and malls as places, and no tile provider by default', async () => {
    const places = await post(t.app, '/api/foreground/map/places', { cityCode: city.city_code });
    expect(places.body.data.some((p: { kind: string }) => p.kind === 'district')).toBe(true);
    expect(places.body.data.some((p: { kind: string }) => p.kind === 'mall')).toBe(true);
    const cfg = await post(t.app, '/api/foreground/map/config', {});
    expect(cfg.body.data).toEqual({ provider: null, key: null });
  });
});
