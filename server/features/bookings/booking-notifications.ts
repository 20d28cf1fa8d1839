// What the owner is told about their bookings. Every message goes through notifyOwner, the one
// call into the notification hub: it is stored inside the caller's transaction and delivered only
// once that commits, so a booking that rolls back never announces itself.
import type { ServiceType } from '../../../common/booking-choices';
import type { KeptSkill } from '../../../common/cancellation';
import { feeText, type KeptFee } from '../../../common/cancellation-policy';
import { joinNames } from '../../../common/name-list';
import type { Db, Tx } from '../../db/client';
import type { BookingRow } from '../../platform/access/resources';
import type { AppDeps } from '../../platform/app-deps';
import type { NotificationInput } from '../../platform/notifications/hub';
import { formatCents } from '../../../common/money';
import { formatBusinessDate } from './booking-text';

const bookedTitles: Record<ServiceType, string> = {
  boarding: 'Boarding stay booked',
  daycare: 'Daycare booked',
  training: 'Training session booked',
};

const serviceNames: Record<ServiceType, string> = {
  boarding: 'boarding stay',
  daycare: 'daycare',
  training: 'training session',
};

/** The address of the booking's details in the web app. */
export const bookingUrl = (bookingId: number) => `/bookings?booking=${bookingId}`;

function notifyOwner(deps: AppDeps, db: Db | Tx, booking: BookingRow, input: NotificationInput) {
  return deps.notifications.notify(db, booking.ownerId, {
    category: 'bookings',
    ...input,
    data: { bookingId: booking.id, url: bookingUrl(booking.id), ...input.data },
  });
}

/**
 * 'Rex's boarding stay from March 5, 2027', 'Buddy and Mochi's daycare on March 5, 2027': every
 * pet of the booking, the primary one first.
 */
function describe(booking: BookingRow, petNames: readonly string[], timeZone: string) {
  const when = booking.serviceType === 'boarding' ? 'from' : 'on';
  return `${joinNames(petNames)}'s ${serviceNames[booking.serviceType]} ${when} ${formatBusinessDate(booking.startDate, timeZone)}`;
}

export function notifyBookingCreated(deps: AppDeps, db: Db | Tx, booking: BookingRow, petNames: readonly string[], timeZone: string) {
  return notifyOwner(deps, db, booking, {
    type: 'info',
    title: bookedTitles[booking.serviceType],
    message: `${describe(booking, petNames, timeZone)} is booked and waiting for payment (${formatCents(booking.totalPrice)}).`,
  });
}

/** `fee`: kept when nothing comes back (a refund's notice names it otherwise). */
export function notifyBookingCancelled(
  deps: AppDeps,
  db: Db | Tx,
  booking: BookingRow,
  petNames: readonly string[],
  timeZone: string,
  fee: KeptFee | null = null,
) {
  return notifyOwner(deps, db, booking, {
    type: 'info',
    title: 'Booking cancelled',
    message: `${describe(booking, petNames, timeZone)} has been cancelled.${fee ? ` ${feeText(fee)} Nothing is refunded.` : ''}`,
  });
}

export function notifyBookingRefunded(
  deps: AppDeps,
  db: Db | Tx,
  booking: BookingRow,
  petNames: readonly string[],
  timeZone: string,
  refundCents: number,
  kept: readonly KeptSkill[] = [],
  fee: KeptFee | null = null,
) {
  // The refund line says which taught skills it leaves out (decisions.md 59).
  const keptText =
    kept.length === 0
      ? ''
      : ` It leaves out ${joinNames(kept.map((skill) => `${skill.name} (${skill.petName}, ${formatCents(skill.amountCents)})`))}, already taught.`;
  return notifyOwner(deps, db, booking, {
    type: 'success',
    title: 'Refund issued',
    // The refund receipt is e-mailed already (bookings.routes).
    email: false,
    message: `${formatCents(refundCents)} for ${describe(booking, petNames, timeZone)} is on its way back to your card.${keptText}${fee ? ` ${feeText(fee)}` : ''}`,
  });
}
