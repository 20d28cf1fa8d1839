// A WebSocket stand-in for component tests: nothing leaves the process. Every socket the app
// opens lands in `FakeWebSocket.instances`; a test drives it (open, message, close) and reads
// what the app sent. setup.ts installs it before each test, so a page that opens the real-time
// channel never reaches for the network.
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

export class FakeWebSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  static instances: FakeWebSocket[] = [];

  /** The newest socket, the one a test usually drives. */
  static get latest(): FakeWebSocket | undefined {
    return FakeWebSocket.instances.at(-1);
  }

  readyState = FakeWebSocket.CONNECTING;
  readonly sent: unknown[] = [];
  /** Close codes the app asked for (close() called by the app). */
  readonly closedByApp: number[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }

  send(data: string) {
    if (this.readyState !== FakeWebSocket.OPEN) throw new Error('send() before the socket opened');
    this.sent.push(JSON.parse(data));
  }

  close(code = 1000) {
    this.closedByApp.push(code);
    if (this.readyState === FakeWebSocket.CLOSED) return;
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.(new CloseEvent('close', { code, wasClean: true }));
  }

  // The server's side.
  serverOpens() {
    this.readyState = FakeWebSocket.OPEN;
    this.onopen?.(new Event('open'));
  }

  serverSends(message: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: typeof message === 'string' ? message : JSON.stringify(message) }));
  }

  /** The server (or the network) ends the connection; a refused one errors first. */
  serverCloses(code = 1006, { withError = false }: { withError?: boolean } = {}) {
    if (withError) this.onerror?.(new Event('error'));
    this.readyState = FakeWebSocket.CLOSED;
    this.onclose?.(new CloseEvent('close', { code, wasClean: code !== 1006 }));
  }
}

/**
 * The page's socket, once the page has asked for one: the real-time channel opens after the page's
 * load (decisions.md 100), which on a busy machine can come after the page's first answers.
 */
export async function pageSocket(): Promise<FakeWebSocket> {
  await waitFor(() => expect(FakeWebSocket.latest).toBeDefined());
  return FakeWebSocket.latest!;
}
