// The front desk (decisions.md 55): check-in from the arrival day (with staff confirming an unpaid
// booking or missing vaccinations), check-out, no-show after the arrival day; each step audited and
// told to the owner; staff and admins only.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { STAY_STARTED_MESSAGE } from '../../../common/cancellation';
import { auditLog, bookings, notifications, stayChecks } from '../../db/schema';
import { insertStayUnderWay, postPet, postVaccinatedPet, rexProfile } from '../../../tests/helpers/factories';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';
import { sandboxCard } from '../../../tests/helpers/sandbox-card';

const t = useTestApp();
let owner: RegisteredUser;
let staff: RegisteredUser;
let trainer: RegisteredUser;

beforeAll(async () => {
  [owner, trainer] = await Promise.all([t.register(), t.register({ isTrainer: true })]);
  staff = await t.register({}, { roles: ['staff'] });
});

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** A boarding stay of a new pet, starting `startsIn` from now (negative: already begun; by default, earlier today). */
async function stay(options: { startsIn?: number; nights?: number; paid?: boolean; vaccinated?: boolean }) {
  const pet =
    options.vaccinated === false ? await postPet(t.app, owner, rexProfile) : await postVaccinatedPet(t.app, t.db, owner, rexProfile);
  return insertStayUnderWay(t.db, {
    petId: pet.id,
    ownerId: owner.user.id,
    nights: options.nights ?? 2,
    ...(options.startsIn === undefined ? {} : { startedAgoMs: -options.startsIn }),
    ...(options.paid === false ? { status: 'pending' as const, paymentStatus: 'pending' as const } : {}),
  });
}
/** As staff unless `who` says otherwise (null: signed out). */
const step = (id: number, kind: 'check-in' | 'check-out' | 'no-show', who: RegisteredUser | null = staff, body: object = {}) =>
  t.call('POST', `/api/admin/bookings/${id}/${kind}`, who ?? undefined, body);
const statusOf = async (id: number) => (await t.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0].status;
const ownerNotices = (title: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, owner.user.id), eq(notifications.title, title)));

