// One booking, many simultaneous payment calls (issue 14, part 4), through the built-in sandbox:
// one payment intent however many checkouts open at once, one payment however many cards are
// confirmed or success pages re-check at once, one refund however many cancels race. Counted in
// the stored rows and in the receipts mailed.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Pet } from '../../../common/pet-schemas';
import { postVaccinatedPet, rexProfile } from '../../helpers/factories';
import { useTestApp } from '../../helpers/use-test-app';
import type { RegisteredUser } from '../../helpers/users';
import { RACERS, boardingBody, capturingMailer, countOf, countRows, race } from './race-kit';

const mail = capturingMailer();
const t = useTestApp({ mailer: mail.mailer });
let owner: RegisteredUser;
let rex: Pet;
let nextDay = 1;

beforeAll(async () => {
  owner = await t.register();
  rex = await postVaccinatedPet(t.app, t.db, owner, rexProfile);
});

/** A new two-day stay for Rex in 2029, on dates of its own. */
async function newBooking(): Promise<number> {
  const from = new Date(Date.UTC(2029, 8, nextDay)).toISOString().slice(0, 10);
  const to = new Date(Date.UTC(2029, 8, nextDay + 2)).toISOString().slice(0, 10);
  nextDay += 3;
  const res = await t.call('POST', '/api/bookings', owner, boardingBody(rex.id, from, to));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const card = (clientSecret: string) => ({
  clientSecret,
  cardNumber: '4242 4242 4242 4242',
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 5,
  cvc: '123',
});
const forBooking = (bookingId: number) => sql`booking_id = ${bookingId}`;
const paymentNotices = (bookingId: number) =>
  countRows(
    t.db,
    'notifications',
    sql`user_id = ${owner.user.id} and title = 'Payment received' and data->>'bookingId' = ${String(bookingId)}`,
  );

async function paidBooking(): Promise<number> {
  const bookingId = await newBooking();
  const { clientSecret } = (await t.call('POST', '/api/create-payment-intent', owner, { bookingId })).json();
  expect((await t.call('POST', '/api/sandbox/confirm', owner, card(clientSecret))).statusCode).toBe(200);
  return bookingId;
}

describe('one booking paid from many places at once', () => {
  it(`${RACERS} checkouts opened at once share one payment intent`, async () => {
    const bookingId = await newBooking();
    const responses = await race(RACERS, () => t.call('POST', '/api/create-payment-intent', owner, { bookingId }));
    expect(countOf(responses, 200)).toBe(RACERS);
    expect(new Set(responses.map((res) => res.json().clientSecret)).size).toBe(1);
    expect(await countRows(t.db, 'payment_intents', forBooking(bookingId))).toBe(1);
  });

  it(`${RACERS} card confirmations at once take one payment and send one receipt`, async () => {
    const bookingId = await newBooking();
    const { clientSecret } = (await t.call('POST', '/api/create-payment-intent', owner, { bookingId })).json();
    const receiptsBefore = (await mail.withSubject('Your PawsConnect receipt')).length;
    const responses = await race(RACERS, () => t.call('POST', '/api/sandbox/confirm', owner, card(clientSecret)));
    expect(countOf(responses, 200)).toBe(1);
    expect(countOf(responses, 409)).toBe(RACERS - 1);
    expect(await countRows(t.db, 'payment_intents', sql`booking_id = ${bookingId} and status = 'succeeded'`)).toBe(1);
    expect(await countRows(t.db, 'bookings', sql`id = ${bookingId} and payment_status = 'paid' and status = 'confirmed'`)).toBe(1);
    expect(await paymentNotices(bookingId)).toBe(1);
    expect((await mail.withSubject('Your PawsConnect receipt', t.db)).length).toBe(receiptsBefore + 1);
  });

  it(`${RACERS} success pages re-checking at once (PATCH to paid) record the one payment once`, async () => {
    const bookingId = await paidBooking();
    const receiptsBefore = (await mail.withSubject('Your PawsConnect receipt', t.db)).length;
    const responses = await race(RACERS, () =>
      t.call('PATCH', `/api/bookings/${bookingId}`, owner, { status: 'confirmed', paymentStatus: 'paid' }),
    );
    for (const res of responses) expect([200, 409], res.body).toContain(res.statusCode);
    expect(await countRows(t.db, 'payment_intents', forBooking(bookingId))).toBe(1);
    expect(await paymentNotices(bookingId)).toBe(1);
    expect((await mail.withSubject('Your PawsConnect receipt', t.db)).length).toBe(receiptsBefore);
  });

  it(`${RACERS} cancellations at once refund once`, async () => {
    const bookingId = await paidBooking();
    const refundsBefore = (await mail.withSubject('Your PawsConnect refund')).length;
    const responses = await race(RACERS, () => t.call('PATCH', `/api/bookings/${bookingId}`, owner, { status: 'cancelled' }));
    expect(countOf(responses, 200)).toBe(1);
    expect(countOf(responses, 409)).toBe(RACERS - 1);
    expect(await countRows(t.db, 'payment_refunds', forBooking(bookingId))).toBe(1);
    expect(await countRows(t.db, 'bookings', sql`id = ${bookingId} and payment_status = 'refunded' and status = 'cancelled'`)).toBe(1);
    expect((await mail.withSubject('Your PawsConnect refund', t.db)).length).toBe(refundsBefore + 1);
  });
});
