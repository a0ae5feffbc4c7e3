import { queryOptions } from '@tanstack/react-query';
import { memberOrderDetailOp } from '@shp/contracts';
import { callApi } from '../../../lib/api-client';

/** One of the member's service orders. Silent: the drawer says what went wrong (a 404 is no retry case). */
export const memberOrderDetailQuery = (token: string, id: number) =>
  queryOptions({
    queryKey: ['member-orders', token, 'detail', id],
    queryFn: () => callApi(memberOrderDetailOp, { id }, { silent: true }),
  });
