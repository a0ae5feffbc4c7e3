import { spaceFilterSchema } from '@shp/contracts';
import type { z } from 'zod';
import { num, parseLenient, str } from '../../lib/query-filter';

export type SpaceFilter = z.output<typeof spaceFilterSchema>;

export function spaceFilterFromQuery(q: URLSearchParams, fallbackCity?: string): SpaceFilter {
  return parseLenient(spaceFilterSchema, {
    cityCode: str(q.get('cityCode')) ?? fallbackCity,
    leaseType: str(q.get('leaseType')),
    rentableArea: str(q.get('rentableArea')),
    formatId: num(q.get('formatId')),
    mallId: num(q.get('mallId')),
    priceMax: num(q.get('priceMax')),
    keyword: str(q.get('keyword')),
    sort: str(q.get('sort')),
  });
}
