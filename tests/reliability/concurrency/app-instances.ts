// Several app instances on one database, as behind a load balancer: on PostgreSQL each instance
// has its own connection pool and notification hub (LISTEN/NOTIFY) on the same database; PGlite
// can only ever have one instance (one process owns its data directory), so there it is one.
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../../server/db/client';
import type { Mailer } from '../../../server/platform/mail/mailer';
import { createNotificationHub, type NotificationHub } from '../../../server/platform/notifications/hub';
import { createTestDatabase } from '../../helpers/test-database';
import { appBuilder, sameDatabaseAgain } from '../../helpers/two-instances';

export type AppInstance = { app: FastifyInstance; database: DatabaseHandle; notifications: NotificationHub };
export type Instances = { instances: AppInstance[]; close(): Promise<void> };

/** `count` instances on PostgreSQL, one on PGlite; all share `mailer`. */
export async function startInstances(count: number, mailer: Mailer): Promise<Instances> {
  const first = await createTestDatabase();
  const databases = [first];
  if (first.kind === 'postgres') for (let i = 1; i < count; i++) databases.push(await sameDatabaseAgain(first, 4));
  const builder = appBuilder();
  const instances: AppInstance[] = [];
  for (const database of databases) {
    const notifications = await createNotificationHub(database);
    const app = await builder.build(database, { notifications, mailer });
    await app.ready();
    instances.push({ app, database, notifications });
  }
  return {
    instances,
    async close() {
      await builder.close();
      for (const instance of instances.toReversed()) {
        await instance.notifications.close();
        await instance.database.close();
      }
    },
  };
}
