import { queryOptions } from '@tanstack/react-query';
import { memberOrderDetailOp } from '@shp/contracts';
import { callApi } from '../../../lib/api-client';
import { opKey } from '../../../lib/query-keys';

/** One of the member's service orders. Silent: the drawer says what went wrong (a 404 is no retry case). */
export const memberOrderDetailQuery = (token: string, id: number) =>
  queryOptions({
    queryKey: opKey(memberOrderDetailOp, { asker: token, input: { id } }),
    queryFn: () => callApi(memberOrderDetailOp, { id }, { silent: true }),
  });
