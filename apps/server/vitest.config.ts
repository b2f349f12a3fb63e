import { defineProject } from 'vitest/config';

// Server tests share one prepared database image (see test/global-setup.ts); hooks and queries can be slow on PGlite.
export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Operations tests start real server processes on a cluster of their own: `npm run test:ops` runs them.
    exclude: ['test/ops/**'],
    // A worker runs file after file in one process: the server's modules load once per worker, not once per
    // file, and test/harness.ts opens every file's fresh database in the worker's one database thread. Each
    // file still gets its own database and app; no test mocks modules, so nothing else carries over.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    globalSetup: ['test/global-setup.ts'],
  },
});
