// A console.error during a test is a defect it would otherwise hide (a failed notification
// listener, an unhandled error logged and swallowed): the test fails, as browser specs fail on a
// page's console error. A test that provokes one on purpose calls `allowConsoleErrors()` first.
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

let spy: MockInstance<typeof console.error> | undefined;
let allowed = false;

/** This test expects console.error calls; they are kept quiet and do not fail it. */
export function allowConsoleErrors() {
  allowed = true;
  spy?.mockImplementation(() => {});
}

beforeEach(() => {
  allowed = false;
  spy = vi.spyOn(console, 'error');
});

afterEach(() => {
  const calls = spy?.mock.calls ?? [];
  spy?.mockRestore();
  spy = undefined;
  if (!allowed && calls.length > 0) {
    const printed = calls.map((args) => args.map((arg) => (arg instanceof Error ? arg.stack : String(arg))).join(' ')).join('\n');
    throw new Error(`console.error was called during the test:\n${printed}`);
  }
});
