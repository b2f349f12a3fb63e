import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

/**
 * The check app (外业核查, check.html) is built on its own, after the desktop app and into the same dist:
 * a second entry in the desktop build would share its first chunk (antd, the shell) and lose its small
 * first load. Its map (MapLibre) is a chunk of its own, loaded when a task opens.
 */
export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    chunkSizeWarningLimit: 1600,
    rolldownOptions: { input: { check: 'check.html' } },
  },
});
