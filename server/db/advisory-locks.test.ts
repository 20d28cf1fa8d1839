import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADVISORY_LOCKS } from './advisory-locks';

const serverRoot = path.resolve(import.meta.dirname, '..');

describe('advisory lock ids', () => {
  it('names every lock with its own id', () => {
    const ids = Object.values(ADVISORY_LOCKS);
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('fits every id in a PostgreSQL integer (the two-key locks cast their first key to integer)', () => {
    for (const id of Object.values(ADVISORY_LOCKS)) expect(Number.isInteger(id) && id > 0 && id < 2 ** 31).toBe(true);
  });

  it('is the only place a lock id is written: every other server file names its lock from the registry', async () => {
    const files = (await readdir(serverRoot, { recursive: true })).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    const offenders: string[] = [];
    for (const file of files) {
      if (path.join(serverRoot, file) === path.join(import.meta.dirname, 'advisory-locks.ts')) continue;
      const text = await readFile(path.join(serverRoot, file), 'utf8');
      if (/pg_advisory\w*\(\s*\d|\b724_?151_?\d{3}\b/.test(text)) offenders.push(file);
    }
    expect(offenders).toEqual([]);
  });
});
