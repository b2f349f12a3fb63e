import { defineConfig } from 'vitest/config';

// One runner for the whole tree; each workspace is a project so `--project server` can run alone (CI runs it twice).
export default defineConfig({
  test: {
    projects: ['packages/core', 'apps/server', 'apps/web'],
    coverage: {
      provider: 'v8',
      include: ['packages/core/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/index.ts'],
      thresholds: { lines: 95 },
    },
  },
});
