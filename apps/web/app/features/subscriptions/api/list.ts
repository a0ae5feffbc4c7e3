import { queryOptions } from '@tanstack/react-query';
import { savedSearchListOp } from '@shp/contracts';
import { callApi } from '../../../lib/api-client';
import { opKey } from '../../../lib/query-keys';

/** 我的订阅: the member's saved searches (the answer depends on who asks). */
export const savedSearchListQuery = (asker: string) =>
  queryOptions({ queryKey: opKey(savedSearchListOp, { asker }), queryFn: () => callApi(savedSearchListOp, {}) });
