// Runs the real server (server/main.ts) as its own process, as `npm start` does minus the web
// build, and waits until it answers /api/health. Its output is kept, not printed, so a failure can
// show the last lines.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../helpers/free-port';

export type AppProcess = {
  name: string;
  port: number;
  /** The server's own address, bypassing the balancer. */
  url: string;
  /** The last lines the process printed (stdout and stderr). */
  output(): string;
  kill(signal: NodeJS.Signals): Promise<void>;
};

const ROOT = path.resolve(import.meta.dirname, '../../..');

export async function startAppProcess(name: string, env: Record<string, string>, timeoutMs = 90_000): Promise<AppProcess> {
  const port = await freePort();
  // node --import tsx: one process, so a signal reaches the server itself (the tsx CLI would relay it).
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - 40));
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const app: AppProcess = {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    output: () => lines.join('\n'),
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
  await waitUntilHealthy(app, child, timeoutMs);
  return app;
}

async function waitUntilHealthy(app: AppProcess, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${app.name} exited with ${child.exitCode}:\n${app.output()}`);
    try {
      if ((await fetch(`${app.url}/api/health`)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await app.kill('SIGKILL');
  throw new Error(`${app.name} did not answer /api/health within ${timeoutMs} ms:\n${app.output()}`);
}
