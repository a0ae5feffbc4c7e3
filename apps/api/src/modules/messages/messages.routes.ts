import type { FastifyInstance } from 'fastify';
import { allReadOp, delMsgOp, readMsgOp, searchFeedbackListOp, searchServiceListOp, unreadCntOp } from '@shp/contracts';
import type { MemberCallContext } from '../../lib/call-context.js';
import { createMessagesService } from './messages.service.js';

/** Access 'member' is checked before a handler runs, so ctx.member is set. */
const memberId = (ctx: MemberCallContext) => ctx.member.id;

export async function messagesRoutes(app: FastifyInstance) {
  const service = createMessagesService(app.db.db);
  app.ops.register(unreadCntOp, async (_i, ctx) => service.unreadCount(memberId(ctx)));
  app.ops.register(allReadOp, async (input, ctx) => service.allRead(memberId(ctx), input.group));
  app.ops.register(readMsgOp, async (input, ctx) => service.read(memberId(ctx), input.id));
  app.ops.register(searchServiceListOp, async (input, ctx) => service.list(memberId(ctx), 'service', Boolean(input.unreadOnly), ctx.pageParam));
  app.ops.register(searchFeedbackListOp, async (input, ctx) => service.list(memberId(ctx), 'feedback', Boolean(input.unreadOnly), ctx.pageParam));
  app.ops.register(delMsgOp, async (input, ctx) => service.remove(memberId(ctx), input.ids));
}
