// Rate-limit counters in PostgreSQL, shared by every app instance on the same database. Each step
// is one statement, so instances counting the same key at once never lose or overshoot a count,
// and the database's clock is the one clock every instance agrees on. Ended windows are reused
// in place by the next attempt; `sweepExpired` deletes the rest.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sqlRows } from '../sql-rows';
import type { CounterState, CounterStore } from './counter-store';

type CounterRow = { count: number; reset_at: Date | string; last_counted: boolean };

const epochMs = (value: Date | string) => (value instanceof Date ? value : new Date(value)).getTime();

export type PostgresCounterStore = CounterStore & {
  /** Deletes every counter whose window has ended; returns how many. */
  sweepExpired(): Promise<number>;
};

export function createPostgresCounterStore(db: Db): PostgresCounterStore {
  return {
    async increment(key, max, windowMs) {
      // A new key or an ended window starts at 1; a running one adds 1 unless it is full.
      const [row] = await sqlRows<CounterRow>(
        db,
        sql`insert into rate_limit_counters as c (key, count, reset_at, last_counted)
            values (${key}, 1, now() + ${windowMs} * interval '1 millisecond', true)
            on conflict (key) do update set
              count = case when c.reset_at <= now() then 1 when c.count < ${max} then c.count + 1 else c.count end,
              reset_at = case when c.reset_at <= now() then excluded.reset_at else c.reset_at end,
              last_counted = c.reset_at <= now() or c.count < ${max}
            returning count, reset_at, last_counted`,
      );
      return { count: Number(row.count), resetAt: epochMs(row.reset_at), counted: row.last_counted };
    },
    async decrement(key) {
      await db.execute(sql`update rate_limit_counters set count = count - 1 where key = ${key} and count > 0 and reset_at > now()`);
    },
    async get(key): Promise<CounterState | null> {
      const [row] = await sqlRows<CounterRow>(
        db,
        sql`select count, reset_at from rate_limit_counters where key = ${key} and reset_at > now()`,
      );
      return row ? { count: Number(row.count), resetAt: epochMs(row.reset_at) } : null;
    },
    async sweepExpired() {
      const rows = await sqlRows<{ key: string }>(db, sql`delete from rate_limit_counters where reset_at <= now() returning key`);
      return rows.length;
    },
  };
}
