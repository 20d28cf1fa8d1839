// Report cards (issue 11): after a session or a stay day a client trainer tells the owner what
// was worked on, how it went (1-5) and notes. The owner hears of it (category 'training', emailed
// per their preference by the notifications feature) inside the same transaction, so a refused
// card announces nothing.
import { and, eq, ne } from 'drizzle-orm';
import type { ReportCardValues } from '../../../common/trainer-schemas';
import type { Db, Tx } from '../../db/client';
import { bookings, reportCardMedia, reportCards, trainingSessions } from '../../db/schema';
import { requireAccess, requireClientPet, type AccessUser } from '../../platform/access/access';
import type { AppDeps } from '../../platform/app-deps';
import { badInput } from '../../platform/errors';
import { uploadKeyFromAddress } from '../../platform/uploads/storage';
import { reportCardView, reportCardViews, type ReportCardView } from './report-card-view';

export const REPORT_CARD_SESSION_MESSAGE = 'Session must be one of your sessions for this pet';
export const REPORT_CARD_BOOKING_MESSAGE = 'Booking must be a booking of this pet';

/** Where the owner reads it: the pet's timeline. */
export const timelineUrl = (petId: number) => `/pets/${petId}?tab=timeline`;

export async function listPetReportCards(db: Db, user: AccessUser, petId: number): Promise<ReportCardView[]> {
  const pet = await requireAccess(db, user, 'read', 'pet', petId);
  return reportCardViews(db, eq(reportCards.petId, pet.id));
}

export async function createReportCard(
  deps: Pick<AppDeps, 'db' | 'notifications'>,
  user: AccessUser,
  petId: number,
  input: ReportCardValues,
): Promise<ReportCardView> {
  return deps.db.transaction(async (tx) => {
    const pet = await requireClientPet(tx, user, petId);
    await checkLinks(tx, user, pet.id, input);
    const [card] = await tx
      .insert(reportCards)
      .values({ ...input, petId: pet.id, trainerId: user.id })
      .returning();
    const view = await reportCardView(tx, card.id);
    await deps.notifications.notify(tx, pet.ownerId, {
      type: 'info',
      category: 'training',
      title: `New report card for ${pet.name}`,
      message: `${view.trainerName} worked on ${input.workedOn} with ${pet.name} (rated ${input.rating}/5).`,
      data: { url: timelineUrl(pet.id), petId: pet.id, reportCardId: card.id },
    });
    return view;
  });
}

/** Deletes the card and its media rows, then the files (after the commit, so a rollback keeps them). */
export async function deleteReportCard(deps: Pick<AppDeps, 'db' | 'storage'>, user: AccessUser, id: number): Promise<void> {
  const addresses = await deps.db.transaction(async (tx) => {
    const card = await requireAccess(tx, user, 'change', 'reportCard', id, { lock: true });
    const media = await tx
      .select({ address: reportCardMedia.address })
      .from(reportCardMedia)
      .where(eq(reportCardMedia.reportCardId, card.id));
    await tx.delete(reportCards).where(eq(reportCards.id, card.id));
    return media.map((item) => item.address);
  });
  for (const address of addresses) {
    const key = uploadKeyFromAddress(address);
    if (key) await deps.storage.remove(key);
  }
}

/** A card may name the trainer's own session of this pet and a (not cancelled) booking of this pet. */
async function checkLinks(tx: Tx, user: AccessUser, petId: number, input: ReportCardValues): Promise<void> {
  if (input.sessionId !== null) {
    const [session] = await tx
      .select({ id: trainingSessions.id })
      .from(trainingSessions)
      .where(and(eq(trainingSessions.id, input.sessionId), eq(trainingSessions.petId, petId), eq(trainingSessions.trainerId, user.id)));
    if (!session) throw badInput('sessionId', REPORT_CARD_SESSION_MESSAGE);
  }
  if (input.bookingId !== null) {
    const [booking] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.id, input.bookingId), eq(bookings.petId, petId), ne(bookings.status, 'cancelled')));
    if (!booking) throw badInput('bookingId', REPORT_CARD_BOOKING_MESSAGE);
  }
}
