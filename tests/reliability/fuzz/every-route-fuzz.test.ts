// Property-based bad input on every route (issue 14, part 2): for each route in the app's own
// catalogue, fast-check sends requests derived from its zod schemas with one thing wrong (see
// malformed-request.ts) as a real owner or trainer naming their real objects. Whatever arrives:
// never a 5xx, every 4xx says why in a non-empty `message`, and after every 4xx the database is
// exactly as it was (a trigger-kept count of rows written, read after each request). A request
// that happens to be valid may succeed; the count is then taken afresh.
// Reproduce a failure with the seed fast-check prints: FUZZ_SEED=<seed> npx vitest run ...
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CataloguedRoute } from '../../../server/platform/route-catalogue';
import { TEST_ORIGIN } from '../../helpers/api-call';
import { useTestApp } from '../../helpers/use-test-app';
import { loginAs, type RegisteredUser } from '../../helpers/users';
import { buildFuzzWorld, type FuzzWorld } from './fuzz-world';
import { malformedRequest, type FuzzRequest } from './malformed-request';
import { installWriteCounter, type WriteCounter } from './write-counter';

/** At least this many requests per run on each database. */
const TOTAL_REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 10_240);
const seed = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);

const t = useTestApp();
let world: FuzzWorld;
let rowsWritten: WriteCounter;

beforeAll(async () => {
  world = await buildFuzzWorld(t.app, t.db);
  rowsWritten = await installWriteCounter(t.db);
});

const fuzzedRoutes = (): CataloguedRoute[] =>
  t.app.routeCatalogue.filter((route) => (route.url.startsWith('/api/') || route.url.startsWith('/uploads/')) && route.method !== 'HEAD');

function send(request: FuzzRequest, caller: RegisteredUser) {
  return t.app.inject({
    method: request.method as 'POST',
    url: request.url,
    headers: {
      cookie: caller.cookie,
      origin: TEST_ORIGIN,
      ...(request.contentType === undefined ? {} : { 'content-type': request.contentType }),
    },
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
}

/**
 * A success may leave work running after its reply (notifications, the e-mails they start without
 * holding up delivery, queued mail sent once its transaction commits): wait until the hub has
 * delivered everything committed so far and the count has held still across two such rounds
 * (an e-mail a notification started commits after the first round's marker).
 */
async function settledWrites(): Promise<number> {
  let last = await rowsWritten();
  let stillRounds = 0;
  for (let round = 0; round < 100 && stillRounds < 2; round++) {
    await t.notifications.flush();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const next = await rowsWritten();
    stillRounds = next === last ? stillRounds + 1 : 0;
    last = next;
  }
  return last;
}

/**
 * A GET with no parameters, query or body can only get junk query parameters, which it ignores:
 * a few of those are enough (some, like the PDF, are slow to answer).
 */
const RUNS_WITHOUT_INPUT = 10;
const takesNoInput = (route: CataloguedRoute) =>
  route.method === 'GET' && !route.url.includes(':') && !route.schema?.querystring && !route.schema?.body;

const messageOf = (body: string): unknown => {
  try {
    return (JSON.parse(body) as { message?: unknown }).message;
  } catch {
    return undefined;
  }
};

describe('malformed requests to every route, generated from its schemas', () => {
  it(`answers ${TOTAL_REQUESTS.toLocaleString('en-US')}+ of them with a clear 4xx and stores nothing`, { timeout: 900_000 }, async () => {
    const routes = fuzzedRoutes();
    expect(routes.length).toBeGreaterThan(80);
    const plain = routes.filter(takesNoInput);
    const runsPerRoute = Math.ceil((TOTAL_REQUESTS - plain.length * RUNS_WITHOUT_INPUT) / (routes.length - plain.length));
    const started = Date.now();
    // CPU time as well as wall time: on a shared CI machine the wall time says more about the neighbours.
    const cpuBefore = process.cpuUsage();
    const failures: string[] = [];
    let sent = 0;
    let serverErrors = 0;
    // Milliseconds spent answering requests and reading the write counter, reported at the end.
    const spent = { requests: 0, counter: 0 };
    let accepted = 0;
    let stored = await settledWrites();

    for (const route of routes) {
      const caller = world.callerFor(route);
      const property = fc.asyncProperty(malformedRequest(route, world.pathBuilder(route)), async (request) => {
        const sentAt = performance.now();
        const res = await send(request, caller);
        spent.requests += performance.now() - sentAt;
        sent += 1;
        const what = `${request.method} ${request.url.slice(0, 120)} (${request.what}) -> ${res.statusCode} ${res.body.slice(0, 200)}`;
        if (res.statusCode >= 500) serverErrors += 1;
        expect(res.statusCode, what).toBeLessThan(500);
        if (res.statusCode >= 400) {
          const message = messageOf(res.body);
          expect(typeof message === 'string' && message.trim().length > 0, `no message: ${what}`).toBe(true);
          const readAt = performance.now();
          const written = await rowsWritten();
          spent.counter += performance.now() - readAt;
          expect(written, `stored something: ${what}`).toBe(stored);
          return;
        }
        accepted += 1;
        stored = await settledWrites();
        // A valid request may have ended the caller's session (logout): sign in again.
        const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: caller.cookie } });
        if (me.statusCode !== 200) {
          caller.cookie = await loginAs(t.app, caller.user.username, caller.password);
          stored = await settledWrites();
        }
      });
      // Every route gets its turn even when one fails, so one run reports every finding.
      try {
        await fc.assert(property, {
          numRuns: takesNoInput(route) ? RUNS_WITHOUT_INPUT : runsPerRoute,
          ...(seed === undefined ? {} : { seed }),
        });
      } catch (error) {
        // fast-check's own message (seed, counterexample) is long; the assertion that failed is its cause.
        const { message, cause } = error as Error;
        failures.push(
          `${route.method} ${route.url}: ${message.slice(0, 400)}\n${cause instanceof Error ? cause.message.slice(0, 1000) : ''}`,
        );
        stored = await rowsWritten();
      }
    }

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const cpu = process.cpuUsage(cpuBefore);
    const cpuSeconds = ((cpu.user + cpu.system) / 1e6).toFixed(1);
    console.log(
      `fuzz (${process.env.TEST_DB_KIND}): ${sent.toLocaleString('en-US')} requests to ${routes.length} routes in ${seconds} s (${cpuSeconds} s CPU), ${serverErrors} 5xx, ` +
        `${(sent - accepted).toLocaleString('en-US')} refused with a message and nothing stored, ${accepted} accepted; ` +
        `${(spent.requests / sent).toFixed(1)} ms a request, ${(spent.counter / Math.max(1, sent - accepted)).toFixed(1)} ms a write-counter read`,
    );
    expect(failures, failures.join('\n\n')).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(TOTAL_REQUESTS);
  });
});
