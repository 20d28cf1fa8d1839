// A new embedded database is created (PostgreSQL's initdb) in a short-lived child process. initdb
// runs in its own WebAssembly instance that takes about 500 MB, and a process does not hand that
// memory back to the system afterwards: done in the server itself, the first start would keep
// running at three times the memory of every later start.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

const CREATE_DATA_DIR = `
const { PGlite } = require(process.env.PGLITE_MODULE);
const db = new PGlite(process.env.PGLITE_DIR);
db.waitReady.then(() => db.close()).catch((error) => { console.error(error); process.exit(1); });
`;

/** Creates the PGlite data directory in a child process unless it already holds a database. */
export async function createPgliteDataDirApart(pgliteDir: string): Promise<void> {
  if (fs.existsSync(path.join(pgliteDir, 'PG_VERSION'))) return;
  const pgliteModule = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  await run(process.execPath, ['-e', CREATE_DATA_DIR], {
    env: { ...process.env, PGLITE_MODULE: pgliteModule, PGLITE_DIR: pgliteDir },
  });
}
