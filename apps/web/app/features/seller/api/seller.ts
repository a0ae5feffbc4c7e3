import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  cityListOp,
  queryMemberLevelOp,
  sellerBindBrandListOp,
  sellerProductBrandListOp,
  sellerProductModelListOp,
  sellerVenueOptionsOp,
  sellerEvaluationDetailOp,
  sellerEvaluationListOp,
  sellerGoodsDetailOp,
  sellerGoodsListOp,
  sellerIncomingProjectListOp,
  sellerOrderDetailOp,
  sellerOrderListOp,
  sellerOrderLogOp,
  sellerPlazaPageOp,
  sellerProductTypeListOp,
  sellerProfileOp,
  sellerSaleAndflowCityTreeOp,
  sellerSaleAndflowListOp,
  sellerStoreBunkListOp,
  sellerStoreByPlazaOp,
  sellerSupplierCompanyOp,
  sellerSupplierStatusOp,
  sellerWithdrawalBalanceOp,
  sellerWithdrawalListOp,
  PLAZA_PAGE_SIZE,
  type OpInput,
} from '@shp/contracts';
import { callApi } from '../../../lib/api-client';
import { fetchApprovalDetails } from './approval';
import { invalidateOps, opKey, type Asker } from '../../../lib/query-keys';
import { useSession } from '../../../lib/session';

export type PageArg = { pageNum: number; pageSize: number };

/** A seller's answers depend on who asks: the session token is in every key. */
export const useSellerAsker = (): Asker => useSession()?.token ?? null;

export const profileQuery = (asker: Asker) => queryOptions({ queryKey: opKey(sellerProfileOp, { asker }), queryFn: () => callApi(sellerProfileOp, {}) });

export const incomingProjectsQuery = (asker: Asker) =>
  queryOptions({ queryKey: opKey(sellerIncomingProjectListOp, { asker }), queryFn: () => callApi(sellerIncomingProjectListOp, {}) });
export const companyQuery = (asker: Asker) =>
  queryOptions({ queryKey: opKey(sellerSupplierCompanyOp, { asker }), queryFn: () => callApi(sellerSupplierCompanyOp, {}) });
export const entryStatusQuery = (asker: Asker) =>
  queryOptions({ queryKey: opKey(sellerSupplierStatusOp, { asker }), queryFn: () => callApi(sellerSupplierStatusOp, {}) });
/** SPEC §9: the plaza page is read 1000 at a time. */
export const plazaQuery = (asker: Asker) =>
  queryOptions({
    queryKey: opKey(sellerPlazaPageOp, { asker, page: { pageNum: 1, pageSize: PLAZA_PAGE_SIZE } }),
    queryFn: () => callApi(sellerPlazaPageOp, {}, { pageParam: { pageNum: 1, pageSize: PLAZA_PAGE_SIZE } }),
    staleTime: 5 * 60_000,
  });
export const storesQuery = (asker: Asker, plazaId: number) =>
  queryOptions({
    queryKey: opKey(sellerStoreByPlazaOp, { asker, input: { plazaId, storeStatus: '1' } }),
    queryFn: () => callApi(sellerStoreByPlazaOp, { plazaId, storeStatus: '1' }),
  });
export const bindingsQuery = (asker: Asker, page: PageArg) =>
  queryOptions({ queryKey: opKey(sellerStoreBunkListOp, { asker, page }), queryFn: () => callApi(sellerStoreBunkListOp, {}, { pageParam: page }) });

export const productTypesQuery = (asker: Asker) =>
  queryOptions({ queryKey: opKey(sellerProductTypeListOp, { asker }), queryFn: () => callApi(sellerProductTypeListOp, {}), staleTime: 5 * 60_000 });
export const goodsListQuery = (asker: Asker, filter: OpInput<typeof sellerGoodsListOp>, page: PageArg) =>
  queryOptions({ queryKey: opKey(sellerGoodsListOp, { asker, input: filter, page }), queryFn: () => callApi(sellerGoodsListOp, filter, { pageParam: page }) });
export const goodsDetailQuery = (asker: Asker, goodsId: number) =>
  queryOptions({
    queryKey: opKey(sellerGoodsDetailOp, { asker, input: { goodsId } }),
    queryFn: () => callApi(sellerGoodsDetailOp, { goodsId }, { silent: true }),
  });

export const orderListQuery = (asker: Asker, filter: OpInput<typeof sellerOrderListOp>, page: PageArg) =>
  queryOptions({ queryKey: opKey(sellerOrderListOp, { asker, input: filter, page }), queryFn: () => callApi(sellerOrderListOp, filter, { pageParam: page }) });
export const orderDetailQuery = (asker: Asker, orderId: number) =>
  queryOptions({
    queryKey: opKey(sellerOrderDetailOp, { asker, input: { orderId } }),
    queryFn: () => callApi(sellerOrderDetailOp, { orderId }, { silent: true }),
  });
export const orderLogQuery = (asker: Asker, orderId: number) =>
  queryOptions({ queryKey: opKey(sellerOrderLogOp, { asker, input: { orderId } }), queryFn: () => callApi(sellerOrderLogOp, { orderId }, { silent: true }) });

