// Paying for a booking in the built-in sandbox: the intent, receipts, and refunds on cancellation.
// Paid means the provider said so; nothing here can be paid twice.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like, sql } from 'drizzle-orm';
import type { RegisteredUser } from '../../../tests/helpers/users';
import { bookings, mailQueue, notifications, paymentIntents, paymentRefunds } from '../../db/schema';
import { confirmSandboxPayment } from '../../domain/bookings/booking-payments';
import { sandboxProvider } from '../../platform/payments/sandbox-provider';
import { card, storedBooking, usePaymentsKit } from '../../../tests/helpers/payments-kit';

const kit = await usePaymentsKit();
const { t, newBooking, intentFor, confirm, mailWithSubject } = kit;
let owner: RegisteredUser;
let stranger: RegisteredUser;
beforeAll(() => ({ owner, stranger } = kit));

describe('POST /api/create-payment-intent', () => {
  it("makes one sandbox intent for the server's total and returns the same one again", async () => {
    const booking = await newBooking();
    expect(booking.totalPrice).toBe(26700 + 22695);
    const first = await intentFor(booking.id);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      clientSecret: expect.stringMatching(/^pi_sandbox_/),
      provider: 'sandbox',
      amount: 49395,
      purpose: 'full',
    });
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
    const receiptsOf = (bookingId: number) =>
      t.db
        .select()
        .from(mailQueue)
        .where(
          and(like(mailQueue.subject, 'Your PawsConnect receipt%'), like(mailQueue.text, `%PC-${String(bookingId).padStart(6, '0')}%`)),
        );
    const declinedBooking = await newBooking();
    const declined = (await intentFor(declinedBooking.id)).json();
    const unpaid = await confirmSandboxPayment(deps, owner.user, card(declined.clientSecret, '4000000000000002'));
    expect(unpaid).toMatchObject({ outcome: { status: 'failed' }, booking: { paymentStatus: 'pending' } });
    expect(await receiptsOf(declinedBooking.id)).toEqual([]);

    const booking = await newBooking();
    const { clientSecret } = (await intentFor(booking.id)).json();
    // The service alone, as if the process stopped right after its commit: nothing has tried the mail.
    const paid = await confirmSandboxPayment(deps, owner.user, card(clientSecret, '4242424242424242'));
    expect(paid.booking).toMatchObject({ id: booking.id, paymentStatus: 'paid' });
    expect(await receiptsOf(booking.id)).toMatchObject([{ recipient: owner.user.email, sentAt: null, attempts: 0 }]);
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
