import { queryOptions } from '@tanstack/react-query';
import { businessReportOp } from '@shp/contracts';
import { callApi } from '../../../lib/api-client';
import { opKey } from '../../../lib/query-keys';

/** Generated afresh on every visit (the component says why). */
export const businessReportQuery = (token: string) =>
  queryOptions({
    queryKey: opKey(businessReportOp, { asker: token }),
    queryFn: () => callApi(businessReportOp, {}, { silent: true }),
    refetchOnMount: 'always',
  });
