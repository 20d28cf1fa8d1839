// Time off cannot be taken over a booked session (decisions.md 64): before a save stores new days
// off, the trainer's sessions still to come on any of those days refuse it with a 409 naming the
// first one. Runs under the schedules' exclusive lock, so no booking is deciding meanwhile.
import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import { addCalendarDays, calendarDayOf, instantAt, wallClock } from '../../../common/business-time';
import { slotLabel } from '../../../common/slots';
import { isDayOff } from '../../../common/trainer-hours';
import type { TimeOff } from '../../../common/trainer-schedule-schemas';
import type { Tx } from '../../db/client';
import { bookings, pets } from '../../db/schema';
import { conflict } from '../../platform/errors';

/** Sessions that still hold the trainer's hour: not cancelled, not over. */
const BOOKED_STATUSES = ['pending', 'confirmed', 'checked_in'] as const;

const monthDayFormats = new Map<string, Intl.DateTimeFormat>();

/** 'December 3' for the calendar day `instant` falls on in `timeZone`. */
function monthDay(instant: Date, timeZone: string): string {
  let format = monthDayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, month: 'long', day: 'numeric' });
    monthDayFormats.set(timeZone, format);
  }
  return format.format(instant);
}

export const timeOffOverSessionMessage = (petName: string, start: Date, timeZone: string) =>
  `You have a training session with ${petName} on ${monthDay(start, timeZone)} at ${slotLabel(wallClock(start, timeZone).slice(0, 5))}; ` +
  'move or cancel it before taking that time off.';

export async function refuseTimeOffOverSessions(tx: Tx, trainerId: number, timeOff: TimeOff[], timeZone: string, now: Date): Promise<void> {
  if (timeOff.length === 0) return;
  const firstDay = timeOff.reduce((first, off) => (off.from < first ? off.from : first), timeOff[0].from);
  const lastDay = timeOff.reduce((last, off) => (off.to > last ? off.to : last), timeOff[0].to);
  const sessions = await tx
    .select({ startDate: bookings.startDate, petName: pets.name })
    .from(bookings)
    .innerJoin(pets, eq(pets.id, bookings.petId))
    .where(
      and(
        eq(bookings.trainerId, trainerId),
        eq(bookings.serviceType, 'training'),
        inArray(bookings.status, [...BOOKED_STATUSES]),
        gt(bookings.endDate, now),
        lt(bookings.startDate, instantAt(addCalendarDays(lastDay, 1), '00:00', timeZone)),
        gt(bookings.endDate, instantAt(firstDay, '00:00', timeZone)),
      ),
    )
    .orderBy(asc(bookings.startDate));
  const clash = sessions.find((session) => isDayOff({ weeklyHours: [], timeOff }, calendarDayOf(session.startDate, timeZone)));
  if (clash) throw conflict(timeOffOverSessionMessage(clash.petName, clash.startDate, timeZone));
}
