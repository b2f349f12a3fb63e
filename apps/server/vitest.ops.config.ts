import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// Operations tests: real server processes (the compiled build) on a PostgreSQL cluster of their own, which
// they stop and start. Not part of `npm test`; CI runs them after the native server suite (`npm run test:ops`).
export default defineProject({
  test: {
    name: 'ops',
    root: fileURLToPath(new URL('.', import.meta.url)),
    include: ['test/ops/**/*.test.ts'],
    testTimeout: 300_000,
    hookTimeout: 900_000,
    // The files share one cluster directory and port: one after another.
    fileParallelism: false,
  },
});
