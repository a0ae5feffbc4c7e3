import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { ON_MARKET_STATUSES } from '@shp/contracts';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { articles, cases, consultants, mallBrands, mallFloors, malls, regions, shops } from '../schema/index.js';
import { DEVELOPERS } from './vocabulary.js';

// The demo data is what merchants judge the site by: a text that states a fact must state the
// same value as the field the page shows beside it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const numbersBefore = (text: string, unit: string) => [...text.matchAll(new RegExp(`(\\d+(?:\\.\\d+)?)${unit}`, 'g'))].map((m) => Number(m[1]));

describe('seeded demo data agrees with itself', () => {
  it("a consultant's blurb states their own years in practice (从业N年) and no other figure", async () => {
    const rows = await t.database.db.select().from(consultants).orderBy(asc(consultants.id));
    const cities = new Map((await t.database.db.select({ code: regions.code, name: regions.shortName }).from(regions)).map((r) => [r.code, r.name]));
    expect(rows.length).toBeGreaterThan(0);
    const wrong = rows.filter(
      (c) => JSON.stringify(numbersBefore(c.intro, '年')) !== JSON.stringify([c.years]) || !c.intro.includes(`深耕${cities.get(c.cityCode)}`),
    );
    expect(wrong.map((c) => `${c.id} ${c.name} 从业${c.years}年: ${c.intro}`)).toEqual([]);
  });

  it('a consultant has served no more brands than services (服务N次)', async () => {
    const rows = await t.database.db.select().from(consultants).orderBy(asc(consultants.id));
    const wrong = rows.filter((c) => {
      const served = numbersBefore(c.intro, '个品牌');
      return served.length !== 1 || served[0] > c.serviceCount;
    });
    expect(wrong.map((c) => `${c.id} ${c.name} 服务${c.serviceCount}次: ${c.intro}`)).toEqual([]);
  });

  it("a mall's introduction names its own operator (运营方) and no other", async () => {
    const rows = await t.database.db.select().from(malls).orderBy(asc(malls.id));
    expect(rows.length).toBeGreaterThan(0);
    const wrong = rows.filter((m) => !m.intro.includes(`由${m.developer}运营`) || DEVELOPERS.some((d) => d !== m.developer && m.intro.includes(d)));
    expect(wrong.map((m) => `${m.id} ${m.name}（运营方：${m.developer}）: ${m.intro}`)).toEqual([]);
  });

  it("a mall's introduction states the opening year, area, floors and traffic the page shows", async () => {
    const rows = await t.database.db.select().from(malls).orderBy(asc(malls.id));
    for (const m of rows) {
      expect(numbersBefore(m.intro, '年'), m.intro).toEqual([Number(m.openDate.slice(0, 4))]);
      expect(numbersBefore(m.intro, '万㎡'), m.intro).toEqual([m.totalArea / 10000]);
      expect(m.intro).toContain(`地上${m.floorsAbove}层、地下${m.floorsBelow}层`);
      expect(numbersBefore(m.intro, '万人次'), m.intro).toEqual([Number((m.dailyTraffic / 10000).toFixed(1))]);
      // A mall in preparation has not opened: its year and traffic read as planned.
      expect(m.intro.includes('计划于'), `${m.openStatus}: ${m.intro}`).toBe(m.openStatus === 'preparing');
    }
  });

  it("a mall's floors fit in its business area, and its brands opened no earlier than the mall", async () => {
    const mallRows = await t.database.db.select().from(malls);
    const byId = new Map(mallRows.map((m) => [m.id, m]));
    const floorArea = new Map<number, number>();
    for (const f of await t.database.db.select().from(mallFloors)) floorArea.set(f.mallId, (floorArea.get(f.mallId) ?? 0) + f.area);
    for (const m of mallRows) expect(floorArea.get(m.id), m.name).toBeLessThanOrEqual(m.businessArea);
    const settled = await t.database.db.select().from(mallBrands);
    for (const s of settled) {
      const m = byId.get(s.mallId)!;
      if (m.openStatus === 'preparing') expect(s.openedAt, m.name).toBe(m.openDate);
      else expect(s.openedAt >= m.openDate, `${m.name} 开业${m.openDate}, 品牌入驻${s.openedAt}`).toBe(true);
    }
    // A case tells of one of those openings: the brand is among the mall's settled brands, that day.
    for (const c of await t.database.db.select().from(cases)) {
      expect(
        settled.some((s) => s.mallId === c.mallId && s.brandId === c.brandId && s.openedAt === c.openedAt),
        c.title,
      ).toBe(true);
    }
  });

  // Decision 017: a 在租 count (a mall's 在租铺位, a city card's 在租铺位 and 在租点位, the ranking,
  // 热门招商, 周边1公里内在租铺位) counts the units on the market, and the list its link opens
  // (openingStatus onMarket, in the count's city) totals exactly those.
  it('every 在租 count the pages show equals the total of the list its link opens', async () => {
    const listed = async (filter: Record<string, unknown>) => {
      const res = await post(t.app, '/api/foreground/shop/pageList', filter, { pageParam: { pageSize: 1 } });
      expect(res.body.code, JSON.stringify(filter)).toBe(10000);
      return Number(res.body.data.total);
    };
    const units = await t.database.db.select().from(shops).where(eq(shops.status, 'published'));
    const onMarket = (s: (typeof units)[number]) => (ON_MARKET_STATUSES as readonly string[]).includes(s.openingStatus);
    // The demo has every status, so a count that took in leased units (or left out 即将空出) would show.
    expect(new Set(units.map((s) => s.openingStatus))).toEqual(new Set(['vacant', 'leasing_soon', 'leased']));

    const mallRows = await t.database.db.select().from(malls).where(eq(malls.status, 'published')).orderBy(asc(malls.id));
    const shown = new Map<number, number>();
    let withLeased = 0;
    for (const m of mallRows) {
      const detail = (await post(t.app, '/api/foreground/project/queryProjectDetails', { id: m.id })).body.data;
      expect(detail.cityCode).toBe(m.cityCode);
      const link = { kind: 'shop', cityCode: detail.cityCode, mallId: m.id, openingStatus: 'onMarket' };
      expect(detail.vacantShops, `${m.name} 在租铺位`).toBe(await listed(link));
      expect(detail.vacantShops, m.name).toBe(units.filter((s) => s.mallId === m.id && s.kind === 'shop' && onMarket(s)).length);
      if ((await listed({ ...link, openingStatus: undefined })) > detail.vacantShops) withLeased += 1;
      shown.set(m.id, detail.vacantShops);
    }
    // Most malls have leased units: the list without 在租 shows more than the count.
    expect(withLeased).toBeGreaterThan(mallRows.length / 2);

    // Mall cards, the ranking and 热门招商 show the same figure as the mall's page.
    const cards = (await post(t.app, '/api/foreground/project/pageList', {}, { pageParam: { pageSize: 100 } })).body.data.list as {
      id: number;
      vacantShops: number;
    }[];
    const ranking = (await post(t.app, '/api/foreground/home/projectInvestmentRankList', { limit: 50 })).body.data as { id: number; vacantShops: number }[];
    const hot = (await post(t.app, '/api/foreground/cooperation/hotInvestment', {}, { pageParam: { pageSize: 100 } })).body.data.list as {
      id: number;
      vacantShops: number;
    }[];
    for (const item of [...cards, ...ranking, ...hot]) expect(item.vacantShops, `mall ${item.id}`).toBe(shown.get(item.id));
    expect(cards.length + ranking.length + hot.length).toBeGreaterThan(mallRows.length);

    // A city card's 在租铺位 and 在租点位 are its lists' totals.
    for (const cityCode of [...new Set(units.map((s) => s.cityCode))]) {
      const card = (await post(t.app, '/api/foreground/home/cityCard', { cityCode })).body.data;
      expect(card.shops, `${cityCode} 在租铺位`).toBe(await listed({ kind: 'shop', cityCode, openingStatus: 'onMarket' }));
      expect(card.points, `${cityCode} 在租点位`).toBe(await listed({ kind: 'point', cityCode, openingStatus: 'onMarket' }));
      expect(card.shops).toBeLessThan(await listed({ kind: 'shop', cityCode }));
    }

    // A mall's news state its 在租铺位's area range, or that none is to let, from the same units.
    const news = (await t.database.db.select().from(articles)).filter((a) => a.mallId !== null && a.content.includes('据项目方介绍'));
    expect(news.length).toBeGreaterThan(0);
    for (const a of news) {
      const areas = units.filter((s) => s.mallId === a.mallId && s.kind === 'shop' && onMarket(s)).map((s) => s.area);
      const said = /当前在租铺位面积(?:从(\d+)㎡到(\d+)㎡不等|约(\d+)㎡)/.exec(a.content);
      if (!areas.length) expect(a.content, a.title).toContain('当前铺位已基本租满');
      else
        expect(said && [Number(said[1] ?? said[3]), Number(said[2] ?? said[3])], a.title).toEqual([
          Math.floor(Math.min(...areas)),
          Math.ceil(Math.max(...areas)),
        ]);
    }

    // 周边1公里内在租铺位 has no list, but counts by the same definition.
    for (const m of mallRows.slice(0, 6)) {
      const near = (await post(t.app, '/api/foreground/project/surroundings', { mallId: m.id })).body.data.nearbyVacantShops;
      const km = (s: (typeof units)[number]) =>
        6371 * Math.sqrt((((s.lat - m.lat) * Math.PI) / 180) ** 2 + ((((s.lng - m.lng) * Math.PI) / 180) * Math.cos((m.lat * Math.PI) / 180)) ** 2);
      expect(near, m.name).toBe(units.filter((s) => s.kind === 'shop' && s.cityCode === m.cityCode && onMarket(s) && km(s) <= 1).length);
      // A mall's own units stand in its building: its 周边1公里 holds all of its own 在租铺位.
      const own = units.filter((s) => s.mallId === m.id);
      expect(
        own.every((s) => km(s) <= 0.2),
        m.name,
      ).toBe(true);
      expect(near, m.name).toBeGreaterThanOrEqual(own.filter((s) => s.kind === 'shop' && onMarket(s)).length);
    }
  });

  it("a mall's consultant and a unit's 铺位管家 work in its city when the city has a consultant", async () => {
    const cs = await t.database.db.select({ id: consultants.id, cityCode: consultants.cityCode }).from(consultants);
    const cityOf = new Map(cs.map((c) => [c.id, c.cityCode]));
    const staffed = new Set(cs.map((c) => c.cityCode));
    const mallRows = await t.database.db.select({ id: malls.id, name: malls.name, cityCode: malls.cityCode, consultantId: malls.consultantId }).from(malls);
    const unitRows = await t.database.db.select({ id: shops.id, title: shops.title, cityCode: shops.cityCode, housekeeperId: shops.housekeeperId }).from(shops);
    expect(mallRows.filter((m) => staffed.has(m.cityCode)).length).toBeGreaterThan(0);
    const wrong = [
      ...mallRows.filter((m) => staffed.has(m.cityCode) && cityOf.get(m.consultantId ?? -1) !== m.cityCode).map((m) => `商场 ${m.id} ${m.name}`),
      ...unitRows.filter((u) => staffed.has(u.cityCode) && cityOf.get(u.housekeeperId) !== u.cityCode).map((u) => `铺位 ${u.id} ${u.title}`),
    ];
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it("a unit's title states the area its 面积 shows", async () => {
    const rows = await t.database.db.select({ id: shops.id, title: shops.title, area: shops.area }).from(shops);
    const wrong = rows.filter((u) => numbersBefore(u.title, '㎡').some((n) => n !== u.area));
    expect(rows.some((u) => u.title.includes('㎡'))).toBe(true);
    expect(wrong.slice(0, 5).map((u) => `${u.id} ${u.title}（面积${u.area}㎡）`)).toEqual([]);
  });
});
