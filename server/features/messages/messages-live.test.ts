// Messages live (decisions.md 63): a new message, an edit and a read reach the owner's sockets and
// every staff socket (the business's conversation) or the trainer's (a trainer's), never anyone
// else's; typing is relayed to the other participants, not back to its writer, and only from
// someone who reads the conversation.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';
import { listenForSockets, openSocket, type SocketTarget, type TestSocket } from '../../../tests/helpers/ws-client';
import { messageCalls, messagesCast, type MessagesCast } from './message-test-kit';

const t = useTestApp();
const calls = messageCalls(t);
let c: MessagesCast;
let target: SocketTarget;

beforeAll(async () => {
  c = await messagesCast(t);
  target = await listenForSockets(t.app);
});

const socketOf = (who: RegisteredUser) => openSocket(target.url, { cookie: who.cookie, origin: target.origin });
const ofType = (type: string) => (message: { type: string }) => message.type === type;
type Payload = Record<string, unknown>;

async function sockets(...who: RegisteredUser[]): Promise<TestSocket[]> {
  return Promise.all(who.map(socketOf));
}

describe('live messages', () => {
  it('the business’s conversation: a message, an edit and a read reach the owner and staff, not strangers', async () => {
    const [owner, staff, stranger, trainer] = await sockets(c.owner, c.staff, c.otherOwner, c.trainer);
    const { id } = await calls.opened(c.owner, { with: 'business' });
    const long = 'x'.repeat(5000);
    const sent = await calls.sent(c.owner, id, long);
    for (const socket of [owner, staff]) {
      const event = await socket.waitForMessage((m) => m.type === 'message' && (m.payload as Payload).id === sent.id);
      expect(event.payload).toEqual(sent);
    }
    const edit = await t.call('PATCH', `/api/conversations/${id}/messages/${sent.id}`, c.owner, { text: 'Short now' });
    expect(edit.statusCode).toBe(200);
    const edited = await staff.waitForMessage((m) => m.type === 'message' && (m.payload as Payload).text === 'Short now');
    expect(edited.payload).toEqual(edit.json());

    expect((await calls.read(c.staff, id)).statusCode).toBe(200);
    const read = await owner.waitForMessage(ofType('message-read'));
    expect(read.payload).toEqual({ conversationId: id, side: 'counterpart', lastReadMessageId: sent.id, readAt: expect.any(String) });

    await t.notifications.flush();
    for (const socket of [stranger, trainer]) {
      expect(socket.messages.filter((m) => ['message', 'message-read', 'typing'].includes(m.type))).toEqual([]);
    }
    for (const socket of [owner, staff, stranger, trainer]) socket.socket.terminate();
  });

  it('a trainer’s conversation reaches the owner and the trainer, never staff', async () => {
    const [owner, trainer, staff] = await sockets(c.owner, c.trainer, c.staff);
    const { id } = await calls.opened(c.owner, { with: { trainerId: c.trainer.user.id } });
    const sent = await calls.sent(c.trainer, id, 'Practice sit');
    for (const socket of [owner, trainer]) {
      expect((await socket.waitForMessage((m) => m.type === 'message' && (m.payload as Payload).id === sent.id)).payload).toEqual(sent);
    }
    await calls.read(c.owner, id);
    expect((await trainer.waitForMessage(ofType('message-read'))).payload).toMatchObject({ conversationId: id, side: 'owner' });
    await t.notifications.flush();
    expect(staff.messages.filter((m) => m.type === 'message' || m.type === 'message-read')).toEqual([]);
    for (const socket of [owner, trainer, staff]) socket.socket.terminate();
  });

  it('relays typing to the other participants, not back to the writer, and ignores strangers and junk', async () => {
    const [owner, ownerTab, staff, stranger] = await sockets(c.owner, c.owner, c.staff, c.otherOwner);
    const { id } = await calls.opened(c.owner, { with: 'business' });
    stranger.send({ type: 'typing', conversationId: id });
    for (const junk of [
      { type: 'typing' },
      { type: 'typing', conversationId: 'x' },
      { type: 'typing', conversationId: -1 },
      { type: 'typing', conversationId: 2 ** 40 },
    ]) {
      owner.send(junk);
    }
    owner.send({ type: 'typing', conversationId: id });
    const typing = await staff.waitForMessage(ofType('typing'));
    expect(typing.payload).toEqual({ conversationId: id, userId: c.owner.user.id, name: 'Olive Owner' });
    staff.send({ type: 'typing', conversationId: id });
    const back = await owner.waitForMessage(ofType('typing'));
    expect(back.payload).toEqual({ conversationId: id, userId: c.staff.user.id, name: 'Sam Desk' });
    await t.notifications.flush();
    // The owner's other tab did not hear its own typing, only the staff member's; the stranger heard nothing.
    expect(ownerTab.messages.filter(ofType('typing')).map((m) => (m.payload as Payload).userId)).toEqual([c.staff.user.id]);
    expect(staff.messages.filter(ofType('typing'))).toHaveLength(1);
    expect(stranger.messages.filter(ofType('typing'))).toEqual([]);
    // The sockets are still open: malformed typing is ignored, not a protocol error.
    owner.send({ type: 'ping' });
    await owner.waitForMessage(ofType('pong'));
    for (const socket of [owner, ownerTab, staff, stranger]) socket.socket.terminate();
  });
});
