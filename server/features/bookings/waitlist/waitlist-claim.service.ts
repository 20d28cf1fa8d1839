// POST /api/waitlist/:id/claim (decisions.md 67): the person a place is held for books it, exactly
// as POST /api/bookings would (price, vaccination gate, pending and unpaid), in one transaction with
// the claim. Under the waitlist lock, so of many claims at once one books and the rest see it taken.
import { eq } from 'drizzle-orm';
import { HOLD_OVER_MESSAGE, NOT_OFFERED_MESSAGE } from '../../../../common/waitlist-schemas';
import { waitlistEntries } from '../../../db/schema';
import { lockWaitlist } from '../../../domain/waitlist/waitlist-holds';
import { requireAccess, type AccessUser } from '../../../platform/access/access';
import type { AppDeps } from '../../../platform/app-deps';
import { conflict } from '../../../platform/errors';
import { createBooking } from '../booking-create.service';
import type { BookingView } from '../booking-view';

export async function claimWaitlistPlace(deps: AppDeps, user: AccessUser, id: number, now = new Date()): Promise<BookingView> {
  return deps.db.transaction(async (tx) => {
    await lockWaitlist(tx);
    const entry = await requireAccess(tx, user, 'change', 'waitlistEntry', id, { lock: true });
    if (entry.status === 'waiting') throw conflict(NOT_OFFERED_MESSAGE);
    if (entry.status !== 'offered' || !entry.heldUntil || entry.heldUntil.getTime() <= now.getTime()) throw conflict(HOLD_OVER_MESSAGE);
    // Claimed first, so the caller's own hold no longer counts against the booking below.
    await tx.update(waitlistEntries).set({ status: 'claimed' }).where(eq(waitlistEntries.id, id));
    const [petId, ...additionalPetIds] = entry.petIds;
    // The booking service in this transaction (its own transaction becomes a savepoint): a refusal
    // there (vaccines, a pet gone) rolls the claim back and the place stays held.
    const booking = await createBooking({ ...deps, db: tx }, user, {
      petId,
      additionalPetIds,
      serviceType: entry.serviceType,
      startDate: entry.startDate,
      endDate: entry.endDate,
      notes: null,
      // The trainer whose hour was held for them (decisions.md 66: a named trainer is checked again).
      trainerId: entry.heldTrainerId,
    });
    await tx.update(waitlistEntries).set({ bookingId: booking.id }).where(eq(waitlistEntries.id, id));
    return booking;
  });
}