export const evaluationListQuery = (asker: Asker, filter: OpInput<typeof sellerEvaluationListOp>, page: PageArg) =>
  queryOptions({
    queryKey: opKey(sellerEvaluationListOp, { asker, input: filter, page }),
    queryFn: () => callApi(sellerEvaluationListOp, filter, { pageParam: page }),
  });
export const evaluationDetailQuery = (asker: Asker, evaluationId: number) =>
  queryOptions({
    queryKey: opKey(sellerEvaluationDetailOp, { asker, input: { evaluationId } }),
    queryFn: () => callApi(sellerEvaluationDetailOp, { evaluationId }, { silent: true }),
  });

export const balanceQuery = (asker: Asker) =>
  queryOptions({ queryKey: opKey(sellerWithdrawalBalanceOp, { asker }), queryFn: () => callApi(sellerWithdrawalBalanceOp, {}) });
export const withdrawalListQuery = (asker: Asker, filter: OpInput<typeof sellerWithdrawalListOp>, page: PageArg) =>
  queryOptions({
    queryKey: opKey(sellerWithdrawalListOp, { asker, input: filter, page }),
    queryFn: () => callApi(sellerWithdrawalListOp, filter, { pageParam: page }),
  });
export const flowListQuery = (asker: Asker, filter: OpInput<typeof sellerSaleAndflowListOp>, page: PageArg) =>
  queryOptions({
    queryKey: opKey(sellerSaleAndflowListOp, { asker, input: filter, page }),
    queryFn: () => callApi(sellerSaleAndflowListOp, filter, { pageParam: page }),
  });
export const cityTreeQuery = (asker: Asker) =>
  queryOptions({ queryKey: opKey(sellerSaleAndflowCityTreeOp, { asker }), queryFn: () => callApi(sellerSaleAndflowCityTreeOp, {}) });

/** Published venues of the goods' city the seller may link, by name. */
export const venueOptionsQuery = (asker: Asker, cityCode: string, keyword: string) =>
  queryOptions({
    queryKey: opKey(sellerVenueOptionsOp, { asker, input: { cityCode, keyword } }),
    queryFn: () => callApi(sellerVenueOptionsOp, { cityCode, keyword: keyword || undefined }),
    staleTime: 60_000,
  });

/** Brands the seller may bind a store to, by name (the first 50). */
export const bindBrandsQuery = (asker: Asker, keyword: string) =>
  queryOptions({
    queryKey: opKey(sellerBindBrandListOp, { asker, input: { keyword }, page: { pageNum: 1, pageSize: 50 } }),
    queryFn: () => callApi(sellerBindBrandListOp, { keyword: keyword || undefined }, { pageParam: { pageNum: 1, pageSize: 50 } }),
  });

export const productBrandsQuery = (asker: Asker, typeId: number) =>
  queryOptions({ queryKey: opKey(sellerProductBrandListOp, { asker, input: { typeId } }), queryFn: () => callApi(sellerProductBrandListOp, { typeId }) });

export const productModelsQuery = (asker: Asker, brandId: number) =>
  queryOptions({ queryKey: opKey(sellerProductModelListOp, { asker, input: { brandId } }), queryFn: () => callApi(sellerProductModelListOp, { brandId }) });

/** The service cities a goods item can be sold in (the same for everyone). */
export const cityListQuery = () =>
  queryOptions({ queryKey: opKey(cityListOp, { asker: null }), queryFn: () => callApi(cityListOp, {}), staleTime: 10 * 60_000 });

/** SPEC §7 'Seller': queryMemberLevel (the member module's call). */
export const memberLevelQuery = (asker: Asker) =>
  queryOptions({ queryKey: opKey(queryMemberLevelOp, { asker }), queryFn: () => callApi(queryMemberLevelOp, {}, { silent: true }) });

/** Every op whose answer a seller's change can alter; a save refreshes the seller's answers of all of them. */
const SELLER_OPS = [
  sellerProfileOp,
  sellerIncomingProjectListOp,
  sellerSupplierCompanyOp,
  sellerSupplierStatusOp,
  sellerPlazaPageOp,
  sellerStoreByPlazaOp,
  sellerStoreBunkListOp,
  sellerBindBrandListOp,
  sellerProductTypeListOp,
  sellerProductBrandListOp,
  sellerProductModelListOp,
  sellerGoodsListOp,
  sellerGoodsDetailOp,
  sellerOrderListOp,
  sellerOrderDetailOp,
  sellerOrderLogOp,
  sellerEvaluationListOp,
  sellerEvaluationDetailOp,
  sellerWithdrawalBalanceOp,
  sellerWithdrawalListOp,
  sellerSaleAndflowListOp,
  sellerSaleAndflowCityTreeOp,
  sellerVenueOptionsOp,
  queryMemberLevelOp,
];
export const refreshSeller = (qc: QueryClient, asker: Asker) => invalidateOps(qc, SELLER_OPS, asker);

/** The goods' approval history, from the approval base (not an op's answer: its own view of the goods). */
export const approvalQuery = (asker: Asker, base: string | undefined, goodsId: number, status: string | undefined) =>
  queryOptions({
    queryKey: opKey(sellerGoodsDetailOp, { asker, input: { goodsId }, view: `approval:${status ?? ''}` }),
    queryFn: () => fetchApprovalDetails(base as string, goodsId),
  });
