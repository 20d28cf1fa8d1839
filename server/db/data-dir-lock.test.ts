import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'paws-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe('acquireDataDirLock', () => {
  it('writes our pid and removes the lock on release', () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'pawsconnect.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'pawsconnect.lock'))).toBe(false);
  });

  it('fails fast while another live process holds the directory', () => {
    const dir = tempDir();
    // The parent process (the test runner) is alive and is not us.
    fs.writeFileSync(path.join(dir, 'pawsconnect.lock'), String(process.ppid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(/in use by another PawsConnect process/);
  });

  it('takes over a stale lock whose process is gone', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'pawsconnect.lock'), '2147483646');
    const release = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, 'pawsconnect.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
