// A fingerprint of everything the database holds except sessions (which slide on every signed-in
// call) and the e-mail bookkeeping (notifications are claimed and their mail queued and sent after
// the commit, on PostgreSQL from LISTEN/NOTIFY, so possibly while a later request runs): equal
// before and after a stranger's refused request means the request changed nothing.
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { sqlRows } from './sql-rows';

let tables: string[] | undefined;
/** Columns written in the background, after the request that caused them has been answered. */
const BACKGROUND_COLUMNS: Record<string, string[]> = { notifications: ['emailed_at'] };

async function dataTables(db: Db): Promise<string[]> {
  tables ??= (
    await sqlRows<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('sessions', 'mail_queue') order by 1`,
    )
  ).map((row) => row.name);
  return tables;
}

/** One hash per table of its rows, in one query. */
export async function dataFingerprint(db: Db): Promise<Record<string, string>> {
  const names = await dataTables(db);
  const parts = names.map((name) => {
    const row = sql`(to_jsonb(t) - ${`{${(BACKGROUND_COLUMNS[name] ?? []).join(',')}}`}::text[])::text`;
    return sql`select ${name} as name, md5(coalesce(string_agg(${row}, '|' order by ${row}), '')) as hash from ${sql.identifier(name)} t`;
  });
  const rows = await sqlRows<{ name: string; hash: string }>(db, sql.join(parts, sql` union all `));
  return Object.fromEntries(rows.map((row) => [row.name, row.hash]));
}
