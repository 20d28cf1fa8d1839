// POST /api/admin/bookings/:id/cancel (decisions.md 61, 73): staff cancel any booking not already
// cancelled or completed, giving back what the cancellation policy says, or (an override, with a
// reason, audited) all, part or none of what was paid. The money
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
import { feeLabel, feeText, type KeptFee } from '../../../common/cancellation-policy';
import { deskPolicyMoney, recordFee } from '../../domain/bookings/cancellation-policy';
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

type Override = Exclude<StaffCancelInput['refund'], 'policy' | undefined>;

/** The cents to give back for staff's own choice, or a 400 naming the refund. */
function refundCents(refund: Override, paidCents: number): number {
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

export async function cancelAtDesk(deps: AppDeps, by: SessionUser, bookingId: number, input: StaffCancelInput, now = new Date()) {
  await deps.db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
    if (!booking) throw notFound(BOOKING_LABEL);
    if (!cancellableAtDesk(booking.status)) {
      const state = booking.status === 'no_show' ? 'marked as a no-show' : booking.status === 'cancelled' ? 'cancelled' : 'completed';
      throw conflict(`This booking is already ${state}, so it cannot be cancelled.`);
    }
    // The policy's refund is the default; anything else is staff's override, with a reason (decisions.md 73).
    // An occurrence of a recurring booking paid with its series gives back at most its own price.
    const policy = await deskPolicyMoney(tx, booking, now);
    const override = input.refund !== undefined && input.refund !== 'policy' ? input.refund : null;
    const amount = override ? refundCents(override, policy.paidCents) : policy.refundAmount;
    const reason = input.reason || null;
    const keptSkillsCents = (policy.keptSkills ?? []).reduce((sum, skill) => sum + skill.amountCents, 0);
    const fee = override
      ? { kind: 'late_cancellation' as const, amount: Math.max(0, policy.paidCents - amount - keptSkillsCents), reason }
      : { kind: 'late_cancellation' as const, amount: policy.feeAmount, reason: null };
    const { updated, refunded } = await cancelBooking(deps, tx, booking, { amount, byUserId: by.id, reason: reason ?? undefined });
    await recordFee(tx, booking.id, { ...fee, byUserId: by.id });
    const keptFee = fee.amount > 0 ? { label: feeLabel(fee.kind, booking.terms, override !== null), amountCents: fee.amount } : null;
    await tell(deps, tx, updated, refunded, reason, keptFee);
    await audit(tx, by, booking, updated, refunded, reason);
    if (override && amount !== policy.refundAmount) await auditOverride(tx, by, booking, policy, amount, fee.amount, reason!);
  });
  return deskBookingDetail(deps.db, bookingId);
}

/** The owner hears why, and what comes back; a refund's receipt is e-mailed (decisions.md 12). */
async function tell(deps: AppDeps, tx: Tx, booking: Booking, refunded: number, reason: string | null, fee: KeptFee | null) {
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
    message: `${businessName} cancelled ${what}${reason ? `: ${reason}` : '.'}${fee && refunded === 0 ? ` ${feeText(fee)} Nothing is refunded.` : ''}`,
    data,
  });
  if (refunded === 0) {
    if (fee) await queueBookingReceipt(tx, booking, 'refund');
    return;
  }
  await deps.notifications.notify(tx, booking.ownerId, {
    type: 'success',
    category: 'bookings',
    title: 'Refund issued',
    // The refund receipt below is the e-mail.
    email: false,
    message: `${formatCents(refunded)} for ${what} is on its way back to your card.${fee ? ` ${feeText(fee)}` : ''}`,
    data,
  });
  await queueBookingReceipt(tx, booking, 'refund');
}

async function audit(tx: Tx, by: SessionUser, before: Booking, after: Booking, refunded: number, reason: string | null) {
  const person = await personOf(tx, by.id);
  const refundText = refunded > 0 ? `refunded ${formatCents(refunded)}` : 'no refund';
  await recordAudit(tx, {
    actorId: by.id,
    kind: 'booking.cancelled_by_staff',
    bookingId: before.id,
    summary: `${person ? personLabel(person) : 'Staff'}: cancelled booking #${before.id} (${refundText})${reason ? `: ${reason}` : ', under the cancellation policy'}`,
    before: { status: before.status, paymentStatus: before.paymentStatus },
    after: { status: after.status, paymentStatus: after.paymentStatus, refundCents: refunded, reason },
  });
}

/** Staff gave back other than the policy's refund: who, how much against the policy, and why. */
async function auditOverride(
  tx: Tx,
  by: SessionUser,
  booking: Booking,
  policy: { refundAmount: number; feeAmount: number },
  refundCents: number,
  feeCents: number,
  reason: string,
) {
  const person = await personOf(tx, by.id);
  await recordAudit(tx, {
    actorId: by.id,
    kind: 'booking.fee_overridden',
    bookingId: booking.id,
    summary: `${person ? personLabel(person) : 'Staff'}: refunded ${formatCents(refundCents)} on booking #${booking.id} instead of the policy's ${formatCents(policy.refundAmount)}: ${reason}`,
    before: { policyRefundCents: policy.refundAmount, policyFeeCents: policy.feeAmount },
    after: { refundCents, feeCents, reason },
  });
}
