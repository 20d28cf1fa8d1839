// Rate-limit counters in Redis (REDIS_URL), shared by every app instance that uses the same
// server. Each step is one Lua script, which Redis runs atomically, and every counter carries its
// window as the key's expiry, so ended windows vanish by themselves. A Redis outage fails the
// request fast (no long retry queue): a login is refused rather than let through uncounted.
import { Redis } from 'ioredis';
import type { CounterState, CounterStore } from './counter-store';

// KEYS[1] the counter; ARGV max, windowMs. Returns { count, ms left in the window, 1 if counted }.
const INCREMENT = `
local count = tonumber(redis.call('GET', KEYS[1]))
if not count then
  redis.call('SET', KEYS[1], 1, 'PX', ARGV[2])
  return {1, tonumber(ARGV[2]), 1}
end
local left = redis.call('PTTL', KEYS[1])
if count < tonumber(ARGV[1]) then
  return {redis.call('INCR', KEYS[1]), left, 1}
end
return {count, left, 0}`;

// INCR and DECR keep the key's expiry; a missing or ended counter is left alone.
const DECREMENT = `
local count = tonumber(redis.call('GET', KEYS[1]))
if count and count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

const READ = `
local count = redis.call('GET', KEYS[1])
if not count then return false end
return {tonumber(count), redis.call('PTTL', KEYS[1])}`;

export type RedisCounterStore = CounterStore & {
  /** Resolves once Redis answers a PING; rejects with the reason it cannot be reached. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

export type RedisCounterStoreOptions = {
  /** Put before every key, so one Redis can serve several apps or test runs. */
  keyPrefix?: string;
};

export function createRedisCounterStore(url: string, options: RedisCounterStoreOptions = {}): RedisCounterStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: true });
  // ioredis reconnects by itself; each failed command already rejects its request.
  redis.on('error', () => {});
  const prefix = options.keyPrefix ?? 'pawsconnect:rate-limit:';
  const run = (script: string, key: string, ...args: (string | number)[]) => redis.eval(script, 1, prefix + key, ...args);

  return {
    async increment(key, max, windowMs) {
      const [count, left, counted] = (await run(INCREMENT, key, max, windowMs)) as [number, number, number];
      return { count, resetAt: Date.now() + Math.max(0, left), counted: counted === 1 };
    },
    async decrement(key) {
      await run(DECREMENT, key);
    },
    async get(key): Promise<CounterState | null> {
      const found = (await run(READ, key)) as [number, number] | null;
      return found ? { count: found[0], resetAt: Date.now() + Math.max(0, found[1]) } : null;
    },
    async ping() {
      await redis.ping();
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
