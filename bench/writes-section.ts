// Section 'writes': each write alone, open loop (open-loop.ts) at 50 writes a second: a two-pet
// stay (`POST /api/bookings`), a journal entry by the front desk and an owner's message to the
// business (write-fixtures.ts). Every request is one a user could make and must succeed; any
// non-2xx answer fails the row and is printed. Beside the p99, the server's CPU time per write
// (user + system, from /proc, over writes sent one at a time), which a busy machine moves far less
// than it moves latency. Open loop: decisions.md 76.
import fs from 'node:fs';
import type { BenchContext } from './bench-context';
import { runOpenLoop, untilSettled, type OpenLoopRequest, type OpenLoopResult } from './open-loop';
import type { BenchRow } from './report';
import { benchWrites } from './write-fixtures';

const RATE = 50;
const MAX_P99_MS = 100;
const CPU_WRITES = 50;

export async function writesSection(context: BenchContext): Promise<BenchRow[]> {
  const writes = await benchWrites(context);
  const runs: [string, () => OpenLoopRequest][] = [
    ['POST /api/bookings (two-pet stay)', writes.twoPetStay],
    ['POST /api/admin/bookings/:id/journal', writes.journalEntry],
    ['POST /api/conversations/:id/messages', writes.messageToBusiness],
  ];
  const rows: BenchRow[] = [];
  for (const [name, request] of runs) {
    await untilSettled(context.app.baseUrl);
    const cpuPerWriteMs = await cpuPerWrite(context, request);
    await untilSettled(context.app.baseUrl);
    // The writes timed for CPU warmed the route up.
    const result = await runOpenLoop({ baseUrl: context.app.baseUrl, ratePerSecond: RATE, seconds: context.options.seconds, request });
    rows.push(writeRow(context, name, result, cpuPerWriteMs));
    console.log(`  ${rows.at(-1)!.name}: ${rows.at(-1)!.figure}`);
  }
  return rows;
}

/**
 * The server's CPU time per write, over CPU_WRITES writes sent one after another (after as many to warm
 * up): under an open loop the server may still be working on a backlog when the run ends, and CPU
 * time read then would be spread over writes it has not done.
 */
async function cpuPerWrite(context: BenchContext, request: () => OpenLoopRequest): Promise<number> {
  const one = async () => {
    const spec = request();
    const response = await fetch(`${context.app.baseUrl}${spec.path}`, { method: spec.method, headers: spec.headers, body: spec.body });
    const text = await response.text();
    if (response.status >= 300) throw new Error(`${spec.label}: ${response.status} ${text.slice(0, 200)}`);
  };
  for (let index = 0; index < CPU_WRITES; index++) await one();
  const before = cpuMs(context.app.pid);
  for (let index = 0; index < CPU_WRITES; index++) await one();
  return (cpuMs(context.app.pid) - before) / CPU_WRITES;
}

/** The process's CPU time so far, user and system, in ms (/proc/<pid>/stat, in clock ticks of 10 ms). */
export function cpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces), from field 3: utime is 14, stime 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function writeRow(context: BenchContext, name: string, result: OpenLoopResult, cpuPerWriteMs: number): BenchRow {
  const unanswered = result.sent - result.count;
  if (result.failures > 0) console.warn(`  WARNING ${name}: ${result.failures} failed, e.g. ${result.sampleFailure}`);
  return {
    section: 'writes',
    name: `${name} at ${RATE}/s on ${context.kind}`,
    figure:
      `p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, max ${result.maxMs} ms; server CPU ${cpuPerWriteMs.toFixed(2)} ms a write` +
      (result.failures ? `; ${result.failures} failed: ${result.sampleFailure}` : ''),
    target: `p99 < ${MAX_P99_MS} ms, no failures`,
    pass: result.count > 0 && unanswered === 0 && result.failures === 0 && result.p99Ms < MAX_P99_MS,
    values: {
      database: context.kind,
      rate: RATE,
      seconds: context.options.seconds,
      p50Ms: result.p50Ms,
      p99Ms: result.p99Ms,
      maxMs: result.maxMs,
      sent: result.sent,
      failures: result.failures,
      cpuPerWriteMs,
    },
  };
}
