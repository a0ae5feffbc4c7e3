import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  SELLER_ENTRY_STATUS_LABEL,
  sellerApprovalDetailsOp,
  sellerBindBrandListOp,
  sellerBindStoreOp,
  sellerEvaluationDetailOp,
  sellerEvaluationListOp,
  sellerEvaluationReplyOp,
  sellerGoodsApproveOp,
  sellerGoodsDeleteOp,
  sellerGoodsDetailOp,
  sellerGoodsImageUploadOp,
  sellerGoodsListOp,
  sellerGoodsSaveOp,
  sellerGoodsShelfOp,
  sellerIncomingProjectListOp,
  sellerModifyBindStoreOp,
  sellerOrderCancelOp,
  sellerOrderChangePriceOp,
  sellerOrderDeliveryOp,
  sellerOrderDetailOp,
  sellerOrderExportOp,
  sellerOrderItemsOp,
  sellerOrderListOp,
  sellerOrderLogOp,
  sellerPartnerIncomingSaveOp,
  sellerPlazaPageOp,
  sellerProductBrandListOp,
  sellerProductModelListOp,
  sellerProductTypeListOp,
  sellerProfileOp,
  sellerSaleAndflowCityTreeOp,
  sellerSaleAndflowExportOp,
  sellerSaleAndflowListOp,
  sellerSaleAttrListOp,
  sellerVenueOptionsOp,
  sellerShopListExportOp,
  sellerSignBindingOp,
  sellerSignatureResultOp,
  sellerStoreBunkListOp,
  sellerStoreByPlazaOp,
  sellerSupplierCompanyOp,
  sellerSupplierStatusOp,
  sellerUnbindStoreOp,
  sellerWithdrawalApplyOp,
  sellerWithdrawalBalanceOp,
  sellerWithdrawalExportOp,
  sellerWithdrawalListOp,
} from '@shp/contracts';
import type { CallContext } from '../../lib/call-context.js';
import { badRequest } from '../../lib/errors.js';
import { createSellerEntryService } from './seller-entry.service.js';
import { createSellerGoodsService } from './seller-goods.service.js';
import { countPending } from './seller-goods.repository.js';
import { createSellerOrdersService, setPlatformFeeRate } from './seller-orders.service.js';
import { refundPaidOrder } from '../payments/payments.service.js';
import { countByStatus, countUnreplied } from './seller-orders.repository.js';
import { createSellerFinanceService } from './seller-finance.service.js';
import { smsDriverOf } from '../../lib/sms-driver.js';
import { findCompany } from './seller-entry.repository.js';
import { sellerId } from './seller-shared.js';
import { storageOf } from '../../lib/file-storage.js';
import { offsetOf, pageAnswer } from '../../lib/paging.js';

export { reviewGoods } from './seller-goods.service.js';
export { applyOrderEvent } from './seller-orders.service.js';
export { processWithdrawal } from './seller-finance.service.js';
export { reviewEntry } from './seller-entry.service.js';

const operatorOf = (ctx: CallContext) => `商家：${ctx.member?.nickName ?? ''}`;
/** Exports write the reply themselves; in-process (SSR) calls have none. */
const replyOf = (http: { reply: FastifyReply } | null) => {
  if (!http) throw badRequest('导出仅支持浏览器下载');
  return http.reply;
};

