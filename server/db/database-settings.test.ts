// Settings the app gives its database (server/db/client.ts): each connection of the PostgreSQL
// pool, and embedded PGlite opened from a data directory as `npm start` opens it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../tests/helpers/use-test-app';
import { sqlRows } from '../platform/sql-rows';
import { openDatabase } from './client';

type Settings = { jit: string; randomPageCost: string; sharedBuffers: string; pid: number };
const settingsQuery = sql`select current_setting('jit') as jit, current_setting('random_page_cost') as "randomPageCost",
  current_setting('shared_buffers') as "sharedBuffers", pg_backend_pid() as pid, pg_sleep(0.05)`;

const t = useTestApp();

describe.runIf(process.env.TEST_DB_KIND === 'postgres')('the PostgreSQL pool', () => {
  it('turns JIT off and prices out-of-order page reads for memory on every connection', async () => {
    // More queries at once than one connection can take: several of the pool's clients answer.
    const answers = await Promise.all(Array.from({ length: 6 }, () => sqlRows<Settings>(t.db, settingsQuery)));
    const settings = answers.map(([row]) => row);
    expect(new Set(settings.map((row) => row.pid)).size).toBeGreaterThan(1);
    expect(settings.every((row) => row.jit === 'off' && row.randomPageCost === '1.1')).toBe(true);
  });
});

describe.runIf(process.env.TEST_DB_KIND === 'pglite')('embedded PGlite', () => {
  it('keeps its shared buffers small and prices out-of-order page reads for memory', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'paws-settings-'));
    try {
      const handle = await openDatabase({ dataDir });
      try {
        const [settings] = await sqlRows<Settings>(handle.db, settingsQuery);
        expect(settings).toMatchObject({ sharedBuffers: '16MB', randomPageCost: '1.1' });
      } finally {
        await handle.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
