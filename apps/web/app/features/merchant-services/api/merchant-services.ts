import { queryOptions } from '@tanstack/react-query';
import { myProviderEvaluationStateOp, providerEvaluationListOp } from '@shp/contracts';
import { callApi } from '../../../lib/api-client';

const KEY = 'merchant-services';

export const providerEvaluationsQuery = (providerId: number, pageNum: number, pageSize: number) =>
  queryOptions({
    queryKey: [KEY, 'evaluations', providerId, pageNum, pageSize],
    queryFn: () => callApi(providerEvaluationListOp, { providerId }, { pageParam: { pageNum, pageSize } }),
  });

/** Keyed by the session's token: another member's answer is never shown after a switch. */
export const myEvaluationStateQuery = (token: string) =>
  queryOptions({ queryKey: [KEY, 'my-evaluation-state', token], queryFn: () => callApi(myProviderEvaluationStateOp, {}, { silent: true }) });

export const merchantServicesKey = KEY;
