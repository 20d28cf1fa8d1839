// The owner's mix as the latency section states it: in every 22 requests, the 20 reads of four
// signed-in page views (each `GET /api/user`, the nav bar's three counts and the page's own read),
// one booking and one journal entry.
import { describe, expect, it } from 'vitest';
import type { OpenLoopRequest } from './open-loop';
import { ownerMix } from './latency-section';
import type { BenchWrites } from './write-fixtures';

const write = (label: string) => (): OpenLoopRequest => ({ label, method: 'POST', path: `/${label}` });
const writes: BenchWrites = { twoPetStay: write('booking'), journalEntry: write('journal'), messageToBusiness: write('message') };

describe('ownerMix', () => {
  it('is 20 signed-in reads, one booking and one journal entry in every 22 requests', () => {
    const next = ownerMix('sid=owner', writes);
    const requests = Array.from({ length: 44 }, (_, index) => next(index));
    const labels = requests.map((request) => request.label);
    expect(labels.filter((label) => label === 'reads')).toHaveLength(40);
    expect(labels.filter((label) => label === 'booking')).toHaveLength(2);
    expect(labels.filter((label) => label === 'journal')).toHaveLength(2);
    expect(labels.filter((label) => label === 'message')).toHaveLength(0);
    const reads = requests.filter((request) => request.label === 'reads');
    expect(reads.every((request) => request.method === 'GET' && request.headers?.cookie === 'sid=owner')).toBe(true);
    expect(reads.slice(0, 5).map((request) => request.path)).toEqual([
      '/api/user',
      '/api/cart/count',
      '/api/notifications/unread-count',
      '/api/messages/unread-count',
      '/api/dashboard',
    ]);
    expect(new Set(reads.map((request) => request.path))).toEqual(
      new Set([
        '/api/user',
        '/api/cart/count',
        '/api/notifications/unread-count',
        '/api/messages/unread-count',
        '/api/dashboard',
        '/api/pets',
        '/api/bookings?when=upcoming',
        '/api/training-programs',
      ]),
    );
  });
});
