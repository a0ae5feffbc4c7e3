import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { mapConfigOp, mapPlacesOp, type MapArea, type mapShopSearchOp, type OpDef } from '@shp/contracts';
import { callApi } from '../../../lib/api-client';
import { opKey } from '../../../lib/query-keys';

/** The three map searches share one shape: a filter of the page's own kind plus the area. */
export type MapSearchOp = OpDef & { output: (typeof mapShopSearchOp)['output'] };

export const mapSearchQuery = (op: MapSearchOp, filter: unknown, area: MapArea, pageNum: number, pageSize: number) =>
  queryOptions({
    queryKey: opKey(op, { asker: null, input: { filter, area }, page: { pageNum, pageSize } }),
    // silent: a refused area (400) is shown by the page, which falls back to the list with it.
    queryFn: ({ signal }) => callApi(op, { filter, area } as never, { pageParam: { pageNum, pageSize }, silent: true, signal }),
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 30_000,
  });

export const mapConfigQuery = () =>
  queryOptions({ queryKey: opKey(mapConfigOp, { asker: null, input: {} }), queryFn: () => callApi(mapConfigOp, {}), staleTime: Infinity });

export const mapPlacesQuery = (cityCode: string) =>
  queryOptions({
    queryKey: opKey(mapPlacesOp, { asker: null, input: { cityCode } }),
    queryFn: () => callApi(mapPlacesOp, { cityCode }),
    staleTime: 5 * 60_000,
  });
