import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { BANNER_HEIGHTS } from '@shp/contracts';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { adverts } from '../../db/schema/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('home data', () => {
  it('answers the channel layout, falling back to the web channel', async () => {
    const web = await post(t.app, '/api/foreground/home/homeConfigByChannel', {});
    expect(web.body.data.channelCode).toBe('ch_web');
    expect(web.body.data.sections.map((s: { key: string }) => s.key)).toContain('featuredMalls');
    const other = await post(t.app, '/api/foreground/home/homeConfigByChannel', { channelCode: 'unknown' });
    expect(other.body.data.sections).toEqual(web.body.data.sections);
  });

  it('lists live home banners with their heights; expired or unpublished ones never', async () => {
    const res = await post(t.app, '/api/foreground/advert/list', { position: 'home_banner' });
    expect(res.body.data.map((a: { height: number }) => a.height)).toEqual([...BANNER_HEIGHTS]);
    await t.database.db
      .update(adverts)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(eq(adverts.height, 380));
    const after = await post(t.app, '/api/foreground/advert/list', { position: 'home_banner' });
    expect(after.body.data.map((a: { height: number }) => a.height)).not.toContain(380);
    const bad = await post(t.app, '/api/foreground/advert/list', { position: 'anywhere' });
    expect(bad.body).toEqual({ code: 502, msg: '广告位有误', data: { fields: [{ field: 'position', message: '广告位有误' }] } });
  });

  it('answers featured malls of the city, or nationwide picks for a city without malls', async () => {
    const sh = await post(t.app, '/api/foreground/home/homeProjectList', { cityCode: '310000', limit: 4 });
    expect(sh.body.data).toMatchObject({ cityCode: '310000', cityName: '上海', nationwide: false });
    expect(sh.body.data.list.length).toBeGreaterThan(0);
    expect(sh.body.data.list.every((m: { cityName: string }) => m.cityName === '上海')).toBe(true);
    const hrb = await post(t.app, '/api/foreground/home/homeProjectList', { cityCode: '230100' });
    expect(hrb.body.data.nationwide).toBe(true);
    expect(hrb.body.data.list.length).toBeGreaterThan(0);
    const unknown = await post(t.app, '/api/foreground/home/homeProjectList', { cityCode: '999999' });
    expect(unknown.body).toMatchObject({ code: 404, msg: '城市不存在' });
  });

  it('gives a featured or ranked mall the facts of its /product card and detail page, formats in the same order', async () => {
    const featured = (await post(t.app, '/api/foreground/home/homeProjectList', { cityCode: '110000', limit: 8 })).body.data.list;
    const ranked = (await post(t.app, '/api/foreground/home/projectInvestmentRankList', { cityCode: '110000', limit: 8 })).body.data;
    expect(featured.length).toBeGreaterThan(0);
    for (const m of featured) {
      const detail = (await post(t.app, '/api/foreground/project/queryProjectDetails', { id: m.id })).body.data;
      for (const k of Object.keys(m)) expect(m[k], `${m.name} ${k}`).toEqual(detail[k]);
    }
    for (const r of ranked) {
      const detail = (await post(t.app, '/api/foreground/project/queryProjectDetails', { id: r.id })).body.data;
      expect({ vacantShops: r.vacantShops, investmentScore: r.investmentScore, openStatus: r.openStatus }).toEqual({
        vacantShops: detail.vacantShops,
        investmentScore: detail.investmentScore,
        openStatus: detail.openStatus,
      });
    }
  });

  it('ranks malls by investment score with ranks from 1', async () => {
    const res = await post(t.app, '/api/foreground/home/projectInvestmentRankList', { limit: 5 });
    const list = res.body.data;
    expect(list.map((r: { rank: number }) => r.rank)).toEqual([1, 2, 3, 4, 5]);
    const scores = list.map((r: { investmentScore: number }) => r.investmentScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('counts what a city offers on its card', async () => {
    const res = await post(t.app, '/api/foreground/home/cityCard', { cityCode: '110000' });
    expect(res.body.data).toMatchObject({ cityCode: '110000', cityName: '北京' });
    expect(res.body.data.openMalls).toBeGreaterThan(0);
    expect(res.body.data.malls).toBeGreaterThanOrEqual(res.body.data.openMalls);
  });

  it('answers the home feeds for a city', async () => {
    const res = await post(t.app, '/api/foreground/home/feeds', { cityCode: '310000' });
    expect(res.body.data.news.length).toBeGreaterThan(0);
    expect(res.body.data.cases.length).toBeGreaterThan(0);
    expect(res.body.data.shops.every((s: { kind: string }) => s.kind === 'shop')).toBe(true);
  });

  it('gives a hot shop the same facts as its detail page, a monthly rent with its thousands mark', async () => {
    // Before the city's feeds are first read (they are cached): its shops rent by the month.
    await t.database.db.execute(sql`update shops set rent_unit = 'month', rent = 59172 where city_code = '110000' and kind = 'shop'`);
    const shops = (await post(t.app, '/api/foreground/home/feeds', { cityCode: '110000' })).body.data.shops;
    expect(shops.length).toBeGreaterThan(0);
    expect(shops[0].rentText).toBe('59,172元/月');
    for (const s of shops) {
      const detail = (await post(t.app, '/api/foreground/shop/detail', { id: s.id })).body.data;
      expect({ title: s.title, area: s.area, rentText: s.rentText, districtName: s.districtName, mallName: s.mallName }).toEqual({
        title: detail.title,
        area: detail.area,
        rentText: detail.rentText,
        districtName: detail.districtName,
        mallName: detail.mallName,
      });
    }
  });
});

describe('generated media', () => {
  it('serves the three QR codes as SVG and 404 for others', async () => {
    for (const kind of ['mini-program', 'app', 'official-account']) {
      const res = await t.app.inject({ method: 'GET', url: `/media/qr/${kind}.svg` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.body).toMatch(/^<svg/);
    }
    expect((await t.app.inject({ method: 'GET', url: '/media/qr/other.svg' })).statusCode).toBe(404);
  });
});
