import { cronJob } from '../../lib/jobs.js';
import { refreshTrends } from './market.service.js';

/**
 * Nightly at 03:30 China time, before the day's first visitors: every district rent trend is
 * recomputed, so the lists and the mall detail read a stored row (decision 060). A run at 1M
 * units takes minutes, so it may run for up to an hour.
 */
export const marketJobs = [cronJob('market-trends-refresh', '30 3 * * *', refreshTrends, { expireInSeconds: 3600 })];
