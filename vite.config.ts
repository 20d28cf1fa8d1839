import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Long-lived vendor chunks: a deploy that changes only app code leaves these cached (their file
// names are content hashes). Mantine is left to automatic splitting on purpose: as one group it
// pulled the components only lazy pages use into the first load (+94 KB raw on /).
// Only JavaScript: the global CSS stays in one file, in the cascade order web/src/styles.ts sets.
const js = (pattern: RegExp) => (id: string) => pattern.test(id) && !id.endsWith('.css');
const vendorChunks = [
  { name: 'react', test: js(/node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/), priority: 3 },
  { name: 'query', test: js(/node_modules[\\/]@tanstack[\\/]/), priority: 2 },
];

export default defineConfig({
  root: 'web',
  plugins: [react()],
  // '@common/pet-schemas' instead of '../../../../common/pet-schemas' (also in web/tsconfig.json,
  // the web test project and eslint.config.js).
  resolve: { alias: { '@common': path.resolve(import.meta.dirname, 'common') } },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: { groups: vendorChunks } } },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:5000',
      '/uploads': 'http://localhost:5000',
      '/ws': { target: 'ws://localhost:5000', ws: true },
    },
  },
});
