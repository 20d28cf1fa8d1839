// GET /api/bookings/:id/calendar.ics: the booking as a calendar event ("Add to calendar").
import type { BookingStatus, ServiceType } from '../../../common/booking-choices';
import { joinNames } from '../../../common/name-list';
import type { Db } from '../../db/client';
import { requireAccess, type AccessUser } from '../../platform/access/access';
import { calendarFile } from './ics/calendar-file';
import { bookingUrl } from './booking-notifications';
import { bookingPetNames } from './booking-view';

const serviceTitles: Record<ServiceType, string> = {
  boarding: 'Boarding stay',
  daycare: 'Daycare',
  training: 'Training session',
};

/** RFC 5545's STATUS: a stay that is paid, under way or over happened (or will). */
const calendarStatus: Record<BookingStatus, 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED'> = {
  pending: 'TENTATIVE',
  confirmed: 'CONFIRMED',
  checked_in: 'CONFIRMED',
  completed: 'CONFIRMED',
  cancelled: 'CANCELLED',
  no_show: 'CANCELLED',
};

export async function bookingCalendarFile(
  db: Db,
  user: AccessUser,
  bookingId: number,
  timeZone: string,
  publicUrl: string | undefined,
  now = new Date(),
): Promise<{ fileName: string; content: string }> {
  const booking = await requireAccess(db, user, 'read', 'booking', bookingId);
  const pets = await bookingPetNames(db, booking);
  const url = publicUrl ? new URL(bookingUrl(booking.id), publicUrl).toString() : undefined;
  const content = calendarFile(
    {
      uid: `booking-${booking.id}@pawsconnect`,
      start: booking.startDate,
      end: booking.endDate,
      summary: `${serviceTitles[booking.serviceType]} for ${joinNames(pets)} at PawsConnect`,
      description: [`PawsConnect booking #${booking.id}`, booking.notes ? `Notes: ${booking.notes}` : null, url ?? null]
        .filter(Boolean)
        .join('\n'),
      url,
      status: calendarStatus[booking.status],
      stamp: now,
    },
    timeZone,
  );
  return { fileName: `pawsconnect-booking-${booking.id}.ics`, content };
}
