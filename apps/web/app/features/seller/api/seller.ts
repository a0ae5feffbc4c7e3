import { queryOptions } from '@tanstack/react-query';
import {
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
import { opKey } from '../../../lib/query-keys';

export type PageArg = { pageNum: number; pageSize: number };

/** Every seller query key starts with 'seller': a mutation invalidates the lot. */
export const SELLER_KEY = 'seller';

export const profileQuery = () => queryOptions({ queryKey: [SELLER_KEY, 'profile'], queryFn: () => callApi(sellerProfileOp, {}) });

export const incomingProjectsQuery = () => queryOptions({ queryKey: [SELLER_KEY, 'projects'], queryFn: () => callApi(sellerIncomingProjectListOp, {}) });
export const companyQuery = () => queryOptions({ queryKey: [SELLER_KEY, 'company'], queryFn: () => callApi(sellerSupplierCompanyOp, {}) });
export const entryStatusQuery = () => queryOptions({ queryKey: [SELLER_KEY, 'entryStatus'], queryFn: () => callApi(sellerSupplierStatusOp, {}) });
/** SPEC §9: the plaza page is read 1000 at a time. */
export const plazaQuery = () =>
  queryOptions({
    queryKey: [SELLER_KEY, 'plazas'],
    queryFn: () => callApi(sellerPlazaPageOp, {}, { pageParam: { pageNum: 1, pageSize: PLAZA_PAGE_SIZE } }),
    staleTime: 5 * 60_000,
  });
export const storesQuery = (plazaId: number) =>
  queryOptions({ queryKey: [SELLER_KEY, 'stores', plazaId], queryFn: () => callApi(sellerStoreByPlazaOp, { plazaId, storeStatus: '1' }) });
export const bindingsQuery = (page: PageArg) =>
  queryOptions({ queryKey: [SELLER_KEY, 'bindings', page], queryFn: () => callApi(sellerStoreBunkListOp, {}, { pageParam: page }) });

export const productTypesQuery = () =>
  queryOptions({ queryKey: [SELLER_KEY, 'types'], queryFn: () => callApi(sellerProductTypeListOp, {}), staleTime: 5 * 60_000 });
export const goodsListQuery = (filter: OpInput<typeof sellerGoodsListOp>, page: PageArg) =>
  queryOptions({ queryKey: [SELLER_KEY, 'goods', filter, page], queryFn: () => callApi(sellerGoodsListOp, filter, { pageParam: page }) });
export const goodsDetailQuery = (goodsId: number) =>
  queryOptions({ queryKey: [SELLER_KEY, 'goods', 'detail', goodsId], queryFn: () => callApi(sellerGoodsDetailOp, { goodsId }, { silent: true }) });

export const orderListQuery = (filter: OpInput<typeof sellerOrderListOp>, page: PageArg) =>
  queryOptions({ queryKey: [SELLER_KEY, 'orders', filter, page], queryFn: () => callApi(sellerOrderListOp, filter, { pageParam: page }) });
export const orderDetailQuery = (orderId: number) =>
  queryOptions({ queryKey: [SELLER_KEY, 'orders', 'detail', orderId], queryFn: () => callApi(sellerOrderDetailOp, { orderId }, { silent: true }) });
export const orderLogQuery = (orderId: number) =>
  queryOptions({ queryKey: [SELLER_KEY, 'orders', 'log', orderId], queryFn: () => callApi(sellerOrderLogOp, { orderId }, { silent: true }) });

export const evaluationListQuery = (filter: OpInput<typeof sellerEvaluationListOp>, page: PageArg) =>
  queryOptions({ queryKey: [SELLER_KEY, 'evaluations', filter, page], queryFn: () => callApi(sellerEvaluationListOp, filter, { pageParam: page }) });
export const evaluationDetailQuery = (evaluationId: number) =>
  queryOptions({
    queryKey: [SELLER_KEY, 'evaluations', 'detail', evaluationId],
    queryFn: () => callApi(sellerEvaluationDetailOp, { evaluationId }, { silent: true }),
  });

export const balanceQuery = () => queryOptions({ queryKey: [SELLER_KEY, 'balance'], queryFn: () => callApi(sellerWithdrawalBalanceOp, {}) });
export const withdrawalListQuery = (filter: OpInput<typeof sellerWithdrawalListOp>, page: PageArg) =>
  queryOptions({ queryKey: [SELLER_KEY, 'withdrawals', filter, page], queryFn: () => callApi(sellerWithdrawalListOp, filter, { pageParam: page }) });
export const flowListQuery = (filter: OpInput<typeof sellerSaleAndflowListOp>, page: PageArg) =>
  queryOptions({ queryKey: [SELLER_KEY, 'flows', filter, page], queryFn: () => callApi(sellerSaleAndflowListOp, filter, { pageParam: page }) });
export const cityTreeQuery = () => queryOptions({ queryKey: [SELLER_KEY, 'cityTree'], queryFn: () => callApi(sellerSaleAndflowCityTreeOp, {}) });

/** Published venues of the goods' city the seller may link, by name. */
export const venueOptionsQuery = (cityCode: string, keyword: string) =>
  queryOptions({
    queryKey: opKey(sellerVenueOptionsOp, { asker: 'seller', input: { cityCode, keyword } }),
    queryFn: () => callApi(sellerVenueOptionsOp, { cityCode, keyword: keyword || undefined }),
    staleTime: 60_000,
  });
