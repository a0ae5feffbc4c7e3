import { queryOptions } from '@tanstack/react-query';
import { myProviderEvaluationStateOp, providerEvaluationListOp } from '@shp/contracts';
import { callApi } from '../../../lib/api-client';
import { opKey } from '../../../lib/query-keys';

export const providerEvaluationsQuery = (providerId: number, pageNum: number, pageSize: number) =>
  queryOptions({
    queryKey: opKey(providerEvaluationListOp, { asker: null, input: { providerId }, page: { pageNum, pageSize } }),
    queryFn: () => callApi(providerEvaluationListOp, { providerId }, { pageParam: { pageNum, pageSize } }),
  });

/** Keyed by the session's token: another member's answer is never shown after a switch. */
export const myEvaluationStateQuery = (token: string) =>
  queryOptions({ queryKey: opKey(myProviderEvaluationStateOp, { asker: token }), queryFn: () => callApi(myProviderEvaluationStateOp, {}, { silent: true }) });

/** What a new evaluation changes: the provider's list and the member's own state. */
export const EVALUATION_OPS = [providerEvaluationListOp, myProviderEvaluationStateOp];
