import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { prerenderLandingPlugin } from './scripts/prerender-landing';
import { pagesShareLayoutPlugin } from './scripts/pages-share-layout';
import { routePagesPlugin } from './scripts/route-pages';
import { mantineTrimsPlugin } from './scripts/mantine-trims';

// Long-lived vendor chunks: a deploy that changes only app code leaves these cached (their file
// names are content hashes). Mantine is left to automatic splitting on purpose: as one group it
// pulled the components only lazy pages use into the first load (+94 KB raw on /).
// Only JavaScript: the global CSS stays in one file, in the cascade order web/src/styles.ts sets.
// Vite's preload helper, which every chunk with a dynamic import uses, goes with React: on its own
// it made the app's entry a 42-byte file of its own, one more request on every page (decisions.md 101).
const js = (pattern: RegExp) => (id: string) => pattern.test(id) && !id.endsWith('.css');
const vendorChunks = [
  { name: 'react', test: js(/node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|^\0vite\/preload-helper/), priority: 3 },
  { name: 'query', test: js(/node_modules[\\/]@tanstack[\\/]/), priority: 2 },
];

// Chunks below this size (source bytes before minifying, about 6 KB compressed) are copied into
// the chunks that import them instead of being fetched on their own: each request costs a phone
// a round trip and about 0.5 KB of headers. At 4,000 /auth was 19 files of JavaScript, at 24,000
// it is 10, and every measured route carries fewer bytes as well (`npm run bench -- --only pages`).
const INLINE_BELOW = 24_000;
const clientChunking = {
  preserveEntrySignatures: false as const,
  // A zod schema built at a module's top level (`z.object(...)`) is a call the bundler must keep
  // unless told it has no side effects: a page that imported only a constant or a label from a
  // module of schemas got all of zod (23 KB compressed) with it. Building a schema has no side
  // effects; a schema's result is always used (parsing goes through the schema's own methods).
  treeshake: { manualPureFunctions: ['z'] },
  output: { codeSplitting: { groups: vendorChunks, experimentalInlineCommonChunks: { maxSize: INLINE_BELOW } } },
};

const reactRouterProduction = path.resolve(import.meta.dirname, 'node_modules/react-router/dist/production/index.mjs');

export default defineConfig(({ command, isSsrBuild }) => ({
  root: 'web',
  // pagesShareLayoutPlugin makes each signed-in page's chunk use the layout's copies of the modules
  // they share; prerenderLandingPlugin writes dist/web/landing.html, the JavaScript-free `/`;
  // routePagesPlugin one HTML file per other route, naming that route's code up front;
  // mantineTrimsPlugin keeps floating-ui and ScrollArea out of pages that only draw a table (see its file).
  plugins: [react(), mantineTrimsPlugin(), pagesShareLayoutPlugin(), prerenderLandingPlugin(), routePagesPlugin()],
  // '@common/pet-schemas' instead of '../../../../common/pet-schemas' (also in web/tsconfig.json,
  // the web test project and eslint.config.js).
  resolve: {
    alias: {
      '@common': path.resolve(import.meta.dirname, 'common'),
      // React Router's package names only its development build (remix-run/react-router#12532):
      // the client build takes its production build, without the development warnings.
      ...(command === 'build' && !isSsrBuild ? { 'react-router': reactRouterProduction } : {}),
    },
  },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // Every browser we serve has had <link rel="modulepreload"> since 2023 (Safari 17, Firefox 115):
    // Vite's polyfill for older ones would be 0.3 KB more on every page's first load.
    modulePreload: { polyfill: false },
    // The prerender's server build (scripts/prerender-landing.ts) keeps its exports and one file.
    rolldownOptions: isSsrBuild ? {} : clientChunking,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:5000',
      '/uploads': 'http://localhost:5000',
      '/ws': { target: 'ws://localhost:5000', ws: true },
    },
  },
}));
