import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notifications } from '../../db/schema';
import { apiCaller, type Caller } from '../../../tests/helpers/api-call';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import { registerUser, type RegisteredUser } from '../../../tests/helpers/users';

const t = useTestApp();
let alice: RegisteredUser;
let bob: RegisteredUser;
let bobsId: number;

beforeAll(async () => {
  alice = await registerUser(t.app);
  bob = await registerUser(t.app);
  for (let i = 1; i <= 3; i++) {
    await t.notifications.notify(t.database.db, alice.user.id, {
      title: `Alice ${i}`,
      message: `Message ${i}`,
      type: i === 3 ? 'error' : 'info',
    });
  }
  bobsId = (await t.notifications.notify(t.database.db, bob.user.id, { title: 'Bob only', message: 'Private', data: { bookingId: 7 } })).id;
});

const call = apiCaller(() => t.app);
const list = (who: Caller, query = '') => call('GET', `/api/notifications${query}`, who);
const stored = async (id: number) => (await t.db.select().from(notifications).where(eq(notifications.id, id)))[0];
const freshUser = () => registerUser(t.app);
const notifyAs = (user: RegisteredUser, title: string) =>
  t.notifications.notify(t.db, user.user.id, { title, message: `${title} message`, category: 'bookings' });

describe('GET /api/notifications', () => {
  it('lists only the caller’s notifications, newest first', async () => {
    const res = await list(alice);
    expect(res.statusCode).toBe(200);
    const titles = res.json().map((n: { title: string }) => n.title);
    expect(titles.slice(0, 3)).toEqual(['Alice 3', 'Alice 2', 'Alice 1']);
    expect(titles).not.toContain('Bob only');
    expect(res.json()[0]).toMatchObject({ userId: alice.user.id, type: 'error', category: 'general', isRead: false, message: 'Message 3' });
    expect(typeof res.json()[0].createdAt).toBe('string');
    expect(res.json()[0]).not.toHaveProperty('emailedAt');
  });

  it('pages with limit and the X-Next-Cursor header', async () => {
    const first = await list(alice, '?limit=2');
    expect(first.json()).toHaveLength(2);
    const cursor = first.headers['x-next-cursor'];
    // The cursor is the last id on the page: the next page starts after it.
    expect(cursor).toBe(String(first.json()[1].id));
    const second = await list(alice, `?limit=2&cursor=${cursor}`);
    const seen = [...first.json(), ...second.json()].map((n: { id: number }) => n.id);
    expect(new Set(seen).size).toBe(seen.length);
    expect(second.json().map((n: { title: string }) => n.title)).toContain('Alice 1');
  });

  it('with unread=true lists only unread ones, and pages through them', async () => {
    const carol = await freshUser();
    const ids: number[] = [];
    for (const title of ['C1', 'C2', 'C3', 'C4']) ids.push((await notifyAs(carol, title)).id);
    expect((await call('PUT', `/api/notifications/${ids[2]}/read`, carol)).statusCode).toBe(200);

    const unread = await list(carol, '?unread=true');
    expect(unread.json().map((n: { title: string }) => n.title)).toEqual(['C4', 'C2', 'C1']);
    const firstPage = await list(carol, '?unread=true&limit=2');
    expect(firstPage.json().map((n: { title: string }) => n.title)).toEqual(['C4', 'C2']);
    const next = await list(carol, `?unread=true&limit=2&cursor=${firstPage.headers['x-next-cursor']}`);
    expect(next.json().map((n: { title: string }) => n.title)).toEqual(['C1']);
    expect(next.headers['x-next-cursor']).toBeUndefined();
    expect((await list(carol, '?unread=false')).json()).toHaveLength(4);
  });

  it('refuses a bad limit or unread value with a clear message', async () => {
    const res = await list(alice, '?limit=9999');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Limit must be between 1 and 500');
    const unread = await list(alice, '?unread=yes');
    expect(unread.statusCode).toBe(400);
    expect(unread.json().message).toContain('unread must be true or false');
  });

  it('needs a signed-in user', async () => {
    expect((await list(undefined)).statusCode).toBe(401);
  });
});

describe('GET /api/notifications/unread-count', () => {
  it('counts the caller’s unread notifications only', async () => {
    const dan = await freshUser();
    expect((await call('GET', '/api/notifications/unread-count', dan)).json()).toEqual({ count: 0 });
    const first = await notifyAs(dan, 'D1');
    await notifyAs(dan, 'D2');
    await notifyAs(bob, 'Not Dan’s');
    expect((await call('GET', '/api/notifications/unread-count', dan)).json()).toEqual({ count: 2 });
    await call('PUT', `/api/notifications/${first.id}/read`, dan);
    expect((await call('GET', '/api/notifications/unread-count', dan)).json()).toEqual({ count: 1 });
    expect((await call('GET', '/api/notifications/unread-count')).statusCode).toBe(401);
  });
});

