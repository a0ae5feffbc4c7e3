import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { cases, consultants, mallBrands, mallFloors, malls, regions } from '../schema/index.js';
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
    const wrong = rows.filter((c) => JSON.stringify(numbersBefore(c.intro, '年')) !== JSON.stringify([c.years]) || !c.intro.includes(`深耕${cities.get(c.cityCode)}`));
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
      expect(settled.some((s) => s.mallId === c.mallId && s.brandId === c.brandId && s.openedAt === c.openedAt), c.title).toBe(true);
    }
  });
});
