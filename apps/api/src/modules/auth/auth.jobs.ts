import { defineJob } from '../../lib/jobs.js';
import { pruneAuthRows } from './prune.js';

/**
 * Nightly housekeeping (decision 039): SMS codes, captcha challenges, QR requests, login grants,
 * rate counters, sessions and operator login attempts nobody can use any more. Deleting is
 * idempotent; a run that stops half-way leaves the rest to the retry or the next night.
 */
export const authJobs = [
  defineJob({
    name: 'auth-prune',
    schedule: '30 3 * * *',
    singleton: true,
    retry: { limit: 3, delaySeconds: 300, backoff: true },
    async handler({ db, now, log }) {
      const counts = await pruneAuthRows(db, { now });
      if (Object.values(counts).some((n) => n > 0)) log.info({ pruned: counts }, 'auth rows pruned');
      return counts;
    },
  }),
];
