// The one way tests and the bench run the real server as a child process: a free loopback port,
// its own DATA_DIR (and DATABASE_URL for PostgreSQL), waiting until GET /api/health answers, and
// stopping it with SIGTERM (or SIGKILL). By default it runs the source (`node --import tsx
// server/main.ts`: one process, so a signal reaches the server itself, not a wrapper); the bench
// passes the compiled server and `npm start`'s node flags instead.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from './free-port';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
// Generous: a cold start on a busy 2-core CI machine has taken close to a minute.
const START_TIMEOUT_MS = 180_000;
const KEPT_OUTPUT_LINES = 60;

export type ServerProcess = {
  child: ChildProcess;
  pid: number;
  port: number;
  /** `http://127.0.0.1:<port>`: also the Origin a state-changing request must carry. */
  baseUrl: string;
  /** From spawn to the first healthy /api/health, in ms. */
  startMs: number;
  /** The last lines the server wrote to stdout and stderr. */
  output(): string;
  /** Resolves with the exit code (null when a signal ended it) and that signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

export type ServerLaunch = {
  /** PGlite's files, uploads and the mail outbox. */
  dataDir: string;
  /** A PostgreSQL database instead of PGlite. */
  databaseUrl?: string;
  /** More variables; they win over the defaults below. */
  env?: Record<string, string>;
  /** What node runs: the source by default; the bench runs the compiled server with `npm start`'s flags. */
  command?: { nodeArgs: string[]; entry: string };
  /** Also write the output to this file (kept after the process ends). */
  logFile?: string;
};

/**
 * Starts the server and resolves once `GET /api/health` answers 200; rejects with its output if
 * it exits first or is not healthy in time. Without the demo accounts a server needs PUBLIC_URL
 * and a payment mode (decisions.md 52): its own address and the sandbox, unless `env` says otherwise.
 */
export async function startServer(launch: ServerLaunch): Promise<ServerProcess> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const command = launch.command ?? { nodeArgs: ['--import', 'tsx'], entry: 'server/main.ts' };
  const started = performance.now();
  const child = spawn(process.execPath, [...command.nodeArgs, command.entry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      TZ: 'UTC',
      DEMO_ACCOUNTS: 'off',
      PUBLIC_URL: baseUrl,
      // Bookings as far ahead as the nominal test calendar reaches (2030), as in test-app.ts.
      BOOKING_WINDOW_MONTHS: '60',
      // The sandbox, unless the launch brings Stripe's keys.
      ...(launch.env?.STRIPE_SECRET_KEY ? {} : { PAYMENTS: 'sandbox' }),
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      ...launch.env,
      PORT: String(port),
      DATA_DIR: launch.dataDir,
      DATABASE_URL: launch.databaseUrl ?? '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = keepOutput(child, launch.logFile);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const server: ServerProcess = { child, pid: child.pid!, port, baseUrl, startMs: 0, output, exited };
  await waitForHealth(server);
  server.startMs = performance.now() - started;
  return server;
}

function keepOutput(child: ChildProcess, logFile: string | undefined): () => string {
  const lines: string[] = [];
  const log = logFile ? fs.createWriteStream(logFile) : undefined;
  const keep = (chunk: Buffer) => {
    log?.write(chunk);
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - KEPT_OUTPUT_LINES));
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  child.once('exit', () => log?.end());
  return () => lines.join('\n');
}

async function waitForHealth(server: ServerProcess) {
  let hasExited = false;
  void server.exited.then(() => (hasExited = true));
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (hasExited) throw new Error(`The server exited during start-up.\n${lastOutput(server)}`);
    try {
      const response = await fetch(`${server.baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await killServer(server);
  throw new Error(`The server did not answer GET /api/health within ${START_TIMEOUT_MS / 1000} s.\n${lastOutput(server)}`);
}

/** SIGKILL: the process gets no chance to flush, close or unlock anything. */
export async function killServer(server: ServerProcess) {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  await server.exited;
}

/** SIGTERM, then the exit; SIGKILL if it has not exited after `timeoutMs` (the caller checks the code). */
export async function stopServer(server: ServerProcess, timeoutMs = 15_000) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return server.exited;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), timeoutMs);
  const result = await server.exited;
  clearTimeout(timer);
  return result;
}

export function lastOutput(server: ServerProcess) {
  return `Last server output:\n${server.output()}`;
}
