// Rate-limit counters shared by every app instance on one PostgreSQL server (one row per limit
// and key, a fixed window that ends at reset_at). Only platform/rate-limits touches this table;
// a row whose window has ended is reused by the next attempt or swept.
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    /** '<limit name>:<key>', e.g. 'login-address:203.0.113.7'. */
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamptz('reset_at').notNull(),
    /**
     * Whether the latest increment added one: written in the same statement, because RETURNING
     * sees only the new row and a full window looks the same before and after a refusal.
     */
    lastCounted: boolean('last_counted').notNull().default(true),
  },
  (t) => [index('rate_limit_counters_reset_at_idx').on(t.resetAt)],
);
