import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'contracts', include: ['packages/contracts/src/**/*.test.ts'], environment: 'node' },
      },
      {
        test: { name: 'tooling', include: ['scripts/**/*.test.js'], environment: 'node' },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // One module graph per worker: importing the whole app again for every file cost more than
          // most files' tests. Each file still gets its own app and database (test/test-app.ts), and
          // the module state the app keeps is keyed per phone, per app or set again by every app.
          isolate: false,
        },
      },
      {
        oxc: { jsx: { runtime: 'automatic' } },
        test: {
          name: 'web',
          include: ['apps/web/app/**/*.test.{ts,tsx}', 'apps/web/vite/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['apps/web/test/setup.ts'],
          // A page test that takes under a second alone can overrun the 5 s default while the whole
          // suite runs beside other work on 2 cores; a state that never comes still fails, at the
          // first waitFor's own limit.
          testTimeout: 30_000,
          // One worker's jsdom window and library modules (antd, React Router, Testing Library) serve
          // every file: a new process, window and antd for each file cost more than most files' tests.
          // test/setup.ts evaluates the app's own modules afresh and empties the page before each
          // file, so a file starts as it would alone.
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['e2e/support/global-setup.ts'],
          setupFiles: ['e2e/support/setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A page refetching under a loaded 2-core CI can take over the 1 s default; a state that
          // never comes still fails, within the window a user would wait.
          expect: { poll: { timeout: 10_000 } },
          // One more attempt for a test that fails: on a 2-core CI a browser step now and then misses
          // its window under load. A real defect fails both attempts; a failed first attempt still prints its
          // diagnostics and an '[e2e] retrying' line (support/setup.ts), so flakiness stays visible.
          retry: 1,
          // Files run side by side (decision 078), each worker on its own site and database
          // (support/global-setup.ts starts one per worker): a worker waits on its site and browser
          // far more than it computes, so two keep both cores of the CI machine busy.
          maxWorkers: Math.max(2, Math.min(4, os.availableParallelism())),
          pool: 'forks',
        },
      },
    ],
  },
});
