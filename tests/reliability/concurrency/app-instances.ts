// Several app instances on one database, as behind a load balancer: on PostgreSQL each instance
// has its own connection pool and notification hub (LISTEN/NOTIFY) on the same database; PGlite
// can only ever have one instance (one process owns its data directory), so there it is one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../../server/app';
import { loadConfig } from '../../../server/config';
import { openDatabase, type DatabaseHandle } from '../../../server/db/client';
import type { Mailer } from '../../../server/platform/mail/mailer';
import { createNotificationHub, type NotificationHub } from '../../../server/platform/notifications/hub';
import { withDatabase } from '../../helpers/db-template.global';
import { sqlRows } from '../../helpers/sql-rows';
import { createTestDatabase } from '../../helpers/test-database';

export type AppInstance = { app: FastifyInstance; database: DatabaseHandle; notifications: NotificationHub };
export type Instances = { instances: AppInstance[]; close(): Promise<void> };

const SESSION_SECRET = 'the-same-secret-on-every-instance-0123456789';

/** `count` instances on PostgreSQL, one on PGlite; all share `mailer`. */
export async function startInstances(count: number, mailer: Mailer): Promise<Instances> {
  const first = await createTestDatabase();
  const databases = [first];
  if (first.kind === 'postgres') {
    const [{ name }] = await sqlRows<{ name: string }>(first.db, sql`select current_database() as name`);
    for (let i = 1; i < count; i++)
      databases.push(await openDatabase({ databaseUrl: withDatabase(process.env.TEST_DATABASE_URL!, name), poolSize: 4 }));
  }
  const dataDirs: string[] = [];
  const instances: AppInstance[] = [];
  for (const database of databases) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawsconnect-instance-'));
    dataDirs.push(dataDir);
    const notifications = await createNotificationHub(database);
    const app = await buildApp({
      config: loadConfig({ DATA_DIR: dataDir, SESSION_SECRET }),
      database,
      notifications,
      mailer,
      rateLimits: false,
    });
    await app.ready();
    instances.push({ app, database, notifications });
  }
  return {
    instances,
    async close() {
      for (const instance of instances.toReversed()) {
        await instance.app.close();
        await instance.notifications.close();
        await instance.database.close();
      }
      for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
