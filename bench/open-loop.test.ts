// The open-loop driver against a tiny local server: requests leave evenly spaced whatever the
// answers do, and a stall shows in the latency of every request that fell due during it, where a
// closed loop (one request after another, each timed from its send) sees it once.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { runOpenLoop, summarise, untilSettled } from './open-loop';

type TestServer = { baseUrl: string; arrivals: number[]; close(): Promise<void> };

/** Answers 200 after `holdMs(arrivedAt)` ms (`/fail` answers 500), noting when each request arrived. */
async function startServer(holdMs: (arrivedAt: number) => number): Promise<TestServer> {
  const arrivals: number[] = [];
  const server = http.createServer((request, response) => {
    const arrivedAt = performance.now();
    arrivals.push(arrivedAt);
    request.resume();
    request.on('end', () => {
      setTimeout(() => {
        response.statusCode = request.url === '/fail' ? 500 : 200;
        response.end(request.url === '/fail' ? 'boom' : 'ok');
      }, holdMs(arrivedAt));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    arrivals,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const get = () => ({ label: 'GET /', method: 'GET' as const, path: '/' });

describe('runOpenLoop', () => {
  it('sends requests evenly spaced at the rate even while every answer takes 300 ms', async () => {
    server = await startServer(() => 300);
    const result = await runOpenLoop({ baseUrl: server.baseUrl, ratePerSecond: 50, seconds: 1, request: get });

    expect(result.sent).toBe(50);
    expect(result.failures).toBe(0);
    // A closed loop on a few connections would send a handful and wait; here all 50 arrive within
    // the second, 20 ms apart, while none has been answered for the first 300 ms.
    const gaps = server.arrivals.slice(1).map((at, index) => at - server!.arrivals[index]);
    expect(server.arrivals).toHaveLength(50);
    expect(server.arrivals.at(-1)! - server.arrivals[0]).toBeGreaterThan(850);
    expect(server.arrivals.at(-1)! - server.arrivals[0]).toBeLessThan(1200);
    expect(summarise(gaps).p50Ms).toBeGreaterThan(15);
    expect(summarise(gaps).p50Ms).toBeLessThan(25);
    expect(result.p50Ms).toBeGreaterThanOrEqual(300);
    expect(result.p50Ms).toBeLessThan(400);
  });

  it('times each request from its due time, so a 200 ms stall shows in every request due during it', async () => {
    // The server answers at once, except that whatever arrives in a 200 ms window, starting 300 ms
    // into the run, is held until the window ends (a pause, a lock held by something else).
    let stallStart = 0;
    server = await startServer((arrivedAt) => {
      if (stallStart === 0) stallStart = arrivedAt + 300;
      const stallEnd = stallStart + 200;
      return arrivedAt >= stallStart && arrivedAt < stallEnd ? stallEnd - arrivedAt : 0;
    });
    const result = await runOpenLoop({ baseUrl: server.baseUrl, ratePerSecond: 100, seconds: 1, request: get });

    // About 20 requests fall due in the stall, waiting 200, 190, ... 10 ms: about 10 wait over 100 ms.
    expect(result.maxMs).toBeGreaterThan(180);
    expect(result.p99Ms).toBeGreaterThan(150);
    expect(result.p50Ms).toBeLessThan(20);

    // A closed loop, one request after another, each timed from when it was sent, over the same
    // kind of stall: it sends nothing while it waits, so the stall is one slow sample.
    // (Node loads fetch's client on its first call: that is not the server's time.)
    await fetch(`${server.baseUrl}/`).then((response) => response.text());
    stallStart = 0;
    const closedLoop: number[] = [];
    const end = performance.now() + 1000;
    while (performance.now() < end) {
      const sentAt = performance.now();
      await fetch(`${server.baseUrl}/`).then((response) => response.text());
      closedLoop.push(performance.now() - sentAt);
    }
    // It waits out the stall once (one slow sample among hundreds), so its p99 does not show it.
    expect(summarise(closedLoop).maxMs).toBeGreaterThan(150);
    expect(closedLoop.length).toBeGreaterThan(100);
    expect(summarise(closedLoop).p99Ms).toBeLessThan(100);
    expect(summarise(closedLoop).p50Ms).toBeLessThan(20);
  });

  it('counts the wait for a socket when the pool is the bottleneck', async () => {
    // One socket, answers in 50 ms, a request due every 20 ms: the k-th waits behind k others, and
    // its latency from its due time grows by 30 ms a request (the last of 20: about 620 ms).
    server = await startServer(() => 50);
    const result = await runOpenLoop({ baseUrl: server.baseUrl, ratePerSecond: 50, seconds: 0.4, request: get, maxSockets: 1 });
    expect(result.sent).toBe(20);
    expect(result.maxMs).toBeGreaterThan(500);
    expect(result.p50Ms).toBeGreaterThan(250);
  });

  it('counts non-2xx answers as failures, per label, with one shown', async () => {
    server = await startServer(() => 0);
    const result = await runOpenLoop({
      baseUrl: server.baseUrl,
      ratePerSecond: 40,
      seconds: 0.5,
      request: (index) =>
        index % 2 === 0 ? { label: 'good', method: 'GET', path: '/' } : { label: 'bad', method: 'POST', path: '/fail', body: '{}' },
    });
    expect(result.sent).toBe(20);
    expect(result.failures).toBe(10);
    expect(result.byLabel.good).toMatchObject({ count: 10, failures: 0 });
    expect(result.byLabel.bad).toMatchObject({ count: 10, failures: 10 });
    expect(result.sampleFailure).toBe('bad: 500 boom');
  });

  it('counts a request with no answer at all as a failure', async () => {
    server = await startServer(() => 1000);
    const result = await runOpenLoop({ baseUrl: server.baseUrl, ratePerSecond: 10, seconds: 0.2, request: get, timeoutMs: 200 });
    expect(result.sent).toBe(2);
    expect(result.failures).toBe(2);
    expect(result.sampleFailure).toContain('no answer within 200 ms');
  });
});

describe('summarise', () => {
  it('reads percentiles by nearest rank over every sample', () => {
    const latencies = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(summarise(latencies)).toEqual({ count: 100, p50Ms: 50, p99Ms: 99, maxMs: 100 });
    expect(summarise([])).toEqual({ count: 0, p50Ms: 0, p99Ms: 0, maxMs: 0 });
  });
});

describe('untilSettled', () => {
  it('waits until the server answers quickly again', async () => {
    const slowUntil = performance.now() + 400;
    server = await startServer((arrivedAt) => (arrivedAt < slowUntil ? 60 : 0));
    await untilSettled(server.baseUrl);
    expect(performance.now()).toBeGreaterThanOrEqual(slowUntil);
    expect(server.arrivals.length).toBeGreaterThan(1);
  });
});
