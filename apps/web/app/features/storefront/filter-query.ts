import { storefrontFilterSchema, type StorefrontFilter } from '@shp/contracts';
import { num, parseLenient, str } from '../../lib/query-filter';

/** The storefront list's filter from the URL; a value the contract refuses is dropped. */
export function storefrontFilterFromQuery(q: URLSearchParams, fallbackCity?: string): StorefrontFilter {
  const city = q.get('cityCode');
  return parseLenient(storefrontFilterSchema, {
    // ?cityCode=all: every city; none: the visitor's city.
    cityCode: city === 'all' ? undefined : (str(city) ?? fallbackCity),
    typeId: num(q.get('typeId')),
    priceMin: num(q.get('priceMin')),
    priceMax: num(q.get('priceMax')),
    spaceId: num(q.get('spaceId')),
    keyword: str(q.get('keyword')),
    sort: str(q.get('sort')),
  });
}
