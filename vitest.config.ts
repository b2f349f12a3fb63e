import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for the whole tree; each workspace is a project so `--project server` can run alone (CI runs it twice).
export default defineConfig({
  test: {
    // Vitest keeps one core for itself (cores − 1), which on a 2-core CI machine runs every file one after
    // another. A server test file waits on its database thread half the time, so two files share 2 cores
    // well (with the copied data directory of test/global-setup.ts: the unit run 1,009 s → 526 s here).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: ['packages/core', 'apps/server', 'apps/web', 'scripts'],
    coverage: {
      provider: 'v8',
      include: ['packages/core/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/index.ts'],
      thresholds: { lines: 95 },
    },
  },
});
