import { defineJob } from '../../lib/jobs.js';
import { smsDriverOf } from '../../lib/sms-driver.js';
import { matchAllPending, sendSmsDigests, smsRepliesReceived } from './subscriptions.service.js';

export const MATCH_JOB = 'subscriptions-match';

/**
 * Saved-search alerts (decision 061). `subscriptions-match` is sent after every listing change and
 * swept every 5 minutes; it matches pending changes in batches until none is left (one run at a
 * time). The SMS digest goes out once a day at 10:00 China time.
 */
export const subscriptionsJobs = [
  defineJob({
    name: MATCH_JOB,
    schedule: '*/5 * * * *',
    singleton: true,
    expireInSeconds: 600,
    async handler({ db, log }) {
      const total = await matchAllPending(db);
      if (total.changes) log.info(total, 'listing changes matched against saved searches');
      return total;
    },
  }),
  defineJob({
    name: 'subscriptions-sms-digest',
    schedule: '0 10 * * *',
    singleton: true,
    handler: ({ db, app, now }) => sendSmsDigests(db, smsDriverOf(app), now, smsRepliesReceived(app.config)),
  }),
];
