import { describe, expect, it } from 'vitest';
import { shopFilterSchema } from '@shp/contracts';
import { narrowsList, parseLenient, range, withParams } from './query-filter';
import { shopFilterFromQuery } from '../features/shops/filter-query';
import { onMarketListLink } from './on-market-link';

describe('list filters in the URL', () => {
  it('reads the SPEC §3 shop filters from the query', () => {
    const f = shopFilterFromQuery(
      new URLSearchParams('tabcheck=2&region=110105&formatTypes=9,12&area=50-100&floorList=1F,B1&gradeList=A&openingStatus=vacant&sort=rentAsc'),
    );
    expect(f).toMatchObject({
      kind: 'point',
      region: '110105',
      formatTypes: [9, 12],
      area: { min: 50, max: 100 },
      floorList: ['1F', 'B1'],
      gradeList: ['A'],
      openingStatus: 'vacant',
      sort: 'rentAsc',
    });
  });

  it('lists units that can be rented by default, every unit with openingStatus=all, and reads the brand filters', () => {
    expect(shopFilterFromQuery(new URLSearchParams('tabcheck=1')).openingStatus).toBe('onMarket');
    expect(shopFilterFromQuery(new URLSearchParams('tabcheck=1&openingStatus=all')).openingStatus).toBeUndefined();
    expect(shopFilterFromQuery(new URLSearchParams('openingStatus=leased')).openingStatus).toBe('leased');
    const f = shopFilterFromQuery(new URLSearchParams('location=street&facilities=exhaust,gas&powerMin=60&rentMin=10000&rentMax=30000'));
    expect(f).toMatchObject({ location: 'street', facilities: ['exhaust', 'gas'], powerMin: 60, rentMin: 10000, rentMax: 30000 });
    // A range upside down is dropped, not a failed page.
    const upsideDown = shopFilterFromQuery(new URLSearchParams('rentMin=50000&rentMax=10000'));
    expect([upsideDown.rentMin, upsideDown.rentMax]).toEqual([50000, undefined]);
  });

  it('reads the link of a 在租 count (decision 017) back as the filter it counts', () => {
    const link = onMarketListLink({ cityCode: '310000', mallId: 7 });
    expect(link).toBe('/findShopList?tabcheck=1&cityCode=310000&mallId=7&openingStatus=onMarket');
    expect(shopFilterFromQuery(new URL(link, 'http://x').searchParams, '110000')).toEqual(
      shopFilterSchema.parse({ kind: 'shop', cityCode: '310000', mallId: 7, openingStatus: 'onMarket' }),
    );
    const points = onMarketListLink({ kind: 'point', cityCode: '110000' });
    expect(shopFilterFromQuery(new URL(points, 'http://x').searchParams)).toEqual(
      shopFilterSchema.parse({ kind: 'point', cityCode: '110000', openingStatus: 'onMarket' }),
    );
  });

  it('drops values the contract refuses instead of failing the page', () => {
    const f = shopFilterFromQuery(new URLSearchParams('gradeList=Z&sort=evil&area=abc&cityCode=110000'), '310000');
    expect(f).toEqual(shopFilterSchema.parse({ cityCode: '110000', openingStatus: 'onMarket' }));
    expect(parseLenient(shopFilterSchema, { kind: 'villa', floorList: ['9F'] })).toEqual(shopFilterSchema.parse({}));
  });

  it('parses open area ranges and starts a changed filter at page 1', () => {
    expect(range('500-')).toEqual({ min: 500 });
    expect(range('-80')).toEqual({ max: 80 });
    expect(range('x')).toBeUndefined();
    const q = withParams(new URLSearchParams('tabcheck=1&page=4&gradeList=A'), { gradeList: ['A', 'B'], area: undefined });
    expect(q.toString()).toBe('tabcheck=1&gradeList=A%2CB');
  });

  it('tells a filtered list from a whole city: a tab, a page, an order or a trail filters nothing', () => {
    expect(narrowsList(new URLSearchParams('tabcheck=2&titleCode=1&page=3&limit=20&sort=priceAsc&cityCode=110000&breadcrumb=x&queryStr=[]'))).toBe(false);
    expect(narrowsList(new URLSearchParams('tabcheck=2&leaseType=快闪店'))).toBe(true);
    expect(narrowsList(new URLSearchParams('keyword=万达'))).toBe(true);
  });
});
