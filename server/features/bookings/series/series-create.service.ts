// POST /api/booking-series (decisions.md 68): a weekly daycare or training booked in one
// transaction, all or none. Each occurrence goes through the booking service itself inside this
// transaction (its own transaction becomes a savepoint, as in waitlist-claim.service.ts), so it is
// checked exactly as a single booking: slots, booking window, capacity with waitlist holds, trainer
// hours, vaccination gate. A date that fails is named with its reason and nothing is stored.
import { inArray } from 'drizzle-orm';
import {
  DAYCARE_SAME_DAY_MESSAGE,
  FIRST_DAY_NOT_CHOSEN_MESSAGE,
  MAX_SERIES_OCCURRENCES,
  UNTIL_BEFORE_START_MESSAGE,
  seriesDayCount,
  seriesDays,
  tooManyOccurrencesMessage,
  weekdayOf,
  type BookingSeriesInput,
} from '../../../../common/booking-series-schemas';
import { calendarDayOf, instantAt, wallClock } from '../../../../common/business-time';
import { formatCents } from '../../../../common/money';
import { bookingSeries, bookings } from '../../../db/schema';
import { readBusinessSettings } from '../../../domain/business/business-settings';
import type { AccessUser } from '../../../platform/access/access';
import type { AppDeps } from '../../../platform/app-deps';
import { HttpError, badInput } from '../../../platform/errors';
import { createBooking } from '../booking-create.service';
import { formatBusinessDate } from '../booking-text';
import type { BookingView } from '../booking-view';

export type SeriesCreated = {
  seriesId: number;
  bookings: (BookingView & { seriesId: number })[];
  skipped: { date: string; reason: string }[];
};

type Occurrence = { day: string; startDate: Date; endDate: Date | null };

export async function createBookingSeries(
  deps: AppDeps,
  user: AccessUser,
  input: BookingSeriesInput,
  now = new Date(),
): Promise<SeriesCreated> {
  const { timeZone } = await readBusinessSettings(deps.db, deps.config);
  const occurrences = occurrencesOf(input, timeZone);
  return deps.db.transaction(async (tx) => {
    const [series] = await tx
      .insert(bookingSeries)
      .values({ ownerId: user.id, serviceType: input.serviceType, weekdays: [...input.weekdays].sort(), until: input.until })
      .returning();
    const created: BookingView[] = [];
    const failures: { day: string; message: string }[] = [];
    for (const [index, occurrence] of occurrences.entries()) {
      const single = {
        serviceType: input.serviceType,
        petId: input.petId,
        additionalPetIds: input.additionalPetIds,
        trainerId: input.trainerId,
        notes: input.notes,
        startDate: occurrence.startDate,
        endDate: occurrence.endDate,
      };
      try {
        created.push(await createBooking({ ...deps, db: tx }, user, single, now, { notify: false, series: true }));
      } catch (error) {
        // Not the caller's pet, or bad input on the first date (the request itself is wrong): as is.
        if (!(error instanceof HttpError) || ![400, 409].includes(error.statusCode) || (index === 0 && error.statusCode === 400))
          throw error;
        failures.push({ day: occurrence.day, message: error.message });
      }
    }
    if (failures.length > 0) throw notBooked(failures, timeZone);
    const ids = created.map((booking) => booking.id);
    await tx.update(bookings).set({ seriesId: series.id }).where(inArray(bookings.id, ids));
    const total = created.reduce((sum, booking) => sum + booking.totalPrice, 0);
    await deps.notifications.notify(tx, user.id, {
      type: 'success',
      category: 'bookings',
      title: input.serviceType === 'daycare' ? 'Weekly daycare booked' : 'Weekly training booked',
      message: `${created.length} ${input.serviceType === 'daycare' ? 'daycare days' : 'training sessions'} from ${formatBusinessDate(
        created[0].startDate,
        timeZone,
      )} to ${formatBusinessDate(created[created.length - 1].startDate, timeZone)}, ${formatCents(total)} in all.`,
      data: { bookingId: created[0].id, url: `/bookings?booking=${created[0].id}` },
    });
    return { seriesId: series.id, bookings: created.map((booking) => ({ ...booking, seriesId: series.id })), skipped: [] };
  });
}

/** The series' days and each one's instants: the first occurrence's wall-clock times on each day. */
function occurrencesOf(input: BookingSeriesInput, timeZone: string): Occurrence[] {
  const firstDay = calendarDayOf(input.startDate, timeZone);
  if (!input.weekdays.includes(weekdayOf(firstDay))) throw badInput('weekdays', FIRST_DAY_NOT_CHOSEN_MESSAGE);
  if (input.until < firstDay) throw badInput('until', UNTIL_BEFORE_START_MESSAGE);
  const count = seriesDayCount(firstDay, input.weekdays, input.until);
  if (count > MAX_SERIES_OCCURRENCES) throw badInput('until', tooManyOccurrencesMessage(count));
  const end = input.serviceType === 'daycare' ? input.endDate : null;
  // A daycare day ends the day it starts, so occurrences never overlap.
  if (end && calendarDayOf(end, timeZone) !== firstDay) throw badInput('endDate', DAYCARE_SAME_DAY_MESSAGE);
  const startTime = wallClock(input.startDate, timeZone);
  const endTime = end ? wallClock(end, timeZone) : null;
  return seriesDays(firstDay, input.weekdays, input.until).map((day) => ({
    day,
    startDate: instantAt(day, startTime, timeZone),
    endDate: endTime ? instantAt(day, endTime, timeZone) : null,
  }));
}

/** 409 naming every date that could not be booked and why ('December 3, 2027: Daycare is full ...'). */
function notBooked(failures: { day: string; message: string }[], timeZone: string): HttpError {
  const named = failures.map(({ day, message }) => `${formatBusinessDate(instantAt(day, '12:00', timeZone), timeZone)}: ${message}`);
  const message = `Nothing was booked: ${failures.length === 1 ? 'this date' : 'these dates'} could not be booked. ${named.join(' ')}`;
  return new HttpError(409, message, Object.fromEntries(failures.map(({ day, message }) => [day, message])));
}
