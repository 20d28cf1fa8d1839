// Counts the SQL statements the app sends while a callback runs, on either database: every query
// Drizzle runs goes through its driver's prepared query (PGlite's or node-postgres'), inside a
// transaction or not. PGlite opens and ends its outermost transaction itself, so `begin`, `commit`
// and `rollback` are left out on both databases and the two count the same statements (savepoints,
// which Drizzle sends on both, are counted).
import { PglitePreparedQuery } from 'drizzle-orm/pglite';
import { NodePgPreparedQuery } from 'drizzle-orm/node-postgres';
import { vi } from 'vitest';

const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback)\s*$/i;

/** The statements (their SQL text, in order) sent while `run` ran, and what `run` answered. */
export async function statementsDuring<T>(run: () => Promise<T>): Promise<{ statements: string[]; result: T }> {
  const statements: string[] = [];
  const spies = [PglitePreparedQuery.prototype, NodePgPreparedQuery.prototype].flatMap((prototype) =>
    (['execute', 'all'] as const).map((method) => {
      const original = prototype[method] as (this: { queryString: string }, ...args: unknown[]) => unknown;
      return vi.spyOn(prototype, method).mockImplementation(function (this: { queryString: string }, ...args: unknown[]) {
        if (!TRANSACTION_CONTROL.test(this.queryString)) statements.push(this.queryString);
        return original.apply(this, args) as never;
      });
    }),
  );
  try {
    return { statements, result: await run() };
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
}
