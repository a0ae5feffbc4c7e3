import { encodePhone, sellerOrderFilterSchema, type SellerOrderFilter } from '@shp/contracts';
import { parseLenient, str, withParams } from '../../lib/query-filter';

/**
 * The order list's filter from the URL (so Back from an order, a bookmark or a shared link shows
 * the same list). A value the contract refuses is dropped, as is a range that ends before it starts.
 */
export function orderFilterFromQuery(q: URLSearchParams): SellerOrderFilter {
  const f = parseLenient(sellerOrderFilterSchema, {
    orderNo: str(q.get('orderNo')),
    status: str(q.get('status')),
    buyerPhone: str(q.get('buyerPhone')),
    dateFrom: str(q.get('dateFrom')),
    dateTo: str(q.get('dateTo')),
  });
  const reversed = f.dateFrom && f.dateTo && f.dateFrom > f.dateTo;
  return {
    orderNo: f.orderNo || undefined,
    status: f.status,
    buyerPhone: f.buyerPhone || undefined,
    dateFrom: reversed ? undefined : f.dateFrom,
    dateTo: reversed ? undefined : f.dateTo,
  };
}

/** The query for a new filter, from page 1. The phone goes encoded, as it does to the API, to stay out of history and logs in clear. */
export function orderFilterToQuery(prev: URLSearchParams, f: SellerOrderFilter): URLSearchParams {
  return withParams(prev, {
    orderNo: f.orderNo,
    status: f.status,
    buyerPhone: f.buyerPhone ? encodePhone(f.buyerPhone) : undefined,
    dateFrom: f.dateFrom,
    dateTo: f.dateTo,
  });
}
