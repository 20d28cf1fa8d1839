// One load run with autocannon from this process (the servers are other processes): a number of
// connections for a number of seconds, keep-alive, and the figures the bench reports.
import autocannon from 'autocannon';

export type LoadOptions = {
  url: string;
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** A fresh body per request (writes), e.g. a booking on another night each time. */
  body?: () => string;
};

export type LoadResult = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Responses that were not 2xx, and errors or timeouts: a run with any is not a valid figure. */
  failures: number;
  requests: number;
  /** One failed response's status and text, to show what went wrong. */
  sampleFailure?: string;
};

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  let sampleFailure: string | undefined;
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    method: options.method ?? 'GET',
    headers: options.headers,
    requests: [
      {
        setupRequest: (request: Record<string, unknown>) => (options.body ? { ...request, body: options.body() } : request),
        onResponse: (status: number, body: string) => {
          if (status >= 300 && sampleFailure === undefined) sampleFailure = `${status} ${body.slice(0, 200)}`;
        },
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    // autocannon counts a timeout as an error too.
    failures: result.non2xx + result.errors,
    requests: result.requests.total,
    // Without a non-2xx answer to show, say what the failures were: requests autocannon gave up
    // on (no answer within its 10 s) or connections that failed.
    sampleFailure:
      sampleFailure ??
      (result.errors > 0 ? `${result.timeouts} unanswered within 10 s, ${result.errors - result.timeouts} connection errors` : undefined),
  };
}

/**
 * Several runs against one server as one figure: throughput over all of them, p50 their mean,
 * p99 the worst (a good half never hides a bad one).
 */
export function combineRuns(runs: LoadResult[]): LoadResult {
  if (runs.length === 0) throw new Error('combineRuns needs at least one run');
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  return {
    requestsPerSecond: mean(runs.map((run) => run.requestsPerSecond)),
    p50Ms: Math.round(mean(runs.map((run) => run.p50Ms))),
    p99Ms: Math.max(...runs.map((run) => run.p99Ms)),
    failures: runs.reduce((sum, run) => sum + run.failures, 0),
    requests: runs.reduce((sum, run) => sum + run.requests, 0),
    sampleFailure: runs.find((run) => run.sampleFailure !== undefined)?.sampleFailure,
  };
}

/**
 * The order in which several servers take their turns at a measure: each once, then each again in
 * reverse (A, B, C, C, B, A), and that again until each has had `turnsEach`, so that the machine's
 * speed, which moves from second to second on a shared host, weighs on every side alike instead of
 * on whichever ran at a fast or a slow moment.
 */
export function turnOrder<T>(sides: readonly T[], turnsEach = 2): T[] {
  const order: T[] = [];
  for (let turn = 0; turn < turnsEach; turn++) order.push(...(turn % 2 === 0 ? sides : [...sides].reverse()));
  return order;
}
