import { queryOptions } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, adminAuditListOp, adminOperatorListOp, type OpInput } from '@shp/contracts';
import { adminCall } from '../../../lib/admin-call';

export type AuditFilter = OpInput<typeof adminAuditListOp>;

export const auditListQuery = (filter: AuditFilter, pageNum: number, pageSize: number) =>
  queryOptions({
    queryKey: ['admin', 'audit', filter, pageNum, pageSize],
    queryFn: () => adminCall(adminAuditListOp, filter, { pageParam: { pageNum, pageSize } }),
  });

/** Every operator account, disabled ones too (their changes stay in the log), for the 操作人 filter. */
export const auditOperatorsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'operators', 'audit-filter'],
    queryFn: () => adminCall(adminOperatorListOp, {}, { pageParam: { pageNum: 1, pageSize: MAX_PAGE_SIZE } }),
    staleTime: 60_000,
  });
