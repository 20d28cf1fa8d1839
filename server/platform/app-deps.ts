// What every feature's routes receive: the validated config, the open database and the upload
// storage (one instance, so a shared store for several app instances is swapped in one place).
import type { Config } from '../config';
import type { DatabaseHandle, Db } from '../db/client';
import type { Mailer } from './mail/mailer';
import type { CreateLimiter } from './rate-limits/limiter';
import type { UploadStorage } from './storage';

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  db: Db;
  storage: UploadStorage;
  mailer: Mailer;
  /** Tests turn the rate limits off except in the files that test them. */
  rateLimits: boolean;
  /** Builds a named limit on this app's counter store (never refuses when rateLimits is off). */
  createLimiter: CreateLimiter;
};
