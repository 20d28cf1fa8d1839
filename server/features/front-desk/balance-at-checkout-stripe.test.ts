// The balance charged at check-out through Stripe (issue 31; decisions.md 70, 74): the real SDK
// against the stand-in. The deposit is paid with a card the owner saves (setup_future_usage); at
// check-out the rest is a new PaymentIntent confirmed off-session with the saved card and customer;
// a card Stripe wants authenticated leaves the booking with its balance.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { postVaccinatedPet, rexProfile } from '../../../tests/helpers/factories';
import { useStripeTestApp } from '../../../tests/helpers/stripe-test-app';
import type { StandInCardBehaviour } from '../../../tests/helpers/stripe-stand-in';
import type { RegisteredUser } from '../../../tests/helpers/users';
import type { Pet } from '../../../common/pet-schemas';
import { bookings, notifications, paymentIntents } from '../../db/schema';

const { t, stripe, postEvent } = await useStripeTestApp();
let owner: RegisteredUser;
let staff: RegisteredUser;
let rex: Pet;

const DAY = 24 * 60 * 60 * 1000;
let nextStart = 30;

beforeAll(async () => {
  owner = await t.register();
  staff = await t.register({}, { roles: ['staff'] });
  const admin = await t.register({}, { roles: ['admin'] });
  rex = await postVaccinatedPet(t.app, t.db, owner, rexProfile);
  const { version } = (await t.call('GET', '/api/admin/settings', admin)).json();
  expect((await t.call('PUT', '/api/admin/settings', admin, { version, deposits: { minNights: 3, percent: 20 } })).statusCode).toBe(200);
});

/** A 10-night stay whose $178.00 deposit was paid through Stripe with a saved card of `behaviour`. */
async function depositPaidStay(behaviour: StandInCardBehaviour, last4: string) {
  const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
  const first = nextStart;
  nextStart += 12;
  const booked = await t.call('POST', '/api/bookings', owner, {
    petId: rex.id,
    serviceType: 'boarding',
    startDate: `${day(first)}T09:00:00.000Z`,
    endDate: `${day(first + 10)}T09:00:00.000Z`,
  });
  expect(booked.statusCode, booked.body).toBe(201);
  const stay = booked.json();
  const intent = await t.call('POST', '/api/create-payment-intent', owner, { bookingId: stay.id, saveCard: true });
  expect(intent.json()).toMatchObject({ amount: 17800, purpose: 'deposit' });
  const [row] = await t.db.select().from(paymentIntents).where(eq(paymentIntents.bookingId, stay.id));
  stripe.succeed(row.id, { brand: 'visa', last4, behaviour });
  expect((await postEvent('payment_intent.succeeded', stripe.intents.get(row.id)!)).statusCode).toBe(200);
  const cards = (await t.call('GET', '/api/payment-methods', owner)).json() as { id: number; last4: string }[];
  const card = cards.find((one) => one.last4 === last4)!;
  expect((await t.call('PUT', `/api/payment-methods/${card.id}/default`, owner)).statusCode).toBe(200);
  await t.db.update(bookings).set({ status: 'checked_in' }).where(eq(bookings.id, stay.id));
  return stay as { id: number };
}

const stored = async (id: number) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0];

describe('the balance at check-out, through Stripe', () => {
  it('confirms a new intent off-session with the saved card and customer: the booking is paid', async () => {
    const stay = await depositPaidStay('succeeds', '4242');
    const res = await t.call('POST', `/api/admin/bookings/${stay.id}/check-out`, staff, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'completed', balance: { outcome: 'charged', amountCents: 71200 } });
    const balance = (await t.db.select().from(paymentIntents).where(eq(paymentIntents.bookingId, stay.id))).find(
      (intent) => intent.purpose === 'balance',
    )!;
    expect(stripe.intents.get(balance.id)).toMatchObject({
      amount: 71200,
      status: 'succeeded',
      customer: expect.stringMatching(/^cus_/),
      payment_method: expect.any(String),
    });
    expect(await stored(stay.id)).toMatchObject({ status: 'completed', paymentStatus: 'paid' });
  });

  it('leaves the balance and the owner a link when Stripe wants the card authenticated', async () => {
    const stay = await depositPaidStay('authentication_always', '3184');
    const res = await t.call('POST', `/api/admin/bookings/${stay.id}/check-out`, staff, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'completed', balance: { outcome: 'needs_authentication', amountCents: 71200 } });
    expect(await stored(stay.id)).toMatchObject({ status: 'completed', paymentStatus: 'partially_paid' });
    // The owner's checkout answers the intent Stripe holds for them to authenticate.
    const waiting = (await t.db.select().from(paymentIntents).where(eq(paymentIntents.bookingId, stay.id))).find(
      (intent) => intent.purpose === 'balance',
    )!;
    const checkout = await t.call('POST', '/api/create-payment-intent', owner, { bookingId: stay.id });
    expect(checkout.json()).toMatchObject({ clientSecret: waiting.clientSecret, amount: 71200 });

    // Stripe then sends payment_failed for the same attempt (its intent is back in
    // requires_payment_method, the error authentication_required): the owner was already asked to
    // confirm, and is not told a second time that the payment failed.
    expect(stripe.intents.get(waiting.id)).toMatchObject({ last_payment_error: { code: 'authentication_required' } });
    expect((await postEvent('payment_intent.payment_failed', stripe.intents.get(waiting.id)!)).statusCode).toBe(200);
    const notices = (await t.db.select().from(notifications).where(eq(notifications.userId, owner.user.id)))
      .filter((row) => (row.data as { bookingId?: number } | null)?.bookingId === stay.id)
      .map((row) => row.title);
    expect(notices.filter((title) => title === 'Please confirm your payment')).toHaveLength(1);
    expect(notices).not.toContain('Payment failed');
    // And the owner's checkout still finishes the same intent.
    const again = await t.call('POST', '/api/create-payment-intent', owner, { bookingId: stay.id });
    expect(again.json()).toMatchObject({ clientSecret: waiting.clientSecret, amount: 71200 });
  });
});
