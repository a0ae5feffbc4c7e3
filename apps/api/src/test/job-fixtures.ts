/** The blocking job of the cross-process tests: both processes declare the same queue options. */
export const BLOCKING_JOB = {
  name: 'test-block',
  retry: { limit: 2, delaySeconds: 0, backoff: false },
  // A run not finished after 2 s is failed by maintenance and retried: the killed worker's run.
  expireInSeconds: 2,
} as const;
