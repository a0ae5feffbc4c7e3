import type { FastifyInstance } from 'fastify';
import { appointmentConsultantsOp, appointmentListOp, cancelAppointmentOp, createAppointmentOp } from '@shp/contracts';
import type { MemberCallContext } from '../../lib/call-context.js';
import { createAppointmentsService } from './appointments.service.js';

const member = (ctx: MemberCallContext) => ctx.member;

export async function appointmentsRoutes(app: FastifyInstance) {
  const service = createAppointmentsService(app.db.db);
  app.ops.register(appointmentConsultantsOp, async (input) => service.consultants(input.cityCode));
  app.ops.register(createAppointmentOp, async (input, ctx) => service.create(member(ctx), ctx.wrapper, input));
  app.ops.register(appointmentListOp, async (_i, ctx) => service.list(member(ctx).id, ctx.pageParam));
  app.ops.register(cancelAppointmentOp, async (input, ctx) => service.cancel(member(ctx).id, input.id));
}
