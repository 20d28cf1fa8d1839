// Issue 27, item 10: POST /api/notifications took about 900 KB in `data` and any number of calls.
// `data` now carries what the app's own notifications do (a link inside the app and a few ids) in
// at most 2 KB, and a user creates at most 30 notifications for themself a minute.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MAX_NOTIFICATION_DATA_BYTES } from '../../../common/limits';
import { notifications } from '../../db/schema';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';
import { OWN_NOTIFICATIONS_PER_MINUTE, TOO_MANY_NOTIFICATIONS } from './notifications.routes';

const t = useTestApp({ rateLimits: true });
let alice: RegisteredUser;
let bob: RegisteredUser;
beforeAll(async () => {
  alice = await t.register();
  bob = await t.register();
});

const stored = async (user: RegisteredUser) => t.db.$count(notifications, eq(notifications.userId, user.user.id));
const create = (user: RegisteredUser, data?: unknown) =>
  t.call('POST', '/api/notifications', user, { title: 'Reminder', message: 'Walk Rex at 5 PM.', ...(data === undefined ? {} : { data }) });

describe('POST /api/notifications data', () => {
  it('takes a link inside the app with a few ids, as the app’s own notifications carry', async () => {
    const data = { url: '/bookings?booking=12', bookingId: 12, petIds: [3, 4], petName: 'Rex' };
    const res = await create(bob, data);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toEqual(data);
  });

  it('refuses data over 2 KB with a clear 400 and stores nothing', async () => {
    const before = await stored(bob);
    const big = Object.fromEntries(Array.from({ length: 10 }, (_, index) => [`note${index}`, 'x'.repeat(300)]));
    const res = await create(bob, big);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      details: { data: `Data must be at most ${MAX_NOTIFICATION_DATA_BYTES / 1024} KB (a link and a few ids)` },
    });
    // The probe's 900 KB: one long value.
    const huge = await create(bob, { url: '/dashboard', blob: 'x'.repeat(900_000) });
    expect(huge.statusCode).toBe(400);
    expect(await stored(bob)).toBe(before);
  });

  it('refuses nested objects and other shapes with a 400 naming data', async () => {
    for (const data of [{ deep: { deeper: 1 } }, { list: [{ a: 1 }] }, { flag: true }, [1, 2], 'text']) {
      const res = await create(bob, data);
      expect(res.statusCode, JSON.stringify(data)).toBe(400);
      expect(
        Object.keys(res.json().details ?? {}).some((field) => field.startsWith('data')),
        res.body,
      ).toBe(true);
    }
  });
});

describe('POST /api/notifications rate limit', () => {
  it(`lets a user create ${OWN_NOTIFICATIONS_PER_MINUTE} a minute, then answers 429 with a clear message; others are not affected`, async () => {
    for (let index = 0; index < OWN_NOTIFICATIONS_PER_MINUTE; index += 1) {
      const res = await create(alice);
      expect(res.statusCode, `notification ${index + 1}`).toBe(201);
    }
    const before = await stored(alice);
    const refused = await create(alice);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: TOO_MANY_NOTIFICATIONS });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await stored(alice)).toBe(before);
    // Another user's own limit is theirs.
    expect((await create(bob)).statusCode).toBe(201);
  });
});
