import { asc, eq, sql, type SQL } from 'drizzle-orm';
import { chinaDay, type MarketRentPoint, type RentChange } from '@shp/contracts';
import { queryRows, type Db } from '../../db/client.js';
import { marketRentTrends, rentChanges } from '../../db/schema/index.js';
import { intArray } from '../../lib/sql.js';

export async function publishedShopExists(db: Db, id: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(db, sql`select id from shops where id = ${id} and status = 'published'`);
  return rows.length > 0;
}

export async function mallPlace(db: Db, id: number): Promise<{ cityCode: string; districtCode: string } | null> {
  const rows = await queryRows<{ city_code: string; district_code: string }>(
    db,
    sql`select city_code, district_code from malls where id = ${id} and status = 'published'`,
  );
  return rows[0] ? { cityCode: rows[0].city_code, districtCode: rows[0].district_code } : null;
}

/** ISO day in China time of an instant. */

export async function rentHistory(db: Db, shopId: number): Promise<RentChange[]> {
  const rows = await db
    .select({ changedAt: rentChanges.changedAt, rentDaySqm: rentChanges.rentDaySqm, monthlyRent: rentChanges.monthlyRent, source: rentChanges.source })
    .from(rentChanges)
    .where(eq(rentChanges.shopId, shopId))
    .orderBy(asc(rentChanges.changedAt), asc(rentChanges.id));
  return rows.map((r) => ({
    date: chinaDay(r.changedAt),
    rentDaySqm: Number(r.rentDaySqm),
    monthlyRent: Number(r.monthlyRent),
    source: r.source as RentChange['source'],
  }));
}

export interface TrendScope {
  kind: 'shop' | 'point';
  cityCode: string;
  districtCode?: string;
  /** Leaf format ids (a first-level format already expanded). */
  formatIds?: number[];
}

/**
 * The median 元/㎡/天 in force at each of the last `months` month ends (China time) among the
 * scope's published units, with how many units it stands on. The units are read from the list
 * indexes (kind, city, status, district, formats), their rents from `rent_changes_shop_idx`.
 */
export async function computeTrend(db: Db, scope: TrendScope, months: number): Promise<MarketRentPoint[]> {
  const conds: SQL[] = [sql`kind = ${scope.kind}`, sql`city_code = ${scope.cityCode}`, sql`status = 'published'`];
  if (scope.districtCode) conds.push(sql`district_code = ${scope.districtCode}`);
  if (scope.formatIds?.length) conds.push(sql`format_ids && ${intArray(scope.formatIds)}`);
  const rows = await queryRows<{ month: string; count: number; median: string | number | null }>(
    db,
    sql`with s as (select id from shops where ${sql.join(conds, sql` and `)}),
      c as (
        select r.shop_id, r.rent_day_sqm, r.changed_at,
          lead(r.changed_at) over (partition by r.shop_id order by r.changed_at, r.id) as until
        from rent_changes r join s on s.id = r.shop_id
      ),
      m as (
        select month, (month + interval '1 month') at time zone 'Asia/Shanghai' as month_end
        from generate_series(
          date_trunc('month', now() at time zone 'Asia/Shanghai') - make_interval(months => ${months - 1}),
          date_trunc('month', now() at time zone 'Asia/Shanghai'),
          interval '1 month') as month
      )
      select to_char(m.month, 'YYYY-MM') as month, count(c.shop_id)::int as count,
        percentile_cont(0.5) within group (order by c.rent_day_sqm) as median
      from m left join c on c.changed_at < m.month_end and (c.until is null or c.until >= m.month_end)
      group by m.month order by m.month`,
  );
  return rows.map((r) => ({ month: r.month, count: Number(r.count), median: r.median === null ? null : Math.round(Number(r.median) * 100) / 100 }));
}

/** The stored trend of a scope, whatever day it was computed (the nightly job keeps it current). */
export async function storedTrend(db: Db, key: string): Promise<MarketRentPoint[] | null> {
  const rows = await db.select({ points: marketRentTrends.points }).from(marketRentTrends).where(eq(marketRentTrends.key, key));
  return rows[0]?.points ?? null;
}

/**
 * Scopes the nightly refresh recomputes: every kind × city and kind × city × district that has
 * published units (what the lists show without a format), and every scope already stored (read
 * at least once, e.g. with a format), except those already computed on `day`.
 */
export async function scopesToRefresh(db: Db, day: string): Promise<string[]> {
  const rows = await queryRows<{ key: string }>(
    db,
    sql`with base as (
        select distinct kind, city_code, district_code from shops where status = 'published' and kind in ('shop', 'point')
      ), keys as (
        select kind || ':' || city_code || ':*:*' as key from base
        union select kind || ':' || city_code || ':' || district_code || ':*' from base
        union select key from market_rent_trends
      )
      select key from keys where key not in (select key from market_rent_trends where computed_day = ${day}) order by key`,
  );
  return rows.map((r) => r.key);
}

export async function storeTrend(db: Db, key: string, day: string, points: MarketRentPoint[]) {
  await db
    .insert(marketRentTrends)
    .values({ key, points, computedDay: day })
    .onConflictDoUpdate({ target: marketRentTrends.key, set: { points, computedDay: day, computedAt: sql`now()` } });
}
