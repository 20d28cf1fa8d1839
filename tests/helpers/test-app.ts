// Builds the real app on a fresh database for one test file. Call in beforeAll, close in afterAll.
import type { FastifyInstance } from 'fastify';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { buildApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import type { DatabaseHandle } from '../../server/db/client';
import { createTestDatabase } from './test-database';

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
};

export type TestAppOptions = {
  rateLimits?: boolean;
  env?: Record<string, string>;
  /** A fixture build of the web app to serve (default: dist/web, absent in most checkouts). */
  webDistDir?: string;
};

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawsconnect-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, ...options.env });
  const database = await createTestDatabase();
  const app = await buildApp({ config, database, rateLimits: options.rateLimits ?? false, webDistDir: options.webDistDir });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
