import { chinaDay, MARKET_MIN_SAMPLE, MARKET_MONTHS, type MarketRentInput, type MarketRentPoint } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { lookups, type Lookups } from '../../lib/lookups.js';
import { computeTrend, mallPlace, publishedShopExists, rentHistory, scopesToRefresh, storedTrend, storeTrend, type TrendScope } from './market.repository.js';

/** A point below the sample floor carries its count but no number: the page says 样本不足. */
export function withSampleFloor(points: MarketRentPoint[]): MarketRentPoint[] {
  return points.map((p) => (p.count < MARKET_MIN_SAMPLE ? { ...p, median: null } : p));
}

/** `kind:city:district|*:format|*`: one stored trend per scope. */
const trendKey = (s: { kind: string; cityCode: string; districtCode?: string; formatId?: number }) =>
  `${s.kind}:${s.cityCode}:${s.districtCode ?? '*'}:${s.formatId ?? '*'}`;

function scopeOfKey(key: string, lk: Lookups): TrendScope | null {
  const [kind, cityCode, district, format] = key.split(':');
  if ((kind !== 'shop' && kind !== 'point') || !cityCode || district === undefined || format === undefined) return null;
  return {
    kind,
    cityCode,
    districtCode: district === '*' ? undefined : district,
    formatIds: format === '*' ? undefined : lk.expandFormats([Number(format)]),
  };
}

/**
 * The `market-trend-compute` job: computes one scope a request found missing. A scope already
 * stored (by an earlier run or the night's refresh) is left as it is, so a repeated send is free.
 */
export async function computeScope(db: Db, key: string, now: Date) {
  if (await storedTrend(db, key)) return { computed: false };
  const scope = scopeOfKey(key, await lookups(db));
  if (!scope) return { computed: false };
  await storeTrend(db, key, chinaDay(now), await computeTrend(db, scope, MARKET_MONTHS));
  return { computed: true };
}

/**
 * Asks the job queue to compute a scope; null where this process cannot queue jobs (JOBS=off
 * without a queue), and the request then computes the scope itself.
 */
export type QueueTrend = ((key: string) => Promise<unknown>) | null;

/**
 * The nightly `market-trends-refresh` job (decision 060): recomputes every scope the lists show
 * and every scope read before, one statement per scope, so no request pays for a trend's
 * computation. A scope already computed today is skipped, so a retried run resumes.
 */
export async function refreshTrends(db: Db, now: Date) {
  const lk = await lookups(db);
  const day = chinaDay(now);
  let refreshed = 0;
  for (const key of await scopesToRefresh(db, day)) {
    const scope = scopeOfKey(key, lk);
    if (!scope) continue;
    await storeTrend(db, key, day, await computeTrend(db, scope, MARKET_MONTHS));
    refreshed += 1;
  }
  return { refreshed };
}

export function createMarketService(db: Db, now: () => Date = () => new Date(), queueTrend: QueueTrend = null) {
  return {
    async rentHistory(id: number) {
      if (!(await publishedShopExists(db, id))) throw notFound('铺位不存在或已下架');
      return { changes: await rentHistory(db, id) };
    },

    async rentTrend(input: MarketRentInput) {
      const lk = await lookups(db);
      let { cityCode, districtCode } = input;
      if (input.mallId !== undefined) {
        const mall = await mallPlace(db, input.mallId);
        if (!mall) throw notFound('商场不存在或已下架');
        cityCode = mall.cityCode;
        districtCode = mall.districtCode;
      }
      if (!cityCode || !lk.cityName(cityCode)) throw badRequest('城市不存在');
      const districtName = districtCode ? lk.districtName(districtCode) : '';
      if (districtCode && !districtName) throw badRequest('区域不存在');
      const formatName = input.formatId ? lk.formatName(input.formatId) : '';
      if (input.formatId && !formatName) throw badRequest('业态不存在');
      const key = trendKey({ kind: input.kind, cityCode, districtCode, formatId: input.formatId });
      const names = { cityName: lk.cityName(cityCode), districtName, formatName };
      // The nightly job keeps stored trends current. A scope nobody asked for before is computed by a
      // job, not in the request: at 1M units a large district takes seconds (decision 060).
      let points = await storedTrend(db, key);
      if (!points && queueTrend) {
        await queueTrend(key);
        return { ...names, points: [], pending: true };
      }
      if (!points) {
        const day = chinaDay(now());
        points = await computeTrend(
          db,
          { kind: input.kind, cityCode, districtCode, formatIds: input.formatId ? lk.expandFormats([input.formatId]) : undefined },
          MARKET_MONTHS,
        );
        await storeTrend(db, key, day, points);
      }
      return { ...names, points: withSampleFloor(points), pending: false };
    },
  };
}
