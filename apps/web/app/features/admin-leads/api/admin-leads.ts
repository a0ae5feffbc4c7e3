import { queryOptions } from '@tanstack/react-query';
import {
  adminConsultantOptionsOp,
  adminLeadAssignOp,
  adminLeadDetailOp,
  adminLeadListOp,
  adminLeadNoteOp,
  adminLeadStatsOp,
  adminLeadTransitionOp,
  type OpInput,
} from '@shp/contracts';
import { adminCall } from '../../../lib/admin-call';
import { OPERATOR, opKey } from '../../../lib/query-keys';

export type LeadFilter = OpInput<typeof adminLeadListOp>;

export const leadListQuery = (filter: LeadFilter, pageNum: number, pageSize: number) =>
  queryOptions({
    queryKey: opKey(adminLeadListOp, { asker: OPERATOR, input: filter, page: { pageNum, pageSize } }),
    queryFn: () => adminCall(adminLeadListOp, filter, { pageParam: { pageNum, pageSize } }),
    // The inbox is a live queue: new leads and deadlines passing show without a reload.
    refetchInterval: 60_000,
    staleTime: 10_000,
  });

export const leadStatsQuery = () =>
  queryOptions({
    queryKey: opKey(adminLeadStatsOp, { asker: OPERATOR }),
    queryFn: () => adminCall(adminLeadStatsOp, {}),
    refetchInterval: 60_000,
    staleTime: 10_000,
  });

// Silent: the drawer says what went wrong itself (a lead gone from an old link is not '页面展示出问题了').
export const leadDetailQuery = (id: number) =>
  queryOptions({
    queryKey: opKey(adminLeadDetailOp, { asker: OPERATOR, input: { id } }),
    queryFn: () => adminCall(adminLeadDetailOp, { id }, { silent: true }),
  });

export const consultantOptionsQuery = () =>
  queryOptions({ queryKey: opKey(adminConsultantOptionsOp, { asker: OPERATOR }), queryFn: () => adminCall(adminConsultantOptionsOp, {}), staleTime: 300_000 });

export const assignLead = (input: OpInput<typeof adminLeadAssignOp>) => adminCall(adminLeadAssignOp, input);
export const transitionLead = (input: OpInput<typeof adminLeadTransitionOp>) => adminCall(adminLeadTransitionOp, input);
export const noteLead = (input: OpInput<typeof adminLeadNoteOp>) => adminCall(adminLeadNoteOp, input);
