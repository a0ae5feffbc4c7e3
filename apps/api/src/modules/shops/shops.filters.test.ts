import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { shopFilterSchema } from '@shp/contracts';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { queryRows } from '../../db/client.js';
import type { CallContext } from '../../lib/call-context.js';
import { createShopsService } from './shops.service.js';
import { summaryApplies } from './count-summary.js';

// 找铺 like a brand finds (issue 31): street or mall, engineering conditions, power, and a monthly
// rent range across quoting units; each total equals what the list holds.

let t: TestApp;
let service: ReturnType<typeof createShopsService>;
let city: string;
beforeAll(async () => {
  t = await createTestApp();
  service = createShopsService(t.database.db);
  city = (
    await queryRows<{ city_code: string }>(
      t.database.db,
      sql`select city_code from shops where kind = 'shop' group by city_code order by count(*) desc limit 1`,
    )
  )[0].city_code;
});
afterAll(async () => {
  await service.dispose();
  await t.close();
});

const ctx = (pageSize = 500): CallContext => ({
  member: null,
  token: null,
  operator: null,
  pageParam: { pageNum: 1, pageSize },
  wrapper: {},
  ip: '127.0.0.1',
  userAgent: '',
});
type Row = { id: number; mall_id: number | null; exhaust: boolean; gas: boolean; water: boolean; power_kw: number; monthly_rent: number; rent_unit: string };
async function rowsOf(ids: number[]) {
  if (!ids.length) return [];
  return queryRows<Row>(
    t.database.db,
    sql`select id, mall_id, exhaust, gas, water, power_kw, monthly_rent, rent_unit from shops where id in (${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )})`,
  );
}
async function sqlCount(where: ReturnType<typeof sql>) {
  return Number(
    (
      await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from shops s where s.kind = 'shop' and s.status = 'published' and s.city_code = ${city} and ${where}`,
      )
    )[0].n,
  );
}

describe('找铺 filters', () => {
  it('临街/街铺 and 商场铺 split the city, with totals that add up', async () => {
    const all = await service.pageList(shopFilterSchema.parse({ cityCode: city }), ctx(1));
    const street = await service.pageList(shopFilterSchema.parse({ cityCode: city, location: 'street' }), ctx());
    const mall = await service.pageList(shopFilterSchema.parse({ cityCode: city, location: 'mall' }), ctx(1));
    expect(street.total).toBeGreaterThan(0);
    expect(mall.total).toBeGreaterThan(0);
    expect(street.total + mall.total).toBe(all.total);
    expect(street.total).toBe(await sqlCount(sql`s.mall_id is null`));
    expect((await rowsOf(street.list.map((s) => s.id))).every((r) => r.mall_id === null)).toBe(true);
  });

  it('engineering filters keep units with every condition chosen and at least the power', async () => {
    const f = shopFilterSchema.parse({ cityCode: city, facilities: ['exhaust', 'gas', 'water'], powerMin: 60 });
    expect(summaryApplies(f)).toBe(false);
    const res = await service.pageList(f, ctx());
    expect(res.total).toBeGreaterThan(0);
    expect(res.total).toBe(await sqlCount(sql`s.exhaust and s.gas and s.water and s.power_kw >= 60`));
    const rows = await rowsOf(res.list.map((s) => s.id));
    expect(rows.every((r) => r.exhaust && r.gas && r.water && r.power_kw >= 60)).toBe(true);
    const onlyWater = await service.pageList(shopFilterSchema.parse({ cityCode: city, facilities: ['water'] }), ctx(1));
    expect(onlyWater.total).toBeGreaterThan(res.total);
  });

  it('a monthly-rent range compares 元/㎡/天 and 元/月 units by their monthly rent', async () => {
    const f = shopFilterSchema.parse({ cityCode: city, rentMin: 10000, rentMax: 30000 });
    const res = await service.pageList(f, ctx());
    expect(res.total).toBe(await sqlCount(sql`s.monthly_rent between 10000 and 30000`));
    const rows = await rowsOf(res.list.map((s) => s.id));
    expect(rows.every((r) => r.monthly_rent >= 10000 && r.monthly_rent <= 30000)).toBe(true);
    // Both quoting units are in range: a street unit by the month, a mall unit by the ㎡ and day.
    expect(new Set(rows.map((r) => r.rent_unit))).toEqual(new Set(['month', 'day_sqm']));
    for (const item of res.list) expect(item.monthlyRent).toBeGreaterThanOrEqual(10000);
    // A floor alone, and the summary's ceiling alone, still agree with SQL.
    expect((await service.pageList(shopFilterSchema.parse({ cityCode: city, rentMin: 100000 }), ctx(1))).total).toBe(
      await sqlCount(sql`s.monthly_rent >= 100000`),
    );
  });

  it('refuses a range upside down and unknown values in Chinese (400, never 500)', async () => {
    const bad: [Record<string, unknown>, string][] = [
      [{ rentMin: 50000, rentMax: 10000 }, '最低租金不能高于最高租金'],
      [{ location: 'roof' }, '位置须为临街或商场'],
      [{ facilities: ['pool'] }, '工程条件有误'],
      [{ powerMin: -1 }, '电量不能为负数'],
    ];
    for (const [over, msg] of bad) {
      const res = await post(t.app, '/api/foreground/shop/pageList', { cityCode: city, ...over });
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.msg).toBe(msg);
    }
  });

  it('the detail gallery opens on the cover image', async () => {
    const [row] = await queryRows<{ id: number; cover_url: string }>(
      t.database.db,
      sql`select id, cover_url from shops where status = 'published' order by id limit 1`,
    );
    const res = await post(t.app, '/api/foreground/shop/detail', { id: Number(row.id) });
    expect(res.body.data.images[0]).toBe(row.cover_url);
    expect(new Set(res.body.data.images).size).toBe(res.body.data.images.length);
  });
});
