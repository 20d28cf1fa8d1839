// The balance charged to the owner's saved card when the pets go home (decisions.md 74): off-session,
// with the booking row locked, so ten requests at once charge once (the others find nothing due or
// the charge already made). What the provider answers decides: paid (the receipt goes out); the card
// needs its owner to authenticate (3-D Secure: the owner gets a link to finish at checkout, and the
// booking keeps its balance); declined (the owner is told why and pays from the booking). With no
// saved card the owner is asked to pay from the booking.
import { eq, sql } from 'drizzle-orm';
import type { BalanceChargeAnswer } from '../../../common/front-desk-schemas';
import { formatCents } from '../../../common/money';
import type { Tx } from '../../db/client';
import { bookings, paymentIntents, users } from '../../db/schema';
import type { BookingRow } from '../../platform/access/resources';
import { notFound } from '../../platform/errors';
import { defaultCardOf, holderName } from '../payments/saved-cards';
import { amountPaid, balanceOf, dueOf, openIntentOf } from './booking-intent';
import type { PaymentDeps } from './booking-payments';
import { markBookingPaid } from './mark-paid';

export type BalanceCharge = BalanceChargeAnswer;

/** The checkout of a booking: where the owner pays or finishes authenticating its balance. */
const checkoutUrl = (bookingId: number) => `/checkout?booking_id=${bookingId}`;

/**
 * Whether staff may charge the booking's balance to the saved card: something is left to pay, and
 * the booking is paid on its own (a recurring booking's occurrences are paid through their series'
 * checkout, decisions.md 68).
 */
export function balanceChargeable(booking: Parameters<typeof balanceOf>[0] & { seriesId: number | null }, paid: number): boolean {
  return booking.seriesId === null && balanceOf(booking, paid) > 0;
}

/** Charges what is left of the booking to its owner's default saved card, once. */
export async function chargeBalanceOffSession(deps: PaymentDeps, bookingId: number): Promise<BalanceCharge> {
  return deps.db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    if (!booking) throw notFound('The booking');
    const paid = await amountPaid(tx, booking);
    if (!balanceChargeable(booking, paid)) return nothing();
    const balance = balanceOf(booking, paid);
    const open = await openIntentOf(tx, booking.id);
    // The provider may already hold this money (an earlier charge or the owner paying now).
    if (open?.status === 'processing') return { outcome: 'processing', amountCents: balance, message: null };
    const card = await defaultCardOf(tx, booking.ownerId, deps.payments.name);
    if (!card) {
      await askToPay(deps, tx, booking, balance, 'Balance due', `The balance of ${formatCents(balance)} for your booking is due.`);
      return { outcome: 'no_saved_card', amountCents: balance, message: null };
    }
    // The off-session charge replaces any checkout left open (one open intent per booking).
    if (open) {
      await deps.payments.cancel(tx, open.id);
      await tx.update(paymentIntents).set({ status: 'canceled', updatedAt: new Date() }).where(eq(paymentIntents.id, open.id));
    }
    // The customer the card was saved for (made then with Stripe; the sandbox makes one on first ask).
    const [owner] = await tx.select().from(users).where(eq(users.id, booking.ownerId));
    const customerId = await deps.payments.ensureCustomer(tx, { id: owner.id, email: owner.email, name: holderName(owner) });
    const due = dueOf(booking, paid, { offSession: true });
    const [{ attempts }] = await tx
      .select({ attempts: sql<number>`count(*)::int` })
      .from(paymentIntents)
      .where(eq(paymentIntents.bookingId, booking.id));
    const charge = await deps.payments.chargeOffSession(tx, {
      bookingId: booking.id,
      purpose: 'balance',
      amount: due.amount,
      customerId,
      providerMethodId: card.providerMethodId,
      // One key per attempt and card: a retry of this very charge gets the provider's first answer,
      // and a later attempt (after a decline, or with another card) is a new charge.
      idempotencyKey: `booking-${booking.id}-off-session-${attempts}-${due.amount}-${card.providerMethodId}`,
    });
    const [intent] = await tx
      .insert(paymentIntents)
      .values({
        id: charge.id,
        bookingId: booking.id,
        purpose: due.purpose,
        provider: deps.payments.name,
        clientSecret: charge.clientSecret,
        amount: due.amount,
        status: charge.status,
        cardBrand: card.brand,
        cardLast4: card.last4,
        savedCardId: card.id,
        ...(charge.status === 'succeeded' ? { paidAt: new Date() } : {}),
      })
      .returning();
    await tx.update(bookings).set({ stripePaymentIntentId: intent.id }).where(eq(bookings.id, booking.id));
    const cardName = `your ${card.brand.toUpperCase()} ending in ${card.last4}`;
    switch (charge.status) {
      case 'succeeded':
        await markBookingPaid(deps, tx, booking, { intent });
        return { outcome: 'charged', amountCents: due.amount, message: null };
      case 'requires_action':
        await askToPay(
          deps,
          tx,
          booking,
          due.amount,
          'Please confirm your payment',
          `Your bank needs you to confirm the balance of ${formatCents(due.amount)} on ${cardName}. Open the link to finish.`,
        );
        return { outcome: 'needs_authentication', amountCents: due.amount, message: null };
      case 'processing':
        return { outcome: 'processing', amountCents: due.amount, message: null };
      default: {
        const message = charge.declineMessage ?? 'Your card was declined.';
        await askToPay(
          deps,
          tx,
          booking,
          due.amount,
          'Payment failed',
          `We could not charge the balance of ${formatCents(due.amount)} to ${cardName}: ${message}`,
        );
        return { outcome: 'declined', amountCents: due.amount, message };
      }
    }
  });
}

export const PROVIDER_FAILED_MESSAGE = 'The payment provider did not answer. Charge the balance again from the booking.';

const nothing = (): BalanceCharge => ({ outcome: 'nothing_due', amountCents: 0, message: null });

/** The owner is told (and e-mailed, by their bookings preference) with a link to pay at checkout. */
async function askToPay(
  deps: Pick<PaymentDeps, 'notifications'>,
  tx: Tx,
  booking: BookingRow,
  amount: number,
  title: string,
  message: string,
) {
  await deps.notifications.notify(tx, booking.ownerId, {
    type: 'warning',
    category: 'bookings',
    title,
    message,
    data: { url: checkoutUrl(booking.id), bookingId: booking.id, amountCents: amount },
  });
}
