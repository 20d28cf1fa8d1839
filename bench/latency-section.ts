// Section 'latency': the owner's mix, open loop (open-loop.ts), at rising rates. Requests arrive
// evenly spaced whatever the answers do, each timed from when it was due. The mix, in cycles of 22:
// four page views by the bench owner (20 pets, 50 bookings), each the five reads a signed-in page
// makes as it first draws (`GET /api/user`, the nav bar's three counts and the page's own read, from
// web/src/app/page-table.ts: dashboard, pets, bookings, training programs), then one two-pet stay
// booked by another owner and one journal entry by the front desk (write-fixtures.ts): 91% reads,
// 4.5% bookings, 4.5% journal writes. Each rate runs a few seconds; the section stops after the
// first rate whose p99 is over 50 ms or that has a failure.
import { everyPageReads, pageTable, signedInLayoutReads } from '../web/src/app/page-table';
import type { BenchContext } from './bench-context';
import { runOpenLoop, untilSettled, type OpenLoopRequest, type OpenLoopResult } from './open-loop';
import type { BenchRow } from './report';
import { benchWrites, type BenchWrites } from './write-fixtures';

const RATES = [100, 150, 200, 250, 300, 400, 500, 600, 800];
const STEP_SECONDS = 4;
const WARM_UP = { rate: 50, seconds: 2 };
const MAX_P99_MS = 50;
const TARGETS = { minRate: { postgres: 500, pglite: 250 }, p99At100Ms: 25 };

/** The page views of the mix: each page's own reads after what every signed-in page asks. */
const PAGES = (['dashboard', 'pets', 'bookings', 'trainingPrograms'] as const).map((name) => [
  ...everyPageReads,
  ...signedInLayoutReads,
  ...(pageTable[name].reads ?? []),
]);

export function ownerMix(ownerCookie: string, writes: BenchWrites): (index: number) => OpenLoopRequest {
  const reads = PAGES.flat().map((path): OpenLoopRequest => ({ label: 'reads', method: 'GET', path, headers: { cookie: ownerCookie } }));
  const cycle = reads.length + 2;
  return (index) => {
    const position = index % cycle;
    if (position < reads.length) return reads[position];
    return position === reads.length ? writes.twoPetStay() : writes.journalEntry();
  };
}

export async function latencySection(context: BenchContext): Promise<BenchRow[]> {
  const request = ownerMix(context.users.ownerCookie, await benchWrites(context));
  const run = (ratePerSecond: number, seconds: number) => runOpenLoop({ baseUrl: context.app.baseUrl, ratePerSecond, seconds, request });
  await run(WARM_UP.rate, WARM_UP.seconds);
  const steps: OpenLoopResult[] = [];
  for (const rate of RATES) {
    await untilSettled(context.app.baseUrl);
    const step = await run(rate, STEP_SECONDS);
    steps.push(step);
    console.log(`  ${rate} req/s: ${stepFigure(step)}`);
    if (!withinTarget(step)) break;
  }
  return [highestRateRow(context, steps), p99At100Row(context, steps)];
}

const withinTarget = (step: OpenLoopResult) => step.failures === 0 && step.count === step.sent && step.p99Ms < MAX_P99_MS;

function stepFigure(step: OpenLoopResult): string {
  const parts = Object.entries(step.byLabel).map(([label, figures]) => `${label} p99 ${figures.p99Ms}`);
  return (
    `p50 ${step.p50Ms} ms, p99 ${step.p99Ms} ms (${parts.join(', ')}), send lag p99 ${step.sendLagP99Ms} ms` +
    (step.failures ? `; ${step.failures} failed: ${step.sampleFailure}` : '')
  );
}

function highestRateRow(context: BenchContext, steps: OpenLoopResult[]): BenchRow {
  const highest = steps.filter(withinTarget).at(-1);
  const stopped = steps.find((step) => !withinTarget(step));
  const target = TARGETS.minRate[context.kind];
  return {
    section: 'latency',
    name: `owner's mix, highest rate with p99 < ${MAX_P99_MS} ms, on ${context.kind}`,
    figure:
      (highest ? `${highest.ratePerSecond} req/s (p99 ${highest.p99Ms} ms)` : `none (100 req/s: p99 ${steps[0].p99Ms} ms)`) +
      (stopped ? `; ${stopped.ratePerSecond} req/s: ${stepFigure(stopped)}` : `; the highest rate tried`),
    target: `>= ${target} req/s`,
    pass: highest !== undefined && highest.ratePerSecond >= target,
    values: {
      database: context.kind,
      highestRate: highest?.ratePerSecond ?? 0,
      stepSeconds: STEP_SECONDS,
      ...Object.fromEntries(steps.map((step) => [`p99At${step.ratePerSecond}`, step.p99Ms])),
      ...Object.fromEntries(steps.map((step) => [`failuresAt${step.ratePerSecond}`, step.failures])),
    },
  };
}

function p99At100Row(context: BenchContext, steps: OpenLoopResult[]): BenchRow {
  const step = steps[0];
  return {
    section: 'latency',
    name: `owner's mix at ${step.ratePerSecond} req/s on ${context.kind}`,
    figure: stepFigure(step),
    target: `p99 < ${TARGETS.p99At100Ms} ms, no failures`,
    pass: step.failures === 0 && step.count === step.sent && step.p99Ms < TARGETS.p99At100Ms,
    values: { database: context.kind, rate: step.ratePerSecond, p50Ms: step.p50Ms, p99Ms: step.p99Ms, failures: step.failures },
  };
}