export async function sellerRoutes(app: FastifyInstance) {
  const db = app.db.db;
  const entry = createSellerEntryService(db, storageOf(app));
  const goods = createSellerGoodsService(db, storageOf(app));
  setPlatformFeeRate(app.config.payments.platformFeeRate);
  // A paid order cancelled by its seller is refunded through the payment driver first.
  const orders = createSellerOrdersService(db, (i) => refundPaidOrder({ db, config: app.config, log: app.log }, i));
  const finance = createSellerFinanceService(db);
  const sms = smsDriverOf(app);
  const ops = app.ops;
  const limit = (ctx: CallContext) => ctx.pageParam.pageSize;

  ops.register(sellerProfileOp, async (_i, ctx) => {
    const id = sellerId(ctx);
    const [company, counts, goodsPending, unreplied] = await Promise.all([
      findCompany(db, id),
      countByStatus(db, id),
      countPending(db, id),
      countUnreplied(db, id),
    ]);
    const status = company?.status ?? 'none';
    return {
      userId: ctx.member.userId,
      nickName: ctx.member.nickName,
      gradeCode: ctx.member.gradeCode,
      companyName: company?.name ?? null,
      entryStatus: SELLER_ENTRY_STATUS_LABEL[status] ?? status,
      // Same-origin bases go out as a path, so the page calls them on whatever host it was served from.
      approvalApiBase: app.config.approvalApiBase.startsWith(app.config.publicOrigin)
        ? app.config.approvalApiBase.slice(app.config.publicOrigin.length) || '/'
        : app.config.approvalApiBase,
      counts: { ...counts, goodsPending, unreplied },
    };
  });

  // Entry management
  ops.register(sellerIncomingProjectListOp, (_i, ctx) => entry.incomingProjects(sellerId(ctx)));
  ops.register(sellerSupplierCompanyOp, (_i, ctx) => entry.company(sellerId(ctx)));
  ops.register(sellerSupplierStatusOp, (_i, ctx) => entry.status(sellerId(ctx)));
  ops.register(sellerPartnerIncomingSaveOp, (i, ctx) => entry.saveIncoming(sellerId(ctx), i));
  ops.register(sellerPlazaPageOp, async (i, ctx) => {
    const r = await entry.plazaPage(i, limit(ctx), offsetOf(ctx.pageParam).offset);
    return pageAnswer(r.list, r.total, ctx.pageParam);
  });
  ops.register(sellerStoreByPlazaOp, (i) => entry.storesByPlaza(i.plazaId));
  ops.register(sellerBindBrandListOp, async (i, ctx) => {
    const r = await entry.brandPage(i.keyword, limit(ctx), offsetOf(ctx.pageParam).offset);
    return pageAnswer(r.list, r.total, ctx.pageParam);
  });
  ops.register(sellerBindStoreOp, (i, ctx) => entry.bind(sellerId(ctx), i));
  ops.register(sellerModifyBindStoreOp, (i, ctx) => entry.modify(sellerId(ctx), i));
  ops.register(sellerStoreBunkListOp, async (_i, ctx) => {
    const r = await entry.bindingPage(sellerId(ctx), limit(ctx), offsetOf(ctx.pageParam).offset);
    return pageAnswer(r.list, r.total, ctx.pageParam);
  });
  ops.register(sellerSignatureResultOp, (i, ctx) => entry.signatureResult(sellerId(ctx), i.bindingId));
  ops.register(sellerSignBindingOp, (i, ctx) => entry.sign(sellerId(ctx), i.bindingId));
  ops.register(sellerUnbindStoreOp, (i, ctx) => entry.unbind(sellerId(ctx), i.bindingId));
  ops.register(sellerShopListExportOp, async (_i, ctx, http) => {
    await entry.exportShops(sellerId(ctx), replyOf(http));
    return null;
  });

  // Goods
  ops.register(sellerProductTypeListOp, () => goods.productTypes());
  ops.register(sellerProductBrandListOp, (i) => goods.brands(i.typeId));
  ops.register(sellerProductModelListOp, (i) => goods.models(i.brandId));
  ops.register(sellerSaleAttrListOp, (i) => goods.saleAttrs(i.typeId));
  ops.register(sellerVenueOptionsOp, (i) => goods.venueOptions(i.cityCode, i.keyword));
  ops.register(sellerGoodsListOp, async (i, ctx) => {
    const r = await goods.page(sellerId(ctx), i, limit(ctx), offsetOf(ctx.pageParam).offset);
    return pageAnswer(r.list, r.total, ctx.pageParam);
  });
  ops.register(sellerGoodsDetailOp, (i, ctx) => goods.detail(sellerId(ctx), i.goodsId));
  ops.register(sellerGoodsSaveOp, (i, ctx) => goods.save(sellerId(ctx), i));
  ops.register(sellerGoodsApproveOp, (i, ctx) => goods.submit(sellerId(ctx), i.goodsId, operatorOf(ctx)));
  ops.register(sellerGoodsShelfOp, (i, ctx) => goods.shelf(sellerId(ctx), i.goodsIds, i.onShelf));
  ops.register(sellerGoodsDeleteOp, (i, ctx) => goods.remove(sellerId(ctx), i.goodsIds));
  ops.register(sellerGoodsImageUploadOp, (i, ctx) => goods.uploadImage(sellerId(ctx), i));
  ops.register(sellerApprovalDetailsOp, (i, ctx) => goods.approvalDetails(sellerId(ctx), i.bizId));

  // Orders
  ops.register(sellerOrderListOp, async (i, ctx) => {
    const r = await orders.page(sellerId(ctx), i, limit(ctx), offsetOf(ctx.pageParam).offset);
    return pageAnswer(r.list, r.total, ctx.pageParam);
  });
  ops.register(sellerOrderItemsOp, (i, ctx) => orders.items(sellerId(ctx), i.orderId));
  ops.register(sellerOrderDetailOp, (i, ctx) => orders.detail(sellerId(ctx), i.orderId));
  ops.register(sellerOrderLogOp, (i, ctx) => orders.logs(sellerId(ctx), i.orderId));
  ops.register(sellerOrderChangePriceOp, (i, ctx) => orders.changePrice(sellerId(ctx), i, operatorOf(ctx)));
  ops.register(sellerOrderDeliveryOp, (i, ctx) => orders.deliver(sellerId(ctx), i, operatorOf(ctx)));
  ops.register(sellerOrderCancelOp, (i, ctx) => orders.cancel(sellerId(ctx), i, operatorOf(ctx)));
  ops.register(sellerOrderExportOp, async (i, ctx, http) => {
    await orders.exportOrders(sellerId(ctx), i, replyOf(http));
    return null;
  });

  // Evaluations
  ops.register(sellerEvaluationListOp, async (i, ctx) => {
    const r = await orders.evaluationPage(sellerId(ctx), i, limit(ctx), offsetOf(ctx.pageParam).offset);
    return pageAnswer(r.list, r.total, ctx.pageParam);
  });
  ops.register(sellerEvaluationDetailOp, (i, ctx) => orders.evaluation(sellerId(ctx), i.evaluationId));
  ops.register(sellerEvaluationReplyOp, (i, ctx) => orders.reply(sellerId(ctx), i.evaluationId, i.reply));

  // Withdrawals, sales and flow
  ops.register(sellerWithdrawalBalanceOp, (_i, ctx) => finance.balance(sellerId(ctx)));
  ops.register(sellerWithdrawalApplyOp, (i, ctx) => finance.apply(sellerId(ctx), i, { phone: ctx.member?.phone ?? null, sms }));
  ops.register(sellerWithdrawalListOp, async (i, ctx) => {
    const r = await finance.page(sellerId(ctx), i, limit(ctx), offsetOf(ctx.pageParam).offset);
    return pageAnswer(r.list, r.total, ctx.pageParam);
  });
  ops.register(sellerWithdrawalExportOp, async (i, ctx, http) => {
    await finance.exportWithdrawals(sellerId(ctx), i, replyOf(http));
    return null;
  });
  ops.register(sellerSaleAndflowListOp, async (i, ctx) => {
    const r = await finance.flowPage(sellerId(ctx), i, limit(ctx), offsetOf(ctx.pageParam).offset);
    return { ...pageAnswer(r.list, r.total, ctx.pageParam), income: r.income, outgo: r.outgo };
  });
  ops.register(sellerSaleAndflowExportOp, async (i, ctx, http) => {
    await finance.exportFlows(sellerId(ctx), i, replyOf(http));
    return null;
  });
  ops.register(sellerSaleAndflowCityTreeOp, (_i, ctx) => finance.cityTree(sellerId(ctx)));
}
