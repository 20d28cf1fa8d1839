// Where the crashed server keeps its data, by the suite's database kind: a temporary DATA_DIR for
// PGlite, or a fresh database on the test PostgreSQL server (copied from the run's migrated
// template, dropped after). The checks open the same store directly once the server is stopped.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../../server/db/client';
import { adminQuery, withDatabase } from '../../helpers/db-template.global';

export type CrashStore = {
  kind: 'pglite' | 'postgres';
  /** DATA_DIR: PGlite's files on PGlite; uploads and the mail outbox on both. */
  dataDir: string;
  databaseUrl?: string;
  /** Opens the store as the server does (the PGlite lock included); the server must be stopped. */
  open(): Promise<DatabaseHandle>;
  dispose(): Promise<void>;
};

export async function createCrashStore(label: string): Promise<CrashStore> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `pawsconnect-${label}-`));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (process.env.TEST_DB_KIND !== 'postgres') {
    await copyPgliteTemplate(dataDir);
    return { kind: 'pglite', dataDir, open: () => openDatabase({ dataDir }), dispose: async () => removeDir() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `${label.replace(/\W/g, '_')}_${process.pid}_${Date.now()}`;
  await copyTemplate(serverUrl, name);
  const databaseUrl = withDatabase(serverUrl, name);
  return {
    kind: 'postgres',
    dataDir,
    databaseUrl,
    open: () => openDatabase({ databaseUrl, poolSize: 2 }),
    async dispose() {
      removeDir();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** The run's migrated template unpacked where the server keeps PGlite's files: no initdb at the first start. */
async function copyPgliteTemplate(dataDir: string) {
  const client = new PGlite(path.join(dataDir, 'pglite'), { loadDataDir: new Blob([fs.readFileSync(inject('dbTemplate'))]) });
  await client.waitReady;
  await client.close();
}

/** Copies of one template collide while another copy is starting; retry briefly (as test-database.ts does). */
async function copyTemplate(serverUrl: string, name: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await adminQuery(serverUrl, `create database ${name} template ${inject('dbTemplate')}`);
    } catch (error) {
      if (attempt >= 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 + attempt * 100));
    }
  }
}
