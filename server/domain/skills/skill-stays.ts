// decisions.md 6: a skill is taught during a boarding stay. The stay a skill for a pet joins is
// that pet's earliest unpaid, not cancelled, upcoming boarding booking with at least the skill's
// minimumNights; the catalogue (eligibility), the cart and checkout all decide it here.
import { and, asc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { bookingDays } from '../../../common/pricing';
import type { Db, Tx } from '../../db/client';
import { anyOf, selectPreparedOrLocked } from '../../db/prepared-queries';
import { bookings } from '../../db/schema';
import type { BookingRow } from '../../platform/access/resources';
import { isPaidOrRefunded } from '../bookings/payment-state';

export const SKILL_ON_PAID_BOOKING_MESSAGE = 'Skills cannot be added to a booking that is already paid';

export type SkillStay = { bookingId: number; startDate: Date; endDate: Date; nights: number };
export type CandidateStay = { booking: BookingRow; nights: number };

const nightsWord = (nights: number) => `${nights} ${nights === 1 ? 'night' : 'nights'}`;

/** "Rex needs an unpaid boarding stay of at least 3 nights" */
export const noStayMessage = (petName: string, minimumNights: number) =>
  `${petName} needs an unpaid boarding stay of at least ${nightsWord(Math.max(1, minimumNights))}`;

const isUnpaid = (booking: BookingRow) => !isPaidOrRefunded(booking);

/**
 * The owner's upcoming, not cancelled boarding stays of these pets (a pet may also be an
 * additional pet of a stay), oldest start first. `lock` locks them for the caller's transaction,
 * in id order so two checkouts never deadlock.
 */
export async function upcomingStays(
  db: Db | Tx,
  ownerId: number,
  petIds: number[],
  timeZone: string,
  options: { now?: Date; lock?: boolean } = {},
): Promise<CandidateStay[]> {
  const ids = [...new Set(petIds)];
  if (ids.length === 0) return [];
  const query = (db: Db | Tx) =>
    db
      .select()
      .from(bookings)
      .where(
        and(
          eq(bookings.ownerId, sql.placeholder('ownerId')),
          eq(bookings.serviceType, 'boarding'),
          inArray(bookings.status, ['pending', 'confirmed']),
          gt(bookings.startDate, sql.placeholder('now')),
          or(anyOf(bookings.petId, 'petIds'), sql`${bookings.additionalPetIds} && ${sql.placeholder('petIds')}::integer[]`),
        ),
      )
      .orderBy(asc(bookings.id));
  const values = { ownerId, petIds: ids, now: (options.now ?? new Date()).toISOString() };
  // The cart asks on every read: prepared once (decisions.md 85); a checkout locks what it reads.
  const rows = await selectPreparedOrLocked(db, 'upcoming_stays', query, values, { lock: options.lock });
  return rows
    .map((booking) => ({ booking, nights: bookingDays(booking.startDate, booking.endDate, timeZone) }))
    .sort((a, b) => a.booking.startDate.getTime() - b.booking.startDate.getTime() || a.booking.id - b.booking.id);
}

export type StayChoice = { stay: CandidateStay; problem: null } | { stay: null; problem: string; paidOnly: boolean };

/** The stay a skill for this pet would join, or why there is none. */
export function chooseStay(stays: CandidateStay[], pet: { id: number; name: string }, minimumNights: number): StayChoice {
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
