// The front desk (decisions.md 55): staff check a booking's pets in on arrival and out when they go
// home, or mark a booking whose pets never came as a no-show. Each step is one transaction with the
// booking locked: the status moves (confirmed -> checked_in -> completed, or -> no_show), the stay
// check is recorded, the act is audited and the owner is told.
import { eq, inArray } from 'drizzle-orm';
import type { BookingStatus, StayCheckKind } from '../../../common/booking-choices';
import { addCalendarDays, calendarDayOf, instantAt } from '../../../common/business-time';
import type { CheckInConfirmation } from '../../../common/front-desk-schemas';
import { joinNames } from '../../../common/name-list';
import type { Tx } from '../../db/client';
import { bookings, pets, stayChecks } from '../../db/schema';
import { readBusinessSettings } from '../../domain/business/business-settings';
import { personOf } from '../../domain/accounts/business-people';
import { vaccinationProblemsOf } from '../../domain/vaccinations/booking-blockers';
import type { AppDeps } from '../../platform/app-deps';
import { recordAudit, personLabel } from '../../platform/audit-log';
import type { SessionUser } from '../../platform/auth-guard';
import { conflict, HttpError, notFound } from '../../platform/errors';
import { signalDayBoard } from '../../platform/realtime/day-board-signal';
import { sendJournalDigest } from '../../domain/stay-journal/journal-digest';
import { balanceDue } from '../../domain/bookings/booking-intent';
import { settleNoShow } from '../../domain/bookings/no-show-fee';
import { queueBookingReceipt } from '../../domain/bookings/booking-receipts';
import { formatCents } from '../../../common/money';

type Booking = typeof bookings.$inferSelect;
type StayCheck = typeof stayChecks.$inferSelect;
export type StayCheckInput = { belongings: string | null; note: string | null; confirm?: CheckInConfirmation[] };
type Deps = Pick<AppDeps, 'db' | 'notifications' | 'config'>;

export const BOOKING_LABEL = 'The booking';
const STATUS_WORDS: Record<BookingStatus, string> = {
  pending: 'is waiting for payment',
  confirmed: 'is confirmed',
  checked_in: 'is already checked in',
  completed: 'is already checked out',
  cancelled: 'was cancelled',
  no_show: 'was marked as a no-show',
};

/** The booking locked for the step, its pets' names, and the business's settings. */
async function begin(tx: Tx, deps: Deps, bookingId: number) {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  if (!booking) throw notFound(BOOKING_LABEL);
  const petIds = [booking.petId, ...booking.additionalPetIds];
  const petRows = await tx.select().from(pets).where(inArray(pets.id, petIds));
  const ordered = petIds.flatMap((id) => petRows.filter((pet) => pet.id === id));
  const settings = await readBusinessSettings(tx, deps.config);
  return { booking, pets: ordered, names: joinNames(ordered.map((pet) => pet.name)), settings };
}

const refuse = (booking: Booking, step: string) => conflict(`This booking ${STATUS_WORDS[booking.status]}, so it cannot be ${step}.`);

async function record(tx: Tx, booking: Booking, kind: StayCheckKind, by: SessionUser, input: StayCheckInput, status: BookingStatus) {
  const [check] = await tx
    .insert(stayChecks)
    .values({
      bookingId: booking.id,
      kind,
      byUserId: by.id,
      belongings: input.belongings,
      note: input.note,
      confirmed: input.confirm ?? [],
    })
    .returning();
  await tx.update(bookings).set({ status }).where(eq(bookings.id, booking.id));
  await signalDayBoard(tx);
  return answer(booking.id, status, check);
}

function answer(bookingId: number, status: BookingStatus, check: StayCheck) {
  return {
    bookingId,
    status,
    check: {
      kind: check.kind,
      at: check.createdAt,
      byUserId: check.byUserId,
      belongings: check.belongings,
      note: check.note,
      confirmed: check.confirmed as CheckInConfirmation[],
    },
  };
}

async function audit(
  tx: Tx,
  by: SessionUser,
  kind: 'booking.checked_in' | 'booking.checked_out' | 'booking.no_show',
  bookingId: number,
  summary: string,
  after: unknown,
) {
  const person = await personOf(tx, by.id);
  await recordAudit(tx, { actorId: by.id, kind, bookingId, summary: `${person ? personLabel(person) : 'Staff'}: ${summary}`, after });
}

/**
 * From the start of the arrival day (the business's time zone) until the booking ends. An unpaid
 * booking, or pets missing required vaccinations, need staff to confirm (`confirm`), which is
 * recorded: without it the answer is 409 with each reason under `details`.
 */
