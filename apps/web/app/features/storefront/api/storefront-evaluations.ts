import { queryOptions } from '@tanstack/react-query';
import { storefrontEvaluationListOp } from '@shp/contracts';
import { callApi } from '../../../lib/api-client';
import { opKey } from '../../../lib/query-keys';

type PageArg = { pageNum: number; pageSize: number };

/** A good's evaluations, newest first (public: the same for every asker). */
export const storefrontEvaluationsQuery = (goodsId: number, page: PageArg) =>
  queryOptions({
    queryKey: opKey(storefrontEvaluationListOp, { asker: null, input: { goodsId }, page }),
    queryFn: () => callApi(storefrontEvaluationListOp, { goodsId }, { pageParam: page }),
  });
