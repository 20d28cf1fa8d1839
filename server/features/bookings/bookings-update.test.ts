// PATCH /api/bookings/:id: cancelling (capacity freed) and confirming only a paid booking.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Pet } from '../../../common/pet-schemas';
import { insertBooking, postVaccinatedPet, rexProfile } from '../../../tests/helpers/factories';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';
import { notifications, paymentIntents } from '../../db/schema';
import { boardingBody, spelled, storedBooking, trainingBody } from './booking-test-kit';
import { NO_TRAINER_FREE_MESSAGE } from './trainer-assignment';
import { PAYMENT_NOT_RECEIVED_MESSAGE } from './booking-update.service';

// One pet a night, so a second stay on the same night is refused until the first is cancelled.
const t = useTestApp({ env: { BOARDING_CAPACITY: '1' } });
let owner: RegisteredUser;
let other: RegisteredUser;
let rex: Pet;
let mia: Pet;

const book = async (body: Record<string, unknown>, who: RegisteredUser = owner) => {
  const res = await t.call('POST', '/api/bookings', who, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
};
const patch = (id: number, body: Record<string, unknown>, who: RegisteredUser = owner) => t.call('PATCH', `/api/bookings/${id}`, who, body);

async function addIntent(bookingId: number, status: 'succeeded' | 'requires_payment_method') {
  await t.db.insert(paymentIntents).values({
    id: `pi_test_${bookingId}`,
    bookingId,
    provider: 'sandbox',
    clientSecret: `pi_test_${bookingId}_secret`,
    amount: 8900,
    status,
  });
}

beforeAll(async () => {
  owner = await t.register();
  other = await t.register();
  rex = await postVaccinatedPet(t.app, t.db, owner, rexProfile);
  mia = await postVaccinatedPet(t.app, t.db, owner, { ...rexProfile, name: 'Mia' });
  // The only trainer: a second session at the same hour waits for the first to be cancelled.
  await t.register({ isTrainer: true });
});

describe('cancelling', () => {
  it('cancels an unpaid booking, cancels its open intent, tells the owner and frees its night', async () => {
    const id = await book(boardingBody(rex.id, '2028-09-01', '2028-09-02'));
    await addIntent(id, 'requires_payment_method');
    const full = await t.call('POST', '/api/bookings', owner, boardingBody(mia.id, '2028-09-01', '2028-09-02'));
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(`Boarding is full on ${spelled('2028-09-01')}. Please choose other dates.`);

    const res = await patch(id, { status: 'cancelled' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'cancelled', paymentStatus: 'pending' });
    expect(res.json().cancellation).toMatchObject({ allowed: false, reason: 'This booking is already cancelled.' });
    expect(await storedBooking(t.db, id)).toMatchObject({ status: 'cancelled' });
    const [intent] = await t.db.select().from(paymentIntents).where(eq(paymentIntents.bookingId, id));
    expect(intent.status).toBe('canceled');
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, owner.user.id));
    expect(told.find((row) => row.title === 'Booking cancelled')).toMatchObject({ data: { url: `/bookings?booking=${id}` } });

    // The night is free again.
    expect((await t.call('POST', '/api/bookings', owner, boardingBody(mia.id, '2028-09-01', '2028-09-02'))).statusCode).toBe(201);
  });

  it("frees the trainer's hour when a training session is cancelled", async () => {
    const id = await book(trainingBody(rex.id, '2028-09-05', '11:00'));
    const busy = await t.call('POST', '/api/bookings', owner, trainingBody(mia.id, '2028-09-05', '11:00'));
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe(NO_TRAINER_FREE_MESSAGE);
    expect((await patch(id, { status: 'cancelled' })).statusCode).toBe(200);
    expect((await t.call('POST', '/api/bookings', owner, trainingBody(mia.id, '2028-09-05', '11:00'))).statusCode).toBe(201);
  });

  it('refuses to cancel twice (409)', async () => {
    const id = await book(boardingBody(rex.id, '2028-10-01', '2028-10-02'));
    expect((await patch(id, { status: 'cancelled' })).statusCode).toBe(200);
    const again = await patch(id, { status: 'cancelled' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This booking is already cancelled.');
  });

  // Before the cancellation policy (decisions.md 73) this was a 409; now a late cancellation is
  // allowed and keeps the late fee (cancellation-policy.test.ts covers the money).
  it('cancels a paid booking within 24 hours of its start, under the late fee', async () => {
    const soon = new Date(Date.now() + 2 * 3_600_000);
    const row = await insertBooking(t.db, {
      petId: rex.id,
      ownerId: owner.user.id,
      serviceType: 'training',
      status: 'confirmed',
      paymentStatus: 'paid',
      startDate: soon,
      endDate: new Date(soon.getTime() + 3_600_000),
    });
    const res = await patch(row.id, { status: 'cancelled' });
    expect(res.statusCode, res.body).toBe(200);
    // Nothing was taken through the provider for this row, so nothing comes back and no fee is kept.
    expect(await storedBooking(t.db, row.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'paid' });
  });
});

describe('confirming', () => {
  it('refuses confirmed/paid without a successful payment (409), changing nothing', async () => {
    const id = await book(boardingBody(rex.id, '2028-11-01', '2028-11-02'));
    for (const body of [{ status: 'confirmed', paymentStatus: 'paid' }, { paymentStatus: 'paid' }, { status: 'confirmed' }]) {
      const res = await patch(id, body);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: PAYMENT_NOT_RECEIVED_MESSAGE });
    }
    await addIntent(id, 'requires_payment_method');
    expect((await patch(id, { status: 'confirmed', paymentStatus: 'paid' })).statusCode).toBe(409);
    expect(await storedBooking(t.db, id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
  });

  it('confirms once the provider says the payment succeeded, and again idempotently', async () => {
    const id = await book(boardingBody(rex.id, '2028-12-01', '2028-12-02'));
    await addIntent(id, 'succeeded');
    const res = await patch(id, { status: 'confirmed', paymentStatus: 'paid' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(await storedBooking(t.db, id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    const again = await patch(id, { status: 'confirmed', paymentStatus: 'paid' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });

  it('refuses to confirm a cancelled booking (409)', async () => {
    const id = await book(boardingBody(rex.id, '2029-01-01', '2029-01-02'));
    expect((await patch(id, { status: 'cancelled' })).statusCode).toBe(200);
    await addIntent(id, 'succeeded');
    const res = await patch(id, { status: 'confirmed', paymentStatus: 'paid' });
    expect(res.statusCode).toBe(409);
    expect(await storedBooking(t.db, id)).toMatchObject({ status: 'cancelled' });
  });
});

describe('every other change', () => {
  it('is a 409 for any other transition and a 400 for unknown fields or values', async () => {
    const id = await book(boardingBody(rex.id, '2029-02-01', '2029-02-02'));
    for (const body of [
      { status: 'pending' },
      { status: 'completed' },
      { paymentStatus: 'refunded' },
      { paymentStatus: 'unpaid' },
      { status: 'cancelled', paymentStatus: 'paid' },
      { status: 'confirmed', paymentStatus: 'pending' },
    ]) {
      const res = await patch(id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(409);
    }
    expect((await patch(id, { status: 'cancelled', totalPrice: 1 })).statusCode).toBe(400);
    expect((await patch(id, { status: 'gone' })).statusCode).toBe(400);
    expect((await patch(id, {})).json()).toEqual({
      message: 'Send a status or a payment status to change',
      details: { body: 'Send a status or a payment status to change' },
    });
    expect(await storedBooking(t.db, id)).toMatchObject({ status: 'pending', paymentStatus: 'pending', totalPrice: 8900 });
  });

  it("is a 404 for another user's booking, which stays as it was; 401 signed out", async () => {
    const id = await book(boardingBody(rex.id, '2029-03-01', '2029-03-02'));
    const res = await patch(id, { status: 'cancelled' }, other);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'The booking was not found.' });
    expect((await t.call('PATCH', `/api/bookings/${id}`, undefined, { status: 'cancelled' })).statusCode).toBe(401);
    expect(await storedBooking(t.db, id)).toMatchObject({ status: 'pending' });
  });
});
