// Paying through Stripe: the real `stripe` SDK talks to a local stand-in for Stripe's API, and
// webhook events are signed with the SDK's own test-header helper. Checks what Stripe is asked
// (amount, currency, metadata, idempotency key) and that only Stripe's word makes a booking paid.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Pet } from '../../../common/pet-schemas';
import { postVaccinatedPet, rexProfile } from '../../../tests/helpers/factories';
import { startSmtpSink } from '../../../tests/helpers/smtp-sink';
import { day } from '../../../tests/helpers/test-calendar';
import { useStripeTestApp } from '../../../tests/helpers/stripe-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';
import { bookings, notifications, paymentIntents, paymentRefunds, stripeWebhookEvents } from '../../db/schema';

/** A boarding request as the booking dialog sends it (the test process's zone, UTC, is the business zone). */
const boardingBody = (petId: number, from: string, to: string) => ({
  petId,
  serviceType: 'boarding',
  startDate: `${day(from)}T09:00:00.000Z`,
  endDate: `${day(to)}T09:00:00.000Z`,
});

const sink = await startSmtpSink();
afterAll(() => sink.close());
const { t, stripe, signedEvent, postWebhook } = await useStripeTestApp({ SMTP_URL: sink.url });

let owner: RegisteredUser;
let stranger: RegisteredUser;
let rex: Pet;
let nextDay = 1;

beforeAll(async () => {
  owner = await t.register();
  stranger = await t.register();
  rex = await postVaccinatedPet(t.app, t.db, owner, rexProfile);
});

/** A new two-day boarding stay for Rex in (nominal) 2030 ($178.00). */
async function newBooking(): Promise<{ id: number; totalPrice: number }> {
  const first = nextDay;
  nextDay += 4;
  const from = new Date(Date.UTC(2030, 0, first)).toISOString().slice(0, 10);
  const to = new Date(Date.UTC(2030, 0, first + 2)).toISOString().slice(0, 10);
  const res = await t.call('POST', '/api/bookings', owner, boardingBody(rex.id, from, to));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const stored = async (id: number) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0];
const intentIdOf = async (bookingId: number) =>
  (await t.db.select().from(paymentIntents).where(eq(paymentIntents.bookingId, bookingId)))[0].id;
/** How many notifications titled `title` the owner got about this booking. */
const paymentNotices = async (bookingId: number, title: string) =>
  (
    await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.user.id), eq(notifications.title, title)))
  ).filter((row) => row.data?.bookingId === bookingId).length;

describe('POST /api/create-payment-intent with Stripe', () => {
  it("creates one PaymentIntent for the server's amount, with the booking in metadata and an idempotency key naming booking and amount", async () => {
    const booking = await newBooking();
    expect(booking.totalPrice).toBe(17800);
    const first = await t.call('POST', '/api/create-payment-intent', owner, { bookingId: booking.id });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      clientSecret: expect.stringMatching(/^pi_standin\d+_secret_/),
      provider: 'stripe',
      amount: 17800,
      purpose: 'full',
      publishableKey: 'pk_test_pawsconnect',
    });

    const creates = stripe.requests.filter((request) => request.method === 'POST' && request.path === '/v1/payment_intents');
    const create = creates.at(-1)!;
    expect(create.form.get('amount')).toBe('17800');
    expect(create.form.get('currency')).toBe('usd');
    expect(create.form.get('metadata[bookingId]')).toBe(String(booking.id));
    expect(create.idempotencyKey).toBe(`booking-${booking.id}-intent-17800`);
    expect(create.authorization).toBe('Bearer sk_test_pawsconnect');

    const second = await t.call('POST', '/api/create-payment-intent', owner, { bookingId: booking.id });
    expect(second.json().clientSecret).toBe(first.json().clientSecret);
    expect(stripe.requests.filter((request) => request.method === 'POST' && request.path === '/v1/payment_intents')).toHaveLength(
      creates.length,
    );
    expect((await stored(booking.id)).stripePaymentIntentId).toBe(await intentIdOf(booking.id));
  });

  it("updates the intent's amount when the booking's total changed before payment", async () => {
    const booking = await newBooking();
    await t.call('POST', '/api/create-payment-intent', owner, { bookingId: booking.id });
    const intentId = await intentIdOf(booking.id);
    await t.db.update(bookings).set({ totalPrice: 25300 }).where(eq(bookings.id, booking.id));
    const again = await t.call('POST', '/api/create-payment-intent', owner, { bookingId: booking.id });
    expect(again.json()).toMatchObject({ amount: 25300 });
    expect(stripe.intents.get(intentId)?.amount).toBe(25300);
    const [row] = await t.db.select().from(paymentIntents).where(eq(paymentIntents.id, intentId));
    expect(row.amount).toBe(25300);
  });

  it("refuses another user's booking (404) and makes no intent", async () => {
    const booking = await newBooking();
    const before = stripe.requests.length;
    expect((await t.call('POST', '/api/create-payment-intent', stranger, { bookingId: booking.id })).statusCode).toBe(404);
    expect(stripe.requests.length).toBe(before);
  });
});

