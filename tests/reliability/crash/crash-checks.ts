// What must hold in the database after any number of crashes: every acknowledged write is there
// as acknowledged, and nothing is half-written (a booking without its pets or its notification, a
// paid booking without its succeeded payment, a refund without its row, a payment without its
// booking). Answers the problems found, so a failure names every one of them.
import { eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../server/db/client';
import { bookings, notifications, paymentIntents, paymentRefunds, pets, vetRecords } from '../../../server/db/schema';
import type { WriteLedger } from './write-ledger';

type BookingRow = typeof bookings.$inferSelect;
type IntentRow = typeof paymentIntents.$inferSelect;

export type CheckResult = { problems: string[]; storedBookings: number; storedVetRecords: number };

export async function checkAfterCrashes(db: Db, ledger: WriteLedger): Promise<CheckResult> {
  const problems: string[] = [];
  const ownPets = await db.select().from(pets).where(eq(pets.ownerId, ledger.ownerId));
  const petIds = new Set(ownPets.map((pet) => pet.id));
  const storedBookings = await db.select().from(bookings).where(eq(bookings.ownerId, ledger.ownerId));
  const bookingIds = storedBookings.map((booking) => booking.id);
  const intents = bookingIds.length ? await db.select().from(paymentIntents).where(inArray(paymentIntents.bookingId, bookingIds)) : [];
  const refunds = bookingIds.length ? await db.select().from(paymentRefunds).where(inArray(paymentRefunds.bookingId, bookingIds)) : [];
  const notes = await db.select().from(notifications).where(eq(notifications.userId, ledger.ownerId));
  const records = petIds.size
    ? await db
        .select()
        .from(vetRecords)
        .where(inArray(vetRecords.petId, [...petIds]))
    : [];

  const bookingById = new Map(storedBookings.map((row) => [row.id, row]));
  const intentByBooking = new Map(intents.map((row) => [row.bookingId, row]));
  const refundByBooking = new Map(refunds.map((row) => [row.bookingId, row]));
  const titlesByBooking = new Map<number, Set<string>>();
  for (const note of notes) {
    const bookingId = Number(note.data?.bookingId);
    if (!titlesByBooking.has(bookingId)) titlesByBooking.set(bookingId, new Set());
    titlesByBooking.get(bookingId)!.add(note.title);
  }

  for (const id of ledger.petIds) if (!petIds.has(id)) problems.push(`acknowledged pet ${id} is missing`);

  for (const sent of ledger.bookings.values()) {
    const row = bookingById.get(sent.id);
    if (!row) {
      problems.push(`acknowledged booking ${sent.id} is missing`);
      continue;
    }
    const stored = {
      petId: row.petId,
      additionalPetIds: row.additionalPetIds,
      serviceType: row.serviceType,
      startDate: row.startDate.toISOString(),
      endDate: row.endDate.toISOString(),
      totalPrice: row.totalPrice,
      notes: row.notes,
    };
    const expected = {
      petId: sent.petId,
      additionalPetIds: sent.additionalPetIds,
      serviceType: sent.serviceType,
      startDate: sent.startDate,
      endDate: sent.endDate,
      totalPrice: sent.totalPrice,
      notes: sent.notes,
    };
    if (JSON.stringify(stored) !== JSON.stringify(expected)) {
      problems.push(`booking ${sent.id} stored ${JSON.stringify(stored)}, acknowledged ${JSON.stringify(expected)}`);
    }
  }
  for (const [bookingId, clientSecret] of ledger.intents) {
    const intent = intentByBooking.get(bookingId);
    if (intent?.clientSecret !== clientSecret) problems.push(`acknowledged payment intent of booking ${bookingId} is missing`);
  }
  for (const bookingId of ledger.paid) {
    const intent = intentByBooking.get(bookingId);
    const booking = bookingById.get(bookingId);
    if (intent?.status !== 'succeeded' || intent.cardLast4 !== '4242' || !intent.paidAt) {
      problems.push(`acknowledged payment of booking ${bookingId} is not a succeeded intent: ${JSON.stringify(intent)}`);
    }
    if (booking?.paymentStatus !== 'paid' && booking?.paymentStatus !== 'refunded') {
      problems.push(`acknowledged payment of booking ${bookingId}, but it is ${booking?.paymentStatus}`);
    }
  }
  for (const bookingId of ledger.refunded) {
    const booking = bookingById.get(bookingId);
    if (booking?.status !== 'cancelled' || booking.paymentStatus !== 'refunded' || !refundByBooking.has(bookingId)) {
      problems.push(`acknowledged refund of booking ${bookingId} is missing (${booking?.status}/${booking?.paymentStatus})`);
    }
  }
  const recordById = new Map(records.map((row) => [row.id, row]));
  for (const sent of ledger.vetRecords.values()) {
    const row = recordById.get(sent.id);
    const stored = row && {
      id: row.id,
      petId: row.petId,
      visitDate: row.visitDate,
      veterinarian: row.veterinarian,
      diagnosis: row.diagnosis,
      notes: row.notes,
    };
    if (JSON.stringify(stored) !== JSON.stringify(sent)) {
      problems.push(`vet record ${sent.id} stored ${JSON.stringify(stored)}, acknowledged ${JSON.stringify(sent)}`);
    }
  }

  for (const booking of storedBookings) {
    problems.push(
      ...halfWritten(booking, petIds, intentByBooking.get(booking.id), refundByBooking.has(booking.id), titlesByBooking.get(booking.id)),
    );
  }
  problems.push(...(await orphanPayments(db)));
  return { problems, storedBookings: storedBookings.length, storedVetRecords: records.length };
}

/** The parts every booking in the database must have, whether or not its answer arrived. */
function halfWritten(
  booking: BookingRow,
  ownPetIds: Set<number>,
  intent: IntentRow | undefined,
  hasRefund: boolean,
  titles = new Set<string>(),
) {
  const problems: string[] = [];
  const name = `booking ${booking.id}`;
  const bookedPets = [booking.petId, ...booking.additionalPetIds];
  if (booking.numPets !== bookedPets.length || bookedPets.some((id) => !ownPetIds.has(id))) {
    problems.push(`${name} has ${booking.numPets} pets but names ${JSON.stringify(bookedPets)}`);
  }
  if (![...titles].some((title) => title.endsWith('booked'))) problems.push(`${name} has no booked notification`);
  if ((booking.stripePaymentIntentId ?? undefined) !== intent?.id) {
    problems.push(`${name} names intent ${booking.stripePaymentIntentId}, but its intent row is ${intent?.id}`);
  }
  const paid = booking.paymentStatus === 'paid' || booking.paymentStatus === 'refunded';
  if (paid && intent?.status !== 'succeeded') problems.push(`${name} is ${booking.paymentStatus} without a succeeded payment`);
  if (!paid && intent?.status === 'succeeded') problems.push(`${name} was charged but is ${booking.paymentStatus}`);
  if (paid && !titles.has('Payment received')) problems.push(`${name} is paid without its notification`);
  if (booking.paymentStatus === 'paid' && booking.status !== 'confirmed') problems.push(`${name} is paid but ${booking.status}`);
  if ((booking.paymentStatus === 'refunded') !== hasRefund)
    problems.push(`${name} is ${booking.paymentStatus} with${hasRefund ? '' : 'out'} a refund row`);
  if (booking.paymentStatus === 'refunded' && (booking.status !== 'cancelled' || !titles.has('Refund issued'))) {
    problems.push(`${name} is refunded but ${booking.status}, notified ${JSON.stringify([...titles])}`);
  }
  return problems;
}

async function orphanPayments(db: Db): Promise<string[]> {
  const intents = await db
    .select({ id: paymentIntents.id })
    .from(paymentIntents)
    .leftJoin(bookings, eq(bookings.id, paymentIntents.bookingId))
    .where(isNull(bookings.id));
  const refunds = await db
    .select({ id: paymentRefunds.id })
    .from(paymentRefunds)
    .leftJoin(bookings, eq(bookings.id, paymentRefunds.bookingId))
    .where(isNull(bookings.id));
  return [...intents, ...refunds].map((row) => `payment ${row.id} belongs to no booking`);
}
