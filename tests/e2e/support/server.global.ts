// Runs once before the e2e specs: builds the web app, starts the real server (`server/main.ts`)
// on a free port with a fresh PGlite data directory and the demo accounts, and stops it after.
// Without Chromium the specs are skipped with a loud notice, unless REQUIRE_BROWSER=1 (CI).
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { chromiumPath } from './e2e-context';
import { repoRoot, startServer, stopServer } from '../../helpers/server-process';

const serverLogFile = path.join(repoRoot, '.test-data', 'e2e-server.log');

export default async function setupE2eServer(project: TestProject) {
  if (!fs.existsSync(chromiumPath)) {
    if (process.env.REQUIRE_BROWSER === '1') {
      throw new Error(`REQUIRE_BROWSER=1 but there is no Chromium at ${chromiumPath}: install the Debian package 'chromium'.`);
    }
    printBrowserMissingNotice();
    project.provide('e2eBrowserAvailable', false);
    project.provide('e2eBaseUrl', '');
    project.provide('e2eDataDir', '');
    return;
  }

  await buildWebApp();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawsconnect-e2e-'));
  fs.mkdirSync(path.dirname(serverLogFile), { recursive: true });
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  // The demo accounts on: the specs sign in as them.
  const server = await startServer({ dataDir, env: { DEMO_ACCOUNTS: 'on' }, logFile: serverLogFile }).catch((error: unknown) => {
    removeDataDir();
    throw error;
  });
  const stop = async () => {
    await stopServer(server);
    removeDataDir();
  };
  project.provide('e2eBrowserAvailable', true);
  project.provide('e2eBaseUrl', server.baseUrl);
  // Specs read what the server wrote there, e.g. the mail outbox (no SMTP_URL in e2e).
  project.provide('e2eDataDir', dataDir);
  return stop;
}

function printBrowserMissingNotice() {
  const line = '!'.repeat(78);
  console.warn(
    [
      '',
      line,
      `!!  END-TO-END SPECS SKIPPED: no Chromium at ${chromiumPath}.`,
      '!!  Install it (Debian: apt-get install chromium) to run them. CI sets REQUIRE_BROWSER=1,',
      '!!  which turns this skip into a failure.',
      line,
      '',
    ].join('\n'),
  );
}

/**
 * The same build `npm start` serves: vite build, then the precompressed .br/.gz twins. Under
 * vitest NODE_ENV is 'test', which would give Vite's build React's development bundle; the specs
 * test what a visitor gets.
 */
async function buildWebApp() {
  const vite = path.join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js');
  const steps = [[vite, 'build', '--logLevel', 'warn'], [path.join(repoRoot, 'scripts', 'precompress-web.mjs')]];
  for (const args of steps) {
    try {
      await promisify(execFile)(process.execPath, args, {
        cwd: repoRoot,
        env: { ...process.env, NODE_ENV: 'production' },
        maxBuffer: 16 * 1024 * 1024,
      });
    } catch (error) {
      const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
      throw new Error(`The web build (${path.basename(args[0])}) failed:\n${stdout}\n${stderr}`, { cause: error });
    }
  }
}
