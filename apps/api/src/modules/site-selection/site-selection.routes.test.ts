import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { chinaDay } from '@shp/contracts';
import { atEarlyChinaMorning, createMemberSession } from '../../test/fixtures.js';
import { queryRows } from '../../db/client.js';

let t: TestApp;
let a: string;
let b: string;
let hotpot: number;
let city: string;
beforeAll(async () => {
  t = await createTestApp();
  a = (await createMemberSession(t.database.db)).token;
  b = (await createMemberSession(t.database.db)).token;
  hotpot = (await queryRows<{ id: number }>(t.database.db, sql`select id from formats where name = '火锅'`))[0].id;
  // The city with the most units to lease.
  city = (
    await queryRows<{ city_code: string }>(
      t.database.db,
      sql`select city_code from shops where kind = 'shop' group by city_code order by count(*) desc limit 1`,
    )
  )[0].city_code;
});
afterAll(() => t.close());

const P = '/api/foreground';
const needs = (over: Record<string, unknown> = {}) => ({
  brandName: '测试火锅',
  formatId: hotpot,
  areaMin: 80,
  areaMax: 400,
  budget: 200000,
  cityCodes: [city],
  ...over,
});
type Result = {
  rank: number;
  score: number;
  shop: { id: number; cityCode: string; area: number; openingStatus: string; availableDate: string };
  factors: { factor: string; score: number; max: number; reason: string }[];
  gaps: string[];
  availability: string;
  collected: boolean;
};

