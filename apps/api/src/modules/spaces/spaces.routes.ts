import type { FastifyInstance } from 'fastify';
import {
  addCustomerQuoteInfoOp,
  enumListOp,
  fieldCompetitiveLeasingDetailsOp,
  fieldCompetitiveLeasingOp,
  mineQuoteDetailOp,
  mineQuoteListByPageOp,
  quotePopupInfoOp,
  webOptionalSquareOp,
} from '@shp/contracts';
import { createSpacesService } from './spaces.service.js';

export async function spacesRoutes(app: FastifyInstance) {
  const service = createSpacesService(app.db.db);
  app.ops.register(webOptionalSquareOp, (input) => service.hot(input.cityCode));
  app.ops.register(fieldCompetitiveLeasingOp, (input, ctx) => service.pageList(input, ctx));
  app.ops.register(fieldCompetitiveLeasingDetailsOp, (input, ctx) => service.detail(input.id, ctx));
  app.ops.register(quotePopupInfoOp, (input, ctx) => service.quotePopupInfo(input.spaceId, ctx));
  app.ops.register(addCustomerQuoteInfoOp, (input, ctx) => service.addQuote(input, ctx));
  app.ops.register(mineQuoteListByPageOp, (input, ctx) => service.mineList(input.status, ctx));
  app.ops.register(mineQuoteDetailOp, (input, ctx) => service.mineDetail(input.id, ctx));
  app.ops.register(enumListOp, (input) => service.enumList(input.enumType));
}
