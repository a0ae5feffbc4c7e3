import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('cities with malls', () => {
  it("lists cities that have open malls for state '5', most malls first, and refuses other states", async () => {
    const { body } = await post(t.app, '/api/foreground/city/projectCityList', { state: '5' });
    expect(body.code).toBe(10000);
    expect(body.data.length).toBeGreaterThan(3);
    const counts = body.data.map((c: { mallCount: number }) => c.mallCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(body.data.every((c: { mallCount: number; cityName: string }) => c.mallCount > 0 && c.cityName)).toBe(true);
    const bad = await post(t.app, '/api/foreground/city/projectCityList', { state: '1' });
    expect(bad.body).toEqual({ code: 502, msg: '状态有误', data: { fields: [{ field: 'state', message: '状态有误' }] } });
  });

  it('groups the same cities by province', async () => {
    const list = (await post(t.app, '/api/foreground/city/projectCityList', {})).body.data;
    const tree = (await post(t.app, '/api/foreground/city/projectCityTree', {})).body.data;
    const flat = tree.flatMap((p: { cities: { cityCode: string }[] }) => p.cities.map((c) => c.cityCode)).sort();
    expect(flat).toEqual(list.map((c: { cityCode: string }) => c.cityCode).sort());
    for (const p of tree) for (const c of p.cities) expect(c.provinceCode).toBe(p.provinceCode);
  });
});

describe('gdCoordinateQuery', () => {
  it.each([
    [31.2363, 121.5003, '310000'], // the Bund, Shanghai
    [39.9087, 116.3975, '110000'], // Tiananmen, Beijing
    [22.5329, 113.9305, '440300'], // Nanshan, Shenzhen
    [45.7732, 126.6176, '230100'], // Harbin (centre from our table, no malls)
  ])('maps %f, %f to %s', async (latitude, longitude, cityCode) => {
    const { body } = await post(t.app, '/api/foreground/location/gdCoordinateQuery', { latitude, longitude });
    expect(body.code).toBe(10000);
    expect(body.data.cityCode).toBe(cityCode);
    expect(body.data.distanceKm).toBeLessThan(50);
  });

  it('tells whether the city has open malls', async () => {
    const sh = (await post(t.app, '/api/foreground/location/gdCoordinateQuery', { latitude: 31.23, longitude: 121.47 })).body.data;
    expect(sh.hasMall).toBe(true);
    const hrb = (await post(t.app, '/api/foreground/location/gdCoordinateQuery', { latitude: 45.8, longitude: 126.53 })).body.data;
    expect(hrb).toMatchObject({ cityName: '哈尔滨', hasMall: false });
  });

  it('answers no city far from every known centre, and refuses bad coordinates', async () => {
    const paris = await post(t.app, '/api/foreground/location/gdCoordinateQuery', { latitude: 48.8566, longitude: 2.3522 });
    expect(paris.body.data).toEqual({ cityCode: null, cityName: null, hasMall: false, distanceKm: null });
    const bad = await post(t.app, '/api/foreground/location/gdCoordinateQuery', { latitude: 123, longitude: 10 });
    expect(bad.body).toEqual({ code: 502, msg: '纬度有误', data: { fields: [{ field: 'latitude', message: '纬度有误' }] } });
    const text = await post(t.app, '/api/foreground/location/gdCoordinateQuery', { latitude: 'north', longitude: 10 });
    expect(text.status).toBe(400);
  });
});
