// Where rate-limit counters live. Each counter is a fixed window that starts at its first hit.
// Every method is one atomic step, so a shared store is a drop-in for several app instances:
// PostgreSQL does `increment` as one INSERT ... ON CONFLICT DO UPDATE ... RETURNING, Redis as
// one small Lua script. The memory store below serves a single instance.

export type CounterState = {
  count: number;
  /** When the window ends (epoch milliseconds). */
  resetAt: number;
};

export interface CounterStore {
  /**
   * Atomically: opens a new window of `windowMs` if the key has none (or it ended), then adds
   * one unless the count has reached `max`. `counted` says whether it added.
   */
  increment(key: string, max: number, windowMs: number): Promise<CounterState & { counted: boolean }>;
  /** Takes one back within the current window (never below zero). */
  decrement(key: string): Promise<void>;
  /** The key's current window, or null when it has none. */
  get(key: string): Promise<CounterState | null>;
}

/** Enough counters that rotating through many keys cannot cheaply evict the ones under attack. */
const DEFAULT_MAX_KEYS = 100_000;

export function createMemoryCounterStore(options: { now?: () => number; maxKeys?: number } = {}): CounterStore {
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? DEFAULT_MAX_KEYS;
  const counters = new Map<string, CounterState>();

  const current = (key: string): CounterState | null => {
    const state = counters.get(key);
    if (state && state.resetAt > now()) return state;
    if (state) counters.delete(key);
    return null;
  };

  /** Makes room for one more key: ended windows first, then the oldest ones. */
  const makeRoom = () => {
    if (counters.size < maxKeys) return;
    const time = now();
    for (const [key, state] of counters) if (state.resetAt <= time) counters.delete(key);
    for (const key of counters.keys()) {
      if (counters.size < maxKeys) break;
      counters.delete(key);
    }
  };

  return {
    async increment(key, max, windowMs) {
      let state = current(key);
      if (!state) {
        makeRoom();
        state = { count: 0, resetAt: now() + windowMs };
        counters.set(key, state);
      }
      const counted = state.count < max;
      if (counted) state.count += 1;
      return { ...state, counted };
    },
    async decrement(key) {
      const state = current(key);
      if (state && state.count > 0) state.count -= 1;
    },
    async get(key) {
      const state = current(key);
      return state ? { ...state } : null;
    },
  };
}
