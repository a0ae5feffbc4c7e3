import { beforeEach } from 'vitest';

/**
 * A call the test makes from Node (an SMS code, an API check) gets 15 s unless it sets its own
 * signal: one the site never answers then fails on its own line, not as the test's 60 s timeout.
 */
const plainFetch = globalThis.fetch;
globalThis.fetch = (input, init) => plainFetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(15_000) });

// The e2e project retries a failed test once (vitest.config.ts); this line keeps a failed first
// attempt visible in the log even when the second one passes.
beforeEach((ctx) => {
  ctx.onTestFailed(({ task }) => {
    const attempt = (task.result?.retryCount ?? 0) + 1;
    // A test that passes on its retry has its first error printed nowhere else.
    const why = (task.result?.errors ?? []).map((e) => (e.message ?? String(e)).split('\n').slice(0, 6).join('\n  ')).join('\n  ');
    console.log(`[e2e] attempt ${attempt} failed: ${task.file?.name} > ${task.fullName}${attempt === 1 ? ' (retrying)' : ''}${why ? `\n  ${why}` : ''}`);
  });
});
