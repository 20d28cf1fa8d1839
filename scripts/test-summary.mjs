// Reads vitest's JSON reports and prints CI's last line, `tests: N passed, M failed`, summed over
// every project of every run (CI runs the projects in three runs: .ci/run). A test file that
// failed without running a test (an import error, a failing hook) counts as one failed test, and
// so does a run that failed outside any test file, so a red run never reads "0 failed". Each
// failure is named on a line of its own just above the totals, so that the tail of CI's log says
// which test failed. Exits 1 when anything failed.
// A failed check run before the tests (lint, typecheck) counts as one failed test each.
// Usage: node scripts/test-summary.mjs <report.json> <vitest exit status> [<report.json> <status>]... [failed checks]
// (the failed-checks count comes last; it is the only argument that is not in a report/status pair).
import fs from 'node:fs';
import path from 'node:path';

function readReport(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** One run's counts from its report (undefined: vitest wrote none) and exit status. */
function countRun(report, vitestStatus) {
  let passed = 0;
  let failed = 0;
  const failures = [];
  for (const file of report?.testResults ?? []) {
    const results = file.assertionResults ?? [];
    passed += results.filter((result) => result.status === 'passed').length;
    const failedTests = results.filter((result) => result.status === 'failed');
    failed += failedTests.length;
    const where = file.name ? path.relative(process.cwd(), file.name) : 'a test file';
    for (const test of failedTests) {
      const why = firstLine(test.failureMessages?.[0]);
      failures.push(`failed: ${where} > ${test.fullName ?? test.title ?? 'a test'}${why ? `: ${why}` : ''}`);
    }
    if (failedTests.length === 0 && file.status === 'failed') {
      failed += 1;
      failures.push(`failed: ${where} (before its tests: ${firstLine(file.message) ?? 'no message'})`);
    }
  }
  let note;
  if (failed === 0 && (vitestStatus !== 0 || report === undefined)) {
    note = report === undefined ? 'vitest wrote no report.' : `vitest exited with status ${vitestStatus}.`;
    failed = 1;
  }
  return { passed, failed, failures, note };
}

function firstLine(text) {
  return typeof text === 'string' && text.trim() !== '' ? text.trim().split('\n')[0].slice(0, 200) : undefined;
}

/** The summary line and exit status for `args` as the usage above describes them. */
function summarize(args) {
  const pairs = args.length % 2 === 1 ? args.slice(0, -1) : args;
  const failedChecks = args.length % 2 === 1 ? Number(args.at(-1)) : 0;
  const notes = [];
  const failures = [];
  let passed = 0;
  let failed = failedChecks;
  for (let i = 0; i < pairs.length; i += 2) {
    const run = countRun(readReport(pairs[i]), Number(pairs[i + 1]));
    passed += run.passed;
    failed += run.failed;
    failures.push(...run.failures);
    if (run.note) notes.push(`${pairs[i]}: ${run.note}`);
  }
  return { lines: [...notes, ...failures, `tests: ${passed} passed, ${failed} failed`], status: failed > 0 ? 1 : 0 };
}

const { lines, status } = summarize(process.argv.slice(2));
for (const line of lines) console.log(line);
process.exit(status);
