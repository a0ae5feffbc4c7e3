import type { FastifyInstance } from 'fastify';
import {
  caseDetailOp,
  feedCategoriesOp,
  feedDetailOp,
  feedPageListOp,
  getSubsiteOp,
  investmentScreenOp,
  partnerBrandsOp,
  sitePageOp,
  wonderfulCaseOp,
} from '@shp/contracts';
import { createContentService } from './content.service.js';

export async function contentRoutes(app: FastifyInstance) {
  const service = createContentService(app.db.db);
  app.ops.register(feedPageListOp, (input, ctx) => service.feedPage(input, ctx.pageParam));
  app.ops.register(feedDetailOp, (input) => service.feedDetail(input.id));
  app.ops.register(feedCategoriesOp, () => service.feedCategories());
  app.ops.register(wonderfulCaseOp, (input, ctx) => service.casePage(input, ctx.pageParam));
  app.ops.register(caseDetailOp, (input) => service.caseDetail(input.id));
  app.ops.register(sitePageOp, (input) => service.sitePage(input.key));
  app.ops.register(partnerBrandsOp, (_input, ctx) => service.partnerBrands(ctx.pageParam));
  app.ops.register(getSubsiteOp, (input) => service.subsite(input));
  app.ops.register(investmentScreenOp, (input) => service.investmentScreen(input.code));
}
