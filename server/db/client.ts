// Opens the database: embedded PGlite under DATA_DIR by default, a PostgreSQL server through
// DATABASE_URL. Callers get one Drizzle type and cannot tell which is underneath.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { ADVISORY_LOCKS } from './advisory-locks';
import { acquireDataDirLock } from './data-dir-lock';
import { createPgliteDataDirApart } from './pglite-first-start';
import { pgliteHandle } from './pglite-handle';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle inside `db.transaction(async (tx) => ...)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * The planner's cost of reading a page out of order, against 1.0 for reading in order. PostgreSQL's
 * default, 4.0, prices a spinning disk; our tables are read from memory or SSD, where an index
 * lookup costs little more than a sequential read. At the default the planner scanned all 10,000
 * cart items to find a trainer's 30 (1.2 ms) rather than look each up by its key (0.07 ms).
 */
const RANDOM_PAGE_COST = '1.1';

/**
 * PGlite keeps PostgreSQL's shared buffers inside the process's WebAssembly memory, and its default
 * (160 MB) alone would put the server over its 250 MB memory budget. Table files are read through
 * Node's fs, so the operating system's page cache still holds the hot pages.
 */
const EMBEDDED_SETTINGS = ['shared_buffers=16MB', `random_page_cost=${RANDOM_PAGE_COST}`];

export type DatabaseHandle = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The pg pool when on a PostgreSQL server (LISTEN/NOTIFY needs its own client from it). */
  pool?: pg.Pool;
  /** The PGlite instance when embedded (the notification hub LISTENs on it). */
  pglite?: PGlite;
  close(): Promise<void>;
};

export type DatabaseOptions = { databaseUrl: string; poolSize?: number } | { dataDir: string } | { pglite: PGlite };

/** Opens the database and applies every committed migration before returning. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ('databaseUrl' in options) return openPostgres(options.databaseUrl, options.poolSize);
  if ('pglite' in options) return wrapPglite(options.pglite, () => options.pglite.close());

  fs.mkdirSync(options.dataDir, { recursive: true });
  const releaseLock = acquireDataDirLock(options.dataDir);
  try {
    const pgliteDir = path.join(options.dataDir, 'pglite');
    await createPgliteDataDirApart(pgliteDir);
    const client = new PGlite(pgliteDir, { postgresqlconf: EMBEDDED_SETTINGS });
    return await wrapPglite(client, async () => {
      await client.close();
      releaseLock();
    });
  } catch (error) {
    releaseLock();
    throw error;
  }
}

async function wrapPglite(client: PGlite, close: () => Promise<void>): Promise<DatabaseHandle> {
  await client.waitReady;
  const db = drizzlePglite({ client: pgliteHandle(client), schema }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  return { db, kind: 'pglite', pglite: client, close };
}

// Several app instances may start at once against one server: an advisory lock makes exactly
// one of them apply migrations while the others wait.
const MIGRATION_LOCK_ID = ADVISORY_LOCKS.migrations;

/**
 * Set on every connection of the pool. JIT off: PostgreSQL compiles a query whose estimated cost
 * passes jit_above_cost, and our reads are short, so the compiling is all of the cost: the
 * trainer's client list at 100,000 bookings spent 61 of its 68 ms in JIT for a 7 ms query. And
 * the cost of a page read out of order, as for PGlite above.
 */
const POSTGRES_SESSION_OPTIONS = `-c jit=off -c random_page_cost=${RANDOM_PAGE_COST}`;

async function openPostgres(databaseUrl: string, poolSize = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize, options: POSTGRES_SESSION_OPTIONS });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it. Nothing to do here.
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(lockClient, { schema }), { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    lockClient.release();
  }
  return { db, kind: 'postgres', pool, close: () => pool.end() };
}
