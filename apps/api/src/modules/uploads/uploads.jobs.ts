import { defineJob } from '../../lib/jobs.js';
import { storageOf } from '../../lib/file-storage.js';
import { sweepOrphanUploads } from '../../lib/stored-files.js';

/**
 * Nightly (decision 048): files uploaded more than a day ago that no live record names (a form left
 * unsaved, a delete whose object removal failed) are deleted from the disk or bucket.
 */
export const uploadsJobs = [
  defineJob({
    name: 'uploads-sweep',
    schedule: '10 4 * * *',
    singleton: true,
    retry: { limit: 3, delaySeconds: 300, backoff: true },
    async handler({ db, now, log, app }) {
      const result = await sweepOrphanUploads(db, storageOf(app), now, log);
      if (result.removed) log.info(result, 'orphan uploads removed');
      return result;
    },
  }),
];
