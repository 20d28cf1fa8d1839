// Runs once before the e2e specs: builds the web app, starts the real server (`server/main.ts`)
// on a free port with a fresh PGlite data directory and the demo accounts, and stops it after.
// Without Chromium the specs are skipped with a loud notice, unless REQUIRE_BROWSER=1 (CI).
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';
import { chromiumPath } from './e2e-context';
import { freePort } from '../../helpers/free-port';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const serverLogFile = path.join(repoRoot, '.test-data', 'e2e-server.log');
const startTimeoutMs = 120_000;
const stopTimeoutMs = 10_000;

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
  const port = await freePort();
  const server = startServer(port, dataDir);
  const stop = async () => {
    await stopServer(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, server);
  } catch (error) {
    await stop();
    throw error;
  }
  project.provide('e2eBrowserAvailable', true);
  project.provide('e2eBaseUrl', baseUrl);
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

function startServer(port: number, dataDir: string): ChildProcess {
  fs.mkdirSync(path.dirname(serverLogFile), { recursive: true });
  const log = fs.openSync(serverLogFile, 'w');
  // `node --import tsx` keeps the server in one process, so a signal reaches it directly.
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', DEMO_ACCOUNTS: 'on' },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  return child;
}

async function waitForHealth(baseUrl: string, server: ChildProcess) {
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`The e2e server exited during start-up (${server.exitCode ?? server.signalCode}).\n${logTail()}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The e2e server did not answer GET /api/health within ${startTimeoutMs / 1000} s.\n${logTail()}`);
}

async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  server.kill('SIGTERM');
  const timer = setTimeout(() => server.kill('SIGKILL'), stopTimeoutMs);
  await exited;
  clearTimeout(timer);
}

function logTail(): string {
  const text = fs.existsSync(serverLogFile) ? fs.readFileSync(serverLogFile, 'utf8') : '';
  return `Last server output (${serverLogFile}):\n${text.split('\n').slice(-30).join('\n')}`;
}
