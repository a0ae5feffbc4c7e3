import { queryOptions } from '@tanstack/react-query';
import { adminReportListOp, adminReportResolveOp, type OpInput } from '@shp/contracts';
import { adminCall } from '../../../lib/admin-call';
import { OPERATOR, opKey } from '../../../lib/query-keys';

export const adminReportsQuery = (status: 'open' | 'upheld' | 'dismissed', page: { pageNum: number; pageSize: number }) =>
  queryOptions({
    queryKey: opKey(adminReportListOp, { asker: OPERATOR, input: { status }, page }),
    queryFn: () => adminCall(adminReportListOp, { status }, { pageParam: page }),
  });

export const resolveReport = (input: OpInput<typeof adminReportResolveOp>) => adminCall(adminReportResolveOp, input);
