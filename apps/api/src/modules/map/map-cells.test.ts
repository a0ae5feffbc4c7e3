import { describe, expect, it } from 'vitest';
import type { Lookups } from '../../lib/lookups.js';
import { shopFilterSchema } from '@shp/contracts';
import { MAP_AREA_BOUNDS, MAP_RENT_BOUNDS, bucketsWithin, cellAgainst, cellKeys, cellOf, cellSize, snapToCells } from './map-cells.js';

const lk = {
  expandFormats: (ids: number[]) => ids.flatMap((id) => (id === 1 ? [11, 12] : [id])),
  parentIdOf: (id: number) => (id === 11 || id === 12 ? 1 : null),
  formats: [
    { id: 1, parentId: null, name: '餐饮', sort: 1 },
    { id: 11, parentId: 1, name: '中餐', sort: 1 },
    { id: 12, parentId: 1, name: '西餐', sort: 2 },
    { id: 2, parentId: null, name: '零售', sort: 2 },
  ],
} as unknown as Lookups;
const keys = (f: Record<string, unknown>) => cellKeys(shopFilterSchema.parse({ kind: 'shop', cityCode: '310000', ...f }), lk);

describe('map cells', () => {
  it('turns a range whose ends are bounds into whole buckets, and refuses one that cuts a bucket', () => {
    // 50 and 200 are the 3rd and 7th bounds: exactly 50 is bucket 5, exactly 200 is bucket 13.
    expect(bucketsWithin(MAP_AREA_BOUNDS, 50, 200)).toEqual([5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(bucketsWithin(MAP_AREA_BOUNDS, 0, 50)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(bucketsWithin(MAP_AREA_BOUNDS, 500)).toEqual([17, 18, 19, 20, 21, 22]);
    expect(bucketsWithin(MAP_AREA_BOUNDS, 55, 200)).toBeNull();
    expect(bucketsWithin(MAP_RENT_BOUNDS, undefined, 30000)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('answers kind and city with at most one list filter, and nothing it cannot count exactly', () => {
    expect(keys({})).toEqual(['a:']);
    expect(keys({ openingStatus: 'onMarket' })).toEqual(['o:vacant', 'o:leasing_soon']);
    expect(keys({ gradeList: ['A', 'B'] })).toEqual(['g:A', 'g:B']);
    expect(keys({ region: '310106' })).toEqual(['d:310106']);
    expect(keys({ formatTypes: [1] })).toEqual(['p:1']);
    expect(keys({ formatTypes: [11] })).toEqual(['q:11']);
    expect(keys({ location: 'street' })).toEqual(['l:street']);
    expect(keys({ formatTypes: [11, 2] })).toBeNull();
    expect(keys({ gradeList: ['A'], openingStatus: 'vacant' })).toBeNull();
    expect(keys({ keyword: '咖啡' })).toBeNull();
    expect(keys({ rentMin: 12345 })).toBeNull();
    expect(cellKeys(shopFilterSchema.parse({ kind: 'shop' }), lk)).toBeNull();
  });

  it('widens a viewport to whole cells and places cells against a drawn area', () => {
    const a = snapToCells({ bbox: [121.41, 31.21, 121.52, 31.29], zoom: 12 });
    expect(a.bbox[0]).toBeLessThanOrEqual(121.41);
    expect(a.bbox[2]).toBeGreaterThanOrEqual(121.52);
    expect(cellOf(a.bbox[0] + cellSize(12) / 2, 12)).toBe(cellOf(121.41, 12));
    const ring: [number, number][] = [
      [121.4, 31.2],
      [121.5, 31.2],
      [121.5, 31.3],
      [121.4, 31.3],
    ];
    expect(cellAgainst(ring, 14, cellOf(121.45, 14), cellOf(31.25, 14))).toBe('in');
    expect(cellAgainst(ring, 14, cellOf(121.6, 14), cellOf(31.25, 14))).toBe('out');
    expect(cellAgainst(ring, 14, cellOf(121.5, 14), cellOf(31.25, 14))).toBe('edge');
  });
});
