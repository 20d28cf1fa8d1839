// Stripe delivering one event several times at once (issue 14, part 4; Stripe retries and may
// deliver twice): the event is handled once, so the booking is paid once, the owner told once and
// one receipt mailed. Runs the real `stripe` SDK against the local stand-in, with signed events.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { sql } from 'drizzle-orm';
import { postVaccinatedPet, rexProfile } from '../../helpers/factories';
import { sqlRows } from '../../helpers/sql-rows';
import { startStripeStandIn } from '../../helpers/stripe-stand-in';
import { useTestApp } from '../../helpers/use-test-app';
import type { RegisteredUser } from '../../helpers/users';
import { RACERS, boardingBody, capturingMailer, countOf, countRows, race } from './race-kit';

const WEBHOOK_SECRET = 'whsec_test_pawsconnect_race_secret';
const stripe = await startStripeStandIn();
afterAll(() => stripe.close());
const mail = capturingMailer();
const t = useTestApp({
  env: {
    STRIPE_SECRET_KEY: 'sk_test_pawsconnect',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_pawsconnect',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
  },
  mailer: mail.mailer,
});
// Only for its webhook signing helper; it never calls the API.
const signer = new Stripe('sk_test_signer');
let owner: RegisteredUser;

beforeAll(async () => {
  owner = await t.register();
});

function signed(id: string, type: string, intent: object) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2025-01-01',
    created: Math.floor(Date.now() / 1000),
    data: { object: intent },
  });
  return { payload, header: signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }) };
}

const deliver = ({ payload, header }: { payload: string; header: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
    payload,
  });

/** A stay whose intent the cardholder has just paid at Stripe: only the webhook has not arrived. */
async function paidAtStripe(from: string, to: string) {
  const rex = await postVaccinatedPet(t.app, t.db, owner, rexProfile);
  const booking = await t.call('POST', '/api/bookings', owner, boardingBody(rex.id, from, to));
  expect(booking.statusCode, booking.body).toBe(201);
  const bookingId: number = booking.json().id;
  expect((await t.call('POST', '/api/create-payment-intent', owner, { bookingId })).statusCode).toBe(200);
  const [{ id: intentId }] = await sqlRows<{ id: string }>(t.db, sql`select id from payment_intents where booking_id = ${bookingId}`);
  return { bookingId, intent: stripe.succeed(intentId) };
}

const paymentNotices = (bookingId: number) =>
  countRows(
    t.db,
    'notifications',
    sql`user_id = ${owner.user.id} and title = 'Payment received' and data->>'bookingId' = ${String(bookingId)}`,
  );

describe('one Stripe event delivered many times at once', () => {
  it(`${RACERS} deliveries of one payment_intent.succeeded: handled once, paid once, one receipt`, async () => {
    const { bookingId, intent } = await paidAtStripe('2030-03-01', '2030-03-03');
    const event = signed('evt_race_same_event', 'payment_intent.succeeded', intent);
    const responses = await race(RACERS, () => deliver(event));
    expect(countOf(responses, 200)).toBe(RACERS);
    expect(await countRows(t.db, 'stripe_webhook_events', sql`id = 'evt_race_same_event'`)).toBe(1);
    expect(await countRows(t.db, 'bookings', sql`id = ${bookingId} and payment_status = 'paid' and status = 'confirmed'`)).toBe(1);
    expect(await paymentNotices(bookingId)).toBe(1);
    expect((await mail.withSubject('Your PawsConnect receipt', t.db)).filter((message) => message.to === owner.user.email)).toHaveLength(1);
  });

  it(`${RACERS} different events about one succeeded intent still pay it once`, async () => {
    const receiptsBefore = (await mail.withSubject('Your PawsConnect receipt')).length;
    const { bookingId, intent } = await paidAtStripe('2030-04-01', '2030-04-03');
    const responses = await race(RACERS, (i) => deliver(signed(`evt_race_distinct_${i}`, 'payment_intent.succeeded', intent)));
    expect(countOf(responses, 200)).toBe(RACERS);
    expect(await countRows(t.db, 'stripe_webhook_events', sql`id like 'evt_race_distinct_%'`)).toBe(RACERS);
    expect(await paymentNotices(bookingId)).toBe(1);
    expect((await mail.withSubject('Your PawsConnect receipt', t.db)).length).toBe(receiptsBefore + 1);
  });
});
