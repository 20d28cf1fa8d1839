// The audit log (issue 26, decisions.md 50): admins read every administrative act newest first,
// filtered by person, kind and dates, a page at a time, and download it as CSV.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';

const t = useTestApp();
let admin: RegisteredUser;
let other: RegisteredUser;
let staff: RegisteredUser;

beforeAll(async () => {
  admin = await t.register({}, { roles: ['admin'] });
  other = await t.register({}, { roles: ['admin'] });
  staff = await t.register({}, { roles: ['staff'] });
  const read = async () => (await t.call('GET', '/api/admin/settings', admin)).json().version;
  expect(
    (await t.call('PUT', '/api/admin/settings', admin, { version: await read(), businessName: 'Happy Tails, "Inc."' })).statusCode,
  ).toBe(200);
  expect((await t.call('POST', '/api/admin/invitations', other, { email: 'pat@example.com', role: 'staff' })).statusCode).toBe(201);
  expect(
    (await t.call('PUT', '/api/admin/settings', other, { version: await read(), prices: { trainingHourCents: 8000 } })).statusCode,
  ).toBe(200);
});

type Entry = { id: number; kind: string; summary: string; actor: { id: number; username: string } | null; before: unknown; after: unknown };
const entries = async (query = '', who = admin) => {
  const res = await t.call('GET', `/api/admin/audit${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return { rows: res.json() as Entry[], next: res.headers['x-next-cursor'] as string | undefined };
};

describe('GET /api/admin/audit', () => {
  it('lists the acts newest first with who, what, and the values before and after', async () => {
    const { rows } = await entries('?kind=settings.changed');
    expect(rows.map((row) => row.summary)).toEqual(['Changed the prices', 'Changed the business name']);
    expect(rows[0]).toMatchObject({
      actor: { id: other.user.id, username: other.user.username },
      before: { prices: expect.objectContaining({ trainingHourCents: 7500 }) },
      after: { prices: expect.objectContaining({ trainingHourCents: 8000 }) },
    });
  });

  it('filters by person and by dates, and pages with a cursor', async () => {
    const mine = await entries(`?actor=${admin.user.id}`);
    expect(mine.rows.every((row) => row.actor?.id === admin.user.id)).toBe(true);
    expect(mine.rows.map((row) => row.kind)).toContain('settings.changed');

    const today = new Date().toISOString().slice(0, 10);
    expect((await entries(`?from=${today}&to=${today}`)).rows.length).toBeGreaterThanOrEqual(3);
    expect((await entries('?to=2000-01-01')).rows).toEqual([]);

    const first = await entries('?limit=2');
    expect(first.rows).toHaveLength(2);
    expect(first.next).toBe(String(first.rows[1].id));
    const second = await entries(`?limit=2&cursor=${first.next}`);
    expect(second.rows[0].id).toBeLessThan(first.rows[1].id);
  });

  it('refuses bad filters with 400, and anyone but an admin', async () => {
    expect((await t.call('GET', '/api/admin/audit?kind=everything', admin)).statusCode).toBe(400);
    expect((await t.call('GET', '/api/admin/audit?from=yesterday', admin)).statusCode).toBe(400);
    expect((await t.call('GET', '/api/admin/audit?from=2027-02-01&to=2027-01-01', admin)).statusCode).toBe(400);
    expect((await t.call('GET', '/api/admin/audit', staff)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/admin/audit.csv', staff)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/admin/audit')).statusCode).toBe(401);
  });
});

describe('GET /api/admin/audit.csv', () => {
  it('downloads the same rows as CSV, quoting what needs it', async () => {
    const res = await t.call('GET', '/api/admin/audit.csv?kind=settings.changed', admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="audit-log.csv"');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('id,at,actor,kind,summary,before,after');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`,${other.user.username},settings.changed,Changed the prices,`);
    expect(lines[2]).toContain('"{""businessName"":""Happy Tails, \\""Inc.\\""""}"');
  });
});
