import { queryOptions } from '@tanstack/react-query';
import { mineQuoteDetailOp, mineQuoteListByPageOp } from '@shp/contracts';
import { callApi } from '../../../lib/api-client';
import { opKey } from '../../../lib/query-keys';

/** The member's space quotes, a page at a time. */
export const myQuotesQuery = (token: string, pageNum: number, pageSize: number) =>
  queryOptions({
    queryKey: opKey(mineQuoteListByPageOp, { asker: token, page: { pageNum, pageSize } }),
    queryFn: () => callApi(mineQuoteListByPageOp, {}, { pageParam: { pageNum, pageSize } }),
  });

export const myQuoteQuery = (token: string, id: number) =>
  queryOptions({ queryKey: opKey(mineQuoteDetailOp, { asker: token, input: { id } }), queryFn: () => callApi(mineQuoteDetailOp, { id }) });
