import { queryOptions } from '@tanstack/react-query';
import { rentHistoryOp } from '@shp/contracts';
import { callApi } from '../../../lib/api-client';
import { opKey } from '../../../lib/query-keys';

/** The same answer for everyone: no asker in the key. */
export const rentHistoryQuery = (id: number) =>
  queryOptions({ queryKey: opKey(rentHistoryOp, { asker: null, input: { id } }), queryFn: () => callApi(rentHistoryOp, { id }, { silent: true }) });