export async function checkIn(deps: Deps, by: SessionUser, bookingId: number, input: StayCheckInput, now = new Date()) {
  return deps.db.transaction(async (tx) => {
    const { booking, pets: stayPets, names, settings } = await begin(tx, deps, bookingId);
    if (booking.status !== 'confirmed' && booking.status !== 'pending') throw refuse(booking, 'checked in');
    const zone = settings.timeZone;
    const arrivalDay = calendarDayOf(booking.startDate, zone);
    if (now < instantAt(arrivalDay, '00:00', zone)) throw conflict(`${names} can be checked in from the arrival day, ${arrivalDay}.`);
    if (now >= booking.endDate) throw conflict('This booking has already ended.');

    const warnings: Partial<Record<CheckInConfirmation, string>> = {};
    // A deposit-paid stay has its balance still to pay (decisions.md 55, 71).
    const balance = await balanceDue(tx, booking);
    if (balance > 0) {
      warnings.unpaid =
        booking.paymentStatus === 'partially_paid'
          ? `This booking has a balance of ${formatCents(balance)} to pay.`
          : 'This booking is not paid yet.';
    }
    if (settings.vaccines.policy !== 'off') {
      // Records still waiting for staff (the `warn` rule) are worth a look at the desk too.
      const { blockers, warnings: unverified } = await vaccinationProblemsOf(
        tx,
        { serviceType: booking.serviceType, endDate: booking.endDate, pets: stayPets },
        settings.vaccines,
        zone,
        now,
      );
      const problems = [...blockers, ...unverified];
      if (problems.length > 0) warnings.vaccinations = problems.join(' ');
    }
    const unconfirmed = Object.entries(warnings).filter(([kind]) => !input.confirm?.includes(kind as CheckInConfirmation));
    if (unconfirmed.length > 0) {
      throw new HttpError(
        409,
        `Please confirm to check ${names} in: ${unconfirmed.map(([, text]) => text).join(' ')}`,
        Object.fromEntries(unconfirmed),
      );
    }
    const confirm = (input.confirm ?? []).filter((kind) => warnings[kind]);
    const result = await record(tx, booking, 'check_in', by, { ...input, confirm }, 'checked_in');
    await audit(tx, by, 'booking.checked_in', booking.id, `checked in ${names} (booking #${booking.id})`, {
      belongings: input.belongings,
      note: input.note,
      confirmed: confirm,
    });
    await deps.notifications.notify(tx, booking.ownerId, {
      type: 'info',
      category: 'bookings',
      title: `${names} ${stayPets.length > 1 ? 'are' : 'is'} checked in`,
      message: `${names} arrived at ${settings.businessName}. We will keep you posted.`,
      data: { url: `/bookings?booking=${booking.id}` },
    });
    return result;
  });
}

/** A checked-in booking's pets go home: the booking is completed. */
export async function checkOut(deps: Deps, by: SessionUser, bookingId: number, input: StayCheckInput) {
  return deps.db.transaction(async (tx) => {
    const { booking, pets: stayPets, names, settings } = await begin(tx, deps, bookingId);
    if (booking.status !== 'checked_in') throw refuse(booking, 'checked out');
    const result = await record(tx, booking, 'check_out', by, { ...input, confirm: [] }, 'completed');
    // The day's journal digest goes with the pet (decisions.md 60); earlier days' went already.
    await sendJournalDigest(deps, tx, booking.id, calendarDayOf(new Date(), settings.timeZone), settings.timeZone);
    await audit(tx, by, 'booking.checked_out', booking.id, `checked out ${names} (booking #${booking.id})`, {
      belongings: input.belongings,
      note: input.note,
    });
    await deps.notifications.notify(tx, booking.ownerId, {
      type: 'success',
      category: 'bookings',
      title: `${names} ${stayPets.length > 1 ? 'are' : 'is'} checked out`,
      message: `Thank you for staying with ${settings.businessName}.${input.belongings ? ` Handed back: ${input.belongings}.` : ''}`,
      data: { url: `/bookings?booking=${booking.id}` },
    });
    return result;
  });
}

/**
 * Never came: from the end of the arrival day (business time zone) on, a booking not checked in. A
 * paid one keeps the no-show fee of its terms and the rest of what was paid goes back (decisions.md 73).
 */
export async function markNoShow(
  deps: Deps & Pick<AppDeps, 'payments'>,
  by: SessionUser,
  bookingId: number,
  input: { note: string | null },
  now = new Date(),
) {
  return deps.db.transaction(async (tx) => {
    const { booking, names, settings } = await begin(tx, deps, bookingId);
    if (booking.status !== 'confirmed' && booking.status !== 'pending') throw refuse(booking, 'marked as a no-show');
    const zone = settings.timeZone;
    const dayAfterArrival = addCalendarDays(calendarDayOf(booking.startDate, zone), 1);
    if (now < instantAt(dayAfterArrival, '00:00', zone)) {
      throw conflict(`A booking can be marked as a no-show once its arrival day is over (from ${dayAfterArrival}).`);
    }
    // The provider's side cannot be rolled back, so the money goes first, after every check.
    const money = await settleNoShow(deps, tx, booking, by.id);
    if (money.refundAmount > 0) await tx.update(bookings).set({ paymentStatus: 'refunded' }).where(eq(bookings.id, booking.id));
    const result = await record(tx, booking, 'no_show', by, { belongings: null, note: input.note, confirm: [] }, 'no_show');
    await audit(tx, by, 'booking.no_show', booking.id, `marked booking #${booking.id} for ${names} as a no-show`, {
      note: input.note,
      feeCents: money.feeAmount,
      refundCents: money.refundAmount,
    });
    const moneyText =
      money.feeAmount === 0 && money.refundAmount === 0
        ? ''
        : ` ${money.feeLabel.replace(/ \(.*\)$/, '')}: ${formatCents(money.feeAmount)}.${money.refundAmount > 0 ? ` ${formatCents(money.refundAmount)} is on its way back to your card.` : ''}`;
    await deps.notifications.notify(tx, booking.ownerId, {
      type: 'warning',
      category: 'bookings',
      title: 'Marked as a no-show',
      message: `${names} did not arrive for the booking on ${calendarDayOf(booking.startDate, zone)}.${moneyText} Please contact ${settings.businessName} if this is wrong.`,
      data: { url: `/bookings?booking=${booking.id}`, bookingId: booking.id },
    });
    if (money.feeAmount > 0 || money.refundAmount > 0) {
      const [updated] = await tx.select().from(bookings).where(eq(bookings.id, booking.id));
      await queueBookingReceipt(tx, updated, 'refund');
    }
    return result;
  });
}
