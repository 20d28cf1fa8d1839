// Marking paid, decided once (decisions.md 4 and 68): only ever called once the provider said the
// intent succeeded. A booking's own payment and a series' one checkout both come here, so an
// occurrence is paid exactly as a single booking is.
import { eq, sql } from 'drizzle-orm';
import { formatCents } from '../../../common/money';
import type { Tx } from '../../db/client';
import { bookings } from '../../db/schema';
import type { BookingRow } from '../../platform/access/resources';
import type { AppDeps } from '../../platform/app-deps';
import { signalDayBoard } from '../../platform/realtime/day-board-signal';
import { amountPaid, type IntentRow } from './booking-intent';
import { queueBookingReceipt } from './booking-receipts';

type NotifyDeps = Pick<AppDeps, 'notifications'>;

/**
 * Confirmed and paid, with the owner told and the receipt queued; only ever called once the
 * provider said succeeded. Paid in full when what was paid covers the total, else partially paid
 * (a deposit taken, the balance due; decisions.md 71). `intent`: the one that just succeeded.
 */
export async function markBookingPaid(
  deps: NotifyDeps,
  tx: Tx,
  booking: BookingRow,
  { notify = true, intent }: { notify?: boolean; intent?: IntentRow } = {},
): Promise<BookingRow> {
  const paidCents = await amountPaid(tx, booking);
  const balance = Math.max(0, booking.totalPrice - paidCents);
  const [paid] = await tx
    .update(bookings)
    // Paid after check-in (staff let an unpaid stay in): the stay keeps its place in its life.
    .set({
      status: sql`case when ${bookings.status} = 'pending' then 'confirmed' else ${bookings.status} end`,
      paymentStatus: balance > 0 ? 'partially_paid' : 'paid',
    })
    .where(eq(bookings.id, booking.id))
    .returning();
  await signalDayBoard(tx);
  const received = intent && intent.seriesId == null ? intent.amount : booking.totalPrice;
  // A series' checkout tells the owner once for all its occurrences (series-payments.ts).
  if (notify)
    await deps.notifications.notify(tx, booking.ownerId, {
      type: 'success',
      category: 'bookings',
      title: balance > 0 ? 'Deposit received' : 'Payment received',
      message:
        balance > 0
          ? `Thank you! We received your deposit of ${formatCents(received)} and your booking is confirmed. The balance of ${formatCents(balance)} is due at check-out.`
          : `Thank you! We received ${formatCents(received)} and your booking is confirmed.`,
      data: { url: `/bookings?booking=${booking.id}`, bookingId: booking.id },
      // The receipt mail already tells the owner; never a second mail.
      email: false,
    });
  await queueBookingReceipt(tx, paid, 'payment');
  return paid;
}

/** Every covered occurrence paid and confirmed (each with its receipt); the owner is told once. */
export async function markSeriesPaid(deps: NotifyDeps, tx: Tx, intent: IntentRow, payable: BookingRow[]): Promise<BookingRow[]> {
  const paid: BookingRow[] = [];
  for (const booking of payable) paid.push(await markBookingPaid(deps, tx, booking, { notify: false }));
  const total = payable.reduce((sum, booking) => sum + booking.totalPrice, 0);
  await deps.notifications.notify(tx, payable[0].ownerId, {
    type: 'success',
    category: 'bookings',
    title: 'Payment received',
    message: `Thank you! We received ${formatCents(total)} and your ${payable.length} recurring bookings are confirmed.`,
    data: { url: `/bookings?booking=${payable[0].id}`, bookingId: payable[0].id },
    email: false,
  });
  return paid;
}
