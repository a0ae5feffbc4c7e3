import { queryOptions } from '@tanstack/react-query';
import { adminConfirmListingOp, adminStaleListOp } from '@shp/contracts';
import { adminCall } from '../../../lib/admin-call';
import { opKey } from '../../../lib/query-keys';

export const adminStaleQuery = (page: { pageNum: number; pageSize: number }) =>
  queryOptions({ queryKey: opKey(adminStaleListOp, { input: {}, page }), queryFn: () => adminCall(adminStaleListOp, {}, { pageParam: page }) });

export const confirmListing = (target: 'shop' | 'mall', id: number) => adminCall(adminConfirmListingOp, { target, id });
