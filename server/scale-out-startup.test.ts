// Start-up with the scale-out settings (decisions.md 30, config): the rate-limit store follows REDIS_URL
// and the database, and a Redis or an S3 bucket that cannot be used stops start-up with one clear
// line (a ConfigError, which main.ts prints alone) instead of failing the first login or upload.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { counterStoreFor } from './platform/rate-limits/counter-store-for';
import { freePort } from '../tests/helpers/free-port';
import { startLocalS3, type LocalS3 } from '../tests/helpers/s3-server';
import { createTestDatabase } from '../tests/helpers/test-database';

let database: DatabaseHandle;
let s3: LocalS3;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pawsconnect-startup-'));

beforeAll(async () => {
  database = await createTestDatabase();
  s3 = await startLocalS3();
});
afterAll(async () => {
  await s3?.close();
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function startUp(env: Record<string, string>): Promise<unknown> {
  const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, ...env }), database, rateLimits: true });
  try {
    await app.ready();
    return null;
  } catch (error) {
    return error;
  } finally {
    await app.close();
  }
}

describe('the rate-limit store', () => {
  it('is Redis with REDIS_URL, PostgreSQL on a database server, memory on PGlite', async () => {
    const expected = database.kind === 'postgres' ? 'postgres' : 'memory';
    const chosen = await counterStoreFor({}, database);
    expect(chosen.kind).toBe(expected);
    await chosen.close();
    const redis = await counterStoreFor({ redisUrl: 'redis://127.0.0.1:1' }, database);
    expect(redis.kind).toBe('redis');
    await redis.close();
  });
});

describe('start-up stops with one clear line', () => {
  it('when REDIS_URL names a Redis that does not answer', async () => {
    const error = await startUp({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(/^Invalid configuration: REDIS_URL cannot be reached \(.+\)$/);
  });

  it('when S3_BUCKET names a bucket the storage does not have', async () => {
    const error = await startUp({ ...s3.env, S3_BUCKET: 'no-such-bucket' });
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toBe('Invalid configuration: S3_BUCKET no-such-bucket cannot be used (404 NotFound)');
    expect((error as Error).message.split('\n')).toHaveLength(1);
  });

  it('and starts when the bucket is there', async () => {
    expect(await startUp(s3.env)).toBeNull();
  });
});
