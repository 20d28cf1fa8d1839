// Section 'writes': POST /api/bookings and POST /api/pets/:id/vet-records at the same connections
// for the same seconds. Every request is one a user could make and must succeed: each booking is
// a one-night boarding stay on a night of its own (so capacity never refuses one), for the pet
// whose vaccines cover it. Any non-2xx answer fails the row and is printed.
import type { BenchContext } from './bench-context';
import { API_TARGETS } from './compare';
import { runLoad, type LoadResult } from './load';
import type { BenchRow } from './report';
import { boardingBooking } from './seed-bench-data';

/** Nights used by the read section's seed start near day 1000; these start well after. */
const FIRST_NIGHT = 2000;
const NIGHTS = 3000;

export async function writesSection(context: BenchContext): Promise<BenchRow[]> {
  const { ownerCookie, firstPetId } = context.users;
  const headers = { cookie: ownerCookie, 'content-type': 'application/json' };
  let night = 0;
  const bookingBody = () => JSON.stringify(boardingBooking(firstPetId, FIRST_NIGHT + (night++ % NIGHTS)));
  const vetRecordBody = () =>
    JSON.stringify({
      visitDate: '2026-06-01',
      veterinarian: 'Dr Bench',
      recordType: 'Checkup',
      clinicName: 'Bench Clinic',
      notes: 'Healthy.',
    });
  const runs: [string, string, () => string][] = [
    ['POST /api/bookings', '/api/bookings', bookingBody],
    ['POST /api/pets/:id/vet-records', `/api/pets/${firstPetId + 1}/vet-records`, vetRecordBody],
  ];
  const rows: BenchRow[] = [];
  for (const [name, path, body] of runs) {
    const result = await runLoad({
      url: `${context.app.baseUrl}${path}`,
      method: 'POST',
      headers,
      body,
      connections: context.options.connections,
      seconds: context.options.seconds,
    });
    rows.push(writeRow(context, name, result));
    console.log(`  ${rows.at(-1)!.name}: ${rows.at(-1)!.figure}`);
  }
  return rows;
}

function writeRow(context: BenchContext, name: string, result: LoadResult): BenchRow {
  if (result.failures > 0) console.warn(`  WARNING ${name}: ${result.failures} failed responses, e.g. ${result.sampleFailure}`);
  return {
    section: 'writes',
    name: `${name} on ${context.kind}`,
    figure:
      `${Math.round(result.requestsPerSecond)} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms` +
      (result.failures ? `; ${result.failures} failed: ${result.sampleFailure}` : ''),
    target: `p99 < ${API_TARGETS.maxP99Ms} ms, no failures`,
    // A run in which nothing completed has no p99 at all: that is a failure, not a pass.
    pass: result.requests > 0 && result.failures === 0 && result.p99Ms < API_TARGETS.maxP99Ms,
    values: {
      database: context.kind,
      connections: context.options.connections,
      seconds: context.options.seconds,
      requestsPerSecond: result.requestsPerSecond,
      p50Ms: result.p50Ms,
      p99Ms: result.p99Ms,
      requests: result.requests,
      failures: result.failures,
    },
  };
}
