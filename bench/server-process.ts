// The built server as `npm start` runs it after its build: plain `node` on compiled JavaScript with
// the start script's environment and node flags (read from package.json, so the two cannot
// drift), started by the tests' one launcher (tests/helpers/server-process.ts) with the demo
// accounts on. Every section of `npm run bench` that needs a running app uses this.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot, startServer as launchServer, stopServer } from '../tests/helpers/server-process';

export { repoRoot };
/** One fixed secret, so that the bare baseline can check the app's signed session cookies. */
export const BENCH_SESSION_SECRET = 'bench-session-secret-bench-session-secret';

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
  const logFile = path.join(os.tmpdir(), `pawsconnect-bench-${process.pid}-${options.label ?? 'app'}-${Date.now()}.log`);
  const server = await launchServer({
    ...options.target,
    command: { nodeArgs: [...npmStart.nodeArgs, ...(options.nodeArgs ?? [])], entry: options.entry ?? builtServerEntry },
    env: { SESSION_SECRET: BENCH_SESSION_SECRET, DEMO_ACCOUNTS: 'on', ...npmStart.env, ...options.env },
    logFile,
  });
  return {
    baseUrl: server.baseUrl,
    pid: server.pid,
    startMs: server.startMs,
    logFile,
    rssMb: () => residentMegabytes(server.pid),
    stop: async () => void (await stopServer(server)),
  };
}

export function residentMegabytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1]);
  return kilobytes / 1024;
}
