// Paying for a booking in the built-in sandbox: the intent, every test card, 3-D Secure, receipts,
// and refunds on cancellation. Paid means the provider said so; nothing here can be paid twice.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { Pet } from '../../../common/pet-schemas';
import { postVaccinatedPet, rexProfile } from '../../../tests/helpers/factories';
import { startSmtpSink } from '../../../tests/helpers/smtp-sink';
import { sqlRows } from '../../../tests/helpers/sql-rows';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';
import { bookings, mailQueue, notifications, paymentIntents, paymentRefunds } from '../../db/schema';
import { confirmSandboxPayment } from '../../domain/bookings/booking-payments';
import { sandboxProvider } from '../../platform/payments/sandbox-provider';

/** A boarding request as the booking dialog sends it (the test process's zone, UTC, is the business zone). */
const boardingBody = (petId: number, from: string, to: string, extra: Record<string, unknown>) => ({
  petId,
  serviceType: 'boarding',
  startDate: `${from}T09:00:00.000Z`,
  endDate: `${to}T09:00:00.000Z`,
  ...extra,
});
const storedBooking = async (db: typeof t.db, id: number) => (await db.select().from(bookings).where(eq(bookings.id, id)))[0];

const sink = await startSmtpSink();
afterAll(() => sink.close());
const t = useTestApp({ env: { SMTP_URL: sink.url } });

let owner: RegisteredUser;
let stranger: RegisteredUser;
let rex: Pet;
let mia: Pet;
let nextDay = 1;

beforeAll(async () => {
  owner = await t.register({ firstName: 'Olive' });
  stranger = await t.register();
  rex = await postVaccinatedPet(t.app, t.db, owner, rexProfile);
  mia = await postVaccinatedPet(t.app, t.db, owner, { ...rexProfile, name: 'Mia' });
});

