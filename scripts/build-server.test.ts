// The compiled server, as `npm start` runs it: built by scripts/build-server.mjs into a folder of
// its own, started with plain node on an empty data directory, then used through its API. The
// optional SDKs (Stripe here) live in chunks loaded on demand; a start configured for Stripe
// proves its chunk is there and loads.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, startServer, type RunningServer } from '../bench/server-process';

const run = promisify(execFile);
const outDir = path.join(repoRoot, 'node_modules', '.cache', 'compiled-server-test', 'server');
const entry = path.join(outDir, 'main.js');
const dataDirs: string[] = [];
const servers: RunningServer[] = [];

async function start(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawsconnect-compiled-'));
  dataDirs.push(dataDir);
  const server = await startServer({ target: { dataDir }, entry, env, label: 'compiled-test' });
  servers.push(server);
  return server;
}

beforeAll(async () => {
  await run(process.execPath, [path.join(repoRoot, 'scripts', 'build-server.mjs'), outDir], { cwd: repoRoot });
}, 120_000);

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  for (const dir of [...dataDirs, path.dirname(outDir)]) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the compiled server', () => {
  it('is JavaScript beside its migrations, with no TypeScript left to load', () => {
    expect(fs.existsSync(entry)).toBe(true);
    expect(fs.readdirSync(path.join(outDir, 'migrations')).some((name) => name.endsWith('.sql'))).toBe(true);
    expect(fs.readdirSync(outDir).filter((name) => name.endsWith('.ts'))).toEqual([]);
  });

  it('starts on an empty data directory and serves a visitor who signs up', async () => {
    const server = await start();
    const health = await fetch(`${server.baseUrl}/api/health`);
    expect(health.status).toBe(200);
    expect(health.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");

    const registered = await fetch(`${server.baseUrl}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'compiled_start', password: 'walkies-at-dawn', email: 'compiled_start@example.com' }),
    });
    expect(registered.status).toBe(201);
    const cookie = registered.headers.get('set-cookie')!.split(';')[0];
    const user = await fetch(`${server.baseUrl}/api/user`, { headers: { cookie } });
    expect(user.status).toBe(200);
    expect(await user.json()).toMatchObject({ username: 'compiled_start' });
  }, 120_000);

  it('loads the Stripe SDK chunk when Stripe is configured', async () => {
    const server = await start({
      STRIPE_SECRET_KEY: 'sk_test_compiled',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_compiled',
      STRIPE_WEBHOOK_SECRET: 'whsec_compiled',
    });
    const unsigned = await fetch(`${server.baseUrl}/api/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(unsigned.status).toBe(400);
  }, 120_000);
});
