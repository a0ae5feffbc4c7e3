import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { createMemberSession } from '../../test/fixtures.js';
import { queryRows } from '../../db/client.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await createMemberSession(t.database.db)).token;
});
afterAll(() => t.close());

type Mall = { id: number; cityName: string; openStatus: string; totalArea: number; formats: string[]; investmentScore: number; dailyTraffic: number };

describe('project (mall) list', () => {
  it('lists published malls by investment score with what a list needs', async () => {
    const res = await post(t.app, '/api/foreground/project/pageList', {}, { pageParam: { pageSize: 50 } });
    expect(res.body.code).toBe(10000);
    expect(res.body.data.total).toBe(24);
    const scores = (res.body.data.list as Mall[]).map((m) => m.investmentScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(res.body.data.list[0]).toHaveProperty('vacantShops');
    expect(res.body.data.list[0].formats.length).toBeGreaterThan(0);
  });

  it('filters by city, district, format, opening status and area', async () => {
    const [m] = await queryRows<{ city_code: string; district_code: string; open_status: string }>(
      t.database.db,
      sql`select city_code, district_code, open_status from malls where id = 1`,
    );
    const byCity = await post(t.app, '/api/foreground/project/pageList', { cityCode: m.city_code, districtCode: m.district_code, openStatus: m.open_status });
    expect(byCity.body.data.list.map((x: Mall) => x.id)).toContain(1);
    const big = await post(t.app, '/api/foreground/project/pageList', { area: { min: 200000 } }, { pageParam: { pageSize: 50 } });
    for (const x of big.body.data.list as Mall[]) expect(x.totalArea).toBeGreaterThanOrEqual(200000);
    const [f] = await queryRows<{ id: number; name: string }>(t.database.db, sql`select id, name from formats where name = '火锅'`);
    const hotpot = await post(t.app, '/api/foreground/project/pageList', { formatId: f.id }, { pageParam: { pageSize: 50 } });
    for (const x of hotpot.body.data.list as Mall[]) expect(x.formats).toContain('火锅');
    const traffic = await post(t.app, '/api/foreground/project/pageList', { sort: 'traffic' }, { pageParam: { pageSize: 50 } });
    const tr = (traffic.body.data.list as Mall[]).map((x) => x.dailyTraffic);
    expect(tr).toEqual([...tr].sort((a, b) => b - a));
  });

  it('answers an empty page beyond the end and refuses bad filters', async () => {
    const far = await post(t.app, '/api/foreground/project/pageList', {}, { pageParam: { pageNum: 50 } });
    expect(far.body.data).toMatchObject({ list: [], total: 24 });
    const bad = await post(t.app, '/api/foreground/project/pageList', { openStatus: 'closed' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('开业状态有误');
    const area = await post(t.app, '/api/foreground/project/pageList', { area: { min: 5, max: 1 } });
    expect(area.body.msg).toBe('最小面积不能大于最大面积');
    // Ids past the integer columns: a wrong number, not the database's bare 请求参数有误.
    for (const [path, data, msg] of [
      ['/api/foreground/project/pageList', { formatId: 99999999999 }, '业态编号有误'],
      ['/api/foreground/project/queryProjectDetails', { id: 99999999999 }, '商场编号有误'],
      ['/api/foreground/project/settledBrandList', { mallId: 99999999999 }, '商场编号有误'],
      ['/api/foreground/project/settledBrandList', { mallId: 1, formatId: 99999999999 }, '业态编号有误'],
    ] as const) {
      const res = await post(t.app, path, data);
      expect(res.status, JSON.stringify(data)).toBe(400);
      expect(res.body.msg, JSON.stringify(data)).toBe(msg);
    }
  });

  it('takes area bounds with a fraction (the column holds whole ㎡) and matches the same malls, never a 500', async () => {
    const [m] = await queryRows<{ total_area: number }>(t.database.db, sql`select total_area from malls where id = 1`);
    const whole = await post(t.app, '/api/foreground/project/pageList', { area: { min: m.total_area, max: m.total_area } }, { pageParam: { pageSize: 50 } });
    expect(whole.body.data.list.map((x: Mall) => x.id)).toContain(1);
    const around = await post(
      t.app,
      '/api/foreground/project/pageList',
      { area: { min: m.total_area - 0.5, max: m.total_area + 0.5 } },
      { pageParam: { pageSize: 50 } },
    );
    expect(around.status).toBe(200);
    expect(around.body.data).toMatchObject({ total: whole.body.data.total });
    const inside = await post(t.app, '/api/foreground/project/pageList', { area: { min: m.total_area + 0.5 } }, { pageParam: { pageSize: 50 } });
    expect(inside.status).toBe(200);
    for (const x of inside.body.data.list as Mall[]) expect(x.totalArea).toBeGreaterThan(m.total_area);
    const huge = await post(t.app, '/api/foreground/project/pageList', { area: { min: 1e300 } });
    expect(huge.status).toBe(400);
    expect(huge.body.msg).toBe('面积过大');
  });
});

describe('mall detail and its pages', () => {
  it('gives floors, contact, consultant and masks phones for visitors only', async () => {
    const v = await post(t.app, '/api/foreground/project/queryProjectDetails', { id: 1 });
    expect(v.body.code).toBe(10000);
    const d = v.body.data;
    expect(d.floors.length).toBe(d.floorsAbove + d.floorsBelow);
    expect(d.images.length).toBeGreaterThan(0);
    expect(d.leasingContact.phone).toContain('*');
    expect(d.consultant.phone).toContain('*');
    const m = await post(t.app, '/api/foreground/project/queryProjectDetails', { id: 1 }, { token });
    expect(m.body.data.leasingContact.phone).not.toContain('*');
    const missing = await post(t.app, '/api/foreground/project/queryProjectDetails', { id: 9999 });
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('商场不存在或已下架');
  });

  it('lists settled brands with floor filter and facets', async () => {
    const all = await post(t.app, '/api/foreground/project/settledBrandList', { mallId: 1 }, { pageParam: { pageSize: 100 } });
    expect(all.body.data.total).toBeGreaterThan(0);
    expect(all.body.data.mallName).toBeTruthy();
    const floor = all.body.data.floors[0];
    const one = await post(t.app, '/api/foreground/project/settledBrandList', { mallId: 1, floor }, { pageParam: { pageSize: 100 } });
    for (const b of one.body.data.list as { floor: string }[]) expect(b.floor).toBe(floor);
    const ids = (all.body.data.list as { brandId: number }[]).map((b) => b.brandId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('computes surroundings with nearby malls by distance', async () => {
    const res = await post(t.app, '/api/foreground/project/surroundings', { mallId: 1 });
    expect(res.body.code).toBe(10000);
    expect(res.body.data.transport.length).toBeGreaterThan(0);
    const km = (res.body.data.nearbyMalls as { distanceKm: number; id: number }[]).map((n) => n.distanceKm);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    for (const k of km) expect(k).toBeLessThanOrEqual(10);
    expect(typeof res.body.data.nearbyVacantShops).toBe('number');
  });

  it('shows an article as plain paragraphs and a brochure as a real PDF', async () => {
    const a = await post(t.app, '/api/foreground/project/articleDetail', { id: 1 });
    expect(a.body.data.paragraphs.length).toBeGreaterThan(1);
    expect(a.body.data.paragraphs.join('')).not.toMatch(/<[a-z]/i);
    const b = await post(t.app, '/api/foreground/project/brochure', { mallId: 1 });
    expect(b.body.data.url).toBe('/media/brochure/1.pdf');
    const pdf = await t.app.inject({ method: 'GET', url: b.body.data.url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const none = await t.app.inject({ method: 'GET', url: '/media/brochure/99999.pdf' });
    expect(none.statusCode).toBe(404);
  });
});
