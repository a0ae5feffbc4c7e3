import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MARKET_MONTHS } from '@shp/contracts';
import { createTestApp, post, type TestApp } from '../../test/test-app.js';
import { queryRows } from '../../db/client.js';
import { createMarketService, refreshTrends, withSampleFloor } from './market.service.js';
import { marketJobs } from './market.jobs.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Change = { date: string; rentDaySqm: number; monthlyRent: number; source: string };

describe('rent history', () => {
  it('seeds a history per unit that ends at its listed rent, with rises and some drops', async () => {
    const [s] = await queryRows<{ id: number; rent: string; rent_unit: string; monthly_rent: number }>(
      t.database.db,
      sql`select id, rent, rent_unit, monthly_rent from shops where kind = 'shop' and rent_unit = 'day_sqm' and status = 'published' order by id limit 1`,
    );
    const res = await post(t.app, '/api/foreground/market/rentHistory', { id: Number(s.id) });
    expect(res.body.code).toBe(10000);
    const changes = res.body.data.changes as Change[];
    expect(changes.length).toBeGreaterThanOrEqual(1);
    expect(changes.at(-1)!.rentDaySqm).toBeCloseTo(Number(s.rent), 1);
    expect([...changes].map((c) => c.date)).toEqual([...changes.map((c) => c.date)].sort());
    const [drops] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from (select rent_day_sqm < lag(rent_day_sqm) over (partition by shop_id order by changed_at) as drop from rent_changes) x where drop`,
    );
    expect(Number(drops.n)).toBeGreaterThan(0);
  });

  it('records an operator edit of the rent, and not an edit of something else', async () => {
    const [s] = await queryRows<{ id: number; rent: string }>(
      t.database.db,
      sql`select id, rent from shops where rent_unit = 'day_sqm' order by id desc limit 1`,
    );
    // Counted in SQL: the op's answer is cached for a minute, and the read after the edit must be its first.
    const [before] = await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from rent_changes where shop_id = ${s.id}`);
    await t.database.db.execute(sql`update shops set title = title || ' ' where id = ${s.id}`);
    await t.database.db.execute(sql`update shops set rent = ${Number(s.rent) + 1} where id = ${s.id}`);
    const after = (await post(t.app, '/api/foreground/market/rentHistory', { id: Number(s.id) })).body.data.changes as Change[];
    expect(after).toHaveLength(Number(before.n) + 1);
    expect(after.at(-1)).toMatchObject({ source: 'edit', rentDaySqm: Number(s.rent) + 1 });
  });

  it('refuses a missing or bad id', async () => {
    const gone = await post(t.app, '/api/foreground/market/rentHistory', { id: 2000000000 });
    expect(gone.status).toBe(404);
    const bad = await post(t.app, '/api/foreground/market/rentHistory', { id: 'abc' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('请选择铺位');
    const negative = await post(t.app, '/api/foreground/market/rentHistory', { id: -3 });
    expect(negative.body.msg).toBe('铺位编号有误');
  });
});

describe('market rent trend', () => {
  it('answers 24 months of medians with their counts, 样本不足 (null) below 5', async () => {
    const [c] = await queryRows<{ city_code: string; district_code: string }>(
      t.database.db,
      sql`select city_code, district_code from shops where kind = 'shop' and status = 'published' group by 1, 2 order by count(*) desc limit 1`,
    );
    const city = await post(t.app, '/api/foreground/market/rentTrend', { cityCode: c.city_code });
    expect(city.body.code).toBe(10000);
    const points = city.body.data.points as { month: string; count: number; median: number | null }[];
    expect(points).toHaveLength(MARKET_MONTHS);
    expect(points.at(-1)!.month > points[0].month).toBe(true);
    for (const p of points) {
      if (p.count < 5) expect(p.median).toBeNull();
      else expect(p.median).toBeGreaterThan(0);
    }
    expect(points.at(-1)!.count).toBeGreaterThan(0);
    const district = await post(t.app, '/api/foreground/market/rentTrend', { cityCode: c.city_code, districtCode: c.district_code, kind: 'shop' });
    expect(district.body.data.districtName).not.toBe('');
    expect(district.body.data.points.at(-1).count).toBeLessThanOrEqual(points.at(-1)!.count);
    // The second read of the day comes from the stored trend, the same answer.
    const again = await post(t.app, '/api/foreground/market/rentTrend', { cityCode: c.city_code });
    expect(again.body.data).toEqual(city.body.data);
    const [m] = await queryRows<{ id: number }>(t.database.db, sql`select id from malls where status = 'published' order by id limit 1`);
    const mall = await post(t.app, '/api/foreground/market/rentTrend', { mallId: Number(m.id) });
    expect(mall.body.data.districtName).not.toBe('');
    expect(mall.body.data.points).toHaveLength(MARKET_MONTHS);
  });

  it('keeps a count under 5 without a number', () => {
    expect(withSampleFloor([{ month: '2026-01', count: 4, median: 8 }])[0].median).toBeNull();
    expect(withSampleFloor([{ month: '2026-01', count: 5, median: 8 }])[0].median).toBe(8);
  });

  it('refuses bad input with a Chinese 400', async () => {
    const [{ city_code: city }] = await queryRows<{ city_code: string }>(t.database.db, sql`select city_code from shops limit 1`);
    const cases: [unknown, string][] = [
      [{}, '请选择城市'],
      [{ cityCode: '12' }, '城市编码须为6位数字'],
      [{ cityCode: '999999' }, '城市不存在'],
      [{ cityCode: city, districtCode: '999999' }, '区域不存在'],
      [{ cityCode: city, formatId: 999999 }, '业态不存在'],
      [{ cityCode: city, formatId: 'x' }, '业态编号有误'],
      [{ cityCode: city, kind: 'mall' }, '类型须为铺位或点位'],
      [{ mallId: 'x' }, '商场编号有误'],
    ];
    for (const [body, msg] of cases) {
      const res = await post(t.app, '/api/foreground/market/rentTrend', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.msg).toBe(msg);
    }
  });
});

describe('nightly trend refresh (market-trends-refresh)', () => {
  const trendRow = async (key: string) =>
    (
      await queryRows<{ points: unknown[]; day: string }>(
        t.database.db,
        sql`select points, computed_day::text as day from market_rent_trends where key = ${key}`,
      )
    )[0];

  it('precomputes every city and district the lists show, so a request reads the stored row', async () => {
    const [c] = await queryRows<{ city_code: string; district_code: string }>(
      t.database.db,
      sql`select city_code, district_code from shops where kind = 'point' and status = 'published' group by 1, 2 order by count(*) asc limit 1`,
    );
    const key = `point:${c.city_code}:${c.district_code}:*`;
    await t.database.db.execute(sql`delete from market_rent_trends where key = ${key}`);
    const job = marketJobs.find((j) => j.name === 'market-trends-refresh')!;
    expect(job.schedule).toBe('30 3 * * *');
    const now = new Date();
    const first = (await job.handler({ db: t.database.db, now, log: t.app.log, app: t.app }, {})) as { refreshed: number };
    expect(first.refreshed).toBeGreaterThan(0);
    const row = await trendRow(key);
    expect(row.points).toHaveLength(MARKET_MONTHS);
    expect(row.day).toBe(new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10));
    const [{ n: cities }] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from market_rent_trends where key = ${`point:${c.city_code}:*:*`}`,
    );
    expect(Number(cities)).toBe(1);
    // A retried run the same day finds nothing left to do.
    expect(await refreshTrends(t.database.db, now)).toEqual({ refreshed: 0 });

    // The request reads the stored row as it is: it never recomputes a scope the job keeps.
    await t.database.db.execute(
      sql`update market_rent_trends set points = ${JSON.stringify([{ month: '2000-01', count: 7, median: 1.5 }])}::jsonb, computed_day = computed_day - 1 where key = ${key}`,
    );
    const read = await post(t.app, '/api/foreground/market/rentTrend', { kind: 'point', cityCode: c.city_code, districtCode: c.district_code });
    expect(read.body.data.points).toEqual([{ month: '2000-01', count: 7, median: 1.5 }]);
    // The next night's run brings it up to date.
    expect((await refreshTrends(t.database.db, now)).refreshed).toBe(1);
    expect((await trendRow(key)).points).toHaveLength(MARKET_MONTHS);
  });

  it('keeps refreshing a scope read once with a format', async () => {
    const [c] = await queryRows<{ city_code: string; format_id: number }>(
      t.database.db,
      sql`select city_code, format_ids[1] as format_id from shops where kind = 'shop' and status = 'published' order by id desc limit 1`,
    );
    const key = `shop:${c.city_code}:*:${c.format_id}`;
    await t.database.db.execute(sql`delete from market_rent_trends where key = ${key}`);
    const first = await post(t.app, '/api/foreground/market/rentTrend', { cityCode: c.city_code, formatId: Number(c.format_id) });
    expect(first.body.code).toBe(10000);
    expect(await trendRow(key)).toBeDefined();
    await t.database.db.execute(sql`update market_rent_trends set computed_day = computed_day - 1 where key = ${key}`);
    const tomorrow = new Date(Date.now() + 86_400_000);
    await refreshTrends(t.database.db, tomorrow);
    expect((await trendRow(key)).day).toBe(new Date(tomorrow.getTime() + 8 * 3600_000).toISOString().slice(0, 10));
  });

  it('answers a never-read scope at once as pending (统计中) and computes it in a job, once per scope', async () => {
    const [c] = await queryRows<{ city_code: string; district_code: string; format_id: number }>(
      t.database.db,
      sql`select city_code, district_code, format_ids[1] as format_id from shops where kind = 'shop' and status = 'published' order by id limit 1`,
    );
    const input = { kind: 'shop' as const, cityCode: c.city_code, districtCode: c.district_code, formatId: Number(c.format_id) };
    const key = `shop:${c.city_code}:${c.district_code}:${c.format_id}`;
    await t.database.db.execute(sql`delete from market_rent_trends where key = ${key}`);
    const queued: string[] = [];
    const service = createMarketService(t.database.db, undefined, async (k) => queued.push(k));
    const first = await service.rentTrend(input);
    expect(first).toMatchObject({ pending: true, points: [] });
    expect(first.districtName).not.toBe('');
    expect(queued).toEqual([key]);
    expect(await trendRow(key)).toBeUndefined();

    const job = marketJobs.find((j) => j.name === 'market-trend-compute')!;
    expect(job.schedule).toBeUndefined();
    const ctx = { db: t.database.db, now: new Date(), log: t.app.log, app: t.app };
    expect(await job.handler(ctx, { key })).toEqual({ computed: true });
    // A second send of the same scope finds it stored and does nothing.
    expect(await job.handler(ctx, { key })).toEqual({ computed: false });
    expect(await job.handler(ctx, { key: 'mall:x:*:*' })).toEqual({ computed: false });

    const after = await service.rentTrend(input);
    expect(after.pending).toBe(false);
    expect(after.points).toHaveLength(MARKET_MONTHS);
    expect(queued).toEqual([key]);
  });
});
