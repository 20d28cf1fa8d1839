// Two app instances on one PostgreSQL database (decisions.md 7): a notification created through
// one reaches a socket held by the other (the hub's LISTEN/NOTIFY), and a logout on one closes the
// session's socket on the other (its heartbeat finds the session row gone). Runs with
// --project api-postgres only (TEST_DATABASE_URL set).
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs } from '../../../tests/helpers/api-call';
import { useTwoInstances } from '../../../tests/helpers/two-instances';
import { loginAs, registerUser, type RegisteredUser } from '../../../tests/helpers/users';
import { listenForSockets, openSocket, type SocketTarget } from '../../../tests/helpers/ws-client';

const onPostgres = process.env.TEST_DB_KIND === 'postgres';

describe.runIf(onPostgres)('real-time delivery across two app instances', () => {
  const two = useTwoInstances({ apps: { realtimePingIntervalMs: 200 } });
  let targetB: SocketTarget;
  let user: RegisteredUser;

  beforeAll(async () => {
    targetB = await listenForSockets(two.appB);
    user = await registerUser(two.appA);
  });

  it('a notification created through instance A reaches the user’s socket on instance B within a second', async () => {
    const socket = await openSocket(targetB.url, { cookie: user.cookie, origin: targetB.origin });
    const started = Date.now();
    const res = await callAs(two.appA, 'POST', '/api/notifications', user, { title: 'Across instances', message: 'Through NOTIFY' });
    expect(res.statusCode).toBe(201);
    const message = await socket.waitForMessage((m) => m.type === 'notification', 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(message.payload).toMatchObject({ id: res.json().id, userId: user.user.id, title: 'Across instances' });
    socket.socket.terminate();
  });

  it('a logout through instance A closes that session’s socket on instance B', async () => {
    const cookie = await loginAs(two.appA, user.user.username, user.password);
    const socket = await openSocket(targetB.url, { cookie, origin: targetB.origin });
    expect((await callAs(two.appA, 'POST', '/api/logout', { cookie })).statusCode).toBe(204);
    expect(await socket.closed).toEqual({ code: 4401, reason: 'Session ended' });
  });
});
