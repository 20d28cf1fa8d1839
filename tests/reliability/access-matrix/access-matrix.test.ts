// Issue 14, part 1: who may call what, proved for every route the server registers. For each row
// of the matrix: signed out gets 401 (unless public), an owner on a trainer route 403, a stranger
// acting on user A's objects 404 with a message and A's data unchanged, lists with A's ids in
// filters and cursors show nothing of A's, the pet's trainer reads what decisions.md 16 lets them read, and
// a valid request succeeds, so the matrix proves the API is not simply refusing everyone.
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs, type ApiMethod, type Caller } from '../../helpers/api-call';
import { buildObjectWorld, type ActorName, type ObjectWorld } from '../../helpers/object-fixtures';
import { useTestApp } from '../../helpers/use-test-app';
import { listenForSockets, openSocket } from '../../helpers/ws-client';
import { dataFingerprint } from '../../helpers/data-fingerprint';
import { freshObjects, type FreshObjects } from './fresh-objects';
import type { MatrixRequest, RouteRule } from './matrix-types';
import { routeMatrix } from './route-matrix';

const t = useTestApp();
let w: ObjectWorld;
let fresh: FreshObjects;
let checks = 0;

beforeAll(async () => {
  w = await buildObjectWorld({ app: t.app, db: t.db, notifications: t.notifications });
  fresh = freshObjects({ app: t.app, db: t.db, notifications: t.notifications }, w);
}, 120_000);

/** The routes the matrix is about: the API, uploaded files and the socket (not the web app's files). */
const catalogued = () =>
  t.app.routeCatalogue
    .filter((route) => route.url.startsWith('/api/') || route.url.startsWith('/uploads/') || route.url === '/ws')
    .map((route) => `${route.method} ${route.url}`);

const callerOf = (who: ActorName | 'anonymous'): Caller => (who === 'anonymous' ? undefined : w[who]);

async function send(key: string, who: Caller, request: MatrixRequest) {
  checks += 1;
  return callAs(t.app, key.split(' ')[0] as ApiMethod, request.url, who, request.payload);
}

type Answer = { statusCode: number; body: string; headers: Record<string, unknown> };

function expectRefusal(res: Answer, status: number, what: string) {
  expect(res.statusCode, `${what}: ${res.body}`).toBe(status);
  expect(typeof JSON.parse(res.body).message, `${what} has a message`).toBe('string');
}

/**
 * Private answers stay out of every cache but the user's own browser (issue 14, part 5): API answers
 * are no-store, uploaded files private; walked here because the matrix already makes one signed-in
 * call to every route.
 */
function expectCachePolicy(key: string, rule: RouteRule, res: Answer) {
  const policy = String(res.headers['cache-control']);
  if (rule.publicCache) expect(policy, key).toMatch(/^public\b/);
  else if (key.startsWith('GET /uploads/')) expect(policy, key).toBe('private, no-cache');
  else expect(policy, key).toBe('no-store');
}

/** Everything a refused caller tries: none of it may change a row or show A's data. */
async function refusals(key: string, rule: RouteRule) {
  const before = await dataFingerprint(t.db);
  if (rule.access !== 'public') expectRefusal(await send(key, undefined, rule.request(w)), 401, `${key} signed out`);
  if (rule.access === 'trainer') expectRefusal(await send(key, w.ownerA, rule.request(w)), 403, `${key} as an owner`);
  if (rule.access === 'staff' || rule.access === 'admin') {
    const refused =
      rule.access === 'admin' ? (['ownerA', 'trainerA', 'applicant', 'staff'] as const) : (['ownerA', 'trainerA', 'applicant'] as const);
    for (const who of refused) expectRefusal(await send(key, w[who], rule.request(w)), 403, `${key} as ${who}`);
  }
  for (const stranger of rule.strangers ?? []) {
    const res = await send(key, callerOf(stranger), rule.request(w));
    expectRefusal(res, 404, `${key} as ${stranger}`);
    if (key.startsWith('GET /api/')) expectCachePolicy(key, rule, res);
    expect(res.body, `${key} as ${stranger} shows A's data`).not.toContain(w.marker);
  }
  for (const cross of rule.cross?.(w) ?? []) {
    const what = `${key} as ${cross.as} with ${cross.url} ${JSON.stringify(cross.payload ?? '')}`;
    const res = await send(key, callerOf(cross.as), cross);
    const status = cross.status ?? 404;
    if (status >= 400) expectRefusal(res, status, what);
    else expect(res.statusCode, `${what}: ${res.body}`).toBe(status);
    expect(res.body, `${what} shows A's data`).not.toContain(cross.hidden ?? w.marker);
  }
  const after = await dataFingerprint(t.db);
  const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
  expect(changed, `${key}: a refused request changed stored data`).toEqual([]);
}

async function successes(key: string, rule: RouteRule) {
  for (const reader of rule.readers ?? []) {
    const res = await send(key, w[reader], rule.request(w));
    expect(res.statusCode, `${key} as ${reader}: ${res.body}`).toBe(200);
  }
  const defaultCaller = { public: undefined, user: w.ownerA, trainer: w.trainerA, staff: w.staff, admin: w.admin }[rule.access];
  const call = rule.success ? await rule.success(w, fresh) : { as: defaultCaller, ...rule.request(w), status: rule.ok ?? 200 };
  const res = await send(key, call.as, call);
  expect(res.statusCode, `${key} succeeds: ${res.body}`).toBe(call.status);
  if (call.contains) expect(res.body, `${key} shows the caller's own data`).toContain(call.contains);
  expectCachePolicy(key, rule, res);
}

describe('the access matrix', () => {
  it('names every route the server registers, and only those', () => {
    const registered = catalogued();
    const inMatrix = Object.entries(routeMatrix)
      .filter(([, rule]) => !rule.onlyWhen)
      .map(([key]) => key);
    expect(
      registered.filter((key) => !(key in routeMatrix)),
      'routes missing from the matrix',
    ).toEqual([]);
    expect(
      inMatrix.filter((key) => !registered.includes(key)),
      'matrix rows naming no route',
    ).toEqual([]);
  });

  const rows = Object.entries(routeMatrix).filter(([, rule]) => !rule.onlyWhen && !rule.socket);
  it.each(rows)('%s', async (key, rule) => {
    await refusals(key, rule);
    await successes(key, rule);
  });

  it('GET /ws: a socket only with a session', async () => {
    const target = await listenForSockets(t.app);
    await expect(openSocket(target.url, { origin: target.origin })).rejects.toThrow('refused 401');
    const socket = await openSocket(target.url, { origin: target.origin, cookie: w.ownerA.cookie });
    socket.socket.terminate();
    checks += 2;
  });

  it('made a check of every kind on every route', () => {
    expect(checks).toBeGreaterThan(rows.length * 3);
  });
});
