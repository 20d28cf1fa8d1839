// `npm run bench`: API latency and throughput on loopback. Starts the app in this process on a
// fresh PGlite database (seeded as `npm start` seeds it), registers a user with a few pets, then
// sends bounded runs of sequential and concurrent GETs and prints a table.
//   npm run bench -- --requests 300 --concurrency 16
// Client and server share one process and one core's event loop, so the figures are a floor
// for one instance, good for comparing changes on one machine, not a capacity promise.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { seedDatabase } from '../server/db/seed';
import { cookieFrom } from '../tests/helpers/users';
import { formatTable, summarize, type RunSummary } from './stats';

const { values: options } = parseArgs({
  options: {
    requests: { type: 'string', default: '300' },
    concurrency: { type: 'string', default: '16' },
  },
});
const requestCount = boundedInteger(options.requests, 10, 10_000, '--requests');
const concurrency = boundedInteger(options.concurrency, 1, 256, '--concurrency');
const warmUpCount = 20;
const samplePetCount = 5;

type Endpoint = { path: string; signedIn: boolean };
const endpoints: Endpoint[] = [
  { path: '/api/health', signedIn: false },
  { path: '/api/user', signedIn: true },
  { path: '/api/pets', signedIn: true },
  { path: '/api/dashboard', signedIn: true },
];

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawsconnect-bench-'));
  const config = loadConfig({ DATA_DIR: dataDir, DEMO_ACCOUNTS: 'on' });
  const database = await openDatabase({ dataDir: config.dataDir });
  const app = await buildApp({ config, database });
  try {
    await seedDatabase(database.db, { demoAccounts: config.demoAccounts });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const cookie = await signUpWithPets(baseUrl);

    console.log(
      `PawsConnect API bench: ${requestCount} requests per run, concurrency ${concurrency}, ` +
        `PGlite, Node ${process.version}, ${os.cpus().length} CPUs\n`,
    );
    const rows: RunSummary[] = [];
    for (const endpoint of endpoints) {
      const send = () => fetchOk(`${baseUrl}${endpoint.path}`, endpoint.signedIn ? cookie : undefined);
      await runRequests(send, warmUpCount, 1);
      rows.push(summarize(`GET ${endpoint.path}`, 'sequential', await runRequests(send, requestCount, 1)));
      rows.push(summarize(`GET ${endpoint.path}`, `concurrent ×${concurrency}`, await runRequests(send, requestCount, concurrency)));
    }
    console.log(formatTable(rows));
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function boundedInteger(text: string, min: number, max: number, name: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}`);
  }
  return value;
}

/** Registers a fresh owner with a few pets and returns its session cookie. */
async function signUpWithPets(baseUrl: string): Promise<string> {
  const username = `bench_${Date.now().toString(36)}`;
  const response = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'bench-password-1', email: `${username}@example.com`, firstName: 'Bench', isTrainer: false }),
  });
  if (response.status !== 201) throw new Error(`Registration failed: ${response.status} ${await response.text()}`);
  const cookie = cookieFrom(response.headers.getSetCookie());
  for (let index = 1; index <= samplePetCount; index++) {
    const pet = await fetch(`${baseUrl}/api/pets`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ name: `Pet ${index}`, petType: 'dog', breed: 'Mixed Breed', age: index, size: 'medium' }),
    });
    if (pet.status !== 201) throw new Error(`Creating a pet failed: ${pet.status} ${await pet.text()}`);
    await pet.arrayBuffer();
  }
  return cookie;
}

/** One GET read to the end; anything but 200 stops the bench, so a broken route is never timed. */
async function fetchOk(url: string, cookie: string | undefined): Promise<void> {
  const response = await fetch(url, { headers: cookie ? { cookie } : {} });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`GET ${url}: expected 200, got ${response.status}`);
}

/** Sends `count` requests from `workers` parallel loops; returns each latency in milliseconds. */
async function runRequests(send: () => Promise<void>, count: number, workers: number) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count) {
      next++;
      const start = performance.now();
      await send();
      latencies.push(performance.now() - start);
    }
  };
  await Promise.all(Array.from({ length: workers }, worker));
  return { latencies, elapsedMs: performance.now() - started };
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
