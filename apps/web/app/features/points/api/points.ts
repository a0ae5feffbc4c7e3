import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { goodsListOp, lotteryInfoOp, myPrizeListOp, orderListOp, pointBillOp, pointSummaryOp } from '@shp/contracts';
import { callApi } from '../../../lib/api-client';
import { invalidateOps, opKey } from '../../../lib/query-keys';

type PageArg = { pageNum: number; pageSize: number };

// Points are also earned outside the centre (collect, share, scan, consult): each page showing the
// balance asks again rather than showing the one cached before.
export const pointSummaryQuery = (token: string) =>
  queryOptions({ queryKey: opKey(pointSummaryOp, { asker: token }), queryFn: () => callApi(pointSummaryOp, {}), refetchOnMount: 'always' });

export const pointBillQuery = (token: string, direction: 'all' | 'in' | 'out', page: PageArg) =>
  queryOptions({
    queryKey: opKey(pointBillOp, { asker: token, input: { direction }, page }),
    queryFn: () => callApi(pointBillOp, { direction }, { pageParam: page }),
  });

export const goodsQuery = (token: string, page: PageArg) =>
  queryOptions({ queryKey: opKey(goodsListOp, { asker: token, input: {}, page }), queryFn: () => callApi(goodsListOp, {}, { pageParam: page }) });

export const ordersQuery = (token: string, page: PageArg) =>
  queryOptions({ queryKey: opKey(orderListOp, { asker: token, input: {}, page }), queryFn: () => callApi(orderListOp, {}, { pageParam: page }) });

// The draw button is enabled by this balance: one cached from before points earned elsewhere would
// say 积分不足 to a member who has enough.
export const lotteryQuery = (token: string) =>
  queryOptions({ queryKey: opKey(lotteryInfoOp, { asker: token }), queryFn: () => callApi(lotteryInfoOp, {}), refetchOnMount: 'always' });

export const drawsQuery = (token: string, includeMisses: boolean, page: PageArg) =>
  queryOptions({
    queryKey: opKey(myPrizeListOp, { asker: token, input: { includeMisses }, page }),
    queryFn: () => callApi(myPrizeListOp, { includeMisses }, { pageParam: page }),
  });

/** After points change (a redemption, a draw, a task): every points answer of this member is asked again. */
export const invalidatePoints = (qc: QueryClient, token: string) =>
  invalidateOps(qc, [pointSummaryOp, pointBillOp, goodsListOp, orderListOp, lotteryInfoOp, myPrizeListOp], token);
