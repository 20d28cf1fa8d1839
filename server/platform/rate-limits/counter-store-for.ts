// Which store the app's rate-limit counters live in (decisions.md 30, scale-out): Redis when REDIS_URL is
// set; PostgreSQL on a database server (DATABASE_URL), since several app instances may share it;
// this process's memory on PGlite, which one instance owns by construction (DATA_DIR lock).
import { ConfigError, type Config } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { createMemoryCounterStore, type CounterStore } from './counter-store';
import { createPostgresCounterStore } from './postgres-counter-store';

/** Ended windows are deleted this often on PostgreSQL (the next attempt would reuse them anyway). */
const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

export type AppCounterStore = {
  store: CounterStore;
  kind: 'redis' | 'postgres' | 'memory';
  /** At start-up: a Redis that cannot be reached stops it with one clear line (ConfigError). */
  check(): Promise<void>;
  /** Stops the sweep and closes the Redis connection. */
  close(): Promise<void>;
};

/** ioredis is loaded only when REDIS_URL is set, so other start-ups do not pay for it. */
export async function counterStoreFor(
  config: Pick<Config, 'redisUrl'>,
  database: DatabaseHandle,
  onSweepError: (error: unknown) => void = () => {},
): Promise<AppCounterStore> {
  if (config.redisUrl) {
    const redis = (await import('./redis-counter-store')).createRedisCounterStore(config.redisUrl);
    const check = () =>
      redis.ping().catch((error: unknown) => {
        throw new ConfigError(`Invalid configuration: REDIS_URL cannot be reached (${(error as Error).message})`);
      });
    return { store: redis, kind: 'redis', check, close: () => redis.close() };
  }
  if (database.kind === 'postgres') {
    const postgres = createPostgresCounterStore(database.db);
    const timer = setInterval(() => postgres.sweepExpired().catch(onSweepError), SWEEP_INTERVAL_MS);
    timer.unref();
    return { store: postgres, kind: 'postgres', check: async () => {}, close: async () => clearInterval(timer) };
  }
  return { store: createMemoryCounterStore(), kind: 'memory', check: async () => {}, close: async () => {} };
}
