// A recurring booking's one checkout through Stripe (decisions.md 68): the real `stripe` SDK talks to
// the local stand-in. One PaymentIntent for the series' sum, every occurrence paid by the webhook,
// each cancelled occurrence refunded its own price as its own refund.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Pet } from '../../../common/pet-schemas';
import { postVaccinatedPet, rexProfile } from '../../../tests/helpers/factories';
import { useStripeTestApp } from '../../../tests/helpers/stripe-test-app';
import { day } from '../../../tests/helpers/test-calendar';
import type { RegisteredUser } from '../../../tests/helpers/users';
import { bookings, paymentIntents } from '../../db/schema';

const { t, stripe, postEvent } = await useStripeTestApp();
let owner: RegisteredUser;
let rex: Pet;

beforeAll(async () => {
  owner = await t.register();
  rex = await postVaccinatedPet(t.app, t.db, owner, rexProfile);
});

describe('a weekly daycare paid through Stripe', () => {
  it('makes one intent for the sum, marks every occurrence paid on the webhook, and refunds occurrences one by one', async () => {
    // Nominal 2027-03-01 is a Monday: three Mondays.
    const res = await t.call('POST', '/api/booking-series', owner, {
      serviceType: 'daycare',
      petId: rex.id,
      startDate: `${day('2027-03-01')}T09:00:00.000Z`,
      endDate: `${day('2027-03-01')}T15:00:00.000Z`,
      weekdays: [1],
      until: day('2027-03-15'),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { seriesId, bookings: occurrences } = res.json() as { seriesId: number; bookings: { id: number; totalPrice: number }[] };
    const sum = occurrences.reduce((total, booking) => total + booking.totalPrice, 0);

    const intent = await t.call('POST', '/api/create-payment-intent', owner, { seriesId });
    expect(intent.statusCode, intent.body).toBe(200);
    expect(intent.json()).toMatchObject({ provider: 'stripe', amount: sum, publishableKey: 'pk_test_pawsconnect' });
    const create = stripe.requests.filter((request) => request.method === 'POST' && request.path === '/v1/payment_intents').at(-1)!;
    expect(create.form.get('amount')).toBe(String(sum));
    expect(create.form.get('metadata[seriesId]')).toBe(String(seriesId));
    expect(create.idempotencyKey).toBe(`series-${seriesId}-intent-${sum}`);

    const [row] = await t.db.select().from(paymentIntents).where(eq(paymentIntents.seriesId, seriesId));
    expect((await postEvent('payment_intent.succeeded', stripe.succeed(row.id))).statusCode).toBe(200);
    const paid = await t.db.select().from(bookings).where(eq(bookings.seriesId, seriesId));
    expect(paid.map((booking) => [booking.status, booking.paymentStatus])).toEqual(occurrences.map(() => ['confirmed', 'paid']));

    for (const booking of occurrences.slice(0, 2)) {
      const cancelled = await t.call('PATCH', `/api/bookings/${booking.id}`, owner, { status: 'cancelled' });
      expect(cancelled.json(), cancelled.body).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    }
    const refunds = stripe.requests.filter((request) => request.path === '/v1/refunds' && request.form.get('payment_intent') === row.id);
    expect(refunds.map((request) => request.form.get('amount'))).toEqual(occurrences.slice(0, 2).map((b) => String(b.totalPrice)));
    // Two refunds of the same amount stay two (the key names the occurrence).
    expect(new Set(refunds.map((request) => request.idempotencyKey)).size).toBe(2);
  });

  it("pays every occurrence when the success page's PATCH re-checks the first, before any webhook", async () => {
    // Nominal 2027-05-03 is a Monday: two Mondays.
    const res = await t.call('POST', '/api/booking-series', owner, {
      serviceType: 'daycare',
      petId: rex.id,
      startDate: `${day('2027-05-03')}T09:00:00.000Z`,
      endDate: `${day('2027-05-03')}T15:00:00.000Z`,
      weekdays: [1],
      until: day('2027-05-10'),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { seriesId, bookings: occurrences } = res.json() as { seriesId: number; bookings: { id: number }[] };
    expect((await t.call('POST', '/api/create-payment-intent', owner, { seriesId })).statusCode).toBe(200);
    const [row] = await t.db.select().from(paymentIntents).where(eq(paymentIntents.seriesId, seriesId));
    stripe.succeed(row.id);
    const patch = await t.call('PATCH', `/api/bookings/${occurrences[0].id}`, owner, { status: 'confirmed', paymentStatus: 'paid' });
    expect(patch.statusCode, patch.body).toBe(200);
    const paid = await t.db.select().from(bookings).where(eq(bookings.seriesId, seriesId));
    expect(paid.map((booking) => booking.paymentStatus)).toEqual(['paid', 'paid']);
  });
});
