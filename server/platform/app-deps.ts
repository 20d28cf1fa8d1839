// What every feature's routes receive: the validated config, the open database and the upload
// storage (one instance, so a shared store for several app instances is swapped in one place).
import type { Config } from '../config';
import type { DatabaseHandle, Db } from '../db/client';
import type { NotificationHub } from './notifications/hub';
import type { UploadStorage } from './uploads/storage';
import type { PaymentProvider } from './payments/provider';
import type { Mailer } from './mail/mailer';
import type { CreateLimiter } from './rate-limits/limiter';
import type { SocketRegistry } from './realtime/socket-registry';

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  db: Db;
  storage: UploadStorage;
  /** Who takes card payments: the built-in sandbox, or Stripe (payments/provider.ts). */
  payments: PaymentProvider;
  /** Every notification goes through the hub: notify() stores it and delivers it after commit. */
  notifications: NotificationHub;
  mailer: Mailer;
  /** Tests turn the rate limits off except in the files that test them. */
  rateLimits: boolean;
  /** Builds a named limit on this app's counter store (never refuses when rateLimits is off). */
  createLimiter: CreateLimiter;
  /** This instance's open /ws sockets: notifications go out through it, ended sessions close theirs. */
  realtime: SocketRegistry;
};
