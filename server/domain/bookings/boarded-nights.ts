// Pets boarding per night (decisions.md 3): a booking's nights are its day count (decisions.md 31)
// from the drop-off day in the business zone; cancelled bookings and other services do not count.
// Bookings check capacity with it; the settings check that a lower capacity still fits. Daycare
// counts its days the same way, apart from boarding (decisions.md 66).
import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import { addCalendarDays, calendarDayOf } from '../../../common/business-time';
import { bookingDays } from '../../../common/pricing';
import type { Db, Tx } from '../../db/client';
import { bookings } from '../../db/schema';
import { sqlRows } from '../../platform/sql-rows';
import { heldBoardingStays } from '../waitlist/waitlist-holds';

const DAY_MS = 86_400_000;

/** The services whose places are counted per day: boarding nights and daycare days. */
export type DayService = 'boarding' | 'daycare';

/** Pets boarding on each night from `firstNight` to `lastNight` (both 'YYYY-MM-DD'). */
export function boardedPetsPerNight(db: Db | Tx, firstNight: string, lastNight: string, timeZone: string) {
  return bookedPetsPerDay(db, 'boarding', firstNight, lastNight, timeZone);
}

/** Pets booked for `service` on each day (a boarding night, a daycare day) from `firstNight` to `lastNight`. */
export async function bookedPetsPerDay(db: Db | Tx, service: DayService, firstNight: string, lastNight: string, timeZone: string) {
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
        eq(bookings.serviceType, service),
        ne(bookings.status, 'cancelled'),
        lt(bookings.startDate, rangeEnd),
        gt(bookings.endDate, rangeStart),
      ),
    );
  // A boarding place held for someone on the waitlist counts as booked until claimed or expired
  // (decisions.md 67); daycare has no waitlist, so no hold takes a daycare place.
  if (service === 'boarding') rows.push(...(await heldBoardingStays(db, rangeStart, rangeEnd)));
  const pets = new Map<string, number>();
  for (const row of rows) {
    for (const night of boardingNights(row.startDate, row.endDate, timeZone)) {
      if (night < firstNight || night > lastNight) continue;
      pets.set(night, (pets.get(night) ?? 0) + row.numPets);
    }
  }
  return pets;
}

// The nights a boarding stay occupies: as many as its day count (decisions.md 31, the same count
// the price uses), from the drop-off day in the business time zone. Same-day boarding is one night.
export function boardingNights(startDate: Date, endDate: Date, timeZone: string): string[] {
  const first = calendarDayOf(startDate, timeZone);
  const days = bookingDays(startDate, endDate, timeZone);
  return Array.from({ length: days }, (_, index) => addCalendarDays(first, index));
}

/** The most pets booked on any night (day, for daycare) from `firstNight` on (0 when none): the least capacity that still fits. */
export async function busiestNightFrom(
  db: Db | Tx,
  firstNight: string,
  timeZone: string,
  service: DayService = 'boarding',
): Promise<number> {
  const [last] = await db
    .select({ endDate: bookings.endDate })
    .from(bookings)
    .where(and(eq(bookings.serviceType, service), ne(bookings.status, 'cancelled')))
    .orderBy(desc(bookings.endDate))
    .limit(1);
  if (!last) return 0;
  const lastNight = calendarDayOf(last.endDate, timeZone);
  if (lastNight < firstNight) return 0;
  const pets = await bookedPetsPerDay(db, service, firstNight, lastNight, timeZone);
  return Math.max(0, ...pets.values());
}

/**
 * The same count as boardedPetsPerNight, as one SQL aggregate for long ranges (the business's
 * occupancy report): every night from `firstNight` to `lastNight` with its pets (0 when none).
 * Each stay is spelled out into its nights (its day count: wall-clock days between drop-off and
 * pickup in the zone, rounded up, at least 1) and joined on the night.
 */
export async function boardedPetsByNightSql(db: Db | Tx, firstNight: string, lastNight: string, timeZone: string) {
  const tz = timeZone;
  const dayStart = (day: string) => sql`(${day}::date::timestamp at time zone ${tz})`;
  const rows = await sqlRows<{ night: string; pets: number }>(
    db,
    sql`
    with stay_nights as (
      select b.num_pets, (b.start_date at time zone ${tz})::date + night_index as night
      from bookings b,
        generate_series(0, greatest(1, ceil(extract(epoch from (b.end_date at time zone ${tz}) - (b.start_date at time zone ${tz})) / 86400))::int - 1) as night_index
      where b.service_type = 'boarding' and b.status <> 'cancelled'
        and b.start_date < ${dayStart(addCalendarDays(lastNight, 2))} and b.end_date > ${dayStart(addCalendarDays(firstNight, -2))}
    )
    select to_char(n.night, 'YYYY-MM-DD') as night, coalesce(sum(s.num_pets), 0)::int as pets
    from generate_series(${firstNight}::date, ${lastNight}::date, interval '1 day') as n(night)
    left join stay_nights s on s.night = n.night::date
    group by n.night
    order by n.night`,
  );
  return rows.map((row) => ({ night: row.night, pets: Number(row.pets) }));
}
