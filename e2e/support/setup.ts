/**
 * A call the test makes from Node (an SMS code, an API check) gets 15 s unless it sets its own
 * signal: one the site never answers then fails on its own line, not as the test's 60 s timeout.
 */
const plainFetch = globalThis.fetch;
globalThis.fetch = (input, init) => plainFetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(15_000) });
