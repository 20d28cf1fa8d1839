// Settings the app's PostgreSQL pool gives each of its connections (server/db/client.ts).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../tests/helpers/use-test-app';
import { sqlRows } from '../platform/sql-rows';

const t = useTestApp();

describe.runIf(process.env.TEST_DB_KIND === 'postgres')('the PostgreSQL pool', () => {
  it('turns JIT off on every connection, so short reads are never compiled', async () => {
    // More queries at once than one connection can take: several of the pool's clients answer.
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => sqlRows<{ jit: string; pid: number }>(t.db, sql`select current_setting('jit') as jit, pg_backend_pid() as pid, pg_sleep(0.05)`)),
    );
    const settings = answers.map(([row]) => row);
    expect(new Set(settings.map((row) => row.pid)).size).toBeGreaterThan(1);
    expect(settings.every((row) => row.jit === 'off')).toBe(true);
  });
});
