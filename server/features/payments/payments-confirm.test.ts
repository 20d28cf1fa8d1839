// Paying for a booking in the built-in sandbox: every test card, 3-D Secure, and the checks on the
// card. Paid means the provider said so; nothing here can be paid twice.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { RegisteredUser } from '../../../tests/helpers/users';
import { TEST_CARDS_ONLY_MESSAGE } from '../../../common/card-rules';
import { bookings, paymentIntents } from '../../db/schema';
import { card, storedBooking, usePaymentsKit } from '../../../tests/helpers/payments-kit';

const kit = await usePaymentsKit();
const { t, newBooking, intentFor, confirm, mailWithSubject, untilSomeoneWaitsForALock } = kit;
let owner: RegisteredUser;
let stranger: RegisteredUser;
beforeAll(() => ({ owner, stranger } = kit));

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
    // The sandbox is not a real checkout (decisions.md 52): any number but Stripe's test cards is
    // declined, even one that passes the Luhn check.
    ['0000 0000 0000 0000', TEST_CARDS_ONLY_MESSAGE],
    ['4111 1111 1111 1111', TEST_CARDS_ONLY_MESSAGE],
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
