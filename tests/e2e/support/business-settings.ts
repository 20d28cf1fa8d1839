// The business's settings changed for one spec and put back after (the specs share one server and
// run one at a time): the demo admin reads the version and writes the change.
import { afterAll, beforeAll } from 'vitest';
import { asDemoAdmin, expectOk } from './accounts';
import { baseUrl } from './browser';

type Settings = Record<string, unknown> & { version: number };

/** Writes `patch` as the demo admin; answers the values it replaced, to put back later. */
export async function changeSettings(patch: Record<string, unknown>): Promise<Record<string, unknown>> {
  return asDemoAdmin(baseUrl, async (admin) => {
    const current = (await (await admin.get('/api/admin/settings')).json()) as Settings;
    await expectOk(await admin.put('/api/admin/settings', { data: { version: current.version, ...patch } }));
    return Object.fromEntries(Object.keys(patch).map((key) => [key, current[key]]));
  });
}

/** Call inside a describe: the settings hold `patch` for its tests, then go back. */
export function useSettings(patch: () => Record<string, unknown>): void {
  let original: Record<string, unknown> | null = null;
  beforeAll(async () => {
    original = await changeSettings(patch());
  });
  afterAll(async () => {
    if (original) await changeSettings(original);
  });
}
