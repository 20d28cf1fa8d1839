// A fresh database for one test file, copied from the run's migrated template.
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/client';
import { adminQuery, withDatabase } from './db-template.global';

export async function createTestDatabase(): Promise<DatabaseHandle> {
  const template = inject('dbTemplate');
  if (process.env.TEST_DB_KIND === 'postgres') return createPostgresCopy(template);
  const dump = fs.readFileSync(template);
  const client = new PGlite({ loadDataDir: new Blob([dump]) });
  return openDatabase({ pglite: client });
}

async function createPostgresCopy(template: string): Promise<DatabaseHandle> {
  const url = process.env.TEST_DATABASE_URL!;
  const name = `pawsconnect_test_${randomBytes(6).toString('hex')}`;
  // Copies of one template can collide while another copy is starting; retry briefly.
  for (let attempt = 0; ; attempt++) {
    try {
      await adminQuery(url, `create database ${name} template ${template}`);
      break;
    } catch (error) {
      if (attempt >= 10) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 + attempt * 100));
    }
  }
  const handle = await openDatabase({ databaseUrl: withDatabase(url, name), poolSize: 4 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await adminQuery(url, `drop database if exists ${name} with (force)`);
    },
  };
}
