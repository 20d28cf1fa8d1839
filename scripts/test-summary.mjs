// Reads vitest's JSON report and prints CI's last line, `tests: N passed, M failed`, summed over
// every project. A test file that failed without running a test (an import error, a failing
// hook) counts as one failed test, and so does a run that failed outside any test file, so a
// red run never reads "0 failed". Exits 1 when anything failed.
// A failed check run before the tests (lint, typecheck) counts as one failed test each.
// Usage: node scripts/test-summary.mjs <report.json> <vitest exit status> [failed checks]
import fs from 'node:fs';

const [reportPath, vitestStatusText = '0', failedChecksText = '0'] = process.argv.slice(2);
const vitestStatus = Number(vitestStatusText);

function readReport(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

const report = readReport(reportPath);
let passed = 0;
let failed = 0;
for (const file of report?.testResults ?? []) {
  const results = file.assertionResults ?? [];
  passed += results.filter((result) => result.status === 'passed').length;
  const failedInFile = results.filter((result) => result.status === 'failed').length;
  failed += failedInFile;
  if (failedInFile === 0 && file.status === 'failed') failed += 1;
}
if (failed === 0 && (vitestStatus !== 0 || report === undefined)) {
  console.log(report === undefined ? 'vitest wrote no report.' : `vitest exited with status ${vitestStatus}.`);
  failed = 1;
}

failed += Number(failedChecksText);

console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
