// A WebSocket client for the /ws tests: the app must listen on a real port (`listenForSockets`).
// Each socket collects what it receives, so a test can wait for a message or for the close.
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { TEST_ORIGIN } from './api-call';

export type SocketTarget = { url: string; origin: string };

export type TestSocket = {
  socket: WebSocket;
  /** Every message received so far, parsed. */
  messages: { type: string; payload?: unknown }[];
  /** The first message (received or to come) that `matches`, within `timeoutMs`. */
  waitForMessage(
    matches: (message: { type: string; payload?: unknown }) => boolean,
    timeoutMs?: number,
  ): Promise<{ type: string; payload?: unknown }>;
  /** Resolves with the close code and reason. */
  closed: Promise<{ code: number; reason: string }>;
  send(message: unknown): void;
};

/** Starts the app on a free loopback port; returns the /ws address and the site's own Origin. */
export async function listenForSockets(app: FastifyInstance): Promise<SocketTarget> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  // The test app's site is TEST_ORIGIN (its PUBLIC_URL): a page of that site opens the socket.
  return { url: `ws://127.0.0.1:${port}/ws`, origin: TEST_ORIGIN };
}

type ConnectOptions = {
  cookie?: string;
  origin?: string;
  autoPong?: boolean;
  /** Sees the handshake's 101 response (its headers: a balancer names the instance there). */
  onUpgrade?: (response: IncomingMessage) => void;
};

/** Opens a socket; rejects with `refused <status>` when the upgrade is answered with HTTP instead. */
export function openSocket(url: string, options: ConnectOptions = {}): Promise<TestSocket> {
  const headers: Record<string, string> = options.cookie ? { cookie: options.cookie } : {};
  const socket = new WebSocket(url, { headers, origin: options.origin, autoPong: options.autoPong ?? true });
  if (options.onUpgrade) socket.once('upgrade', options.onUpgrade);
  const messages: TestSocket['messages'] = [];
  const listeners = new Set<() => void>();
  socket.on('message', (raw) => {
    messages.push(JSON.parse(raw.toString()));
    for (const listener of listeners) listener();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const testSocket: TestSocket = {
    socket,
    messages,
    closed,
    send: (message) => socket.send(JSON.stringify(message)),
    waitForMessage(matches, timeoutMs = 1000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(matches);
          if (!found) return;
          done();
          resolve(found);
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`No matching message within ${timeoutMs} ms; got ${JSON.stringify(messages)}`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        listeners.add(check);
        check();
      });
    },
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(testSocket));
    socket.once('unexpected-response', (_request, response) => {
      reject(new Error(`refused ${response.statusCode}`));
      socket.terminate();
    });
    socket.once('error', reject);
  });
}
