// A cancellation's shared steps, for the owner's cancel and the desk's alike (decisions.md 12 and
// 61), inside the caller's transaction with the booking locked and every check done: the payment
// is settled (refunded as the caller says), the booking is cancelled (refunded when money went
// back), its untaught skills go back to the cart and the day board hears of it. What each caller
// then tells the owner differs. The place freed is offered to the
// waitlist (decisions.md 67).
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bookings } from '../../db/schema';
import type { BookingRow } from '../../platform/access/resources';
import type { AppDeps } from '../../platform/app-deps';
import { signalDayBoard } from '../../platform/realtime/day-board-signal';
import { signalPlacesFreed } from '../waitlist/waitlist-holds';
import { returnSkillsOfCancelledStay } from '../skills/cancelled-stay-skills';
import { settleCancelledPayment, type CancelRefund } from './cancelled-payment';

export async function cancelBooking(
  deps: Pick<AppDeps, 'payments' | 'notifications'>,
  tx: Tx,
  booking: BookingRow,
  refund: CancelRefund = {},
): Promise<{ updated: BookingRow; refunded: number }> {
  // The provider's side cannot be rolled back, so it goes first, after every check.
  const refunded = await settleCancelledPayment(deps, tx, booking, refund);
  const [updated] = await tx
    .update(bookings)
    .set({ status: 'cancelled', ...(refunded > 0 ? { paymentStatus: 'refunded' as const } : {}) })
    .where(eq(bookings.id, booking.id))
    .returning();
  await returnSkillsOfCancelledStay(deps, tx, booking.id);
  await signalDayBoard(tx);
  // The freed place goes to the waitlist's next person once this commits (decisions.md 67).
  await signalPlacesFreed(tx);
  return { updated, refunded };
}
