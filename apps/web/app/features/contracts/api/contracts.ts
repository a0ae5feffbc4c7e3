import { queryOptions } from '@tanstack/react-query';
import { contractDetailOp, contractListOp, type OpInput } from '@shp/contracts';
import { callApi } from '../../../lib/api-client';
import { opKey } from '../../../lib/query-keys';

type PageArg = { pageNum: number; pageSize: number };

export const contractListQuery = (token: string | null, scope: NonNullable<OpInput<typeof contractListOp>>['scope'], page: PageArg) =>
  queryOptions({
    queryKey: opKey(contractListOp, { asker: token, input: { scope }, page }),
    queryFn: () => callApi(contractListOp, { scope }, { pageParam: page }),
  });

/** Silent: the page says what went wrong (a contract not the member's is no retry case). */
export const contractDetailQuery = (token: string, id: number | null) =>
  queryOptions({
    queryKey: opKey(contractDetailOp, { asker: token, input: { id: id ?? 0 } }),
    queryFn: () => callApi(contractDetailOp, { id: id ?? 0 }, { silent: true }),
    enabled: id !== null,
  });
