// Starts a built server as a child process, as `npm start` does after its build: plain `node` on
// compiled JavaScript with the start script's environment and node flags (read from package.json,
// so the two cannot drift), its own DATA_DIR or DATABASE_URL, a free port. Waits for /api/health
// and stops it with SIGTERM. Every section of `npm run bench` that needs a running app uses this.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../tests/helpers/free-port';

export const repoRoot = path.resolve(import.meta.dirname, '..');
/** One fixed secret, so that the bare baseline can check the app's signed session cookies. */
export const BENCH_SESSION_SECRET = 'bench-session-secret-bench-session-secret';

const HEALTH_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 15_000;

/** The environment and node flags that `npm start` runs the compiled server with. */
export type StartCommand = { env: Record<string, string>; nodeArgs: string[]; entry: string };

/**
 * Reads `npm start`'s last step, `[NAME=value ...] node [--flag ...] <entry>`: what the bench's
 * servers (the app's and the bare baseline's) run with, so that they measure the same runtime.
 */
export function startCommandOf(script: string): StartCommand {
  const words = (script.split('&&').at(-1) ?? '').trim().split(/\s+/);
  const env: Record<string, string> = {};
  while (words[0] && /^[A-Z_][A-Z0-9_]*=/.test(words[0])) {
    const [name, ...value] = words.shift()!.split('=');
    env[name] = value.join('=');
  }
  if (words.shift() !== 'node' || words.length === 0) throw new Error(`npm start does not end in "node ... <entry>": ${script}`);
  const entry = words.pop()!;
  return { env, nodeArgs: words, entry };
}

const packageJson = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { scripts: { start: string } };
export const npmStart = startCommandOf(packageJson.scripts.start);
export const builtServerEntry = path.join(repoRoot, npmStart.entry);

/** `npm run build` once per bench run: the web app and the compiled server. */
export function buildApp(): void {
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
}

export type ServerTarget = { dataDir: string; databaseUrl?: string };

export type RunningServer = {
  baseUrl: string;
  pid: number;
  /** From spawn to the first healthy /api/health. */
  startMs: number;
  logFile: string;
  /** Resident memory of the server process now, in MB (VmRSS from /proc). */
  rssMb(): number;
  stop(): Promise<void>;
};

export type StartOptions = {
  target: ServerTarget;
  /** The script to run with node; the built app by default. */
  entry?: string;
  env?: Record<string, string>;
  /** Extra node flags, such as --cpu-prof. */
  nodeArgs?: string[];
  label?: string;
};

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const port = await freePort();
  const label = options.label ?? 'app';
  const logFile = path.join(os.tmpdir(), `pawsconnect-bench-${process.pid}-${label}-${port}.log`);
  const log = fs.openSync(logFile, 'w');
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: String(port),
    DATA_DIR: options.target.dataDir,
    SESSION_SECRET: BENCH_SESSION_SECRET,
    DEMO_ACCOUNTS: 'on',
    ...npmStart.env,
    ...options.env,
  };
  delete env.DATABASE_URL;
  if (options.target.databaseUrl) env.DATABASE_URL = options.target.databaseUrl;
  const started = performance.now();
  const child = spawn(process.execPath, [...npmStart.nodeArgs, ...(options.nodeArgs ?? []), options.entry ?? builtServerEntry], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(baseUrl, child, logFile);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  const startMs = performance.now() - started;
  return {
    baseUrl,
    pid: child.pid!,
    startMs,
    logFile,
    rssMb: () => residentMegabytes(child.pid!),
    stop: () => stopChild(child),
  };
}

export function residentMegabytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1]);
  return kilobytes / 1024;
}

async function waitForHealth(baseUrl: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode} before it was healthy; see ${logFile}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`The server was not healthy within ${HEALTH_TIMEOUT_MS / 1000} s; see ${logFile}`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}
