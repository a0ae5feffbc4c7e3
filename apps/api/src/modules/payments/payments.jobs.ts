import { defineJob } from '../../lib/jobs.js';
import { reconcile } from './payments-reconcile.js';

/**
 * Nightly reconciliation (decision 047): every order, payment and withdrawal against the seller
 * ledger. It only reads; problems go to the log as errors for the operators' alerting.
 */
export const paymentsJobs = [
  defineJob({
    name: 'payments-reconcile',
    schedule: '45 3 * * *',
    singleton: true,
    async handler({ db, now, log }) {
      const report = await reconcile(db, now);
      if (report.problems.length > 0)
        log.error({ problems: report.problems.slice(0, 50), count: report.problems.length }, 'reconciliation found ledger problems');
      return { checked: report.checked, problems: report.problems.length };
    },
  }),
];
