import { describe, expect, it } from 'vitest';
import type { CompareResult, CompareUnit } from '@shp/contracts';
import { buildRows, compareTable, distanceText, idsFromQuery } from './compare-rows';

const unit = (over: Partial<CompareUnit>): CompareUnit => ({
  id: 1,
  kind: 'shop',
  title: 'A',
  coverUrl: '',
  mallName: null,
  districtName: '朝阳区',
  address: '某路1号',
  rentDaySqm: 8,
  monthlyRent: 24000,
  area: 100,
  frontage: 6,
  depth: 12,
  ceilingHeight: 4,
  floor: '1F',
  propertyFee: 20,
  transferFee: 0,
  powerKw: 30,
  water: true,
  exhaust: false,
  gas: false,
  dailyTraffic: 1000,
  openingStatus: 'vacant',
  availableDate: '2026-12-01',
  ...over,
});

describe('compare rows', () => {
  const result: CompareResult = {
    kind: 'shop',
    units: [unit({ id: 1, rentDaySqm: 8 }), unit({ id: 2, rentDaySqm: 6, exhaust: true }), unit({ id: 3, rentDaySqm: 6, openingStatus: 'leased' })],
    malls: [],
    distances: [
      [0, 350, 1500],
      [350, 0, 1200],
      [1500, 1200, 0],
    ],
    missing: [],
  };
  const { columns, rows } = compareTable(result);
  const row = (key: string) => rows.find((r) => r.key === key)!;

  it('marks every lowest rent as best and highlights the row', () => {
    expect(columns.map((c) => c.href)).toEqual(['/shopDetail?id=1', '/shopDetail?id=2', '/shopDetail?id=3']);
    expect(row('rentDaySqm')).toMatchObject({ differs: true, best: [1, 2] });
  });

  it('marks nothing where all agree, and nothing on a row without a better end', () => {
    expect(row('area')).toMatchObject({ differs: false, best: [] });
    expect(
      buildRows(
        [unit({ depth: 10 }), unit({ depth: 20 })],
        [{ key: 'depth', label: '进深', text: (u) => String(u.depth), score: (u) => u.depth, better: 'none' }],
      )[0],
    ).toMatchObject({
      differs: true,
      best: [],
    });
  });

  it('prefers having a facility and a unit free now', () => {
    expect(row('exhaust').best).toEqual([1]);
    expect(row('availability').best).toEqual([0, 1]);
    expect(row('availability').cells[2]).toBe('已出租');
  });

  it('gives one distance row per listing', () => {
    expect(row('distance-0').cells).toEqual(['—', '350米', '1.5公里']);
    expect(distanceText(999)).toBe('999米');
  });

  it('reads ids from a shared link: whole, positive, distinct, at most 4', () => {
    expect(idsFromQuery('3,8,x,8,-1,12,15,20', 4)).toEqual([3, 8, 12, 15]);
    expect(idsFromQuery(null, 4)).toEqual([]);
  });
});
