// Boarding capacity (decisions.md 3): at most `boardingCapacity` pets a night. Every pet of a
// booking counts; a booking's nights are its day count (decisions.md 31) starting on the drop-off
// day in the business time zone; cancelled bookings and other services do not count.
import { and, eq, gt, lt, ne } from 'drizzle-orm';
import { addCalendarDays, calendarDayOf } from '../../../common/business-time';
import { bookingDays } from '../../../common/pricing';
import type { Db, Tx } from '../../db/client';
import { bookings } from '../../db/schema';
import { conflict } from '../../platform/errors';
import { formatCalendarDay } from './booking-text';
import { lockBoardingCapacity } from './capacity-locks';

const DAY_MS = 86_400_000;

/** Pets boarding on each night from `firstNight` to `lastNight` (both 'YYYY-MM-DD'). */
export async function boardedPetsPerNight(db: Db | Tx, firstNight: string, lastNight: string, timeZone: string) {
  // A booking's nights lie between its drop-off and pickup days, so a booking can touch the range
  // only if it starts before the day after `lastNight` and ends after `firstNight` begins. Two
  // days of slack on each side cover any zone's offset; the exact nights are counted below.
  const rangeStart = new Date(Date.parse(`${firstNight}T00:00:00Z`) - 2 * DAY_MS);
  const rangeEnd = new Date(Date.parse(`${lastNight}T00:00:00Z`) + 3 * DAY_MS);
  const rows = await db
    .select({ startDate: bookings.startDate, endDate: bookings.endDate, numPets: bookings.numPets })
    .from(bookings)
    .where(
      and(
        eq(bookings.serviceType, 'boarding'),
        ne(bookings.status, 'cancelled'),
        lt(bookings.startDate, rangeEnd),
        gt(bookings.endDate, rangeStart),
      ),
    );
  const pets = new Map<string, number>();
  for (const row of rows) {
    for (const night of boardingNights(row.startDate, row.endDate, timeZone)) {
      if (night < firstNight || night > lastNight) continue;
      pets.set(night, (pets.get(night) ?? 0) + row.numPets);
    }
  }
  return pets;
}

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

// The nights a boarding stay occupies: as many as its day count (decisions.md 31, the same count
// the price uses), from the drop-off day in the business time zone. Same-day boarding is one night.
function boardingNights(startDate: Date, endDate: Date, timeZone: string): string[] {
  const first = calendarDayOf(startDate, timeZone);
  const days = bookingDays(startDate, endDate, timeZone);
  return Array.from({ length: days }, (_, index) => addCalendarDays(first, index));
}
