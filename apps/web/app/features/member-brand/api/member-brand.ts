import { queryOptions } from '@tanstack/react-query';
import { cityListOp, formatTreeOp, myBrandOp, queryFillInfoStepOp } from '@shp/contracts';
import { callApi } from '../../../lib/api-client';

export const myBrandQuery = (token: string) => queryOptions({ queryKey: ['member-brand', token, 'mine'], queryFn: () => callApi(myBrandOp, {}) });

export const fillStepQuery = (token: string) =>
  queryOptions({ queryKey: ['member-brand', token, 'fill'], queryFn: () => callApi(queryFillInfoStepOp, {}, { silent: true }) });

export const formatTreeQuery = () => queryOptions({ queryKey: ['formats', 'tree'], queryFn: () => callApi(formatTreeOp, {}), staleTime: 10 * 60_000 });

export const cityListQuery = () => queryOptions({ queryKey: ['cities', 'all'], queryFn: () => callApi(cityListOp, {}), staleTime: 10 * 60_000 });
