import { queryOptions } from '@tanstack/react-query';
import { cityListOp, formatTreeOp, myBrandOp, queryFillInfoStepOp } from '@shp/contracts';
import { callApi } from '../../../lib/api-client';
import { opKey } from '../../../lib/query-keys';

export const myBrandQuery = (token: string) => queryOptions({ queryKey: opKey(myBrandOp, { asker: token }), queryFn: () => callApi(myBrandOp, {}) });

export const fillStepQuery = (token: string) =>
  queryOptions({ queryKey: opKey(queryFillInfoStepOp, { asker: token }), queryFn: () => callApi(queryFillInfoStepOp, {}, { silent: true }) });

export const formatTreeQuery = () =>
  queryOptions({ queryKey: opKey(formatTreeOp, { asker: null }), queryFn: () => callApi(formatTreeOp, {}), staleTime: 10 * 60_000 });

export const cityListQuery = () =>
  queryOptions({ queryKey: opKey(cityListOp, { asker: null }), queryFn: () => callApi(cityListOp, {}), staleTime: 10 * 60_000 });
