import type { FastifyInstance } from 'fastify';
import { savedSearchCreateOp, savedSearchDeleteOp, savedSearchListOp, savedSearchUpdateOp } from '@shp/contracts';
import { onContentChange } from '../../lib/content-events.js';
import { notFound } from '../../lib/errors.js';
import { sameSecret } from '../../lib/crypto.js';
import { parseTencentReply, tencentReplyAck } from '../../lib/sms-tencent.js';
import { createSubscriptionsService, handleSmsReply } from './subscriptions.service.js';
import { MATCH_JOB } from './subscriptions.jobs.js';

export async function subscriptionsRoutes(app: FastifyInstance) {
  const service = createSubscriptionsService(app.db.db);
  app.ops.register(savedSearchCreateOp, (input, ctx) => service.create(input, ctx));
  app.ops.register(savedSearchListOp, (_input, ctx) => service.list(ctx));
  app.ops.register(savedSearchUpdateOp, (input, ctx) => service.update(input, ctx));
  app.ops.register(savedSearchDeleteOp, (input, ctx) => service.remove(input.id, ctx));

  // The provider's reply (上行) callback: 回复TD stops the member's SMS digests (decision 061).
  const replyToken = app.config.smsReplyToken;
  app.post<{ Params: { token: string } }>('/api/sms/reply/tencent/:token', { schema: { hide: true }, bodyLimit: 16 * 1024 }, async (request, reply) => {
    if (!replyToken || !sameSecret(request.params.token, replyToken)) throw notFound();
    const r = parseTencentReply(request.body);
    if (!r) return reply.code(400).send(tencentReplyAck(false, '回复内容格式有误'));
    const { stopped } = await handleSmsReply(app.db.db, r.phone, r.text);
    if (stopped) request.log.info({ stopped }, 'SMS digest stopped by a reply');
    return tencentReplyAck(true);
  });

  // A listing change was committed (its listing_changes row with it): match it now, on the queue.
  const stop = onContentChange((kind) => {
    if (!app.jobs.boss || !['shop', 'point', 'mall', 'space'].includes(kind)) return;
    app.jobs.send(MATCH_JOB).catch((err: Error) => app.log.warn({ err }, 'subscriptions match job not queued (the 5-minute sweep picks it up)'));
  });
  app.addHook('onClose', async () => {
    stop();
  });
}
