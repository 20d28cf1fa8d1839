// What every feature's routes receive: the validated config and the open database.
import type { Config } from '../config';
import type { DatabaseHandle, Db } from '../db/client';

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  db: Db;
  /** Tests turn the rate limits off except in the files that test them. */
  rateLimits: boolean;
};
