import os from 'node:os';

/**
 * How many e2e files run at once. Each worker drives its own site on its own database
 * (support/global-setup.ts), so files that change shared state (maintenance, operator settings,
 * rate limits) never see another file's changes while it runs. A worker waits on its site and
 * browser far more than it computes: two keep both cores of the CI machine busy.
 */
export const E2E_WORKERS = Math.max(2, Math.min(4, os.availableParallelism()));
