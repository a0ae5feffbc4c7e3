import { defineJob } from '../../lib/jobs.js';
import { autoConfirmOrders } from './storefront.service.js';

/**
 * Delivered orders the buyer has not confirmed after STOREFRONT_AUTO_CONFIRM_DAYS are confirmed,
 * which books the sale into the seller's ledger. Confirming is one order event per order, so a
 * second run finds nothing left to do.
 */
export const storefrontJobs = [
  defineJob({
    name: 'storefront-auto-confirm',
    schedule: '7 * * * *',
    singleton: true,
    async handler({ db, now, app, log }) {
      const result = await autoConfirmOrders(db, now, app.config.storefront.autoConfirmDays);
      if (result.confirmed > 0) log.info(result, 'delivered orders auto-confirmed');
      return result;
    },
  }),
];
