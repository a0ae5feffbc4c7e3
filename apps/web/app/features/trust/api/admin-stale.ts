import { queryOptions } from '@tanstack/react-query';
import { adminConfirmListingOp, adminStaleListOp } from '@shp/contracts';
import { adminCall } from '../../../lib/admin-call';
import { OPERATOR, opKey } from '../../../lib/query-keys';

export const adminStaleQuery = (page: { pageNum: number; pageSize: number }) =>
  queryOptions({
    queryKey: opKey(adminStaleListOp, { asker: OPERATOR, input: {}, page }),
    queryFn: () => adminCall(adminStaleListOp, {}, { pageParam: page }),
  });

export const confirmListing = (target: 'shop' | 'mall', id: number) => adminCall(adminConfirmListingOp, { target, id });
