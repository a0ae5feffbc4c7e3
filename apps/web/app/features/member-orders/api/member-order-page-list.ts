import { queryOptions } from '@tanstack/react-query';
import { memberOrderPageListOp, type MemberOrderFilter } from '@shp/contracts';
import { callApi } from '../../../lib/api-client';
import { opKey } from '../../../lib/query-keys';

type PageArg = { pageNum: number; pageSize: number };

/** The member's service orders (token in the key: another login never sees a cached list). */
export const memberOrderPageListQuery = (token: string, filter: MemberOrderFilter, page: PageArg) =>
  queryOptions({
    queryKey: opKey(memberOrderPageListOp, { asker: token, input: filter, page }),
    queryFn: () => callApi(memberOrderPageListOp, filter, { pageParam: page }),
  });
