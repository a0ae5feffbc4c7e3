import { queryOptions } from '@tanstack/react-query';
import { appointmentConsultantsOp, appointmentListOp } from '@shp/contracts';
import { callApi } from '../../../lib/api-client';
import { opKey } from '../../../lib/query-keys';

type PageArg = { pageNum: number; pageSize: number };

/** The consultants one can book: the same for every member. */
export const appointmentConsultantsQuery = () =>
  queryOptions({
    queryKey: opKey(appointmentConsultantsOp, { asker: null }),
    queryFn: () => callApi(appointmentConsultantsOp, {}),
    staleTime: 5 * 60_000,
  });

export const appointmentListQuery = (token: string, page: PageArg) =>
  queryOptions({
    queryKey: opKey(appointmentListOp, { asker: token, page }),
    queryFn: () => callApi(appointmentListOp, {}, { pageParam: page }),
  });
