import { queryOptions } from '@tanstack/react-query';
import { adminMyDutyOp, adminNoticeListOp, adminNoticeReadOp, adminSetDutyOp } from '@shp/contracts';
import { adminCall } from '../../../lib/admin-call';
import { OPERATOR, opKey } from '../../../lib/query-keys';

/** The bell refetches every minute: the SLA scans run each minute. */
export const noticeListQuery = () =>
  queryOptions({
    queryKey: opKey(adminNoticeListOp, { asker: OPERATOR, page: { pageNum: 1, pageSize: 10 } }),
    queryFn: () => adminCall(adminNoticeListOp, {}, { pageParam: { pageNum: 1, pageSize: 10 }, silent: true }),
    refetchInterval: 60_000,
  });

export const myDutyQuery = () => queryOptions({ queryKey: opKey(adminMyDutyOp, { asker: OPERATOR }), queryFn: () => adminCall(adminMyDutyOp, {}) });

export const setDuty = (onDuty: boolean) => adminCall(adminSetDutyOp, { onDuty });
export const readNotices = (id?: number) => adminCall(adminNoticeReadOp, id ? { id } : {});
