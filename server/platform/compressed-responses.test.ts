// API answers over 1 KB go out compressed to a client that accepts it, and as plain JSON to one
// that does not; small answers are never compressed.
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertTrainingSkill } from '../../tests/helpers/factories';
import { useTestApp } from '../../tests/helpers/use-test-app';

const t = useTestApp();
const list = (acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url: '/api/training-skills', headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

beforeAll(async () => {
  for (let i = 0; i < 12; i++) {
    await insertTrainingSkill(t.db, {
      name: `Compressible skill ${i}`,
      category: 'Basics',
      steps: ['Wait for the cue', 'Hold it', 'Release'],
    });
  }
});

describe('compressed API answers', () => {
  it('sends a plain JSON answer to a client that accepts no encoding', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.length).toBeGreaterThan(1024);
    expect(res.json()).toHaveLength(12);
  });

  it('sends Brotli to a browser, the same JSON once decoded and much smaller', async () => {
    const plain = (await list()).rawPayload;
    const res = await list('gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(zlib.brotliDecompressSync(res.rawPayload).equals(plain)).toBe(true);
    expect(res.rawPayload.length).toBeLessThan(plain.length / 3);
  });

  it('sends gzip to a client that only takes gzip', async () => {
    const res = await list('gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(res.rawPayload).toString('utf8'))).toHaveLength(12);
  });

  it('leaves answers under 1 KB as they are', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ ok: true });
  });
});
