// POST /api/admin/bookings/:id/cancel (decisions.md 61): staff cancel any booking not already
// cancelled or completed, giving back all, part or none of what was paid, with a reason. The money
// goes back through the same piece the owner's own cancel uses (settleCancelledPayment, which
// calls the payment provider); the rest follows that cancel too: untaught skills return to the
// cart, the day board is signalled, the owner is told and gets the refund receipt. Audited.
import { eq, inArray } from 'drizzle-orm';
import type { ServiceType } from '../../../common/booking-choices';
import type { StaffCancelInput } from '../../../common/desk-booking-schemas';
import { formatCents } from '../../../common/money';
import { joinNames } from '../../../common/name-list';
import type { Tx } from '../../db/client';
import { bookings, pets } from '../../db/schema';
import { amountPaid } from '../../domain/bookings/booking-intent';
import { personOf } from '../../domain/accounts/business-people';
import { cancelBooking } from '../../domain/bookings/cancel-booking';
import { queueBookingReceipt } from '../../domain/bookings/booking-receipts';
import { readBusinessSettings } from '../../domain/business/business-settings';
import type { AppDeps } from '../../platform/app-deps';
import { personLabel, recordAudit } from '../../platform/audit-log';
import type { SessionUser } from '../../platform/auth-guard';
import { badInput, conflict, notFound } from '../../platform/errors';
import { BOOKING_LABEL, cancellableAtDesk, deskBookingDetail } from './desk-booking-detail.service';

type Booking = typeof bookings.$inferSelect;

export const NOTHING_PAID_MESSAGE = 'This booking has not been paid, so there is nothing to refund. Choose "No refund".';
export const refundTooLargeMessage = (paidCents: number) => `The refund cannot be more than the ${formatCents(paidCents)} paid.`;

/** The cents to give back for the choice, or a 400 naming the refund. */
function refundCents(refund: StaffCancelInput['refund'], paidCents: number): number {
  if (refund === 'none') return 0;
  if (paidCents === 0) throw badInput('refund', NOTHING_PAID_MESSAGE);
  if (refund === 'full') return paidCents;
  if (refund.amountCents > paidCents) throw badInput('refund', refundTooLargeMessage(paidCents));
  return refund.amountCents;
}

const SERVICE_NAMES: Record<ServiceType, string> = { boarding: 'boarding stay', daycare: 'daycare', training: 'training session' };

function describe(booking: Booking, petNames: string[], timeZone: string) {
  const day = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'long', day: 'numeric' }).format(booking.startDate);
  return `${joinNames(petNames)}'s ${SERVICE_NAMES[booking.serviceType]} ${booking.serviceType === 'boarding' ? 'from' : 'on'} ${day}`;
}

export async function cancelAtDesk(deps: AppDeps, by: SessionUser, bookingId: number, input: StaffCancelInput & { reason: string }) {
  await deps.db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    if (!booking) throw notFound(BOOKING_LABEL);
    if (!cancellableAtDesk(booking.status)) {
      throw conflict(`This booking is already ${booking.status === 'cancelled' ? 'cancelled' : 'completed'}, so it cannot be cancelled.`);
    }
    // What was paid, over every intent (a deposit and its balance; decisions.md 71); an occurrence of a
    // recurring booking paid with its series gives back at most its own price.
    const amount = refundCents(input.refund, await amountPaid(tx, booking));
    const { updated, refunded } = await cancelBooking(deps, tx, booking, { amount, byUserId: by.id, reason: input.reason });
    await tell(deps, tx, updated, refunded, input.reason);
    await audit(tx, by, booking, updated, refunded, input.reason);
  });
  return deskBookingDetail(deps.db, bookingId);
}

/** The owner hears why, and what comes back; a refund's receipt is e-mailed (decisions.md 12). */
async function tell(deps: AppDeps, tx: Tx, booking: Booking, refunded: number, reason: string) {
  const petIds = [booking.petId, ...booking.additionalPetIds];
  const names = new Map(
    (await tx.select({ id: pets.id, name: pets.name }).from(pets).where(inArray(pets.id, petIds))).map((p) => [p.id, p.name]),
  );
  const { businessName, timeZone } = await readBusinessSettings(tx, deps.config);
  const what = describe(
    booking,
    petIds.map((id) => names.get(id) ?? `Pet #${id}`),
    timeZone,
  );
  const data = { bookingId: booking.id, url: `/bookings?booking=${booking.id}` };
  await deps.notifications.notify(tx, booking.ownerId, {
    type: 'info',
    category: 'bookings',
    title: 'Booking cancelled',
    message: `${businessName} cancelled ${what}: ${reason}`,
    data,
  });
  if (refunded === 0) return;
  await deps.notifications.notify(tx, booking.ownerId, {
    type: 'success',
    category: 'bookings',
    title: 'Refund issued',
    // The refund receipt below is the e-mail.
    email: false,
    message: `${formatCents(refunded)} for ${what} is on its way back to your card.`,
    data,
  });
  await queueBookingReceipt(tx, booking, 'refund');
}

async function audit(tx: Tx, by: SessionUser, before: Booking, after: Booking, refunded: number, reason: string) {
  const person = await personOf(tx, by.id);
  const refundText = refunded > 0 ? `refunded ${formatCents(refunded)}` : 'no refund';
  await recordAudit(tx, {
    actorId: by.id,
    kind: 'booking.cancelled_by_staff',
    bookingId: before.id,
    summary: `${person ? personLabel(person) : 'Staff'}: cancelled booking #${before.id} (${refundText}): ${reason}`,
    before: { status: before.status, paymentStatus: before.paymentStatus },
    after: { status: after.status, paymentStatus: after.paymentStatus, refundCents: refunded, reason },
  });
}
