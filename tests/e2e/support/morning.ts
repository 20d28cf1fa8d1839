// A business day that has just begun: for the spec's duration, the business's time zone becomes one
// where it is about 5 AM now, so a stay can be booked for 9 AM today, paid, and checked in at once
// (check-in opens on the arrival day, decisions.md 55) whatever hour CI runs at. The zone is put
// back afterwards: the specs share one server and run one at a time.
import { afterAll, beforeAll } from 'vitest';
import { request, type APIRequestContext } from 'playwright-core';
import { baseUrl } from './browser';

/** An Etc/GMT zone whose wall clock reads `hour` o'clock now (Etc/GMT-5 is five hours ahead of UTC). */
export function zoneWhereItIs(hour: number, now = new Date()): string {
  for (let offset = -12; offset <= 14; offset += 1) {
    if ((now.getUTCHours() + offset + 24) % 24 !== hour) continue;
    return offset === 0 ? 'Etc/GMT' : offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
  }
  throw new Error(`No Etc/GMT zone reads ${hour} o'clock now`);
}

async function asAdmin(): Promise<APIRequestContext> {
  const admin = await request.newContext({ baseURL: baseUrl });
  const login = await admin.post('/api/login', { data: { username: 'demo_admin', password: 'demo-admin-pass' } });
  if (!login.ok()) throw new Error(`demo_admin could not sign in: ${login.status()}`);
  return admin;
}

async function setTimeZone(timeZone: string): Promise<string> {
  const admin = await asAdmin();
  try {
    const { version, timeZone: before } = (await (await admin.get('/api/admin/settings')).json()) as { version: number; timeZone: string };
    const saved = await admin.put('/api/admin/settings', { data: { version, timeZone } });
    if (!saved.ok()) throw new Error(`PUT /api/admin/settings answered ${saved.status()}: ${await saved.text()}`);
    return before;
  } finally {
    await admin.dispose();
  }
}

/** Call inside a describe. */
export function useMorningBusinessDay(): void {
  let original: string | null = null;
  beforeAll(async () => {
    original = await setTimeZone(zoneWhereItIs(5));
  });
  afterAll(async () => {
    if (original) await setTimeZone(original);
  });
}
