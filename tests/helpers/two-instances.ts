// Several app instances on one database, as behind a load balancer (decisions.md 30): on
// PostgreSQL each instance has its own connection pool (and its own notification hub listening
// on the same database). One place opens the extra pools and builds the apps; tests say only what
// differs (rate limits on, a short ping, their own hubs or mailer).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type BuildAppOptions } from '../../server/app';
import { loadConfig } from '../../server/config';
import { TEST_ORIGIN } from './api-call';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { withDatabase } from './db-template.global';
import { sqlRows } from './sql-rows';
import { createTestDatabase } from './test-database';

/** Instances must read each other's session cookies. */
export const SHARED_SESSION_SECRET = 'the-same-secret-on-every-instance-0123456789';

/** Another pool on the PostgreSQL database `first` uses (a second instance's connection). */
export async function sameDatabaseAgain(first: DatabaseHandle, poolSize = 2): Promise<DatabaseHandle> {
  const [{ name }] = await sqlRows<{ name: string }>(first.db, sql`select current_database() as name`);
  return openDatabase({ databaseUrl: withDatabase(process.env.TEST_DATABASE_URL!, name), poolSize });
}

export type InstanceOptions = Omit<BuildAppOptions, 'config' | 'database'>;

/** Builds apps on given databases, each with a data directory of its own; `close()` closes them and removes the directories. */
export function appBuilder() {
  const apps: FastifyInstance[] = [];
  const dataDirs: string[] = [];
  return {
    async build(database: DatabaseHandle, options: InstanceOptions = {}): Promise<FastifyInstance> {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawsconnect-instance-'));
      dataDirs.push(dataDir);
      const app = await buildApp({
        rateLimits: false,
        checkResponses: true,
        ...options,
        // The same site as every test app (test-app.ts): http://localhost.
        config: loadConfig({
          DATA_DIR: dataDir,
          SESSION_SECRET: SHARED_SESSION_SECRET,
          PUBLIC_URL: TEST_ORIGIN,
          BOOKING_WINDOW_MONTHS: '60',
        }),
        database,
      });
      apps.push(app);
      return app;
    },
    async close() {
      for (const app of apps.splice(0).toReversed()) await app.close();
      for (const dir of dataDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type TwoInstances = {
  readonly first: DatabaseHandle;
  readonly second: DatabaseHandle;
  /** On `first` and on `second`; absent with `{ apps: false }`. */
  readonly appA: FastifyInstance;
  readonly appB: FastifyInstance;
};

/**
 * Call inside a describe that runs on PostgreSQL: a fresh test database with two pools on it and,
 * unless `apps: false`, an app on each (ready), built before the tests and closed after them.
 */
export function useTwoInstances(options: { apps?: InstanceOptions | false } = {}): TwoInstances {
  let first: DatabaseHandle | undefined;
  let second: DatabaseHandle | undefined;
  let apps: FastifyInstance[] = [];
  const builder = appBuilder();
  beforeAll(async () => {
    first = await createTestDatabase();
    second = await sameDatabaseAgain(first);
    if (options.apps !== false) {
      apps = [await builder.build(first, options.apps), await builder.build(second, options.apps)];
      await Promise.all(apps.map((app) => app.ready()));
    }
  });
  afterAll(async () => {
    await builder.close();
    await second?.close();
    await first?.close();
  });
  const present = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`useTwoInstances: ${what} is built in beforeAll (and only without apps: false)`);
    return value;
  };
  return {
    get first() {
      return present(first, 'the first database');
    },
    get second() {
      return present(second, 'the second database');
    },
    get appA() {
      return present(apps[0], 'appA');
    },
    get appB() {
      return present(apps[1], 'appB');
    },
  };
}
