import { describe, expect, it } from 'vitest';
import { shopFilterSchema, savedSearchCriteriaSchema } from '@shp/contracts';
import { criteriaOfMallFilter, criteriaOfShopFilter, criteriaOfSpaceFilter } from './criteria';

describe('saved-search criteria from a list filter', () => {
  it('keeps the districts and formats, the ranges and a drawn area over the viewport', () => {
    const f = shopFilterSchema.parse({
      kind: 'point',
      cityCode: '110000',
      addressList: ['110105'],
      formatTypes: [3],
      area: { min: 20, max: 80 },
      rentMax: 30000,
    });
    const c = criteriaOfShopFilter(f, {
      bbox: [116, 39, 117, 40],
      polygon: [
        [116.1, 39.1],
        [116.2, 39.1],
        [116.15, 39.2],
      ],
    });
    expect(c).toEqual({
      kind: 'point',
      cityCode: '110000',
      districtCodes: ['110105'],
      formatIds: [3],
      areaMin: 20,
      areaMax: 80,
      rentMax: 30000,
      polygon: [
        [116.1, 39.1],
        [116.2, 39.1],
        [116.15, 39.2],
      ],
    });
    expect(savedSearchCriteriaSchema.safeParse(c).success).toBe(true);
  });

  it('keeps several districts and formats (any of them), and answers null without a city', () => {
    const f = shopFilterSchema.parse({ kind: 'shop', cityCode: '110000', addressList: ['110105', '110108'], formatTypes: [1, 2] });
    const c = criteriaOfShopFilter(f, { bbox: [116, 39, 117, 40], polygon: null });
    expect(c).toEqual({ kind: 'shop', cityCode: '110000', districtCodes: ['110105', '110108'], formatIds: [1, 2], bbox: [116, 39, 117, 40] });
    expect(savedSearchCriteriaSchema.safeParse(c).success).toBe(true);
    expect(criteriaOfShopFilter(shopFilterSchema.parse({}), null)).toBeNull();
    expect(criteriaOfMallFilter({ sort: 'default', districtCode: '110105' }, null)).toBeNull();
    expect(criteriaOfSpaceFilter({ cityCode: '110000', rentableArea: '50-100', priceMax: 5000 }, null)).toEqual({
      kind: 'space',
      cityCode: '110000',
      areaMin: 50,
      areaMax: 100,
      rentMax: 5000,
    });
  });

  it('keeps the keyword and the floors of the list, so alerts match what the list showed', () => {
    const f = shopFilterSchema.parse({ kind: 'shop', cityCode: '110000', keyword: ' 火锅 ', floorList: ['1F', 'B1'] });
    const c = criteriaOfShopFilter(f, null);
    expect(c).toEqual({ kind: 'shop', cityCode: '110000', keyword: '火锅', floors: ['1F', 'B1'] });
    expect(savedSearchCriteriaSchema.safeParse(c).success).toBe(true);
    expect(criteriaOfShopFilter(shopFilterSchema.parse({ kind: 'shop', cityCode: '110000', keyword: '  ' }), null)).toEqual({
      kind: 'shop',
      cityCode: '110000',
    });
    expect(criteriaOfMallFilter({ sort: 'default', cityCode: '110000', keyword: '万达' }, null)).toEqual({ kind: 'mall', cityCode: '110000', keyword: '万达' });
    expect(criteriaOfSpaceFilter({ cityCode: '110000', keyword: '中庭' }, null)).toEqual({ kind: 'space', cityCode: '110000', keyword: '中庭' });
  });
});
