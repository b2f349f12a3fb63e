import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { antdStaticStyles } from './build/antd-static-styles';
import { precompress } from './build/precompress';

// The API server serves the built app from apps/web/dist; in development Vite proxies the API to it.
const API_SERVER = 'http://localhost:8080';

export default defineConfig({
  plugins: [react(), antdStaticStyles(), precompress()],
  server: {
    proxy: {
      '/api': { target: API_SERVER, changeOrigin: true },
      '/files': { target: API_SERVER, changeOrigin: true },
      '/tiles': { target: API_SERVER, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // antd alone is larger than the default warning size; chunks are split per page instead.
    chunkSizeWarningLimit: 1600,
    rolldownOptions: {
      output: {
        // Every module the entry imports statically in one chunk: split by sharing, they were 23 requests
        // that the early user-info call queued behind (bench/README.md, 2026-11-27, fourth session).
        codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
      },
    },
  },
});
