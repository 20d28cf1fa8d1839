// GET /api/admin/bookings/:id (decisions.md 61): one booking as the desk sees it, with its payment,
// refunds (who and why), stay checks, staff notes and its audit trail. Staff only (the route checks);
// an unknown id is 404.
import { amountPaid, balanceOf, paidAmountOf, paymentsOfBooking } from '../../domain/bookings/booking-intent';
import { balanceChargeable } from '../../domain/bookings/balance-charge';
import { bookingFeesOf, deskPolicyMoney } from '../../domain/bookings/cancellation-policy';
import { alias } from 'drizzle-orm/pg-core';
import { desc, eq } from 'drizzle-orm';
import type { CheckInConfirmation } from '../../../common/front-desk-schemas';
import type { Db, Tx } from '../../db/client';
import { auditLog, bookingStaffNotes, bookings, paymentRefunds, stayChecks, users } from '../../db/schema';
import { notFound } from '../../platform/errors';
import { personNameSql } from '../../platform/person-name';
import { selectDeskBookings, withPets } from './desk-booking-list.service';

export const BOOKING_LABEL = 'The booking';
/** Enough for any one booking's history; the full log is at /admin/audit. */
const MAX_AUDIT_ROWS = 200;

const people = alias(users, 'people');
const personOrNull = (id: number | null, name: string | null) => (id === null || name === null ? null : { id, name });

/** A no-show's money was settled when it was marked (decisions.md 73): it is over, like a completed stay. */
export const cancellableAtDesk = (status: string) => status !== 'cancelled' && status !== 'completed' && status !== 'no_show';

export async function deskBookingDetail(db: Db | Tx, bookingId: number, now = new Date()) {
  const [row] = await selectDeskBookings(db).where(eq(bookings.id, bookingId));
  if (!row) throw notFound(BOOKING_LABEL);
  // The whole row: the policy, the fees and the payments read columns the list's row leaves out.
  // Its payments are its own intent, or its series' one checkout (decisions.md 68) shown as this
  // booking's share.
  const [full] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  // What a refund may give back (what was paid, less refunds, while the booking counts as paid) and
  // what the cancellation policy would give back now (decisions.md 73).
  const policy = await deskPolicyMoney(db, full, now);
  const fees = await bookingFeesOf(db, full);
  const [booking] = await withPets(db, [row]);
  // Every intent: a deposit and its balance are two (decisions.md 71); cancelled attempts are left out.
  const intents = (await paymentsOfBooking(db, full))
    .filter((intent) => intent.status !== 'canceled')
    .map((intent) => ({ ...intent, amount: paidAmountOf(intent, full) }));
  const paidCents = await amountPaid(db, full);
  const refunds = await db
    .select({ refund: paymentRefunds, byName: personNameSql(people) })
    .from(paymentRefunds)
    .leftJoin(people, eq(people.id, paymentRefunds.byUserId))
    .where(eq(paymentRefunds.bookingId, bookingId));
  const checks = await db
    .select({ check: stayChecks, byName: personNameSql(people) })
    .from(stayChecks)
    .leftJoin(people, eq(people.id, stayChecks.byUserId))
    .where(eq(stayChecks.bookingId, bookingId))
    .orderBy(stayChecks.createdAt, stayChecks.id);
  const notes = await staffNotesOf(db, bookingId);
  const audit = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      kind: auditLog.kind,
      summary: auditLog.summary,
      actorId: people.id,
      actorUsername: people.username,
    })
    .from(auditLog)
    .leftJoin(people, eq(people.id, auditLog.actorId))
    .where(eq(auditLog.bookingId, bookingId))
    .orderBy(desc(auditLog.id))
    .limit(MAX_AUDIT_ROWS);

  return {
    ...booking,
    // What a refund may give back: what was paid and not refunded yet.
    amountPaidCents: paidCents,
    balanceDueCents: balanceOf(booking, paidCents),
    balanceChargeable: balanceChargeable({ ...booking, seriesId: full.seriesId }, paidCents),
    cancellable: cancellableAtDesk(booking.status),
    cancellationPolicy: { refundCents: policy.refundAmount, feeCents: policy.feeAmount, feeLabel: policy.feeLabel },
    fees: fees.map(({ kind, label, amountCents, at, reason }) => ({ kind, label, amountCents, at, reason })),
    payments: intents.map((intent) => ({
      provider: intent.provider,
      status: intent.status,
      purpose: intent.purpose,
      amountCents: intent.amount,
      cardBrand: intent.cardBrand,
      cardLast4: intent.cardLast4,
      paidAt: intent.paidAt,
    })),
    refunds: refunds.map(({ refund, byName }) => ({
      amountCents: refund.amount,
      at: refund.createdAt,
      by: personOrNull(refund.byUserId, byName),
      reason: refund.reason,
    })),
    stayChecks: checks.map(({ check, byName }) => ({
      kind: check.kind,
      at: check.createdAt,
      by: personOrNull(check.byUserId, byName),
      belongings: check.belongings,
      note: check.note,
      confirmed: check.confirmed as CheckInConfirmation[],
    })),
    staffNotes: notes,
    audit: audit.map(({ actorId, actorUsername, ...entry }) => ({
      ...entry,
      actor: actorId !== null && actorUsername !== null ? { id: actorId, username: actorUsername } : null,
    })),
  };
}

/** The booking's staff notes, newest first. */
export async function staffNotesOf(db: Db | Tx, bookingId: number) {
  const rows = await db
    .select({ note: bookingStaffNotes, authorName: personNameSql(people) })
    .from(bookingStaffNotes)
    .leftJoin(people, eq(people.id, bookingStaffNotes.authorId))
    .where(eq(bookingStaffNotes.bookingId, bookingId))
    .orderBy(desc(bookingStaffNotes.id));
  return rows.map(({ note, authorName }) => ({
    id: note.id,
    text: note.text,
    at: note.createdAt,
    author: personOrNull(note.authorId, authorName),
  }));
}
