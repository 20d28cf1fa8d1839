// The limiter and its memory store: counting before the work, refusing with 429 and
// Retry-After, giving attempts back, windows that end, and bounded memory.
import { describe, expect, it } from 'vitest';
import { HttpError } from '../errors';
import { clientAddressKey } from './client-address';
import { createMemoryCounterStore } from './counter-store';
import { TOO_MANY_ATTEMPTS, createLimiter, limiterBuilder } from './limiter';

const MINUTE = 60_000;

function fakeReply() {
  const headers: Record<string, string> = {};
  return { headers, header: (name: string, value: string) => (headers[name] = value) };
}

describe('createLimiter', () => {
  it('counts each reservation and refuses the one over max with 429 and Retry-After', async () => {
    const limiter = createLimiter(createMemoryCounterStore(), { name: 'test', max: 3, windowMs: 15 * MINUTE });
    const reply = fakeReply();
    for (let attempt = 0; attempt < 3; attempt++) await limiter.reserve('k', reply);
    expect(reply.headers).toEqual({});

    const refused = await limiter.reserve('k', reply).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 429, message: TOO_MANY_ATTEMPTS });
    expect(Number(reply.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(reply.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(await limiter.peek('k')).toMatchObject({ count: 3, remaining: 0, allowed: false });
    expect(await limiter.peek('other')).toEqual({ allowed: true, count: 0, remaining: 3, retryAfterSeconds: 0 });
  });

  it('refuses all but max of many reservations made at once', async () => {
    const limiter = createLimiter(createMemoryCounterStore(), { name: 'test', max: 10, windowMs: MINUTE });
    const results = await Promise.all(Array.from({ length: 25 }, () => limiter.tryReserve('k')));
    expect(results.filter((result) => result.allowed)).toHaveLength(10);
  });

  it('gives an attempt back on release, never below zero', async () => {
    const limiter = createLimiter(createMemoryCounterStore(), { name: 'test', max: 2, windowMs: MINUTE });
    await limiter.tryReserve('k');
    await limiter.tryReserve('k');
    await limiter.release('k');
    expect((await limiter.tryReserve('k')).allowed).toBe(true);
    expect((await limiter.tryReserve('k')).allowed).toBe(false);
    await limiter.release('nobody');
    expect((await limiter.peek('nobody')).count).toBe(0);
  });

  it('uses its own message and keeps limits with different names apart', async () => {
    const store = createMemoryCounterStore();
    const uploads = createLimiter(store, { name: 'uploads', max: 1, windowMs: MINUTE, message: 'Too many uploads.' });
    const logins = createLimiter(store, { name: 'logins', max: 1, windowMs: MINUTE });
    await uploads.reserve('k', fakeReply());
    await logins.reserve('k', fakeReply());
    await expect(uploads.reserve('k', fakeReply())).rejects.toMatchObject({ statusCode: 429, message: 'Too many uploads.' });
  });
});

describe('memory counter store', () => {
  it('starts a new window once the old one ends', async () => {
    let now = 1_000_000;
    const store = createMemoryCounterStore({ now: () => now });
    expect(await store.increment('k', 1, MINUTE)).toEqual({ count: 1, resetAt: now + MINUTE, counted: true });
    expect((await store.increment('k', 1, MINUTE)).counted).toBe(false);
    now += MINUTE - 1;
    expect((await store.increment('k', 1, MINUTE)).counted).toBe(false);
    now += 1;
    expect(await store.get('k')).toBeNull();
    expect(await store.increment('k', 1, MINUTE)).toEqual({ count: 1, resetAt: now + MINUTE, counted: true });
  });

  it('keeps at most maxKeys counters, dropping ended windows first, then the oldest', async () => {
    let now = 0;
    const store = createMemoryCounterStore({ now: () => now, maxKeys: 3 });
    await store.increment('short', 5, 10);
    await store.increment('a', 5, MINUTE);
    await store.increment('b', 5, MINUTE);
    now = 20;
    await store.increment('c', 5, MINUTE);
    expect(await store.get('a')).not.toBeNull();
    await store.increment('d', 5, MINUTE);
    expect(await store.get('a')).toBeNull();
    expect(await Promise.all(['b', 'c', 'd'].map((key) => store.get(key)))).not.toContain(null);
  });
});

describe('limiterBuilder', () => {
  it('builds limiters that never refuse when limits are off', async () => {
    const limiter = limiterBuilder({ enabled: false })({ name: 'off', max: 1, windowMs: MINUTE });
    for (let attempt = 0; attempt < 5; attempt++) await limiter.reserve('k', fakeReply());
    expect((await limiter.tryReserve('k')).allowed).toBe(true);
  });

  it('shares one store between its limiters and refuses a name used twice', async () => {
    const store = createMemoryCounterStore();
    const build = limiterBuilder({ enabled: true, store });
    await build({ name: 'one', max: 5, windowMs: MINUTE }).tryReserve('k');
    expect(await store.get('one:k')).toMatchObject({ count: 1 });
    expect(() => build({ name: 'one', max: 5, windowMs: MINUTE })).toThrow('defined twice');
  });
});

describe('clientAddressKey', () => {
  it('counts IPv4 as is, IPv4-mapped IPv6 as IPv4 and IPv6 by its /64', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:0db8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
