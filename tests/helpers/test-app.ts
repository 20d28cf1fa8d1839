// Builds the real app on a fresh database for one test file. Call in beforeAll, close in afterAll.
import type { FastifyInstance } from 'fastify';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { buildApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/config';
import type { DatabaseHandle } from '../../server/db/client';
import type { Mailer } from '../../server/platform/mail/mailer';
import { createNotificationHub, type NotificationHub } from '../../server/platform/notifications/hub';
import { TEST_ORIGIN } from './api-call';
import { createTestDatabase } from './test-database';

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  /** The app's notification hub: `t.notifications.notify(t.database.db, userId, {...})`. */
  notifications: NotificationHub;
  close(): Promise<void>;
};

export type TestAppOptions = {
  rateLimits?: boolean;
  env?: Record<string, string>;
  /** A fixture build of the web app to serve (default: dist/web, absent in most checkouts). */
  webDistDir?: string;
  /** Replaces the mailer SMTP_URL or the outbox would give (a mailer a test controls). */
  mailer?: Mailer;
  /** How often the app pings its /ws sockets (30 s by default). */
  realtimePingIntervalMs?: number;
  /** Off: queued e-mail waits for the test to send it (the mail queue's own tests). */
  sendMailAfterCommit?: boolean;
  /** The app's log, off by default: a test that reads the log lines passes a level and a stream. */
  logger?: { level: string; stream: { write(line: string): void } };
};

const hubs = new WeakMap<FastifyInstance, NotificationHub>();

/** The notification hub of an app built here: helpers that act as the business (approving a trainer) need it. */
export function notificationHubOf(app: FastifyInstance): NotificationHub {
  const hub = hubs.get(app);
  if (!hub) throw new Error('notificationHubOf: this app was not built by createTestApp');
  return hub;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawsconnect-test-'));
  // The site is http://localhost, the origin of app.inject's requests: e-mailed links start with it.
  // Bookings as far ahead as the nominal test calendar reaches (2030, tests/helpers/test-calendar.ts):
  // the business's own default window (18 months) has its own tests.
  const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: TEST_ORIGIN, BOOKING_WINDOW_MONTHS: '60', ...options.env });
  const database = await createTestDatabase();
  const notifications = await createNotificationHub(database);
  const app = await buildApp({
    config,
    database,
    notifications,
    rateLimits: options.rateLimits ?? false,
    webDistDir: options.webDistDir,
    realtimePingIntervalMs: options.realtimePingIntervalMs,
    mailer: options.mailer,
    sendMailAfterCommit: options.sendMailAfterCommit,
    logger: options.logger,
    checkResponses: true,
  });
  await app.ready();
  hubs.set(app, notifications);
  return {
    app,
    database,
    config,
    notifications,
    async close() {
      await app.close();
      await notifications.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
