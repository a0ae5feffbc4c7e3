import type { JobDefinition } from './lib/jobs.js';
import { authJobs } from './modules/auth/auth.jobs.js';
import { leadSlaJobs } from './modules/lead-sla/lead-sla.jobs.js';
import { marketJobs } from './modules/market/market.jobs.js';
import { paymentsJobs } from './modules/payments/payments.jobs.js';
import { subscriptionsJobs } from './modules/subscriptions/subscriptions.jobs.js';
import { trustJobs } from './modules/trust/trust.jobs.js';
import { storefrontJobs } from './modules/storefront/storefront.jobs.js';
import { uploadsJobs } from './modules/uploads/uploads.jobs.js';

/**
 * Every background job (decision 039), like the `modules` list in app.ts: a module declares its
 * jobs in `<domain>.jobs.ts` and is added here. A plain function of (db, now) on a schedule is one
 * line: `cronJob('orders-auto-confirm', '*\/10 * * * *', autoConfirmOrders)` (lib/jobs.ts).
 */
export const jobDefinitions: readonly JobDefinition[] = [
  ...authJobs,
  ...leadSlaJobs,
  ...storefrontJobs,
  ...paymentsJobs,
  ...uploadsJobs,
  ...subscriptionsJobs,
  ...trustJobs,
  ...marketJobs,
];
