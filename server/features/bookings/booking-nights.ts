// The nights a boarding stay occupies: as many as its day count (SPEC section 9, the same count
// the price uses), from the drop-off day in the business time zone. Same-day boarding is one night.
import { addCalendarDays, calendarDayOf } from '../../../common/business-time';
import { bookingDays } from '../../../common/pricing';

export { addCalendarDays };

export function boardingNights(startDate: Date, endDate: Date, timeZone: string): string[] {
  const first = calendarDayOf(startDate, timeZone);
  const days = bookingDays(startDate, endDate, timeZone);
  return Array.from({ length: days }, (_, index) => addCalendarDays(first, index));
}
