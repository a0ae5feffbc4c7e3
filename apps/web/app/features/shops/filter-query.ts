import { shopFilterSchema, type ShopFilter } from '@shp/contracts';
import { csv, csvNumbers, num, parseLenient, range, str } from '../../lib/query-filter';

/**
 * /findShopList query → the list filter. tabcheck 1 shops, 2 business points (SPEC §2). Without an
 * openingStatus the list shows units that can be rented (在租); `openingStatus=all` shows every unit.
 */
export function shopFilterFromQuery(q: URLSearchParams, fallbackCity?: string): ShopFilter {
  return parseLenient(shopFilterSchema, {
    kind: q.get('tabcheck') === '2' ? 'point' : 'shop',
    cityCode: str(q.get('cityCode')) ?? fallbackCity,
    region: str(q.get('region')),
    addressList: csv(q.get('addressList')),
    formatTypes: csvNumbers(q.get('formatTypes')),
    area: range(q.get('area')),
    openingStatus: q.get('openingStatus') === 'all' ? undefined : (str(q.get('openingStatus')) ?? 'onMarket'),
    location: str(q.get('location')),
    facilities: csv(q.get('facilities')),
    powerMin: num(q.get('powerMin')),
    rentMin: num(q.get('rentMin')),
    floorList: csv(q.get('floorList')),
    gradeList: csv(q.get('gradeList')),
    mallId: num(q.get('mallId')),
    rentMax: num(q.get('rentMax')),
    keyword: str(q.get('keyword')),
    sort: str(q.get('sort')),
  });
}
