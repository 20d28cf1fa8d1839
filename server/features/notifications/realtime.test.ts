// The /ws channel on a real port: cookie authentication at the upgrade, the Origin check, delivery
// to every socket of the user and of no one else, ping/pong, heartbeats, and sockets that end with
// their session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema';
import { callAs } from '../../../tests/helpers/api-call';
import { createTestApp, type TestApp } from '../../../tests/helpers/test-app';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import { loginAs, registerUser, type RegisteredUser } from '../../../tests/helpers/users';
import { listenForSockets, openSocket, type SocketTarget, type TestSocket } from '../../../tests/helpers/ws-client';

const t = useTestApp();
let target: SocketTarget;
let alice: RegisteredUser;
let mallory: RegisteredUser;
const opened: TestSocket[] = [];

beforeAll(async () => {
  target = await listenForSockets(t.app);
  alice = await t.register();
  mallory = await t.register();
});
afterAll(() => {
  for (const socket of opened) socket.socket.terminate();
});

async function connect(cookie: string | undefined, origin: string | undefined = target.origin, url = target.url) {
  const socket = await openSocket(url, { cookie, origin });
  opened.push(socket);
  return socket;
}

const isNotification = (title: string) => (message: { type: string; payload?: unknown }) =>
  message.type === 'notification' && (message.payload as { title: string }).title === title;

describe('a signed-in socket', () => {
  it('receives its notification within a second, serialised as the REST API does', async () => {
    const socket = await connect(alice.cookie);
    const started = Date.now();
    const stored = await t.notifications.notify(t.db, alice.user.id, {
      type: 'success',
      category: 'bookings',
      title: 'Live one',
      message: 'Arrives at once',
      data: { url: '/bookings' },
    });
    const message = await socket.waitForMessage(isNotification('Live one'), 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(message).toEqual({
      type: 'notification',
      payload: {
        id: stored.id,
        userId: alice.user.id,
        type: 'success',
        category: 'bookings',
        title: 'Live one',
        message: 'Arrives at once',
        isRead: false,
        data: { url: '/bookings' },
        createdAt: stored.createdAt.toISOString(),
      },
    });
  });

  it('gets what POST /api/notifications creates, on every socket of the user', async () => {
    const first = await connect(alice.cookie);
    const second = await connect(await loginAs(t.app, alice.user.username, alice.password));
    const res = await callAs(t.app, 'POST', '/api/notifications', alice, { title: 'Test Notification', message: 'Hello' });
    expect(res.statusCode).toBe(201);
    await first.waitForMessage(isNotification('Test Notification'));
    await second.waitForMessage(isNotification('Test Notification'));
  });

  it('answers a ping message with a pong', async () => {
    const socket = await connect(alice.cookie);
    socket.send({ type: 'ping' });
    expect(await socket.waitForMessage((message) => message.type === 'pong')).toEqual({ type: 'pong' });
  });

  it('ignores an authenticate message naming another user: the victim’s notifications never arrive', async () => {
    const victim = await connect(alice.cookie);
    const attacker = await connect(mallory.cookie);
    attacker.send({ type: 'authenticate', payload: { userId: alice.user.id } });
    // A pong proves the server read the authenticate message before the notification is sent.
    attacker.send({ type: 'ping' });
    await attacker.waitForMessage((message) => message.type === 'pong');
    await t.notifications.notify(t.db, alice.user.id, { title: 'For Alice only', message: 'Secret' });
    await victim.waitForMessage(isNotification('For Alice only'));
    await t.notifications.flush();
    // Every delivery is done (flush) and the socket answers in order: a notification sent to the
    // attacker would be in its messages before the pong to this second ping.
    attacker.send({ type: 'ping' });
    await attacker.waitForMessage(() => attacker.messages.filter((message) => message.type === 'pong').length === 2);
    expect(attacker.messages.filter((message) => message.type === 'notification')).toEqual([]);
    expect(attacker.socket.readyState).toBe(attacker.socket.OPEN);
  });
});

describe('the upgrade', () => {
  it('is refused with 401 without a session, or with an unknown one', async () => {
    await expect(connect(undefined)).rejects.toThrow('refused 401');
    await expect(connect('pawsconnect.sid=made-up.value')).rejects.toThrow('refused 401');
  });

  it('is refused with 403 from another site’s page, even with a valid session', async () => {
    await expect(connect(alice.cookie, 'https://evil.example')).rejects.toThrow('refused 403');
  });
});

describe('when the session ends', () => {
  it('logout closes that session’s sockets with 4401 and leaves the user’s other sessions connected', async () => {
    const cookie = await loginAs(t.app, alice.user.username, alice.password);
    const leaving = await connect(cookie);
    const staying = await connect(alice.cookie);
    const res = await callAs(t.app, 'POST', '/api/logout', { cookie });
    expect(res.statusCode).toBe(204);
    expect(await leaving.closed).toEqual({ code: 4401, reason: 'Session ended' });
    await t.notifications.notify(t.db, alice.user.id, { title: 'Still here', message: 'Other session' });
    await staying.waitForMessage(isNotification('Still here'));
    await expect(connect(cookie)).rejects.toThrow('refused 401');
  });
});

describe('heartbeats', () => {
  let quick: TestApp;
  let quickTarget: SocketTarget;
  let user: RegisteredUser;
  beforeAll(async () => {
    quick = await createTestApp({ realtimePingIntervalMs: 100 });
    quickTarget = await listenForSockets(quick.app);
    user = await registerUser(quick.app);
  });
  afterAll(() => quick?.close());

  it('terminate a socket that stops answering pings and keep one that answers', async () => {
    const silent = await openSocket(quickTarget.url, { cookie: user.cookie, origin: quickTarget.origin, autoPong: false });
    const lively = await openSocket(quickTarget.url, { cookie: user.cookie, origin: quickTarget.origin });
    opened.push(silent, lively);
    expect((await silent.closed).code).toBe(1006);
    expect(lively.socket.readyState).toBe(lively.socket.OPEN);
  });

  it('close a socket whose session row is gone (ended by another instance)', async () => {
    const other = await registerUser(quick.app);
    const socket = await openSocket(quickTarget.url, { cookie: other.cookie, origin: quickTarget.origin });
    opened.push(socket);
    const deleted = await quick.database.db.delete(sessions).where(eq(sessions.userId, other.user.id)).returning();
    expect(deleted).toHaveLength(1);
    expect(await socket.closed).toEqual({ code: 4401, reason: 'Session ended' });
  });

  it('close every socket when the app closes', async () => {
    const socket = await openSocket(quickTarget.url, { cookie: user.cookie, origin: quickTarget.origin });
    await quick.app.close();
    expect((await socket.closed).code).toBe(1001);
  });
});
