// The limits of /ws (issue 27, item 11), on a real port: a user's sockets are capped (one more
// closes the oldest), a socket's messages are rate-limited (over the rate it is closed with 1008),
// and a client that breaks the protocol (an oversize frame, text that is not UTF-8) is noted at
// debug level, never logged as a server error. Every wait is for an event, never a fixed sleep.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  MAX_SOCKETS_PER_USER,
  SOCKET_MESSAGE_BURST,
  TOO_MANY_MESSAGES_CLOSE,
  TOO_MANY_SOCKETS_CLOSE,
} from '../../../common/realtime-limits';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';
import { listenForSockets, openSocket, type SocketTarget, type TestSocket } from '../../../tests/helpers/ws-client';

/** The app's log lines, parsed (pino: level 20 debug, 30 info, 40 warn, 50 error). */
const logLines: { level: number; msg?: string; code?: string; err?: unknown }[] = [];
const t = useTestApp({
  logger: { level: 'debug', stream: { write: (line: string) => void logLines.push(JSON.parse(line)) } },
});
let target: SocketTarget;
const opened: TestSocket[] = [];

beforeAll(async () => {
  target = await listenForSockets(t.app);
});
afterAll(() => {
  for (const socket of opened) socket.socket.terminate();
});

async function connect(user: RegisteredUser) {
  const socket = await openSocket(target.url, { cookie: user.cookie, origin: target.origin });
  opened.push(socket);
  return socket;
}

/** A ping answered proves the socket is open and read. */
async function answersPing(socket: TestSocket) {
  const pongs = socket.messages.filter((message) => message.type === 'pong').length;
  socket.send({ type: 'ping' });
  await socket.waitForMessage(() => socket.messages.filter((message) => message.type === 'pong').length > pongs);
}

describe('sockets per user', () => {
  it(`keeps at most ${MAX_SOCKETS_PER_USER}: one more closes the oldest with 4008 and a reason, and leaves the rest open`, async () => {
    const user = await t.register();
    const sockets: TestSocket[] = [];
    for (let i = 0; i < MAX_SOCKETS_PER_USER; i += 1) sockets.push(await connect(user));
    for (const socket of sockets) await answersPing(socket);

    const newest = await connect(user);
    expect(await sockets[0].closed).toEqual(TOO_MANY_SOCKETS_CLOSE);
    for (const socket of [...sockets.slice(1), newest]) await answersPing(socket);
    expect(sockets.slice(1).every((socket) => socket.socket.readyState === socket.socket.OPEN)).toBe(true);

    // Another user's sockets do not count.
    const other = await connect(await t.register());
    await answersPing(other);
    await answersPing(sockets[1]);
  });

  it('delivers a notification to the sockets kept, not to the one closed', async () => {
    const user = await t.register();
    const sockets: TestSocket[] = [];
    for (let i = 0; i <= MAX_SOCKETS_PER_USER; i += 1) sockets.push(await connect(user));
    await sockets[0].closed;
    await t.notifications.notify(t.db, user.user.id, { title: 'To the ten', message: 'Hello' });
    for (const socket of sockets.slice(1)) await socket.waitForMessage((message) => message.type === 'notification');
    expect(sockets[0].messages.filter((message) => message.type === 'notification')).toEqual([]);
  });
});

describe('messages per socket', () => {
  it('answers a burst within the limit and stays open', async () => {
    const socket = await connect(await t.register());
    for (let i = 0; i < SOCKET_MESSAGE_BURST - 5; i += 1) socket.send({ type: 'ping' });
    await socket.waitForMessage(() => socket.messages.filter((message) => message.type === 'pong').length === SOCKET_MESSAGE_BURST - 5);
    await answersPing(socket);
  });

  it('closes a socket that floods (3,000 pings) with 1008 "Too many messages", answering no more than the burst', async () => {
    const socket = await connect(await t.register());
    for (let i = 0; i < 3000; i += 1) socket.send({ type: 'ping' });
    expect(await socket.closed).toEqual(TOO_MANY_MESSAGES_CLOSE);
    // A little refill may happen while the burst is read: never the thousands sent.
    expect(socket.messages.filter((message) => message.type === 'pong').length).toBeLessThanOrEqual(SOCKET_MESSAGE_BURST + 5);
  });
});

describe('a client that breaks the protocol', () => {
  it.each([
    [
      'a frame over the 4 KB limit',
      1009,
      'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH',
      (socket: TestSocket) => socket.socket.send('x'.repeat(5000)),
    ],
    [
      'a text frame that is not UTF-8',
      1007,
      'WS_ERR_INVALID_UTF8',
      (socket: TestSocket) => socket.socket.send(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), { binary: false }),
    ],
  ])('(%s) is closed with %i and noted at debug level, without an error or a stack', async (_case, closeCode, faultCode, breakIt) => {
    const socket = await connect(await t.register());
    const from = logLines.length;
    breakIt(socket);
    expect((await socket.closed).code).toBe(closeCode);
    await vi.waitFor(() => expect(logLines.slice(from).some((line) => line.code === faultCode)).toBe(true));
    const lines = logLines.slice(from);
    expect(lines.find((line) => line.code === faultCode)).toMatchObject({ level: 20 });
    expect(lines.filter((line) => line.level >= 40)).toEqual([]);
    expect(lines.filter((line) => line.err !== undefined)).toEqual([]);
  });
});
