// POST /api/bookings/:id/session: a training booking that has started becomes a session log in
// one click, prefilled from the booking (its start, one hour, its program). One log per booking:
// the unique booking_id decides a race, the loser gets 409.
import { BOOKING_SESSION_MINUTES } from '../../../common/trainer-schemas';
import type { Db } from '../../db/client';
import { trainingSessions } from '../../db/schema';
import { findWithAccess, notFoundError, requireClientPet, type AccessUser } from '../../platform/access/access';
import { conflict, conflictOnUnique } from '../../platform/errors';
import { sessionView, type SessionView } from './session-view';

export const BOOKING_ALREADY_LOGGED_MESSAGE = 'This booking already has a session log.';
export const BOOKING_NOT_TRAINING_MESSAGE = 'Only a training booking can be logged as a session.';
export const BOOKING_NOT_STARTED_MESSAGE = 'This booking has not started yet; log it once it has.';
export const BOOKING_CANCELLED_MESSAGE = 'This booking was cancelled, so there is no session to log.';

export async function createSessionFromBooking(
  db: Db,
  user: AccessUser,
  bookingId: number,
  text: { notes: string | null; achievements: string | null; homework: string | null },
): Promise<SessionView> {
  // Only the booking's own trainer: the owner may read it too, but is refused by the route's role check.
  const booking = await findWithAccess(db, user, 'read', 'booking', bookingId);
  if (!booking || booking.trainerId !== user.id) throw notFoundError('booking');
  if (booking.serviceType !== 'training') throw conflict(BOOKING_NOT_TRAINING_MESSAGE);
  if (booking.status === 'cancelled') throw conflict(BOOKING_CANCELLED_MESSAGE);
  if (booking.startDate.getTime() > Date.now()) throw conflict(BOOKING_NOT_STARTED_MESSAGE);
  const pet = await requireClientPet(db, user, booking.petId);
  const [row] = await conflictOnUnique(
    () =>
      db
        .insert(trainingSessions)
        .values({
          petId: pet.id,
          trainerId: user.id,
          programId: booking.programId,
          bookingId: booking.id,
          date: booking.startDate,
          duration: BOOKING_SESSION_MINUTES,
          ...text,
        })
        .returning(),
    BOOKING_ALREADY_LOGGED_MESSAGE,
  );
  return sessionView(db, row.id);
}
