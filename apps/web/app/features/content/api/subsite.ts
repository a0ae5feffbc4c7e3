import { queryOptions } from '@tanstack/react-query';
import { getSubsiteOp } from '@shp/contracts';
import { callApi } from '../../../lib/api-client';
import { opKey } from '../../../lib/query-keys';

/** The city's subsite note; the same for every visitor of that city. */
export const subsiteQuery = (cityCode: string) =>
  queryOptions({
    queryKey: opKey(getSubsiteOp, { asker: null, input: { cityCode } }),
    queryFn: () => callApi(getSubsiteOp, { cityCode }, { silent: true }),
    enabled: typeof document !== 'undefined' && /^\d{6}$/.test(cityCode),
    retry: false,
  });
