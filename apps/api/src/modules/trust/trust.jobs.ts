import { cronJob } from '../../lib/jobs.js';
import { markStale } from './trust.repository.js';

/**
 * Nightly at 04:10 China time: listings not updated for 120 days become 信息可能已过期, drop in the
 * default ranking and appear in the console's 待确认 list, where the operator confirms them
 * (decision 062).
 */
export const trustJobs = [cronJob('trust-stale-sweep', '10 4 * * *', markStale)];
