// The socket message rate's token bucket, on a hand-driven clock.
import { describe, expect, it } from 'vitest';
import { tokenBucket } from './token-bucket';

describe('tokenBucket', () => {
  it('allows the burst at once, then refills at the rate, never above the burst', () => {
    let now = 0;
    const bucket = tokenBucket({ perSecond: 20, burst: 40, now: () => now });
    for (let i = 0; i < 40; i += 1) expect(bucket.take(), `message ${i + 1}`).toBe(true);
    expect(bucket.take()).toBe(false);

    now += 50; // 1 token
    expect(bucket.take()).toBe(true);
    expect(bucket.take()).toBe(false);

    now += 1000; // 20 tokens
    for (let i = 0; i < 20; i += 1) expect(bucket.take()).toBe(true);
    expect(bucket.take()).toBe(false);

    now += 60_000; // a long quiet spell refills to the burst only
    for (let i = 0; i < 40; i += 1) expect(bucket.take()).toBe(true);
    expect(bucket.take()).toBe(false);
  });

  it('keeps a steady 20 a second going for good', () => {
    let now = 0;
    const bucket = tokenBucket({ perSecond: 20, burst: 40, now: () => now });
    for (let i = 0; i < 1000; i += 1) {
      now += 50;
      expect(bucket.take()).toBe(true);
    }
  });
});