describe('confirming a Stripe payment', () => {
  it('refuses PATCH to paid until Stripe says the intent succeeded, then marks it paid once with the card and emails the receipt', async () => {
    const booking = await newBooking();
    await t.call('POST', '/api/create-payment-intent', owner, { bookingId: booking.id });
    const intentId = await intentIdOf(booking.id);
    const patch = () => t.call('PATCH', `/api/bookings/${booking.id}`, owner, { status: 'confirmed', paymentStatus: 'paid' });

    const early = await patch();
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ message: 'Payment has not been received for this booking.' });
    expect(await stored(booking.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });

    stripe.succeed(intentId, { brand: 'mastercard', last4: '4444' });
    const paid = await patch();
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    const [intent] = await t.db.select().from(paymentIntents).where(eq(paymentIntents.id, intentId));
    expect(intent).toMatchObject({ status: 'succeeded', cardBrand: 'mastercard', cardLast4: '4444' });
    expect(await paymentNotices(booking.id, 'Payment received')).toBe(1);

    const again = await patch();
    expect(again.statusCode).toBe(200);
    expect(await paymentNotices(booking.id, 'Payment received')).toBe(1);
    expect((await t.call('POST', '/api/create-payment-intent', owner, { bookingId: booking.id })).statusCode).toBe(409);

    await expect
      .poll(() => sink.messages.some((mail) => mail.to.includes(owner.user.email) && mail.text.includes('ending in 4444')), {
        timeout: 5000,
      })
      .toBe(true);
  });

  it('refunds a cancelled paid booking through Stripe Refunds, once', async () => {
    const booking = await newBooking();
    await t.call('POST', '/api/create-payment-intent', owner, { bookingId: booking.id });
    const intentId = await intentIdOf(booking.id);
    stripe.succeed(intentId);
    expect((await t.call('PATCH', `/api/bookings/${booking.id}`, owner, { status: 'confirmed', paymentStatus: 'paid' })).statusCode).toBe(
      200,
    );

    const cancel = await t.call('PATCH', `/api/bookings/${booking.id}`, owner, { status: 'cancelled' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json()).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
    const refunds = stripe.requests.filter((request) => request.path === '/v1/refunds' && request.form.get('payment_intent') === intentId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0].form.get('amount')).toBe('17800');
    const [refund] = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.bookingId, booking.id));
    expect(refund).toMatchObject({ paymentIntentId: intentId, amount: 17800, id: expect.stringMatching(/^re_standin/) });

    expect((await t.call('PATCH', `/api/bookings/${booking.id}`, owner, { status: 'cancelled' })).statusCode).toBe(409);
    expect(
      stripe.requests.filter((request) => request.path === '/v1/refunds' && request.form.get('payment_intent') === intentId),
    ).toHaveLength(1);
  });
});

