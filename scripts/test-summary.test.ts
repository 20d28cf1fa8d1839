// scripts/test-summary.mjs as .ci/run calls it: vitest JSON reports with their exit statuses,
// then the count of failed checks; it prints `tests: N passed, M failed` and exits 1 on a failure.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const script = path.join(import.meta.dirname, 'test-summary.mjs');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'test-summary-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A report as vitest's JSON reporter writes it: per file, a status and the tests' results. */
type Status = 'passed' | 'failed' | 'skipped';
function report(name: string, files: { name?: string; status: 'passed' | 'failed'; message?: string; tests: Status[] }[]) {
  const file = path.join(dir, name);
  const testResults = files.map((f) => ({
    name: f.name,
    status: f.status,
    message: f.message,
    assertionResults: f.tests.map((status, i) => ({
      status,
      fullName: `case ${i + 1}`,
      failureMessages: status === 'failed' ? ['AssertionError: expected 1 to be 2\n  at a.test.ts:3'] : [],
    })),
  }));
  fs.writeFileSync(file, JSON.stringify({ testResults }));
  return file;
}

async function summary(...args: string[]) {
  try {
    const { stdout } = await run(process.execPath, [script, ...args]);
    return { code: 0, stdout: stdout.trim() };
  } catch (error) {
    const failure = error as { code: number; stdout: string };
    return { code: failure.code, stdout: failure.stdout.trim() };
  }
}

describe('test-summary', () => {
  const green = report('green.json', [{ status: 'passed', tests: ['passed', 'passed', 'skipped'] }]);

  it('counts one green run and exits 0', async () => {
    expect(await summary(green, '0', '0')).toEqual({ code: 0, stdout: 'tests: 2 passed, 0 failed' });
  });

  it('sums several runs: the main run and the one with the clock moved ahead', async () => {
    const ahead = report('ahead.json', [
      { name: path.join(process.cwd(), 'tests/a.test.ts'), status: 'failed', tests: ['passed', 'failed'] },
      { name: path.join(process.cwd(), 'tests/b.test.ts'), status: 'failed', message: 'Error: no module\n  at x', tests: [] },
    ]);
    // 2 + 1 passed; 1 failed test, 1 file that failed before its tests, 1 failed check. The two
    // failures are named just above the totals, where the tail of CI's log shows them.
    expect(await summary(green, '0', ahead, '1', '1')).toEqual({
      code: 1,
      stdout: [
        'failed: tests/a.test.ts > case 2: AssertionError: expected 1 to be 2',
        'failed: tests/b.test.ts (before its tests: Error: no module)',
        'tests: 3 passed, 3 failed',
      ].join('\n'),
    });
  });

  it('never reads "0 failed" for a run that wrote no report or exited non-zero', async () => {
    const missing = path.join(dir, 'missing.json');
    const result = await summary(green, '0', missing, '124', '0');
    expect(result.code).toBe(1);
    expect(result.stdout).toBe(`${missing}: vitest wrote no report.\ntests: 2 passed, 1 failed`);
    expect((await summary(green, '1')).stdout).toBe(`${green}: vitest exited with status 1.\ntests: 2 passed, 1 failed`);
  });
});
