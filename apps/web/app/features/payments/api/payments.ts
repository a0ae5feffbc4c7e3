import { queryOptions } from '@tanstack/react-query';
import {
  adminReconcileOp,
  adminRefundListOp,
  adminRefundRequestDecideOp,
  adminRefundRequestListOp,
  adminWithdrawalDecideOp,
  adminWithdrawalListOp,
  paymentsOrderOp,
  paymentsPrepayOp,
  paymentsSandboxDecideOp,
  paymentsSandboxInfoOp,
  type OpInput,
} from '@shp/contracts';
import { callApi } from '../../../lib/api-client';
import { adminCall } from '../../../lib/admin-call';
import { OPERATOR, opKey } from '../../../lib/query-keys';

/**
 * The order to pay and its state; the return page polls it (`refetchInterval`) until a
 * notification has moved it. `check` while waiting: the server may ask the provider itself.
 */
export const paymentOrderQuery = (token: string, orderId: number, check = false) =>
  queryOptions({
    queryKey: opKey(paymentsOrderOp, { asker: token, input: { orderId, check } }),
    queryFn: () => callApi(paymentsOrderOp, { orderId, check }, { silent: true }),
  });

export const prepay = (input: OpInput<typeof paymentsPrepayOp>) => callApi(paymentsPrepayOp, input);

export const sandboxInfoQuery = (token: string, paymentNo: string) =>
  queryOptions({
    queryKey: opKey(paymentsSandboxInfoOp, { asker: token, input: { paymentNo } }),
    queryFn: () => callApi(paymentsSandboxInfoOp, { paymentNo }, { silent: true }),
  });

export const sandboxDecide = (input: OpInput<typeof paymentsSandboxDecideOp>) => callApi(paymentsSandboxDecideOp, input);

export const withdrawalListQuery = (status: 'pending' | 'paid' | 'rejected' | undefined, pageNum: number, pageSize: number) =>
  queryOptions({
    queryKey: opKey(adminWithdrawalListOp, { asker: OPERATOR, input: { status }, page: { pageNum, pageSize } }),
    queryFn: () => adminCall(adminWithdrawalListOp, { status }, { pageParam: { pageNum, pageSize } }),
  });

export const decideWithdrawal = (input: OpInput<typeof adminWithdrawalDecideOp>) => adminCall(adminWithdrawalDecideOp, input);
export const runReconcile = () => adminCall(adminReconcileOp, {});

export const refundRequestListQuery = (status: 'pending' | 'approved' | 'refused' | undefined, pageNum: number, pageSize: number) =>
  queryOptions({
    queryKey: opKey(adminRefundRequestListOp, { asker: OPERATOR, input: { status }, page: { pageNum, pageSize } }),
    queryFn: () => adminCall(adminRefundRequestListOp, { status }, { pageParam: { pageNum, pageSize } }),
  });

export const refundListQuery = (pageNum: number, pageSize: number) =>
  queryOptions({
    queryKey: opKey(adminRefundListOp, { asker: OPERATOR, input: {}, page: { pageNum, pageSize } }),
    queryFn: () => adminCall(adminRefundListOp, {}, { pageParam: { pageNum, pageSize } }),
  });

export const decideRefundRequest = (input: OpInput<typeof adminRefundRequestDecideOp>) => adminCall(adminRefundRequestDecideOp, input);
