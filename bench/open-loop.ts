// An open-loop load driver: request i is due at start + i / rate and is sent at its due time,
// whether or not the earlier ones have been answered, and its latency runs from that due time.
// A closed loop (autocannon's connections, each waiting for its answer before the next request)
// sends less while the server is slow, so a stall delays the requests that were never sent and
// none of them is measured (coordinated omission); autocannon's `overallRate` sends each second's
// budget in one burst, which measures the burst. Here the arrivals are what a site's visitors do:
// evenly spaced at a stated rate, indifferent to how the server is doing. Whatever holds a request
// back on this side (a late timer, every socket of the pool busy) counts in its latency too.
import http from 'node:http';

export type OpenLoopRequest = {
  /** Which kind of request this is: the result keeps figures per label. */
  label: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH';
  path: string;
  headers?: Record<string, string>;
  body?: string;
};

export type OpenLoopOptions = {
  baseUrl: string;
  ratePerSecond: number;
  seconds: number;
  /** The i-th request of the run (0-based), made when it is due. */
  request: (index: number) => OpenLoopRequest;
  /** Keep-alive sockets at most: generous, so the pool is never what holds a request back. */
  maxSockets?: number;
  /** A request unanswered this long after its due time is a failure. */
  timeoutMs?: number;
};

export type LatencySummary = { count: number; p50Ms: number; p99Ms: number; maxMs: number };

export type OpenLoopResult = LatencySummary & {
  ratePerSecond: number;
  sent: number;
  /** Non-2xx answers, errors and requests unanswered within the timeout. */
  failures: number;
  sampleFailure?: string;
  byLabel: Record<string, LatencySummary & { failures: number }>;
  /** How late requests left this process after their due time (p99): the driver's own lag. */
  sendLagP99Ms: number;
};

type Sample = { label: string; latencyMs: number; ok: boolean };

export async function runOpenLoop(options: OpenLoopOptions): Promise<OpenLoopResult> {
  const url = new URL(options.baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.maxSockets ?? 512 });
  const total = Math.round(options.ratePerSecond * options.seconds);
  const intervalMs = 1000 / options.ratePerSecond;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const samples: Sample[] = [];
  const sendLags: number[] = [];
  const answered: Promise<void>[] = [];
  let sampleFailure: string | undefined;

  const send = (index: number, dueAt: number) => {
    const spec = options.request(index);
    sendLags.push(performance.now() - dueAt);
    answered.push(
      oneRequest(url, agent, spec, timeoutMs).then(({ status, text }) => {
        const ok = status >= 200 && status < 300;
        if (!ok && sampleFailure === undefined) sampleFailure = `${spec.label}: ${status} ${text.slice(0, 200)}`;
        samples.push({ label: spec.label, latencyMs: performance.now() - dueAt, ok });
      }),
    );
  };

  const start = performance.now();
  await new Promise<void>((resolve) => {
    let next = 0;
    const tick = () => {
      const now = performance.now();
      // Everything due by now goes out now, each still timed from its own due time.
      while (next < total && start + next * intervalMs <= now) {
        send(next, start + next * intervalMs);
        next++;
      }
      if (next >= total) return resolve();
      setTimeout(tick, Math.max(0, start + next * intervalMs - performance.now()));
    };
    tick();
  });
  await Promise.all(answered);
  agent.destroy();

  const labels = [...new Set(samples.map((sample) => sample.label))];
  const byLabel = Object.fromEntries(
    labels.map((label) => {
      const mine = samples.filter((sample) => sample.label === label);
      return [label, { ...summarise(mine.map((sample) => sample.latencyMs)), failures: mine.filter((sample) => !sample.ok).length }];
    }),
  );
  return {
    ratePerSecond: options.ratePerSecond,
    sent: total,
    ...summarise(samples.map((sample) => sample.latencyMs)),
    failures: samples.filter((sample) => !sample.ok).length,
    sampleFailure,
    byLabel,
    sendLagP99Ms: round(percentile(sendLags.sort(ascending), 0.99)),
  };
}

/** Percentiles over every sample (nearest rank), in ms to one decimal. */
export function summarise(latenciesMs: number[]): LatencySummary {
  const sorted = [...latenciesMs].sort(ascending);
  return {
    count: sorted.length,
    p50Ms: round(percentile(sorted, 0.5)),
    p99Ms: round(percentile(sorted, 0.99)),
    maxMs: round(sorted.at(-1) ?? 0),
  };
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

const ascending = (a: number, b: number) => a - b;
const round = (ms: number) => Math.round(ms * 10) / 10;

/** One request; never rejects: an error or a timeout is a status 0 with its reason. */
function oneRequest(url: URL, agent: http.Agent, spec: OpenLoopRequest, timeoutMs: number): Promise<{ status: number; text: string }> {
  return new Promise((resolve) => {
    const headers = { ...spec.headers, ...(spec.body !== undefined ? { 'content-length': String(Buffer.byteLength(spec.body)) } : {}) };
    const request = http.request(
      { hostname: url.hostname, port: url.port, path: spec.path, method: spec.method, headers, agent, timeout: timeoutMs },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', (error) => resolve({ status: 0, text: String(error) }));
      },
    );
    request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    request.on('error', (error) => resolve({ status: 0, text: String(error) }));
    request.end(spec.body);
  });
}

/**
 * Waits until the server answers `GET /api/health` within `quickMs` (at most `maxMs`): requests the
 * last run gave up on may still be queued there, and the next run should not pay for them.
 */
export async function untilSettled(baseUrl: string, { quickMs = 20, maxMs = 15_000 } = {}): Promise<void> {
  const deadline = performance.now() + maxMs;
  while (performance.now() < deadline) {
    const sentAt = performance.now();
    await fetch(`${baseUrl}/api/health`)
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
    if (performance.now() - sentAt < quickMs) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
