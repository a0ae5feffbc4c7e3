import { queryOptions } from '@tanstack/react-query';
import { adminAuditListOp, adminOperatorListOp, type OpInput } from '@shp/contracts';
import { adminCall } from '../../../lib/admin-call';
import { OPERATOR, opKey } from '../../../lib/query-keys';

export type AuditFilter = OpInput<typeof adminAuditListOp>;

export const auditListQuery = (filter: AuditFilter, pageNum: number, pageSize: number) =>
  queryOptions({
    queryKey: opKey(adminAuditListOp, { asker: OPERATOR, input: filter, page: { pageNum, pageSize } }),
    queryFn: () => adminCall(adminAuditListOp, filter, { pageParam: { pageNum, pageSize } }),
  });

/** How many operators the 操作人 filter offers for one search: the rest are a few more letters away. */
export const AUDIT_OPERATOR_OPTIONS = 20;

/**
 * The operator accounts matching what was typed in the 操作人 filter (the first ones when nothing
 * was), disabled ones too: their changes stay in the log.
 */
export const auditOperatorsQuery = (keyword: string) =>
  queryOptions({
    queryKey: opKey(adminOperatorListOp, { asker: OPERATOR, input: keyword ? { keyword } : {}, page: { pageNum: 1, pageSize: AUDIT_OPERATOR_OPTIONS } }),
    queryFn: () => adminCall(adminOperatorListOp, keyword ? { keyword } : {}, { pageParam: { pageNum: 1, pageSize: AUDIT_OPERATOR_OPTIONS } }),
    staleTime: 60_000,
  });

/** The one operator a filter names (a link's ?operator=), to show them by name. */
export const auditOperatorQuery = (id: number) =>
  queryOptions({
    queryKey: opKey(adminOperatorListOp, { asker: OPERATOR, input: { id }, page: { pageNum: 1, pageSize: 1 } }),
    // The cache holds the op's answer (a page, like every key of this op); the filter shows its one row.
    queryFn: () => adminCall(adminOperatorListOp, { id }, { pageParam: { pageNum: 1, pageSize: 1 } }),
    select: (page) => page.list[0] ?? null,
    staleTime: 60_000,
  });
