// Who reads and who writes a stay's journal (decisions.md 60). The stay's owner, staff and a trainer
// working with one of its pets read it; staff write for any pet of the stay, a trainer only for a
// pet they work with (decisions.md 16). Writing is for a stay under way: from check-in to check-out.
import { eq, inArray } from 'drizzle-orm';
import { joinNames } from '../../../common/name-list';
import type { Db, Tx } from '../../db/client';
import { bookings, pets } from '../../db/schema';
import { hasStaffRights } from '../../../common/roles';
import { bookingPetIds } from '../../domain/bookings/booking-pets';
import { trainerWorksWithAnyPet, trainerWorksWithPet } from '../../platform/access/trainer-pets';
import type { SessionUser } from '../../platform/auth-guard';
import { badInput, conflict, forbidden, notFound } from '../../platform/errors';

export type StayRow = typeof bookings.$inferSelect;

export const JOURNAL_WRITERS_MESSAGE = 'Only staff and the pet’s trainers can write in the stay journal.';
export const PET_NOT_IN_STAY_MESSAGE = 'petId must be a pet of this stay';
export const journalNotOpenMessage = (names: string, many: boolean) => `The journal opens when ${names} ${many ? 'are' : 'is'} checked in.`;
export const JOURNAL_CLOSED_MESSAGE = 'This stay is over, so its journal is closed.';

const BOOKING_LABEL = 'The booking';

async function loadStay(db: Db | Tx, bookingId: number, lock = false): Promise<StayRow> {
  const query = db.select().from(bookings).where(eq(bookings.id, bookingId));
  const [booking] = lock ? await query.for('update') : await query;
  if (!booking) throw notFound(BOOKING_LABEL);
  return booking;
}

/** The stay, if `user` may read its journal; 404 otherwise (another owner's booking is not theirs to know of). */
export async function readableStay(db: Db | Tx, user: SessionUser, bookingId: number): Promise<StayRow> {
  const booking = await loadStay(db, bookingId);
  if (booking.ownerId === user.id || hasStaffRights(user)) return booking;
  if (user.isTrainer && (await trainerWorksWithAnyPet(db, user.id, bookingPetIds(booking)))) return booking;
  throw notFound(BOOKING_LABEL);
}

/** Whether `user` may write for `petId` of the stay (staff, or a trainer working with that pet). */
async function mayWriteFor(db: Db | Tx, user: SessionUser, petId: number): Promise<boolean> {
  return hasStaffRights(user) || (user.isTrainer && (await trainerWorksWithPet(db, user.id, petId)));
}

/** Refuses anyone who may never write in a journal, before anything is loaded. */
export function requireJournalWriter(user: SessionUser): void {
  if (!hasStaffRights(user) && !user.isTrainer) throw forbidden(JOURNAL_WRITERS_MESSAGE);
}

/**
 * The stay, locked, and the pet an entry is about (the stay's first pet unless named), once the
 * writer may write for that pet and the stay is under way.
 */
export async function writableStay(tx: Tx, user: SessionUser, bookingId: number, petId: number | undefined) {
  requireJournalWriter(user);
  const booking = await loadStay(tx, bookingId, true);
  const petIds = bookingPetIds(booking);
  const chosen = petId ?? booking.petId;
  if (!petIds.includes(chosen)) {
    if (!hasStaffRights(user) && !(await trainerWorksWithAnyPet(tx, user.id, petIds))) throw forbidden(JOURNAL_WRITERS_MESSAGE);
    throw badInput('petId', PET_NOT_IN_STAY_MESSAGE);
  }
  if (!(await mayWriteFor(tx, user, chosen))) throw forbidden(JOURNAL_WRITERS_MESSAGE);
  if (booking.status !== 'checked_in') {
    if (booking.status === 'completed') throw conflict(JOURNAL_CLOSED_MESSAGE);
    const rows = await tx.select({ id: pets.id, name: pets.name }).from(pets).where(inArray(pets.id, petIds));
    const names = petIds.map((id) => rows.find((row) => row.id === id)?.name ?? `Pet #${id}`);
    throw conflict(journalNotOpenMessage(joinNames(names), names.length > 1));
  }
  return { booking, petId: chosen };
}
