import { queryOptions } from '@tanstack/react-query';
import { queryMyCooperationDetailOp, queryMyCooperationListOp, type OpInput } from '@shp/contracts';
import { callApi } from '../../../lib/api-client';
import { opKey } from '../../../lib/query-keys';

type PageArg = { pageNum: number; pageSize: number };

/** The member's own applications, of one kind or all. */
export const myCooperationListQuery = (token: string, input: OpInput<typeof queryMyCooperationListOp>, page: PageArg) =>
  queryOptions({
    queryKey: opKey(queryMyCooperationListOp, { asker: token, input, page }),
    queryFn: () => callApi(queryMyCooperationListOp, input, { pageParam: page }),
  });

// Silent: the dialog says what went wrong. An id that is not the member's (a stale or forwarded
// link, or `?id=0` the server refuses as 400) is not a load failure a retry could mend.
export const myCooperationDetailQuery = (token: string, id: number) =>
  queryOptions({
    queryKey: opKey(queryMyCooperationDetailOp, { asker: token, input: { id } }),
    queryFn: () => callApi(queryMyCooperationDetailOp, { id }, { silent: true }),
  });