describe('check-in and check-out', () => {
  it('checks a paid stay in and out: the status moves, each step is recorded, audited and told to the owner', async () => {
    const booking = await stay({ startsIn: -HOUR });
    const checkedIn = await step(booking.id, 'check-in', staff, { belongings: 'Blue leash, blanket', note: 'Shy with big dogs' });
    expect(checkedIn.statusCode).toBe(200);
    expect(checkedIn.json()).toMatchObject({
      bookingId: booking.id,
      status: 'checked_in',
      check: { kind: 'check_in', byUserId: staff.user.id, belongings: 'Blue leash, blanket', note: 'Shy with big dogs', confirmed: [] },
    });
    expect(await statusOf(booking.id)).toBe('checked_in');
    await expect.poll(async () => (await ownerNotices('Rex is checked in')).length).toBe(1);
    const [audited] = await t.db.select().from(auditLog).where(eq(auditLog.kind, 'booking.checked_in'));
    expect(audited).toMatchObject({ actorId: staff.user.id });
    expect(audited.summary).toContain(`checked in Rex (booking #${booking.id})`);

    // The owner cannot cancel a stay that has begun.
    const cancel = await t.call('PATCH', `/api/bookings/${booking.id}`, owner, { status: 'cancelled' });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe(STAY_STARTED_MESSAGE);
    expect((await t.call('GET', '/api/bookings?when=upcoming', owner)).json()).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: booking.id, status: 'checked_in' })]),
    );

    expect((await step(booking.id, 'check-in')).statusCode).toBe(409);
    const checkedOut = await step(booking.id, 'check-out', staff, { belongings: 'Blue leash, blanket' });
    expect(checkedOut.statusCode).toBe(200);
    expect(checkedOut.json()).toMatchObject({ status: 'completed', check: { kind: 'check_out', belongings: 'Blue leash, blanket' } });
    await expect.poll(async () => (await ownerNotices('Rex is checked out')).length).toBe(1);
    const again = await step(booking.id, 'check-out');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This booking is already checked out, so it cannot be checked out.');
    expect(await t.db.select().from(stayChecks).where(eq(stayChecks.bookingId, booking.id))).toHaveLength(2);
  });

  it('takes check-in from the start of the arrival day, not before', async () => {
    const booking = await stay({ startsIn: 3 * DAY });
    const early = await step(booking.id, 'check-in');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/^Rex can be checked in from the arrival day, \d{4}-\d\d-\d\d\.$/);
    expect(await statusOf(booking.id)).toBe('confirmed');
  });

  it('asks staff to confirm an unpaid booking and missing vaccinations, and records that they did', async () => {
    const booking = await stay({ startsIn: -HOUR, paid: false, vaccinated: false });
    const asked = await step(booking.id, 'check-in');
    expect(asked.statusCode).toBe(409);
    expect(asked.json().message).toMatch(/^Please confirm to check Rex in: This booking is not paid yet\. Rex needs/);
    expect(Object.keys(asked.json().details).sort()).toEqual(['unpaid', 'vaccinations']);
    expect((await step(booking.id, 'check-in', staff, { confirm: ['unpaid'] })).statusCode).toBe(409);
    expect(await statusOf(booking.id)).toBe('pending');

    const confirmed = await step(booking.id, 'check-in', staff, { confirm: ['unpaid', 'vaccinations'] });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().check.confirmed).toEqual(['unpaid', 'vaccinations']);
  });

  it('keeps a stay checked in when its owner pays during it', async () => {
    const booking = await stay({ startsIn: -HOUR, paid: false });
    expect((await step(booking.id, 'check-in', staff, { confirm: ['unpaid'] })).statusCode).toBe(200);
    const intent = await t.call('POST', '/api/create-payment-intent', owner, { bookingId: booking.id });
    expect(intent.statusCode).toBe(200);
    const paid = await t.call('POST', '/api/sandbox/confirm', owner, sandboxCard(intent.json().clientSecret));
    expect(paid.json()).toEqual({ status: 'succeeded' });
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ status: 'checked_in', paymentStatus: 'paid' });
  });
});

describe('no-show', () => {
  it('marks a booking whose pets never came, once the arrival day is over, and tells the owner', async () => {
    const today = await stay({});
    const tooSoon = await step(today.id, 'no-show');
    expect(tooSoon.statusCode).toBe(409);
    expect(tooSoon.json().message).toMatch(/once its arrival day is over/);

    const missed = await stay({ startsIn: -2 * DAY, nights: 4 });
    const marked = await step(missed.id, 'no-show', staff, { note: 'No answer on the phone' });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ status: 'no_show', check: { kind: 'no_show', note: 'No answer on the phone' } });
    await expect.poll(async () => (await ownerNotices('Marked as a no-show')).length).toBeGreaterThan(0);
    expect((await step(missed.id, 'check-in')).statusCode).toBe(409);
  });
});

describe('who may', () => {
  it('refuses owners and trainers (403) and changes nothing; an unknown booking is 404', async () => {
    const booking = await stay({ startsIn: -HOUR });
    for (const who of [owner, trainer]) {
      for (const kind of ['check-in', 'check-out', 'no-show'] as const) expect((await step(booking.id, kind, who)).statusCode).toBe(403);
    }
    expect((await step(booking.id, 'check-in', null)).statusCode).toBe(401);
    expect(await statusOf(booking.id)).toBe('confirmed');
    const missing = await step(2_000_000_000, 'check-in');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'The booking was not found.' });
  });

  it('refuses bad input with 400', async () => {
    const booking = await stay({ startsIn: -HOUR });
    expect((await step(booking.id, 'check-in', staff, { confirm: ['everything'] })).statusCode).toBe(400);
    expect((await step(booking.id, 'check-in', staff, { belongings: 'x'.repeat(1001) })).statusCode).toBe(400);
    expect((await step(booking.id, 'check-in', staff, { unknown: true })).statusCode).toBe(400);
    expect((await t.call('POST', '/api/admin/bookings/abc/check-in', staff, {})).statusCode).toBe(400);
    expect(await statusOf(booking.id)).toBe('confirmed');
  });
});