/** A new three-day boarding stay for Rex and Mia in 2029, each on its own dates. */
async function newBooking(): Promise<{ id: number; totalPrice: number }> {
  const day = nextDay;
  nextDay += 5;
  const from = new Date(Date.UTC(2029, 0, day)).toISOString().slice(0, 10);
  const to = new Date(Date.UTC(2029, 0, day + 3)).toISOString().slice(0, 10);
  const res = await t.call('POST', '/api/bookings', owner, boardingBody(rex.id, from, to, { additionalPetIds: [mia.id] }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function intentFor(bookingId: number, who: RegisteredUser = owner) {
  const res = await t.call('POST', '/api/create-payment-intent', who, { bookingId });
  return res;
}

const card = (clientSecret: string, cardNumber: string, extra: Record<string, unknown> = {}) => ({
  clientSecret,
  cardNumber,
  expMonth: 12,
  expYear: 2034,
  cvc: '123',
  ...extra,
});

const confirm = (body: Record<string, unknown>, who: RegisteredUser = owner) => t.call('POST', '/api/sandbox/confirm', who, body);

/** On PostgreSQL, until a request of this database waits for a row lock; PGlite runs one transaction at a time. */
async function untilSomeoneWaitsForALock() {
  if (t.database.kind !== 'postgres') return;
  const waiting = sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`;
  for (let waited = 0; waited < 5000; waited += 20) {
    if ((await sqlRows<{ n: number }>(t.db, waiting))[0].n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('nobody waited for the booking lock');
}

async function mailWithSubject(prefix: string) {
  for (let waited = 0; waited < 5000; waited += 50) {
    const found = sink.messages.find((message) => message.subject.startsWith(prefix));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail with subject ${prefix}`);
}

describe('POST /api/create-payment-intent', () => {
  it("makes one sandbox intent for the server's total and returns the same one again", async () => {
    const booking = await newBooking();
    expect(booking.totalPrice).toBe(26700 + 22695);
    const first = await intentFor(booking.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ clientSecret: expect.stringMatching(/^pi_sandbox_/), provider: 'sandbox', amount: 49395 });
    const second = await intentFor(booking.id);
    expect(second.json().clientSecret).toBe(first.json().clientSecret);
    expect(await t.db.$count(paymentIntents, eq(paymentIntents.bookingId, booking.id))).toBe(1);
    expect((await storedBooking(t.db, booking.id)).stripePaymentIntentId).toMatch(/^pi_sandbox_/);
  });

  it("answers another user's booking with 404, signed out with 401, a missing id with 400", async () => {
    const booking = await newBooking();
    expect((await intentFor(booking.id, stranger)).statusCode).toBe(404);
    expect((await t.call('POST', '/api/create-payment-intent', undefined, { bookingId: booking.id })).statusCode).toBe(401);
    expect((await t.call('POST', '/api/create-payment-intent', owner, {})).statusCode).toBe(400);
    expect(await t.db.$count(paymentIntents, eq(paymentIntents.bookingId, booking.id))).toBe(0);
  });
});

describe('POST /api/sandbox/confirm', () => {
  it('takes 4242 4242 4242 4242: the booking is confirmed and paid, the card kept as brand and last four, a receipt emailed', async () => {
    const booking = await newBooking();
    const { clientSecret } = (await intentFor(booking.id)).json();
    const res = await confirm(card(clientSecret, '4242 4242 4242 4242'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'succeeded' });
    expect(await storedBooking(t.db, booking.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    const [intent] = await t.db.select().from(paymentIntents).where(eq(paymentIntents.bookingId, booking.id));
    expect(intent).toMatchObject({ status: 'succeeded', cardBrand: 'visa', cardLast4: '4242' });
    expect(JSON.stringify(intent)).not.toContain('4242424242424242');

    const shown = (await t.call('GET', `/api/bookings/${booking.id}`, owner)).json();
    expect(shown.payment).toMatchObject({ provider: 'sandbox', status: 'succeeded', cardBrand: 'visa', cardLast4: '4242' });

    const mail = await mailWithSubject('Your PawsConnect receipt');
    expect(mail.to).toContain(owner.user.email);
    // Every pet of the booking is named (defect 7: only the first one was).
    expect(mail.text).toContain('Boarding stay for Rex and Mia: ');
    expect(mail.text).toContain('Boarding, 3 days × $89.00: $267.00');
    expect(mail.text).toContain('Additional pet (15% off), 3 days × $75.65: $226.95');
    expect(mail.text).toContain('Total paid: $493.95 with VISA ending in 4242');

    const receipt = await t.call('GET', `/api/bookings/${booking.id}/receipt`, owner);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json()).toMatchObject({
      petNames: ['Rex', 'Mia'],
      days: 3,
      totalCents: 49395,
      discountCents: 4005,
      card: { brand: 'visa', last4: '4242' },
      refund: null,
    });
    expect((await t.call('GET', `/api/bookings/${booking.id}/receipt`, stranger)).statusCode).toBe(404);
  });

  it('refuses to take a paid booking again (409) and the PATCH from the success page only re-checks', async () => {
    const booking = await newBooking();
    const { clientSecret } = (await intentFor(booking.id)).json();
    const patch = () => t.call('PATCH', `/api/bookings/${booking.id}`, owner, { status: 'confirmed', paymentStatus: 'paid' });
    expect((await patch()).statusCode).toBe(409);
    await confirm(card(clientSecret, '4242424242424242'));
    expect((await confirm(card(clientSecret, '4242424242424242'))).statusCode).toBe(409);
    expect((await intentFor(booking.id)).json()).toEqual({ message: 'This booking is already paid.' });
    const again = await patch();
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
  ])('fails with %s and says why; the booking stays unpaid and another card may be tried', async (number, message) => {
    const booking = await newBooking();
    const { clientSecret } = (await intentFor(booking.id)).json();
    const res = await confirm(card(clientSecret, number));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'failed', error: { message } });
    expect(await storedBooking(t.db, booking.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    const retry = await confirm(card(clientSecret, '4242424242424242'));
    expect(retry.json()).toEqual({ status: 'succeeded' });
  });

  it('sends 4000 0025 0000 3155 through 3-D Secure: approved pays, failed does not', async () => {
    for (const outcome of ['approve', 'fail'] as const) {
      const booking = await newBooking();
      const { clientSecret } = (await intentFor(booking.id)).json();
      const res = await confirm(card(clientSecret, '4000002500003155'));
      expect(res.json()).toEqual({
        status: 'requires_action',
        redirectUrl: expect.stringMatching(/^\/sandbox\/authenticate\?booking_id=\d+&payment_intent=pi_sandbox_/),
      });
      expect((await storedBooking(t.db, booking.id)).paymentStatus).toBe('pending');
      const auth = await t.call('POST', '/api/sandbox/authenticate', owner, { clientSecret, outcome });
      expect(auth.statusCode).toBe(200);
      const status = outcome === 'approve' ? 'succeeded' : 'failed';
      expect(auth.json().redirectUrl).toMatch(
        new RegExp(`^/payment-success\\?booking_id=${booking.id}&payment_intent=.+&redirect_status=${status}$`),
      );
      expect((await storedBooking(t.db, booking.id)).paymentStatus).toBe(outcome === 'approve' ? 'paid' : 'pending');
      // The challenge is answered once.
      expect((await t.call('POST', '/api/sandbox/authenticate', owner, { clientSecret, outcome: 'approve' })).statusCode).toBe(409);
    }
  });

  it('lets an owner who left the 3-D Secure page pay with another card; the old page then gets 409', async () => {
    const booking = await newBooking();
    const { clientSecret } = (await intentFor(booking.id)).json();
    const authenticate = (outcome: 'approve' | 'fail') => t.call('POST', '/api/sandbox/authenticate', owner, { clientSecret, outcome });
    expect((await confirm(card(clientSecret, '4000002500003155'))).json()).toMatchObject({ status: 'requires_action' });
    // Back at checkout: the same intent, and a declined card is a normal decline.
    expect((await intentFor(booking.id)).json().clientSecret).toBe(clientSecret);
    expect((await confirm(card(clientSecret, '4000000000000002'))).json()).toEqual({
      status: 'failed',
      error: { message: 'Your card was declined.' },
    });
    const stale = await authenticate('approve');
    expect([stale.statusCode, stale.json().message]).toEqual([409, 'This payment is not waiting for authentication.']);
    // The challenge again, abandoned again, then a card that needs none.
    expect((await confirm(card(clientSecret, '4000002500003155'))).json()).toMatchObject({ status: 'requires_action' });
    expect((await confirm(card(clientSecret, '4242 4242 4242 4242'))).json()).toEqual({ status: 'succeeded' });
    for (const outcome of ['approve', 'fail'] as const) {
      const late = await authenticate(outcome);
      expect([late.statusCode, late.json().message]).toEqual([409, 'This booking is already paid.']);
    }
    expect(await storedBooking(t.db, booking.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect((await t.db.select().from(paymentIntents).where(eq(paymentIntents.bookingId, booking.id)))[0]).toMatchObject({
      status: 'succeeded',
      cardLast4: '4242',
    });
    expect(
      (await t.call('GET', '/api/notifications', owner))
        .json()
        .filter(
          (note: { title: string; data: { bookingId?: number } }) =>
            note.title === 'Payment received' && note.data.bookingId === booking.id,
        ),
    ).toHaveLength(1);
  });

  it('never lets an old challenge pay once a card confirmed while it waited has replaced it (409)', async () => {
    const booking = await newBooking();
    const { clientSecret } = (await intentFor(booking.id)).json();
    await confirm(card(clientSecret, '4000002500003155'));
    let answer: ReturnType<typeof t.call> | undefined;
    await t.db.transaction(async (tx) => {
      // Stands in for another card's confirmation holding the booking: the old page's answer waits.
      await tx.select().from(bookings).where(eq(bookings.id, booking.id)).for('update');
      answer = t.call('POST', '/api/sandbox/authenticate', owner, { clientSecret, outcome: 'approve' });
      await untilSomeoneWaitsForALock();
      await tx.update(paymentIntents).set({ status: 'failed', cardLast4: '0002' }).where(eq(paymentIntents.bookingId, booking.id));
    });
    const res = await answer!;
    expect([res.statusCode, res.json().message]).toEqual([409, 'This payment is not waiting for authentication.']);
    expect(await storedBooking(t.db, booking.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
  });

  it('checks the card as the form does: number by Luhn, expiry in the future, CVC length', async () => {
    const booking = await newBooking();
    const { clientSecret } = (await intentFor(booking.id)).json();
    const cases: [Record<string, unknown>, string, string][] = [
      [card(clientSecret, '4242 4242 4242 4241'), 'cardNumber', 'Your card number is invalid.'],
      [card(clientSecret, '4242424242424242', { expYear: 2020 }), 'expYear', 'Your card has expired.'],
      [card(clientSecret, '4242424242424242', { cvc: '12' }), 'cvc', 'Your card’s security code is invalid.'],
      [card(clientSecret, '378282246310005', { cvc: '123' }), 'cvc', 'Your card’s security code is invalid.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await confirm(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().details[field]).toBe(message);
    }
    expect(await storedBooking(t.db, booking.id)).toMatchObject({ paymentStatus: 'pending' });
  });

  it("never lets someone else use an owner's client secret", async () => {
    const booking = await newBooking();
    const { clientSecret } = (await intentFor(booking.id)).json();
    const res = await confirm(card(clientSecret, '4242424242424242'), stranger);
    expect(res.statusCode).toBe(404);
    expect(await storedBooking(t.db, booking.id)).toMatchObject({ paymentStatus: 'pending', status: 'pending' });
    expect((await confirm(card('pi_sandbox_nope_secret_x', '4242424242424242'))).statusCode).toBe(404);
  });
});

describe('cancelling a paid booking', () => {
  it('refunds the full amount once, even when two cancels race, and emails the refund receipt', async () => {
    const booking = await newBooking();
    const { clientSecret } = (await intentFor(booking.id)).json();
    await confirm(card(clientSecret, '5555 5555 5555 4444'));
    const cancel = () => t.call('PATCH', `/api/bookings/${booking.id}`, owner, { status: 'cancelled' });
    const results = await Promise.all([cancel(), cancel()]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const done = results.find((res) => res.statusCode === 200)!.json();
    expect(done).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded', payment: { refundAmount: 49395 } });
    expect(await t.db.$count(paymentRefunds, eq(paymentRefunds.bookingId, booking.id))).toBe(1);

    const mail = await mailWithSubject('Your PawsConnect refund');
    expect(mail.text).toContain('We have refunded $493.95 to MASTERCARD ending in 4444');
    expect(mail.text).toContain('Boarding stay for Rex and Mia: ');
    const receipt = (await t.call('GET', `/api/bookings/${booking.id}/receipt`, owner)).json();
    expect(receipt.refund).toMatchObject({ amountCents: 49395 });

    // The owner's notifications about this two-pet booking name both pets.
    const notes: { title: string; message: string; data: { bookingId?: number } }[] = (
      await t.call('GET', '/api/notifications?limit=100', owner)
    ).json();
    const aboutIt = Object.fromEntries(
      notes.filter((note) => note.data.bookingId === booking.id).map((note) => [note.title, note.message]),
    );
    expect(aboutIt['Boarding stay booked']).toMatch(
      /^Rex and Mia's boarding stay from .+ is booked and waiting for payment \(\$493\.95\)\.$/,
    );
    expect(aboutIt['Booking cancelled']).toMatch(/^Rex and Mia's boarding stay from .+ has been cancelled\.$/);
    expect(aboutIt['Refund issued']).toMatch(/^\$493\.95 for Rex and Mia's boarding stay from .+ is on its way back to your card\.$/);
  });

  it('has no receipt while unpaid', async () => {
    const booking = await newBooking();
    expect((await t.call('GET', `/api/bookings/${booking.id}/receipt`, owner)).statusCode).toBe(404);
  });
});

describe('configuration', () => {
  it('takes payments through Stripe when its keys are set, else through the sandbox', async () => {
    const { paymentProviderFor } = await import('../../platform/payments/provider-for');
    expect((await paymentProviderFor({ stripe: { secretKey: 'sk_test_1', publishableKey: 'pk_test_1' } })).name).toBe('stripe');
    expect((await paymentProviderFor({ stripe: undefined })).name).toBe('sandbox');
  });
});

describe('the receipt e-mail', () => {
  it("is queued in the payment's transaction, so a crash before it is sent cannot lose it", async () => {
    const deps = { db: t.db, notifications: t.notifications, payments: sandboxProvider };
    const declinedBooking = await newBooking();
    const declined = (await intentFor(declinedBooking.id)).json();
    const unpaid = await confirmSandboxPayment(deps, owner.user, card(declined.clientSecret, '4000000000000002'));
    expect(unpaid).toMatchObject({ outcome: { status: 'failed' }, receiptMailId: null });

    const booking = await newBooking();
    const { clientSecret } = (await intentFor(booking.id)).json();
    // The service alone, as if the process stopped right after its commit: nothing has tried the mail.
    const paid = await confirmSandboxPayment(deps, owner.user, card(clientSecret, '4242424242424242'));
    expect(paid.booking).toMatchObject({ id: booking.id, paymentStatus: 'paid' });
    const queued = await t.db.select().from(mailQueue).where(eq(mailQueue.id, paid.receiptMailId!));
    expect(queued).toMatchObject([
      { recipient: owner.user.email, subject: expect.stringMatching(/^Your PawsConnect receipt/), sentAt: null, attempts: 0 },
    ]);
    expect(queued[0].text).toContain(`PC-${String(booking.id).padStart(6, '0')}`);
  });
});

describe('money in what the owner reads', () => {
  it('writes $1,234.00 with its thousands separator in the payment notification and the receipt', async () => {
    const booking = await newBooking();
    await t.db.update(bookings).set({ totalPrice: 123400 }).where(eq(bookings.id, booking.id));
    const { clientSecret, amount } = (await intentFor(booking.id)).json();
    expect(amount).toBe(123400);
    expect((await confirm(card(clientSecret, '4242 4242 4242 4242'))).json()).toEqual({ status: 'succeeded' });
    const [received] = await t.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, owner.user.id),
          eq(notifications.title, 'Payment received'),
          sql`${notifications.data}->>'bookingId' = ${String(booking.id)}`,
        ),
      );
    expect(received.message).toBe('Thank you! We received $1,234.00 and your booking is confirmed.');
    const receipt = (await t.call('GET', `/api/bookings/${booking.id}/receipt`, owner)).json();
    expect(receipt.totalCents).toBe(123400);
  });
});
