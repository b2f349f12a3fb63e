import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    environment: './src/test/jsdom-environment.ts',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    // Component tests render antd forms in jsdom; on a busy 2-core machine one takes over the default 5 s.
    testTimeout: 20_000,
  },
});
