import type { FastifyInstance } from 'fastify';
import {
  consultantCollectListOp,
  consultantCollectOp,
  consultantDetailOp,
  consultantEvaluateOp,
  consultantEvaluationListOp,
  consultantListOp,
  consultantServiceProjectOp,
  questionCreateOp,
} from '@shp/contracts';
import { createConsultantsService } from './consultants.service.js';

export async function consultantsRoutes(app: FastifyInstance) {
  const service = createConsultantsService(app.db.db);
  app.ops.register(consultantListOp, (input, ctx) => service.list(input, ctx.pageParam));
  app.ops.register(consultantDetailOp, (input, ctx) => service.detail(input.id, ctx));
  app.ops.register(consultantEvaluationListOp, (input, ctx) => service.evaluations(input.consultantId, ctx.pageParam));
  app.ops.register(consultantEvaluateOp, (input, ctx) => service.evaluate(input, ctx));
  app.ops.register(consultantCollectOp, (input, ctx) => service.collect(input, ctx));
  app.ops.register(consultantCollectListOp, (_input, ctx) => service.collected(ctx, ctx.pageParam));
  app.ops.register(consultantServiceProjectOp, () => service.serviceProjects());
  app.ops.register(questionCreateOp, (input, ctx) => service.askQuestion(input, ctx));
}
