// POST /api/admin/bookings/:id/notes (decisions.md 61): staff write a note on a booking for each
// other ("prefers the quiet run"), kept with its author and time and never shown to the owner.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingStaffNotes, bookings } from '../../db/schema';
import type { SessionUser } from '../../platform/auth-guard';
import { notFound } from '../../platform/errors';
import { BOOKING_LABEL, staffNotesOf } from './desk-booking-detail.service';

export async function addStaffNote(db: Db, by: SessionUser, bookingId: number, text: string) {
  return db.transaction(async (tx) => {
    const [booking] = await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, bookingId));
    if (!booking) throw notFound(BOOKING_LABEL);
    const [note] = await tx.insert(bookingStaffNotes).values({ bookingId, authorId: by.id, text }).returning({ id: bookingStaffNotes.id });
    const notes = await staffNotesOf(tx, bookingId);
    return notes.find((candidate) => candidate.id === note.id)!;
  });
}
