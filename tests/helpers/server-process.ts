// The real server (`server/main.ts`) as a child process on a free loopback port, for the suites
// that kill it, stop it or restart it. `node --import tsx` keeps it one process, so a signal
// reaches the server itself and not a wrapper.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from './free-port';

const repoRoot = path.resolve(import.meta.dirname, '../..');
// Generous: a cold start on a busy 2-core CI machine has taken close to a minute.
const startTimeoutMs = 180_000;

export type ServerProcess = {
  child: ChildProcess;
  pid: number;
  port: number;
  /** `http://127.0.0.1:<port>`: also the Origin a state-changing request must carry. */
  baseUrl: string;
  /** Everything the server wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (null when a signal ended it) and that signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/**
 * What the server runs on: DATA_DIR (PGlite's files, uploads, the mail outbox) and, for PostgreSQL,
 * DATABASE_URL; plus any other variables.
 */
export type ServerEnv = { dataDir: string; databaseUrl?: string; env?: Record<string, string> };

/** Starts the server and resolves once `GET /api/health` answers 200; rejects with its output if it exits first. */
export async function startServer(options: ServerEnv): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      TZ: 'UTC',
      DEMO_ACCOUNTS: 'off',
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const server: ServerProcess = {
    child,
    pid: child.pid!,
    port,
    baseUrl: `http://127.0.0.1:${port}`,
    output: () => output,
    exited,
  };
  await waitForHealth(server);
  return server;
}

async function waitForHealth(server: ServerProcess) {
  let hasExited = false;
  void server.exited.then(() => (hasExited = true));
  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (hasExited) throw new Error(`The server exited during start-up.\n${tail(server.output())}`);
    try {
      const response = await fetch(`${server.baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.child.kill('SIGKILL');
  throw new Error(`The server did not answer GET /api/health within ${startTimeoutMs / 1000} s.\n${tail(server.output())}`);
}

/** SIGKILL: the process gets no chance to flush, close or unlock anything. */
export async function killServer(server: ServerProcess) {
  server.child.kill('SIGKILL');
  await server.exited;
}

/** SIGTERM, then the exit; SIGKILL if it has not exited after `timeoutMs` (the caller checks the code). */
export async function stopServer(server: ServerProcess, timeoutMs = 10_000) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return server.exited;
  server.child.kill('SIGTERM');
  const timer = setTimeout(() => server.child.kill('SIGKILL'), timeoutMs);
  const result = await server.exited;
  clearTimeout(timer);
  return result;
}

function tail(text: string) {
  return `Last server output:\n${text.split('\n').slice(-30).join('\n')}`;
}
