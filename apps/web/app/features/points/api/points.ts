import { queryOptions } from '@tanstack/react-query';
import { goodsListOp, lotteryInfoOp, myPrizeListOp, orderListOp, pointBillOp, pointSummaryOp } from '@shp/contracts';
import { callApi } from '../../../lib/api-client';

type PageArg = { pageNum: number; pageSize: number };

// Points are also earned outside the centre (collect, share, scan, consult): each page showing the
// balance asks again rather than showing the one cached before.
export const pointSummaryQuery = (token: string) =>
  queryOptions({ queryKey: ['points', token, 'summary'], queryFn: () => callApi(pointSummaryOp, {}), refetchOnMount: 'always' });

export const pointBillQuery = (token: string, direction: 'all' | 'in' | 'out', page: PageArg) =>
  queryOptions({ queryKey: ['points', token, 'bill', direction, page], queryFn: () => callApi(pointBillOp, { direction }, { pageParam: page }) });

export const goodsQuery = (token: string, page: PageArg) =>
  queryOptions({ queryKey: ['points', token, 'goods', page], queryFn: () => callApi(goodsListOp, {}, { pageParam: page }) });

export const ordersQuery = (token: string, page: PageArg) =>
  queryOptions({ queryKey: ['points', token, 'orders', page], queryFn: () => callApi(orderListOp, {}, { pageParam: page }) });

// The draw button is enabled by this balance: one cached from before points earned elsewhere would
// say 积分不足 to a member who has enough.
export const lotteryQuery = (token: string) =>
  queryOptions({ queryKey: ['points', token, 'lottery'], queryFn: () => callApi(lotteryInfoOp, {}), refetchOnMount: 'always' });

export const drawsQuery = (token: string, includeMisses: boolean, page: PageArg) =>
  queryOptions({ queryKey: ['points', token, 'draws', includeMisses, page], queryFn: () => callApi(myPrizeListOp, { includeMisses }, { pageParam: page }) });
