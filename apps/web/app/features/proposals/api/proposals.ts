import { queryOptions } from '@tanstack/react-query';
import { proposalListOp, type Proposal } from '@shp/contracts';
import { callApi } from '../../../lib/api-client';
import { opKey } from '../../../lib/query-keys';

type PageArg = { pageNum: number; pageSize: number };

/** The member's own records of these kinds (a complaint page or the correction page). */
export const proposalListQuery = (token: string, kinds: Proposal['kind'][], page: PageArg) =>
  queryOptions({
    queryKey: opKey(proposalListOp, { asker: token, input: { kinds }, page }),
    queryFn: () => callApi(proposalListOp, { kinds }, { pageParam: page }),
  });
