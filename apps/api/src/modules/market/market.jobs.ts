import { cronJob, defineJob } from '../../lib/jobs.js';
import { computeScope, refreshTrends } from './market.service.js';

export const TREND_JOB = 'market-trend-compute';

/**
 * Nightly at 03:30 China time, before the day's first visitors: every district rent trend is
 * recomputed, so the lists and the mall detail read a stored row (decision 060). A run at 1M
 * units takes minutes, so it may run for up to an hour. A scope first read during the day is
 * computed by `market-trend-compute`, sent by the request with the scope as its singleton key.
 */
export const marketJobs = [
  cronJob('market-trends-refresh', '30 3 * * *', refreshTrends, { expireInSeconds: 3600 }),
  defineJob<{ key: string }>({
    name: TREND_JOB,
    expireInSeconds: 600,
    handler: ({ db, now }, data) => computeScope(db, data.key, now),
  }),
];
