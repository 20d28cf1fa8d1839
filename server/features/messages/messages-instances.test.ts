// Messages live across two app instances on one PostgreSQL database (decisions.md 63): a message
// sent through instance A, its read and someone typing on A reach sockets held by instance B. Runs
// with --project api-postgres only (TEST_DATABASE_URL set).
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs } from '../../../tests/helpers/api-call';
import { useTwoInstances } from '../../../tests/helpers/two-instances';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { loginAs, registerUser, type RegisteredUser } from '../../../tests/helpers/users';
import { listenForSockets, openSocket, type SocketTarget } from '../../../tests/helpers/ws-client';

const onPostgres = process.env.TEST_DB_KIND === 'postgres';

describe.runIf(onPostgres)('messages across two app instances', () => {
  const two = useTwoInstances({ apps: { realtimePingIntervalMs: 200 } });
  let targetA: SocketTarget;
  let targetB: SocketTarget;
  let owner: RegisteredUser;
  let staff: RegisteredUser;

  beforeAll(async () => {
    targetA = await listenForSockets(two.appA);
    targetB = await listenForSockets(two.appB);
    owner = await registerUser(two.appA, { firstName: 'Ivy', lastName: 'Owner' });
    // A staff member (made so in the database: the role-granting helper needs a test app's hub).
    const member = await registerUser(two.appA, { firstName: 'Sid', lastName: 'Staff' });
    await two.first.db.update(users).set({ isStaff: true }).where(eq(users.id, member.user.id));
    staff = { ...member, cookie: await loginAs(two.appA, member.user.username, member.password) };
  });

  it('a message, its read and typing through instance A reach sockets on instance B', async () => {
    const ownerOnB = await openSocket(targetB.url, { cookie: owner.cookie, origin: targetB.origin });
    const staffOnB = await openSocket(targetB.url, { cookie: staff.cookie, origin: targetB.origin });
    const ownerOnA = await openSocket(targetA.url, { cookie: owner.cookie, origin: targetA.origin });
    const started = await callAs(two.appA, 'POST', '/api/conversations', owner, { with: 'business' });
    expect(started.statusCode, started.body).toBe(201);
    const id = started.json().id;

    const sent = await callAs(two.appA, 'POST', `/api/conversations/${id}/messages`, owner, { text: 'y'.repeat(5000) });
    expect(sent.statusCode, sent.body).toBe(201);
    const heard = await staffOnB.waitForMessage((m) => m.type === 'message', 10_000);
    expect(heard.payload).toEqual(sent.json());
    expect((await ownerOnB.waitForMessage((m) => m.type === 'message', 10_000)).payload).toEqual(sent.json());

    expect((await callAs(two.appA, 'PUT', `/api/conversations/${id}/read`, staff)).statusCode).toBe(200);
    const read = await ownerOnB.waitForMessage((m) => m.type === 'message-read', 10_000);
    expect(read.payload).toMatchObject({ conversationId: id, side: 'counterpart', lastReadMessageId: sent.json().id });

    ownerOnA.send({ type: 'typing', conversationId: id });
    const typing = await staffOnB.waitForMessage((m) => m.type === 'typing', 10_000);
    expect(typing.payload).toEqual({ conversationId: id, userId: owner.user.id, name: 'Ivy Owner' });
    for (const socket of [ownerOnB, staffOnB, ownerOnA]) socket.socket.terminate();
  });
});
