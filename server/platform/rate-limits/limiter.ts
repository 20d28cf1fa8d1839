// The one rate-limit builder every feature uses (login, register, account recovery, uploads):
//   const limiter = deps.createLimiter({ name: 'uploads', max: 50, windowMs: ONE_HOUR });
//   await limiter.reserve(key, reply);   // before the work; over the limit: 429 + Retry-After
//   await limiter.release(key);          // give the attempt back, e.g. after a successful login
// Reserving counts the attempt before the work is done, atomically in the store, so requests
// sent at once cannot all slip under the limit.
import { HttpError } from '../errors';
import { createMemoryCounterStore, type CounterStore } from './counter-store';

export type { CounterStore } from './counter-store';

export const TOO_MANY_ATTEMPTS = 'Too many attempts. Please wait a few minutes and try again.';

export type LimiterOptions = {
  /** Names the limit in the store's keys; unique per limit. */
  name: string;
  /** Attempts allowed per key in one window. */
  max: number;
  windowMs: number;
  /** The 429's message; TOO_MANY_ATTEMPTS by default. */
  message?: string;
};

export type LimitStatus = {
  /** Whether the attempt was counted (tryReserve) or one more would be (peek). */
  allowed: boolean;
  count: number;
  remaining: number;
  /** Seconds until the window ends (0 when there is no window). */
  retryAfterSeconds: number;
};

/** The part of a reply a limiter writes to: Fastify's reply fits. */
export type RetryAfterTarget = { header(name: string, value: string): unknown };

export type Limiter = {
  readonly name: string;
  /** Counts one attempt for `key`; over the limit it sets Retry-After on `reply` and throws a 429 HttpError. */
  reserve(key: string, reply: RetryAfterTarget): Promise<void>;
  /** Counts one attempt for `key` if under the limit, and says whether it did. Never throws a 429. */
  tryReserve(key: string): Promise<LimitStatus>;
  /** Gives one counted attempt back. */
  release(key: string): Promise<void>;
  /** The key's count without changing it. */
  peek(key: string): Promise<LimitStatus>;
};

export type CreateLimiter = (options: LimiterOptions) => Limiter;

export function createLimiter(store: CounterStore, options: LimiterOptions): Limiter {
  const { name, max, windowMs } = options;
  const storeKey = (key: string) => `${name}:${key}`;
  const status = (count: number, resetAt: number | null, allowed: boolean): LimitStatus => ({
    allowed,
    count,
    remaining: Math.max(0, max - count),
    retryAfterSeconds: resetAt === null ? 0 : Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)),
  });

  const limiter: Limiter = {
    name,
    async tryReserve(key) {
      const state = await store.increment(storeKey(key), max, windowMs);
      return status(state.count, state.resetAt, state.counted);
    },
    async reserve(key, reply) {
      const result = await limiter.tryReserve(key);
      if (result.allowed) return;
      reply.header('retry-after', String(result.retryAfterSeconds));
      throw new HttpError(429, options.message ?? TOO_MANY_ATTEMPTS);
    },
    release: (key) => store.decrement(storeKey(key)),
    async peek(key) {
      const state = await store.get(storeKey(key));
      return state ? status(state.count, state.resetAt, state.count < max) : status(0, null, true);
    },
  };
  return limiter;
}

/** A limiter that counts nothing and refuses nothing: rate limits off (tests). */
function unlimited(name: string): Limiter {
  const open: LimitStatus = { allowed: true, count: 0, remaining: Number.POSITIVE_INFINITY, retryAfterSeconds: 0 };
  return {
    name,
    reserve: async () => {},
    tryReserve: async () => open,
    release: async () => {},
    peek: async () => open,
  };
}

/** The app's `createLimiter`: every limit on one store (this process's memory unless given one). */
export function limiterBuilder(options: { enabled: boolean; store?: CounterStore }): CreateLimiter {
  if (!options.enabled) return ({ name }) => unlimited(name);
  const store = options.store ?? createMemoryCounterStore();
  const names = new Set<string>();
  return (limiterOptions) => {
    // Two limits sharing a name would silently share counters.
    if (names.has(limiterOptions.name)) throw new Error(`Rate limit "${limiterOptions.name}" is defined twice`);
    names.add(limiterOptions.name);
    return createLimiter(store, limiterOptions);
  };
}
