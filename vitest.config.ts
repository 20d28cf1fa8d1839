// Test projects: pure rules (unit), the HTTP API on PGlite (and on a PostgreSQL server when
// TEST_DATABASE_URL is set), React components in happy-dom, and end-to-end in Chromium.
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const apiProject = (name: string, dbKind: 'pglite' | 'postgres') => ({
  test: {
    name,
    // tests/reliability: the suites that walk every route or run the server as a process.
    include: ['server/**/*.test.ts', 'tests/reliability/**/*.test.ts'],
    environment: 'node',
    globalSetup: [dbKind === 'postgres' ? 'tests/helpers/db-template-postgres.global.ts' : 'tests/helpers/db-template.global.ts'],
    setupFiles: ['tests/helpers/fail-on-console-error.ts', 'tests/helpers/clear-of-midnight.ts'],
    env: { TEST_DB_KIND: dbKind },
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

// isolate: false (unit, api, web): a worker keeps the modules it loaded from one test file to the
// next instead of loading the whole app again for each file, which took most of the run (the API
// suite on PGlite: 196 s -> 102 s). What this asks of tests: no vi.mock of a module another file
// may have loaded (spy on the object instead and restore it), and module-level state reset in the
// setup files (web/src/test/setup.ts) or set by each app that needs it (the business time zone).
export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: on CI's 2 cores, one worker, and the
    // whole run used under one core (14 CPU minutes in 15.4). Two keep both cores busy; the e2e
    // project still runs its files one at a time (fileParallelism: false), after the others.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['common/**/*.test.ts', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/helpers/fail-on-console-error.ts'],
          isolate: false,
        },
      },
      apiProject('api', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
      {
        plugins: [react()],
        // The same '@common' alias as vite.config.ts (this file replaces it for tests).
        resolve: { alias: { '@common': path.resolve(import.meta.dirname, 'common') } },
        test: {
          name: 'web',
          include: ['web/src/**/*.test.tsx', 'web/src/**/*.test.ts'],
          environment: 'happy-dom',
          setupFiles: ['web/src/test/setup.ts'],
          isolate: false,
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/support/server.global.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
