import type { FastifyInstance } from 'fastify';
import {
  applicantContactOp,
  cooperationDetailOp,
  cooperationListOp,
  eventVenueListOp,
  hotInvestmentOp,
  joinSubmitOp,
  queryMyCooperationDetailOp,
  queryMyCooperationListOp,
} from '@shp/contracts';
import { createCooperationService } from './cooperation.service.js';

export async function cooperationRoutes(app: FastifyInstance) {
  const service = createCooperationService(app.db.db);
  app.ops.register(cooperationListOp, (input, ctx) => service.list(input, ctx.pageParam));
  app.ops.register(cooperationDetailOp, (input) => service.detail(input.id));
  app.ops.register(joinSubmitOp, (input, ctx) => service.joinSubmit(input, ctx));
  app.ops.register(applicantContactOp, (_input, ctx) => service.applicantContact(ctx));
  app.ops.register(queryMyCooperationListOp, (input, ctx) => service.myList(input, ctx));
  app.ops.register(queryMyCooperationDetailOp, (input, ctx) => service.myDetail(input.id, ctx));
  app.ops.register(hotInvestmentOp, (input, ctx) => service.hotInvestment(input, ctx.pageParam));
  app.ops.register(eventVenueListOp, (input, ctx) => service.venues(input, ctx.pageParam));
}
