import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: 'web',
  plugins: [react()],
  // '@common/pet-schemas' instead of '../../../../common/pet-schemas' (also in web/tsconfig.json,
  // the web test project and eslint.config.js).
  resolve: { alias: { '@common': path.resolve(import.meta.dirname, 'common') } },
  build: { outDir: '../dist/web', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:5000',
      '/uploads': 'http://localhost:5000',
      '/ws': { target: 'ws://localhost:5000', ws: true },
    },
  },
});
