import type { FastifyInstance } from 'fastify';
import { savedSearchCreateOp, savedSearchDeleteOp, savedSearchListOp, savedSearchUpdateOp } from '@shp/contracts';
import { onContentChange } from '../../lib/content-events.js';
import { createSubscriptionsService } from './subscriptions.service.js';
import { MATCH_JOB } from './subscriptions.jobs.js';

export async function subscriptionsRoutes(app: FastifyInstance) {
  const service = createSubscriptionsService(app.db.db);
  app.ops.register(savedSearchCreateOp, (input, ctx) => service.create(input, ctx));
  app.ops.register(savedSearchListOp, (_input, ctx) => service.list(ctx));
  app.ops.register(savedSearchUpdateOp, (input, ctx) => service.update(input, ctx));
  app.ops.register(savedSearchDeleteOp, (input, ctx) => service.remove(input.id, ctx));

  // A listing change was committed (its listing_changes row with it): match it now, on the queue.
  const stop = onContentChange((kind) => {
    if (!app.jobs.boss || !['shop', 'point', 'mall', 'space'].includes(kind)) return;
    app.jobs.send(MATCH_JOB).catch((err: Error) => app.log.warn({ err }, 'subscriptions match job not queued (the 5-minute sweep picks it up)'));
  });
  app.addHook('onClose', async () => {
    stop();
  });
}
