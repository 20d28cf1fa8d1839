// What every section of one database's bench run shares: the database (a fresh PGlite data
// directory, or a fresh database on the DATABASE_URL server, dropped afterwards), the built app
// running on it with the bench data seeded, and its first start's figures.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { seedBenchData, type BenchUsers } from './seed-bench-data';
import { startServer, type RunningServer, type ServerTarget } from './server-process';

export type DatabaseKind = 'pglite' | 'postgres';

export type BenchOptions = { seconds: number; connections: number };

export type BenchContext = {
  kind: DatabaseKind;
  target: ServerTarget;
  /** The running app; a section may restart it (replace this) but leaves one running. */
  app: RunningServer;
  users: BenchUsers;
  options: BenchOptions;
  firstStart: { startMs: number; idleRssMb: number };
};

export type BenchSection = (context: BenchContext) => Promise<import('./report').BenchRow[]>;

export async function openBenchContext(
  kind: DatabaseKind,
  options: BenchOptions,
  serverUrl?: string,
): Promise<BenchContext & { close(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `pawsconnect-bench-${kind}-`));
  const database = kind === 'postgres' ? await createBenchDatabase(serverUrl!) : undefined;
  const target: ServerTarget = { dataDir, databaseUrl: database?.url };
  const cleanUp = async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  };
  try {
    const app = await startServer({ target, label: kind });
    // Idle: started, migrated, demo data seeded, nothing asked of it yet.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const firstStart = { startMs: app.startMs, idleRssMb: app.rssMb() };
    const users = await seedBenchData(app.baseUrl);
    const context: BenchContext & { close(): Promise<void> } = {
      kind,
      target,
      app,
      users,
      options,
      firstStart,
      close: async () => {
        await context.app.stop();
        await cleanUp();
      },
    };
    return context;
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

/** A fresh database `pawsconnect_bench_<pid>` on the server of `serverUrl`. */
async function createBenchDatabase(serverUrl: string) {
  const name = `pawsconnect_bench_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`drop database if exists ${name} with (force)`);
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