describe('smart site selection', () => {
  // The format score judges a kitchen by the detail's own rule: a hotpot brand that retrofits sees
  // 缺电量 where the detail says heavy catering lacks power (it used to read 排烟、燃气、上下水齐全 at 25/25).
  it('scores a food format by what the unit detail says the kitchen lacks, power included (接受改造)', async () => {
    const own = (await createMemberSession(t.database.db)).token;
    const sub = await post(t.app, `${P}/siteSelection/submit`, needs({ areaMin: 30, areaMax: 1000, budget: 10_000_000, retrofit: true }), { token: own });
    const list: Result[] = (
      await post(t.app, `${P}/siteSelection/resultList`, { recordId: sub.body.data.recordId }, { token: own, pageParam: { pageSize: 100 } })
    ).body.data.list;
    let underPowered = 0;
    for (const r of list) {
      const d = (await post(t.app, `${P}/shop/detail`, { id: r.shop.id })).body.data as {
        food: { powerKw: number; exhaust: boolean; water: boolean; gas: boolean };
        suitability: { label: string; ok: boolean; reason: string }[];
      };
      const heavy = d.suitability.find((x) => x.label.startsWith('重餐饮'))!;
      const fmt = r.factors[0];
      if (heavy.ok) expect(fmt.reason, `unit ${r.shop.id}`).toContain('上下水齐全');
      else {
        expect(fmt.score, `unit ${r.shop.id}`).toBeLessThanOrEqual(5);
        expect(fmt.reason).toContain(`${heavy.reason}，餐饮需改造`);
        expect(`缺${r.gaps.join('、')}`).toBe(heavy.reason);
      }
      if (d.food.exhaust && d.food.water && d.food.gas && d.food.powerKw < 60) {
        underPowered += 1;
        expect(fmt.reason).toContain('缺电量（需≥60kW）');
      }
    }
    expect(underPowered).toBeGreaterThan(0);
  });

  it('needs login', async () => {
    expect((await post(t.app, `${P}/siteSelection/submit`, needs())).status).toBe(401);
  });

  it('ranks units by score with a reason for each of the six factors, deterministically', async () => {
    const sub = await post(t.app, `${P}/siteSelection/submit`, needs(), { token: a });
    expect(sub.body.code).toBe(10000);
    expect(sub.body.data.total).toBeGreaterThan(0);
    const res = await post(t.app, `${P}/siteSelection/resultList`, { recordId: sub.body.data.recordId }, { token: a, pageParam: { pageSize: 100 } });
    const list: Result[] = res.body.data.list;
    expect(res.body.data.matched).toBe(sub.body.data.total);
    expect(list.length).toBeGreaterThan(0);
    const scores = list.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
    expect(list.map((r) => r.rank)).toEqual(list.map((_, i) => i + 1));
    for (const r of list) {
      expect(r.factors.map((f) => f.factor)).toEqual(['format', 'area', 'rent', 'traffic', 'competition', 'nearbyBrands']);
      expect(r.score).toBe(r.factors.reduce((n, f) => n + f.score, 0));
      for (const f of r.factors) {
        expect(f.score).toBeGreaterThanOrEqual(0);
        expect(f.score).toBeLessThanOrEqual(f.max);
        expect(f.reason.length).toBeGreaterThan(0);
      }
      expect(r.shop.cityCode).toBe(city);
      expect(r.shop.openingStatus).not.toBe('leased');
      expect(r.shop.area).toBeGreaterThanOrEqual(80 * 0.7);
    }
    const inRange = list.find((r) => r.shop.area >= 80 && r.shop.area <= 400);
    if (inRange) expect(inRange.factors[1]).toMatchObject({ score: 20 });
    const again = await post(t.app, `${P}/siteSelection/resultList`, { recordId: sub.body.data.recordId }, { token: a, pageParam: { pageSize: 100 } });
    expect(again.body.data.list).toEqual(list);
  });

  it('says what to relax when nothing fits', async () => {
    const sub = await post(t.app, `${P}/siteSelection/submit`, needs({ areaMin: 5000, areaMax: 6000, budget: 1000, floors: ['6F'] }), { token: a });
    expect(sub.body.data.total).toBe(0);
    const res = await post(t.app, `${P}/siteSelection/resultList`, { recordId: sub.body.data.recordId }, { token: a });
    expect(res.body.data.list).toEqual([]);
    const keys = res.body.data.relax.map((r: { key: string }) => r.key);
    expect(keys).toEqual(['floors', 'retrofit', 'area', 'budget']);
    for (const r of res.body.data.relax) expect(r.label).toBeTruthy();
  });

  it("keeps records per member: list, find, and another member's id refused", async () => {
    const list = await post(t.app, `${P}/customize/recordList`, {}, { token: a });
    expect(list.body.data.total).toBe(2);
    const id = list.body.data.list[0].id;
    const mine = await post(t.app, `${P}/customize/find`, { id }, { token: a });
    expect(mine.body.data).toMatchObject({ id, formatName: '火锅', cityNames: [expect.any(String)] });
    expect((await post(t.app, `${P}/customize/find`, { id }, { token: b })).status).toBe(404);
    expect((await post(t.app, `${P}/siteSelection/resultList`, { recordId: id }, { token: b })).status).toBe(404);
    expect((await post(t.app, `${P}/customize/recordList`, {}, { token: b })).body.data.total).toBe(0);
  });

  it("修改需求 rewrites the member's own record (same id, no new record) and its results follow; another member's id is refused", async () => {
    const wide = await post(t.app, `${P}/siteSelection/submit`, needs({ brandId: 7 }), { token: a });
    const id = wide.body.data.recordId;
    const before = await post(t.app, `${P}/customize/find`, { id }, { token: a });
    expect(before.body.data).toMatchObject({ brandId: 7, areaMin: 80, areaMax: 400 });
    const count = (await post(t.app, `${P}/customize/recordList`, {}, { token: a })).body.data.total;

    const district = (await queryRows<{ code: string }>(t.database.db, sql`select district_code as code from shops where city_code = ${city} limit 1`))[0].code;
    const edited = await post(
      t.app,
      `${P}/siteSelection/submit`,
      needs({ recordId: id, brandName: '测试火锅二店', areaMin: 5000, areaMax: 6000, budget: 1000, floors: ['6F'], districtCodes: [district] }),
      { token: a },
    );
    expect(edited.body.data).toEqual({ recordId: id, total: 0 });
    const after = await post(t.app, `${P}/customize/find`, { id }, { token: a });
    expect(after.body.data).toMatchObject({
      id,
      brandName: '测试火锅二店',
      brandId: null,
      areaMin: 5000,
      areaMax: 6000,
      budget: 1000,
      floors: ['6F'],
      districtCodes: [district],
      createdAt: before.body.data.createdAt,
    });
    expect(after.body.data.districtNames).toEqual([expect.stringMatching(/\S/)]);
    expect((await post(t.app, `${P}/customize/recordList`, {}, { token: a })).body.data.total).toBe(count);
    const res = await post(t.app, `${P}/siteSelection/resultList`, { recordId: id }, { token: a });
    expect(res.body.data).toMatchObject({ total: 0, list: [], record: { brandName: '测试火锅二店' } });

    const theirs = await post(t.app, `${P}/siteSelection/submit`, needs({ recordId: id }), { token: b });
    expect(theirs.status).toBe(404);
    expect(theirs.body.msg).toBe('选址需求不存在');
    expect((await post(t.app, `${P}/customize/find`, { id }, { token: a })).body.data.brandName).toBe('测试火锅二店');
    expect((await post(t.app, `${P}/customize/recordList`, {}, { token: b })).body.data.total).toBe(0);
  });

  it('validates needs in Chinese', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ areaMin: 500, areaMax: 100 }, '最小面积不能大于最大面积'],
      [{ cityCodes: [] }, '请至少选择一个城市'],
      [{ budget: 10 }, '月租金预算至少1000元'],
      [{ brandName: '' }, '请输入品牌名称'],
      [{ formatId: 9999 }, '请选择经营业态'],
      [{ floors: ['9F'] }, '楼层有误'],
    ];
    for (const [over, msg] of cases) {
      const res = await post(t.app, `${P}/siteSelection/submit`, needs(over), { token: a });
      expect(res.body.msg, JSON.stringify(over)).toBe(msg);
      expect(res.status).toBe(400);
    }
  });

  it("refuses a planned opening already past in China, while it is still that day in UTC; takes China's today", async () => {
    await atEarlyChinaMorning(async () => {
      const past = await post(t.app, `${P}/siteSelection/submit`, needs({ openBy: chinaDay(new Date(), -1) }), { token: a });
      expect(past.status).toBe(400);
      expect(past.body.msg).toBe('计划开业时间不能早于今天');
      expect((await post(t.app, `${P}/siteSelection/submit`, needs({ openBy: chinaDay() }), { token: a })).body.code).toBe(10000);
    });
  });
});
