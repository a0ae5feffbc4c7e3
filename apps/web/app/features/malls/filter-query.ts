import { mallFilterSchema, type MallFilter } from '@shp/contracts';
import { num, parseLenient, range, str } from '../../lib/query-filter';

export function mallFilterFromQuery(q: URLSearchParams, fallbackCity?: string): MallFilter {
  return parseLenient(mallFilterSchema, {
    cityCode: str(q.get('cityCode')) ?? fallbackCity,
    districtCode: str(q.get('districtCode')),
    formatId: num(q.get('formatId')),
    openStatus: str(q.get('openStatus')),
    area: range(q.get('area')),
    keyword: str(q.get('keyword')),
    sort: str(q.get('sort')),
  });
}
