// A booking as a message's "About" names it (decisions.md 63): "Buddy's stay, Dec 15-20", "Buddy and
// Rex's stay, Dec 30-Jan 2" or "Buddy's training, Dec 15", its days in the business's time zone. The
// messages feature labels what a message is about with it; the demo seed labels its conversations.
import { wallClockOf } from '../../../common/business-time';
import type { ServiceType } from '../../../common/booking-choices';
import { joinNames } from '../../../common/name-list';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Dec 15", "Dec 15-20" or "Dec 30-Jan 2": the booking's days in the business's zone. */
export function dayRange(start: Date, end: Date, timeZone: string, serviceType: ServiceType): string {
  const from = wallClockOf(start, timeZone);
  const to = wallClockOf(end, timeZone);
  const first = `${MONTHS[from.month - 1]} ${from.day}`;
  if (serviceType === 'training' || (from.year === to.year && from.month === to.month && from.day === to.day)) return first;
  return from.year === to.year && from.month === to.month ? `${first}-${to.day}` : `${first}-${MONTHS[to.month - 1]} ${to.day}`;
}

/** "Buddy's stay, Dec 15-20" (boarding, daycare) or "Buddy's training, Dec 15". */
export function bookingLabel(
  petNames: readonly string[],
  booking: { serviceType: ServiceType; startDate: Date; endDate: Date },
  timeZone: string,
): string {
  const what = booking.serviceType === 'training' ? 'training' : 'stay';
  return `${joinNames(petNames)}'s ${what}, ${dayRange(booking.startDate, booking.endDate, timeZone, booking.serviceType)}`;
}
