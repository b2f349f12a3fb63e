import { defineProject } from 'vitest/config';

// The repository's own checks (import rules) and their tests.
export default defineProject({ test: { name: 'scripts', include: ['**/*.test.ts'] } });
