import { chinaDay, MARKET_MIN_SAMPLE, MARKET_MONTHS, type MarketRentInput, type MarketRentPoint } from '@shp/contracts';
import type { Db } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { lookups } from '../../lib/lookups.js';
import { cachedTrend, computeTrend, mallPlace, publishedShopExists, rentHistory, storeTrend } from './market.repository.js';

/** A point below the sample floor carries its count but no number: the page says 样本不足. */
export function withSampleFloor(points: MarketRentPoint[]): MarketRentPoint[] {
  return points.map((p) => (p.count < MARKET_MIN_SAMPLE ? { ...p, median: null } : p));
}

export function createMarketService(db: Db, now: () => Date = () => new Date()) {
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
      const key = `${input.kind}:${cityCode}:${districtCode ?? '*'}:${input.formatId ?? '*'}`;
      const day = chinaDay(now());
      let points = await cachedTrend(db, key, day);
      if (!points) {
        points = await computeTrend(
          db,
          { kind: input.kind, cityCode, districtCode, formatIds: input.formatId ? lk.expandFormats([input.formatId]) : undefined },
          MARKET_MONTHS,
        );
        await storeTrend(db, key, day, points);
      }
      return { cityName: lk.cityName(cityCode), districtName, formatName, points: withSampleFloor(points) };
    },
  };
}
