// One contract for every rate-limit counter store: this process's memory, PostgreSQL (the test
// database: PGlite or a server) and Redis (when TEST_REDIS_URL names one; CI starts it). Each
// store must count atomically, refuse past max, give attempts back and end its windows.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client';
import { sqlRows } from '../../../tests/helpers/sql-rows';
import { createTestDatabase } from '../../../tests/helpers/test-database';
import { createMemoryCounterStore, type CounterStore } from './counter-store';
import { createPostgresCounterStore } from './postgres-counter-store';
import { createRedisCounterStore, type RedisCounterStore } from './redis-counter-store';

const MINUTE = 60_000;
const redisUrl = process.env.TEST_REDIS_URL;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A key no other test (or earlier run against the same Redis) has used. */
const freshKey = (name: string) => `${name}:${randomBytes(6).toString('hex')}`;

function counterStoreContract(name: string, openStore: () => CounterStore) {
  describe(`${name} counter store`, () => {
    let store: CounterStore;
    beforeAll(() => {
      store = openStore();
    });

    it('opens a window at the first hit and counts up to max, then refuses without counting', async () => {
      const key = freshKey('max');
      const before = Date.now();
      const first = await store.increment(key, 3, MINUTE);
      expect(first).toMatchObject({ count: 1, counted: true });
      // The window ends a minute after the first hit (a second's slack for a database's clock).
      expect(first.resetAt).toBeGreaterThan(before + MINUTE - 1000);
      expect(first.resetAt).toBeLessThan(Date.now() + MINUTE + 1000);
      expect(await store.increment(key, 3, MINUTE)).toMatchObject({ count: 2, counted: true });
      expect(await store.increment(key, 3, MINUTE)).toMatchObject({ count: 3, counted: true });
      const refused = await store.increment(key, 3, MINUTE);
      expect(refused).toMatchObject({ count: 3, counted: false });
      expect(Math.abs(refused.resetAt - first.resetAt)).toBeLessThan(1000);
      expect(await store.get(key)).toMatchObject({ count: 3 });
      expect(await store.get(freshKey('untouched'))).toBeNull();
    });

    it('counts exactly max of many increments sent at once', async () => {
      const key = freshKey('burst');
      const results = await Promise.all(Array.from({ length: 40 }, () => store.increment(key, 15, MINUTE)));
      expect(results.filter((result) => result.counted)).toHaveLength(15);
      expect(
        results
          .map((result) => result.count)
          .sort((a, b) => a - b)
          .at(-1),
      ).toBe(15);
      expect(await store.get(key)).toMatchObject({ count: 15 });
    });

    it('gives an attempt back on decrement, never below zero, and ignores a key it never saw', async () => {
      const key = freshKey('release');
      await store.increment(key, 2, MINUTE);
      await store.increment(key, 2, MINUTE);
      await store.decrement(key);
      expect(await store.increment(key, 2, MINUTE)).toMatchObject({ count: 2, counted: true });
      await store.decrement(key);
      await store.decrement(key);
      await store.decrement(key);
      expect(await store.get(key)).toMatchObject({ count: 0 });
      const unseen = freshKey('unseen');
      await store.decrement(unseen);
      expect(await store.get(unseen)).toBeNull();
    });

    it('keeps keys apart', async () => {
      const [one, two] = [freshKey('one'), freshKey('two')];
      await store.increment(one, 1, MINUTE);
      expect((await store.increment(one, 1, MINUTE)).counted).toBe(false);
      expect(await store.increment(two, 1, MINUTE)).toMatchObject({ count: 1, counted: true });
    });

    it('starts a new window once the old one has ended', async () => {
      const key = freshKey('window');
      await store.increment(key, 1, 150);
      expect((await store.increment(key, 1, 150)).counted).toBe(false);
      await pause(300);
      expect(await store.get(key)).toBeNull();
      expect(await store.increment(key, 1, MINUTE)).toMatchObject({ count: 1, counted: true });
    });
  });
}

counterStoreContract('memory', () => createMemoryCounterStore());

describe('PostgreSQL counter store', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  counterStoreContract(`PostgreSQL (${process.env.TEST_DB_KIND})`, () => createPostgresCounterStore(database.db));

  it('sweeps counters whose window has ended and keeps running ones', async () => {
    const store = createPostgresCounterStore(database.db);
    const [ended, running] = [freshKey('ended'), freshKey('running')];
    await store.increment(ended, 5, 1);
    await store.increment(running, 5, MINUTE);
    await pause(20);
    expect(await store.sweepExpired()).toBeGreaterThanOrEqual(1);
    const keys = await sqlRows<{ key: string }>(database.db, sql`select key from rate_limit_counters where key in (${ended}, ${running})`);
    expect(keys.map((row) => row.key)).toEqual([running]);
  });
});

describe.skipIf(!redisUrl)('Redis counter store (TEST_REDIS_URL)', () => {
  const keyPrefix = `pawsconnect-test:${randomBytes(6).toString('hex')}:`;
  const stores: RedisCounterStore[] = [];
  afterAll(async () => {
    await Promise.all(stores.map((store) => store.close()));
  });

  counterStoreContract('Redis', () => {
    const store = createRedisCounterStore(redisUrl!, { keyPrefix });
    stores.push(store);
    return store;
  });

  it('lets the key expire with its window, so nothing is left to sweep', async () => {
    const store = createRedisCounterStore(redisUrl!, { keyPrefix });
    stores.push(store);
    const key = freshKey('expiry');
    await store.increment(key, 5, 100);
    await pause(250);
    expect(await store.get(key)).toBeNull();
  });
});
