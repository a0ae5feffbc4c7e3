import { queryOptions } from '@tanstack/react-query';
import { adminJobCancelOp, adminJobListOp, adminJobQueuesOp, adminJobRetryOp, type JobState } from '@shp/contracts';
import { adminCall } from '../../../lib/admin-call';
import { OPERATOR, opKey } from '../../../lib/query-keys';

export const jobQueuesQuery = () => queryOptions({ queryKey: opKey(adminJobQueuesOp, { asker: OPERATOR }), queryFn: () => adminCall(adminJobQueuesOp, {}) });

export const jobListQuery = (filter: { queue?: string; state: JobState }, pageNum: number, pageSize: number) =>
  queryOptions({
    queryKey: opKey(adminJobListOp, { asker: OPERATOR, input: filter, page: { pageNum, pageSize } }),
    queryFn: () => adminCall(adminJobListOp, filter, { pageParam: { pageNum, pageSize } }),
  });

export const retryJob = (queue: string, id: string) => adminCall(adminJobRetryOp, { queue, id });
export const cancelJob = (queue: string, id: string) => adminCall(adminJobCancelOp, { queue, id });
