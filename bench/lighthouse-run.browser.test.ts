// A Lighthouse run in the real Chromium: the page is gathered once and audited with any CPU
// slowdown (decisions.md 113). Guards the one thing the bench takes from Lighthouse's insides, that
// artifacts gathered under one multiplier audit under another, against a Lighthouse upgrade.
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as chromeLauncher from 'chrome-launcher';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRun, gatherPage, type GatheredRun } from './lighthouse-run';
import { chromiumFlags, chromiumPath } from '../tests/helpers/chromium';

// A page with one main-thread task of about 150 ms after its first paint: its blocking time is
// what the CPU slowdown multiplies.
const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Busy page</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><main><h1>A page that keeps the main thread busy</h1></main>
<script>addEventListener('load', () => setTimeout(() => { const end = performance.now() + 150; while (performance.now() < end); }, 0));</script>
</body></html>`;

const haveBrowser = existsSync(chromiumPath) || process.env.REQUIRE_BROWSER === '1';

describe.skipIf(!haveBrowser)('a Lighthouse run gathered once', () => {
  let server: Server;
  let chrome: chromeLauncher.LaunchedChrome;
  let url: string;
  let gathered: GatheredRun;

  beforeAll(async () => {
    server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(page));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumFlags });
    gathered = await gatherPage(url, chrome.port, { accessibility: true, cpuSlowdown: 4 });
  }, 60_000);

  afterAll(async () => {
    chrome?.kill();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('is audited with the multiplier asked for, and blocks longer on a slower phone', async () => {
    const slow = await auditRun(gathered, 6);
    const fast = await auditRun(gathered, 2);
    expect([fast.cpuSlowdown, slow.cpuSlowdown]).toEqual([2, 6]);
    expect(slow.tbtMs).toBeGreaterThan(fast.tbtMs + 300);
    expect(slow.benchmarkIndex).toBe(gathered.benchmarkIndex);
  });

  it('gives the same figures each time it is audited with the same multiplier', async () => {
    const first = await auditRun(gathered, 4);
    await auditRun(gathered, 8);
    const again = await auditRun(gathered, 4);
    expect(again).toEqual(first);
    expect(first.accessibility).toBe(1);
  });

  it('leaves the largest paint element out unless asked for', async () => {
    expect((await auditRun(gathered)).lcpElement).toBeUndefined();
  });
});
