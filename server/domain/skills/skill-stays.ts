// decisions.md 6: a skill is taught during a boarding stay. The stay a skill for a pet joins is
// that pet's earliest unpaid, not cancelled, upcoming boarding booking with at least the skill's
// minimumNights; the catalogue (eligibility), the cart and checkout all decide it here.
import { and, asc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { bookingDays } from '../../../common/pricing';
import type { Db, Tx } from '../../db/client';
import { anyOf, preparedQuery } from '../../db/prepared-queries';
import { bookings } from '../../db/schema';
import type { BookingRow } from '../../platform/access/resources';
import { isPaidOrRefunded } from '../bookings/payment-state';

export const SKILL_ON_PAID_BOOKING_MESSAGE = 'Skills cannot be added to a booking that is already paid';

export type SkillStay = { bookingId: number; startDate: Date; endDate: Date; nights: number };
/** What choosing a stay for a skill and showing it read of a booking. */
export type StayFacts = Pick<BookingRow, 'id' | 'petId' | 'additionalPetIds' | 'startDate' | 'endDate' | 'paymentStatus'>;
export type CandidateStay<Booking extends StayFacts = StayFacts> = { booking: Booking; nights: number };

const nightsWord = (nights: number) => `${nights} ${nights === 1 ? 'night' : 'nights'}`;

/** "Rex needs an unpaid boarding stay of at least 3 nights" */
export const noStayMessage = (petName: string, minimumNights: number) =>
  `${petName} needs an unpaid boarding stay of at least ${nightsWord(Math.max(1, minimumNights))}`;

const isUnpaid = (booking: StayFacts) => !isPaidOrRefunded(booking);

/** The owner's upcoming, not cancelled boarding stays of these pets (a pet may also be an additional pet of a stay). */
const upcomingWhere = () =>
  and(
    eq(bookings.ownerId, sql.placeholder('ownerId')),
    eq(bookings.serviceType, 'boarding'),
    inArray(bookings.status, ['pending', 'confirmed']),
    gt(bookings.startDate, sql.placeholder('now')),
    or(anyOf(bookings.petId, 'petIds'), sql`${bookings.additionalPetIds} && ${sql.placeholder('petIds')}::integer[]`),
  );

const stayFactColumns = {
  id: bookings.id,
  petId: bookings.petId,
  additionalPetIds: bookings.additionalPetIds,
  startDate: bookings.startDate,
  endDate: bookings.endDate,
  paymentStatus: bookings.paymentStatus,
} satisfies Record<keyof StayFacts, unknown>;

const queryValues = (ownerId: number, petIds: number[], now: Date) => ({ ownerId, petIds, now: now.toISOString() });

/** Each stay with its nights in the business's zone, oldest start first. */
const candidates = <Booking extends StayFacts>(rows: Booking[], timeZone: string): CandidateStay<Booking>[] =>
  rows
    .map((booking) => ({ booking, nights: bookingDays(booking.startDate, booking.endDate, timeZone) }))
    .sort((a, b) => a.booking.startDate.getTime() - b.booking.startDate.getTime() || a.booking.id - b.booking.id);

/**
 * The stays a skill for these pets could join, as the catalogue and the cart show them: only what
 * choosing and showing a stay reads (the cart asks on every read: prepared once, decisions.md 85).
 */
export async function upcomingStays(
  db: Db,
  ownerId: number,
  petIds: number[],
  timeZone: string,
  options: { now?: Date } = {},
): Promise<CandidateStay[]> {
  const ids = [...new Set(petIds)];
  if (ids.length === 0) return [];
  const query = preparedQuery(db, 'upcoming_stays', (db, name) =>
    db.select(stayFactColumns).from(bookings).where(upcomingWhere()).prepare(name),
  );
  return candidates(await query.execute(queryValues(ownerId, ids, options.now ?? new Date())), timeZone);
}

/**
 * The same stays for a checkout, whole and locked for its transaction, in id order so that two
 * checkouts never deadlock.
 */
export async function lockUpcomingStays(
  tx: Tx,
  ownerId: number,
  petIds: number[],
  timeZone: string,
  now: Date,
): Promise<CandidateStay<BookingRow>[]> {
  const ids = [...new Set(petIds)];
  if (ids.length === 0) return [];
  const rows = await tx
    .select()
    .from(bookings)
    .where(upcomingWhere())
    .orderBy(asc(bookings.id))
    .for('update')
    .execute(queryValues(ownerId, ids, now));
  return candidates(rows, timeZone);
}

export type StayChoice<Booking extends StayFacts = StayFacts> =
  { stay: CandidateStay<Booking>; problem: null } | { stay: null; problem: string; paidOnly: boolean };

/** The stay a skill for this pet would join, or why there is none. */
export function chooseStay<Booking extends StayFacts>(
  stays: CandidateStay<Booking>[],
  pet: { id: number; name: string },
  minimumNights: number,
): StayChoice<Booking> {
  const forPet = stays.filter(({ booking, nights }) => {
    const names = booking.petId === pet.id || booking.additionalPetIds.includes(pet.id);
    return names && nights >= minimumNights;
  });
  const unpaid = forPet.find(({ booking }) => isUnpaid(booking));
  if (unpaid) return { stay: unpaid, problem: null };
  // A long enough stay exists but is paid: say so rather than ask for a stay the owner has.
  if (forPet.length > 0) return { stay: null, problem: SKILL_ON_PAID_BOOKING_MESSAGE, paidOnly: true };
  return { stay: null, problem: noStayMessage(pet.name, minimumNights), paidOnly: false };
}

export const stayView = (stay: CandidateStay): SkillStay => ({
  bookingId: stay.booking.id,
  startDate: stay.booking.startDate,
  endDate: stay.booking.endDate,
  nights: stay.nights,
});
