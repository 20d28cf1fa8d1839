// Boarding capacity (decisions.md 3): at most `boardingCapacity` pets a night. Every pet of a
// booking counts; a booking's nights are its day count (decisions.md 31) starting on the drop-off
// day in the business time zone; cancelled bookings and other services do not count. Daycare is
// counted the same way per day against `daycareCapacity`, apart from boarding (decisions.md 66).
import { addCalendarDays } from '../../../common/business-time';
import type { Db, Tx } from '../../db/client';
import { conflict } from '../../platform/errors';
import { formatCalendarDay } from './booking-text';
import { lockBoardingCapacity, lockDaycareCapacity } from '../../domain/bookings/capacity-locks';
import { bookedPetsPerDay, boardingNights, type DayService } from '../../domain/bookings/boarded-nights';

/**
 * A day is nearly full when a fifth of its places or fewer are left (at least one place: with a
 * small capacity, the last place is worth a word in the dialog).
 */
export const nearlyFullPlaces = (capacity: number) => Math.max(1, Math.floor(capacity / 5));

/** The days in [firstDay, lastDay] with no place left, and those with few places left. */
export async function dayLoad(db: Db, service: DayService, firstDay: string, lastDay: string, timeZone: string, capacity: number) {
  const pets = await bookedPetsPerDay(db, service, firstDay, lastDay, timeZone);
  const full: string[] = [];
  const nearlyFull: { day: string; placesLeft: number }[] = [];
  for (let day = firstDay; day <= lastDay; day = addCalendarDays(day, 1)) {
    const placesLeft = capacity - (pets.get(day) ?? 0);
    if (placesLeft <= 0) full.push(day);
    else if (placesLeft <= nearlyFullPlaces(capacity)) nearlyFull.push({ day, placesLeft });
  }
  return { full, nearlyFull };
}

const FULL_MESSAGES: Record<DayService, (day: string) => string> = {
  boarding: (night) => `Boarding is full on ${formatCalendarDay(night)}. Please choose other dates.`,
  daycare: (day) => `Daycare is full on ${formatCalendarDay(day)}. Please choose other dates.`,
};

/**
 * Inside the booking's transaction, after the service's capacity lock: refuses the booking (409
 * naming the first day without room) if its pets do not fit on every day.
 */
async function reserveDays(
  tx: Tx,
  service: DayService,
  stay: { startDate: Date; endDate: Date; numPets: number },
  timeZone: string,
  capacity: number,
) {
  const days = boardingNights(stay.startDate, stay.endDate, timeZone);
  const pets = await bookedPetsPerDay(tx, service, days[0], days[days.length - 1], timeZone);
  const fullDay = days.find((day) => (pets.get(day) ?? 0) + stay.numPets > capacity);
  if (fullDay) throw conflict(FULL_MESSAGES[service](fullDay));
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
  await reserveDays(tx, 'boarding', stay, timeZone, capacity);
}

/**
 * The same for daycare (decisions.md 66): its own lock, so daycare and boarding never wait on each
 * other, and its days counted against the daycare capacity.
 */
export async function reserveDaycareDays(
  tx: Tx,
  stay: { startDate: Date; endDate: Date; numPets: number },
  timeZone: string,
  capacity: number,
): Promise<void> {
  await lockDaycareCapacity(tx);
  await reserveDays(tx, 'daycare', stay, timeZone, capacity);
}
