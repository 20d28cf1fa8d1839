import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../../test/fake-web-socket';
import { sampleNotification } from '../../test/sample-notification';
import {
  MAX_RECONNECT_DELAY_MS,
  MIN_RECONNECT_DELAY_MS,
  RealtimeConnection,
  reconnectDelay,
  realtimeUrl,
  type RealtimeConnectionOptions,
} from './realtime-connection';

function connect(overrides: Partial<RealtimeConnectionOptions> = {}) {
  const options = {
    url: 'ws://app.test/ws',
    userId: 7,
    onOpen: vi.fn(),
    onNotification: vi.fn(),
    onSessionEnded: vi.fn(),
    random: () => 0,
    ...overrides,
  };
  const connection = new RealtimeConnection(options);
  connection.start();
  return { connection, options };
}

const latest = () => FakeWebSocket.latest!;

describe('reconnectDelay', () => {
  it('doubles from 1-2 s up to 15-30 s, with jitter', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((attempt) => reconnectDelay(attempt, () => 0))).toEqual([1000, 2000, 4000, 8000, 15000, 15000, 15000]);
    expect([0, 1, 2, 3, 4, 5, 9].map((attempt) => reconnectDelay(attempt, () => 1))).toEqual([
      2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
    expect(reconnectDelay(2, () => 0.5)).toBe(6000);
  });

  it('always stays between 1 s and 30 s', () => {
    for (let attempt = 0; attempt < 60; attempt += 1) {
      for (const random of [0, 0.25, 0.999]) {
        const delay = reconnectDelay(attempt, () => random);
        expect(delay).toBeGreaterThanOrEqual(MIN_RECONNECT_DELAY_MS);
        expect(delay).toBeLessThanOrEqual(MAX_RECONNECT_DELAY_MS);
      }
    }
  });
});

describe('realtimeUrl', () => {
  it('uses wss on a secure page and ws otherwise, on the same host', () => {
    expect(realtimeUrl({ protocol: 'https:', host: 'paws.example' })).toBe('wss://paws.example/ws');
    expect(realtimeUrl({ protocol: 'http:', host: '127.0.0.1:5000' })).toBe('ws://127.0.0.1:5000/ws');
  });
});

describe('RealtimeConnection', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says who it is on open and reports the open (catch-up)', () => {
    const { options } = connect();
    expect(latest().url).toBe('ws://app.test/ws');
    expect(options.onOpen).not.toHaveBeenCalled();

    latest().serverOpens();

    expect(latest().sent).toEqual([{ type: 'authenticate', payload: { userId: 7 } }]);
    expect(options.onOpen).toHaveBeenCalledTimes(1);
  });

  it('hands on each notification and ignores everything else', () => {
    const { options } = connect();
    latest().serverOpens();
    const notification = sampleNotification({ id: 9, title: 'Payment received' });

    latest().serverSends({ type: 'pong' });
    latest().serverSends('not json');
    latest().serverSends({ type: 'notification', payload: notification });

    expect(options.onNotification).toHaveBeenCalledTimes(1);
    expect(options.onNotification).toHaveBeenCalledWith(notification);
  });

  it("hands on the day board's signal (staff, decisions.md 57) apart from notifications", () => {
    const onDayBoard = vi.fn();
    const { options } = connect({ onDayBoard });
    latest().serverOpens();
    latest().serverSends({ type: 'day-board' });
    expect(onDayBoard).toHaveBeenCalledOnce();
    expect(options.onNotification).not.toHaveBeenCalled();
  });

  it("hands on a stay journal's signal with its booking, and ignores one without (decisions.md 60)", () => {
    const onJournal = vi.fn();
    const { options } = connect({ onJournal });
    latest().serverOpens();
    latest().serverSends({ type: 'journal', bookingId: 41 });
    latest().serverSends({ type: 'journal', bookingId: 'x' });
    expect(onJournal).toHaveBeenCalledExactlyOnceWith(41);
    expect(options.onNotification).not.toHaveBeenCalled();
  });

  it('reconnects with growing delays while the server stays away, quietly', () => {
    connect({ random: () => 0 });
    for (const delay of [1000, 2000, 4000, 8000, 15000, 15000]) {
      const before = FakeWebSocket.instances.length;
      latest().serverCloses(1006, { withError: true });
      vi.advanceTimersByTime(delay - 1);
      expect(FakeWebSocket.instances).toHaveLength(before);
      vi.advanceTimersByTime(1);
      expect(FakeWebSocket.instances).toHaveLength(before + 1);
    }
  });

  it('never waits more than 30 s, jitter included', () => {
    connect({ random: () => 1 });
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const before = FakeWebSocket.instances.length;
      latest().serverCloses(1006);
      vi.advanceTimersByTime(MAX_RECONNECT_DELAY_MS);
      expect(FakeWebSocket.instances).toHaveLength(before + 1);
    }
  });

  it('starts the back-off afresh after a successful open, and catches up on every reopen', () => {
    const { options } = connect({ random: () => 0 });
    latest().serverOpens();
    latest().serverCloses(1006);
    vi.advanceTimersByTime(1000);
    latest().serverCloses(1006);
    vi.advanceTimersByTime(2000);
    latest().serverOpens();
    expect(options.onOpen).toHaveBeenCalledTimes(2);
    expect(latest().sent).toEqual([{ type: 'authenticate', payload: { userId: 7 } }]);

    // The server restarts: the first retry comes after 1 s again.
    const before = FakeWebSocket.instances.length;
    latest().serverCloses(1001);
    vi.advanceTimersByTime(1000);
    expect(FakeWebSocket.instances).toHaveLength(before + 1);
  });

  it('stops when the session ended (4401) and reconnects only when asked', () => {
    const { connection, options } = connect();
    latest().serverOpens();
    latest().serverCloses(4401);

    expect(options.onSessionEnded).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);

    connection.reconnect();
    vi.advanceTimersByTime(1000);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('stays closed when a newer socket of the user took its place (4008), until asked', () => {
    const { connection, options } = connect();
    latest().serverOpens();
    latest().serverCloses(4008);

    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(options.onSessionEnded).not.toHaveBeenCalled();

    connection.reconnect();
    vi.advanceTimersByTime(1000);
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it('stop() closes an open socket and never reconnects', () => {
    const { connection, options } = connect();
    latest().serverOpens();
    connection.stop();

    expect(latest().closedByApp).toEqual([1000]);
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(options.onSessionEnded).not.toHaveBeenCalled();
  });

  it('stop() while connecting waits for the open to close (browsers log closing a connecting socket)', () => {
    const { connection, options } = connect();
    connection.stop();
    expect(latest().closedByApp).toEqual([]);

    latest().serverOpens();

    expect(latest().closedByApp).toEqual([1000]);
    expect(latest().sent).toEqual([]);
    expect(options.onOpen).not.toHaveBeenCalled();
  });

  it('stop() while waiting to reconnect cancels the attempt', () => {
    const { connection } = connect();
    latest().serverCloses(1006);
    connection.stop();
    vi.advanceTimersByTime(60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });
});
