import type { FastifyInstance } from 'fastify';
import { agreementAgreeOp, agreementConsentStatusOp, agreementDetailOp, agreementLatestOp, agreementPageOp } from '@shp/contracts';
import { createAgreementService } from './agreement.service.js';

// Access level 'member' guarantees a member before a handler runs.
const memberId = (ctx: { member: { id: number } }) => ctx.member.id;

export async function agreementRoutes(app: FastifyInstance) {
  const service = createAgreementService(app.db.db);
  app.ops.register(agreementPageOp, (input, ctx) => service.page(input.code, ctx.pageParam));
  // SPEC §7: the latest version is a page of size 1.
  app.ops.register(agreementLatestOp, (input) => service.latest(input.code, { pageNum: 1, pageSize: 1 }));
  app.ops.register(agreementDetailOp, (input) => service.detail(input.id));
  app.ops.register(agreementConsentStatusOp, (_input, ctx) => service.consentStatus(memberId(ctx)));
  app.ops.register(agreementAgreeOp, (input, ctx) => service.agree(memberId(ctx), input.agreementIds));
}
