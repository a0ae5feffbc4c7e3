import { queryOptions } from '@tanstack/react-query';
import {
  adminGoodsListOp,
  adminGoodsReviewOp,
  adminMemberPointsOp,
  adminMemberSearchOp,
  adminMemberSetGradeOp,
  adminMemberSetSellerOp,
  type OpInput,
} from '@shp/contracts';
import { adminCall } from '../../../lib/admin-call';
import { OPERATOR, opKey } from '../../../lib/query-keys';

export type MemberFilter = OpInput<typeof adminMemberSearchOp>;

export const memberSearchQuery = (filter: MemberFilter, pageNum: number, pageSize: number) =>
  queryOptions({
    queryKey: opKey(adminMemberSearchOp, { asker: OPERATOR, input: filter, page: { pageNum, pageSize } }),
    queryFn: () => adminCall(adminMemberSearchOp, filter, { pageParam: { pageNum, pageSize } }),
  });

export const memberPointsQuery = (memberId: number, pageNum: number) =>
  queryOptions({
    queryKey: opKey(adminMemberPointsOp, { asker: OPERATOR, input: { memberId }, page: { pageNum, pageSize: 10 } }),
    queryFn: () => adminCall(adminMemberPointsOp, { memberId }, { pageParam: { pageNum, pageSize: 10 } }),
  });

export const setGrade = (input: OpInput<typeof adminMemberSetGradeOp>) => adminCall(adminMemberSetGradeOp, input);
export const setSeller = (input: OpInput<typeof adminMemberSetSellerOp>) => adminCall(adminMemberSetSellerOp, input);

export const goodsListQuery = (status: 'pending' | 'approved' | 'rejected', pageNum: number) =>
  queryOptions({
    queryKey: opKey(adminGoodsListOp, { asker: OPERATOR, input: { status }, page: { pageNum, pageSize: 20 } }),
    queryFn: () => adminCall(adminGoodsListOp, { status }, { pageParam: { pageNum, pageSize: 20 } }),
  });

export const reviewGoods = (input: OpInput<typeof adminGoodsReviewOp>) => adminCall(adminGoodsReviewOp, input);
