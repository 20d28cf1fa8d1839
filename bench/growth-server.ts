// Runs the real server (server/main.ts) as its own process for the growth bench, on a PGlite
// directory or a PostgreSQL database, and stops it again so the bench can seed more rows
// (PGlite allows one process per DATA_DIR).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../tests/helpers/free-port';

const projectRoot = path.join(import.meta.dirname, '..');
const START_TIMEOUT_MS = 120_000;
/** Fixed, so a session cookie signed before a restart is still accepted after it. */
const BENCH_SESSION_SECRET = 'growth-bench-session-secret-0123456789abcdef';

export type RunningServer = { baseUrl: string; stop(): Promise<void>; output(): string };

export async function startServer(target: { dataDir: string } | { databaseUrl: string }): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: projectRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DEMO_ACCOUNTS: 'off',
      SESSION_SECRET: BENCH_SESSION_SECRET,
      ...('dataDir' in target ? { DATA_DIR: target.dataDir, DATABASE_URL: '' } : { DATABASE_URL: target.databaseUrl }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The request log is drained and dropped: it costs the same at every scale.
  let recentOutput = '';
  const keep = (chunk: Buffer) => {
    recentOutput = (recentOutput + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    await stopChild(child);
    throw new Error(`${(error as Error).message}\n${recentOutput}`, { cause: error });
  }
  return { baseUrl, stop: () => stopChild(child), output: () => `${child.exitCode !== null ? `exited with ${child.exitCode}\n` : ''}${recentOutput}` };
}

async function waitForHealth(baseUrl: string, child: ChildProcess) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode} while starting`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not answer /api/health within ${START_TIMEOUT_MS / 1000} s`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