describe('POST /api/stripe/webhook', () => {
  it('accepts a validly signed payment_intent.succeeded and marks the booking paid; a replay of the same event changes nothing', async () => {
    const booking = await newBooking();
    await t.call('POST', '/api/create-payment-intent', owner, { bookingId: booking.id });
    const intentId = await intentIdOf(booking.id);
    const intent = stripe.succeed(intentId);

    const event = signedEvent('payment_intent.succeeded', intent);
    const res = await postWebhook(event);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect(await stored(booking.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(await paymentNotices(booking.id, 'Payment received')).toBe(1);

    const replay = await postWebhook(event);
    expect(replay.statusCode).toBe(200);
    expect(await paymentNotices(booking.id, 'Payment received')).toBe(1);
    expect(await t.db.$count(stripeWebhookEvents, eq(stripeWebhookEvents.id, JSON.parse(event.payload).id))).toBe(1);
  });

  it('refuses a forged or missing signature (400) and changes nothing', async () => {
    const booking = await newBooking();
    await t.call('POST', '/api/create-payment-intent', owner, { bookingId: booking.id });
    const intent = stripe.succeed(await intentIdOf(booking.id));

    const forged = signedEvent('payment_intent.succeeded', intent, { secret: 'whsec_someone_else' });
    const res = await postWebhook(forged);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The Stripe signature is missing or invalid.' });
    expect((await postWebhook({ payload: forged.payload })).statusCode).toBe(400);
    const tampered = signedEvent('payment_intent.succeeded', intent);
    expect(
      (await postWebhook({ payload: tampered.payload.replace('"object":"event"', '"object":"event" '), header: tampered.header }))
        .statusCode,
    ).toBe(400);

    expect(await stored(booking.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    expect(await t.db.$count(stripeWebhookEvents, eq(stripeWebhookEvents.id, JSON.parse(forged.payload).id))).toBe(0);
  });

  // Issue 27, item 13: the SDK refuses an old signature but took one dated 10 minutes ahead.
  it('refuses a signature dated beyond the tolerance ahead of our clock (400) and changes nothing, and takes one slightly ahead', async () => {
    const booking = await newBooking();
    await t.call('POST', '/api/create-payment-intent', owner, { bookingId: booking.id });
    const intent = stripe.succeed(await intentIdOf(booking.id));
    const nowSeconds = Math.floor(Date.now() / 1000);

    const ahead = signedEvent('payment_intent.succeeded', intent, { timestamp: nowSeconds + 600 });
    const res = await postWebhook(ahead);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The Stripe signature is missing or invalid.' });
    expect(await stored(booking.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    expect(await t.db.$count(stripeWebhookEvents, eq(stripeWebhookEvents.id, JSON.parse(ahead.payload).id))).toBe(0);

    // A clock a little off either way is normal.
    const skewed = signedEvent('payment_intent.succeeded', intent, { timestamp: nowSeconds + 60 });
    expect((await postWebhook(skewed)).statusCode).toBe(200);
    expect(await stored(booking.id)).toMatchObject({ paymentStatus: 'paid' });
  });

  it("trusts Stripe's current state, not the event's copy: a succeeded event for an unpaid intent marks nothing paid", async () => {
    const booking = await newBooking();
    await t.call('POST', '/api/create-payment-intent', owner, { bookingId: booking.id });
    const intentId = await intentIdOf(booking.id);
    const lie = { ...stripe.intents.get(intentId)!, status: 'succeeded' };
    expect((await postWebhook(signedEvent('payment_intent.succeeded', lie))).statusCode).toBe(200);
    expect(await stored(booking.id)).toMatchObject({ paymentStatus: 'pending' });
  });

  it('tolerates any order: a late payment_failed after success leaves the booking paid; a failure on its own tells the owner once', async () => {
    const paidBooking = await newBooking();
    await t.call('POST', '/api/create-payment-intent', owner, { bookingId: paidBooking.id });
    const paidIntentId = await intentIdOf(paidBooking.id);
    const failedCopy = { ...stripe.fail(paidIntentId, 'Your card was declined.') };
    stripe.succeed(paidIntentId);
    expect((await postWebhook(signedEvent('payment_intent.succeeded', stripe.intents.get(paidIntentId)!))).statusCode).toBe(200);
    expect((await postWebhook(signedEvent('payment_intent.payment_failed', failedCopy))).statusCode).toBe(200);
    expect(await stored(paidBooking.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(await paymentNotices(paidBooking.id, 'Payment failed')).toBe(0);

    const declined = await newBooking();
    await t.call('POST', '/api/create-payment-intent', owner, { bookingId: declined.id });
    const declinedIntent = stripe.fail(await intentIdOf(declined.id), 'Your card has insufficient funds.');
    const event = signedEvent('payment_intent.payment_failed', declinedIntent);
    expect((await postWebhook(event)).statusCode).toBe(200);
    expect((await postWebhook(event)).statusCode).toBe(200);
    expect(await stored(declined.id)).toMatchObject({ paymentStatus: 'pending' });
    expect(await paymentNotices(declined.id, 'Payment failed')).toBe(1);
    const [row] = await t.db.select().from(paymentIntents).where(eq(paymentIntents.bookingId, declined.id));
    expect(row.status).toBe('failed');
  });

  it('ignores events about intents that are not ours and event types it does not handle', async () => {
    const foreign = { id: 'pi_not_ours', object: 'payment_intent', status: 'succeeded', amount: 100, currency: 'usd' };
    expect((await postWebhook(signedEvent('payment_intent.succeeded', foreign))).statusCode).toBe(200);
    expect((await postWebhook(signedEvent('customer.created', { id: 'cus_1', object: 'customer' }))).statusCode).toBe(200);
  });
});

describe('the sandbox routes under Stripe', () => {
  it('are not there: the sandbox card form answers 404', async () => {
    const res = await t.call('POST', '/api/sandbox/confirm', owner, {
      clientSecret: 'x',
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 5,
      cvc: '123',
    });
    expect(res.statusCode).toBe(404);
  });
});
