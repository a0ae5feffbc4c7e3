import { queryOptions } from '@tanstack/react-query';
import { adminAuditListOp, type OpInput } from '@shp/contracts';
import { adminCall } from '../../../lib/admin-call';

export type AuditFilter = OpInput<typeof adminAuditListOp>;

export const auditListQuery = (filter: AuditFilter, pageNum: number, pageSize: number) =>
  queryOptions({
    queryKey: ['admin', 'audit', filter, pageNum, pageSize],
    queryFn: () => adminCall(adminAuditListOp, filter, { pageParam: { pageNum, pageSize } }),
  });
