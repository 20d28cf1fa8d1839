// Boarding capacity (decisions.md 3): at most `boardingCapacity` pets a night. Every pet of a
// booking counts; a booking's nights are its day count (decisions.md 31) starting on the drop-off
// day in the business time zone; cancelled bookings and other services do not count.
import { addCalendarDays } from '../../../common/business-time';
import type { Db, Tx } from '../../db/client';
import { conflict } from '../../platform/errors';
import { formatCalendarDay } from './booking-text';
import { lockBoardingCapacity } from '../../domain/bookings/capacity-locks';
import { boardedPetsPerNight, boardingNights } from '../../domain/bookings/boarded-nights';

/** The nights in [firstNight, lastNight] on which no more pets can board. */
export async function fullNights(db: Db, firstNight: string, lastNight: string, timeZone: string, capacity: number) {
  const pets = await boardedPetsPerNight(db, firstNight, lastNight, timeZone);
  const full: string[] = [];
  for (let night = firstNight; night <= lastNight; night = addCalendarDays(night, 1)) {
    if ((pets.get(night) ?? 0) >= capacity) full.push(night);
  }
  return full;
}

/**
 * Inside the booking's transaction: takes the boarding lock, then refuses the stay (409 naming
 * the first night without room) if its pets do not fit on every night.
 */
export async function reserveBoardingNights(
  tx: Tx,
  stay: { startDate: Date; endDate: Date; numPets: number },
  timeZone: string,
  capacity: number,
): Promise<void> {
  await lockBoardingCapacity(tx);
  const nights = boardingNights(stay.startDate, stay.endDate, timeZone);
  const pets = await boardedPetsPerNight(tx, nights[0], nights[nights.length - 1], timeZone);
  const fullNight = nights.find((night) => (pets.get(night) ?? 0) + stay.numPets > capacity);
  if (fullNight) throw conflict(`Boarding is full on ${formatCalendarDay(fullNight)}. Please choose other dates.`);
}
