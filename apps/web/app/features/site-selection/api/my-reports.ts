import { queryOptions } from '@tanstack/react-query';
import { customizeRecordListOp } from '@shp/contracts';
import { callApi } from '../../../lib/api-client';
import { opKey } from '../../../lib/query-keys';

/** The member's site-selection needs and their matches, a page at a time. */
export const siteReportsQuery = (token: string, pageNum: number, pageSize: number) =>
  queryOptions({
    queryKey: opKey(customizeRecordListOp, { asker: token, page: { pageNum, pageSize } }),
    queryFn: () => callApi(customizeRecordListOp, {}, { pageParam: { pageNum, pageSize } }),
  });
