// The PGlite handle Drizzle is given: one proxy that says each thing PGlite needs from us once.
// - Turns (database-turns.ts): each top-level call waits for its turn, one an event-loop iteration.
// - Parsers (pglite-parsers.ts): Drizzle's per-query date parsers are in the client's table, and
//   left out of each query.
// - Named statements (pglite-statements.ts): each query text is parsed and planned once, and each
//   run is one call into PostgreSQL.
// A transaction's callback gets a handle of the same shape for its queries; they need no turn
// (the transaction holds PGlite's lock).
import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';
import { createTurnQueue } from './database-turns';
import { installDrizzleParsers, withoutDrizzleParsers } from './pglite-parsers';
import { namedStatements, type NamedStatements } from './pglite-statements';

type Query = (text: string, params?: unknown[], options?: QueryOptions) => Promise<unknown>;

/** The handle for Drizzle's PGlite driver; call after `waitReady`. */
export function pgliteHandle(client: PGlite, queue = createTurnQueue()): PGlite {
  installDrizzleParsers(client);
  const statements = namedStatements(client);
  const query: Query = async (text, params, options) => {
    await queue.turn();
    return statements.query(text, params, withoutDrizzleParsers(options));
  };
  const exec: PGlite['exec'] = async (...args) => {
    await queue.turn();
    return client.exec(...args);
  };
  const transaction = async <T>(run: (tx: Transaction) => Promise<T>): Promise<T> => {
    await queue.turn();
    return client.transaction((tx) => run(transactionHandle(tx, statements)));
  };
  const own: Record<PropertyKey, unknown> = { query, exec, transaction };
  return new Proxy(client, {
    get(target, property) {
      if (property in own) return own[property];
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

function transactionHandle(tx: Transaction, statements: NamedStatements): Transaction {
  const query: Query = (text, params, options) => statements.queryInTransaction(tx, text, params, withoutDrizzleParsers(options));
  return new Proxy(tx, {
    get(target, property) {
      if (property === 'query') return query;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