describe('PUT /api/notifications/:id/read', () => {
  it('marks the caller’s notification read and answers with it', async () => {
    const mine = await notifyAs(alice, 'To read');
    const res = await call('PUT', `/api/notifications/${mine.id}/read`, alice);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: mine.id, isRead: true, title: 'To read', userId: alice.user.id });
    expect((await stored(mine.id)).isRead).toBe(true);
  });

  it('answers 404 for another user’s notification and leaves it unread', async () => {
    const res = await call('PUT', `/api/notifications/${bobsId}/read`, alice);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'The notification was not found.' });
    expect((await stored(bobsId)).isRead).toBe(false);
  });

  it('answers 404 for a missing one and 401 signed out', async () => {
    expect((await call('PUT', '/api/notifications/999999/read', alice)).statusCode).toBe(404);
    expect((await call('PUT', `/api/notifications/${bobsId}/read`)).statusCode).toBe(401);
    expect((await stored(bobsId)).isRead).toBe(false);
  });
});

describe('PUT /api/notifications/read-all', () => {
  it('marks all of the caller’s notifications read and no one else’s', async () => {
    const erin = await freshUser();
    await notifyAs(erin, 'E1');
    await notifyAs(erin, 'E2');
    const res = await call('PUT', '/api/notifications/read-all', erin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: 2 });
    expect((await list(erin, '?unread=true')).json()).toEqual([]);
    expect((await stored(bobsId)).isRead).toBe(false);
    expect((await call('PUT', '/api/notifications/read-all', erin)).json()).toEqual({ updated: 0 });
  });
});

describe('DELETE /api/notifications/:id', () => {
  it('deletes the caller’s notification', async () => {
    const mine = await notifyAs(alice, 'To delete');
    const res = await call('DELETE', `/api/notifications/${mine.id}`, alice);
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(await stored(mine.id)).toBeUndefined();
    expect((await call('DELETE', `/api/notifications/${mine.id}`, alice)).statusCode).toBe(404);
  });

  it('answers 404 for another user’s notification and keeps it', async () => {
    const res = await call('DELETE', `/api/notifications/${bobsId}`, alice);
    expect(res.statusCode).toBe(404);
    expect(await stored(bobsId)).toMatchObject({ id: bobsId, title: 'Bob only' });
  });
});

describe('POST /api/notifications', () => {
  it('creates a general notification for the caller (type info by default, isRead ignored)', async () => {
    const res = await call('POST', '/api/notifications', alice, {
      userId: alice.user.id,
      title: 'Test Notification',
      message: 'This is a test notification',
      data: { url: '/dashboard' },
      isRead: true,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      userId: alice.user.id,
      type: 'info',
      category: 'general',
      isRead: false,
      title: 'Test Notification',
      data: { url: '/dashboard' },
    });
    expect(await stored(res.json().id)).toMatchObject({ userId: alice.user.id, isRead: false, category: 'general' });
  });

  it('refuses a userId naming someone else and stores nothing for them', async () => {
    const before = (await list(bob)).json().length;
    const res = await call('POST', '/api/notifications', alice, {
      userId: bob.user.id,
      title: 'Gotcha',
      message: 'Spoofed',
      type: 'error',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'You can only create notifications for yourself',
      details: { userId: 'You can only create notifications for yourself' },
    });
    expect((await list(bob)).json()).toHaveLength(before);
    expect((await list(alice)).json().map((n: { title: string }) => n.title)).not.toContain('Gotcha');
  });

  it('refuses a link that leaves the site', async () => {
    for (const url of ['javascript:alert(1)', 'https://evil.example/', '//evil.example/x']) {
      const res = await call('POST', '/api/notifications', alice, { title: 'Link', message: 'Bad link', data: { url } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().details).toEqual({ 'data.url': 'The link must be a path inside PawsConnect' });
    }
  });

  it('refuses a missing title and a signed-out caller', async () => {
    const res = await call('POST', '/api/notifications', alice, { message: 'No title' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({ title: 'Title is required' });
    expect((await call('POST', '/api/notifications', undefined, { title: 'x', message: 'y' })).statusCode).toBe(401);
  });
});
