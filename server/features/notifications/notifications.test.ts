import { beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, type Caller } from '../../../tests/helpers/api-call';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import { registerUser, type RegisteredUser } from '../../../tests/helpers/users';

const t = useTestApp();
let alice: RegisteredUser;
let bob: RegisteredUser;

beforeAll(async () => {
    alice = await registerUser(t.app);
  bob = await registerUser(t.app);
  for (let i = 1; i <= 3; i++) {
    await t.notifications.notify(t.database.db, alice.user.id, { title: `Alice ${i}`, message: `Message ${i}`, type: i === 3 ? 'error' : 'info' });
  }
  await t.notifications.notify(t.database.db, bob.user.id, { title: 'Bob only', message: 'Private', data: { bookingId: 7 } });
});

const call = apiCaller(() => t.app);
const list = (who: Caller, query = '') => call('GET', `/api/notifications${query}`, who);

describe('GET /api/notifications', () => {
  it('lists only the caller’s notifications, newest first', async () => {
    const res = await list(alice);
    expect(res.statusCode).toBe(200);
    const titles = res.json().map((n: { title: string }) => n.title);
    expect(titles.slice(0, 3)).toEqual(['Alice 3', 'Alice 2', 'Alice 1']);
    expect(titles).not.toContain('Bob only');
    expect(res.json()[0]).toMatchObject({ userId: alice.user.id, type: 'error', isRead: false, message: 'Message 3' });
    expect(typeof res.json()[0].createdAt).toBe('string');
  });

  it('pages with limit and the X-Next-Cursor header', async () => {
    const first = await list(alice, '?limit=2');
    expect(first.json()).toHaveLength(2);
    const cursor = first.headers['x-next-cursor'];
    expect(cursor).toBeDefined();
    const second = await list(alice, `?limit=2&cursor=${cursor}`);
    const seen = [...first.json(), ...second.json()].map((n: { id: number }) => n.id);
    expect(new Set(seen).size).toBe(seen.length);
    expect(second.json().map((n: { title: string }) => n.title)).toContain('Alice 1');
  });

  it('refuses a bad limit with a clear message', async () => {
    const res = await list(alice, '?limit=9999');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Limit must be between 1 and 500');
  });

  it('needs a signed-in user', async () => {
    expect((await list(undefined)).statusCode).toBe(401);
  });
});
