import { defineJob } from '../../lib/jobs.js';
import { reconcile } from './payments-reconcile.js';
import { syncPendingPayments } from './payments.service.js';

/**
 * Nightly reconciliation (decision 047): pending payments are first asked about at the provider
 * (decision 052), then every order, payment and withdrawal is checked against the seller ledger;
 * problems go to the log as errors for the operators' alerting.
 */
export const paymentsJobs = [
  defineJob({
    name: 'payments-reconcile',
    schedule: '45 3 * * *',
    singleton: true,
    async handler({ db, now, log, app }) {
      // Notifications that never arrived: the provider is asked first, so the report sees its answer.
      const queried = await syncPendingPayments({ db, config: app.config, log }, now);
      const report = await reconcile(db, now);
      if (report.problems.length > 0)
        log.error({ problems: report.problems.slice(0, 50), count: report.problems.length }, 'reconciliation found ledger problems');
      return { queried, checked: report.checked, problems: report.problems.length };
    },
  }),
];
