// A report card as the API answers it (common/trainer-schemas: ReportCard): the row with its pet's
// and trainer's names and its photos and videos (two queries, however many cards).
import { asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { ReportCard } from '../../../common/trainer-schemas';
import type { Db, Tx } from '../../db/client';
import { pets, reportCardMedia, reportCards, users } from '../../db/schema';
import { personNameSql } from '../../platform/person-name';

export type ReportCardView = Omit<ReportCard, 'createdAt'> & { createdAt: Date };

/** The report cards matching `where`, newest day first. */
export async function reportCardViews(db: Db | Tx, where: SQL | undefined, limit = 500): Promise<ReportCardView[]> {
  const rows = await db
    .select({ card: reportCards, petName: pets.name, trainerName: personNameSql(users) })
    .from(reportCards)
    .innerJoin(pets, eq(pets.id, reportCards.petId))
    .innerJoin(users, eq(users.id, reportCards.trainerId))
    .where(where)
    .orderBy(desc(reportCards.day), desc(reportCards.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const media = await db
    .select({
      id: reportCardMedia.id,
      reportCardId: reportCardMedia.reportCardId,
      address: reportCardMedia.address,
      contentType: reportCardMedia.contentType,
    })
    .from(reportCardMedia)
    .where(
      inArray(
        reportCardMedia.reportCardId,
        rows.map((row) => row.card.id),
      ),
    )
    .orderBy(asc(reportCardMedia.id));
  return rows.map(({ card, petName, trainerName }) => ({
    id: card.id,
    petId: card.petId,
    petName,
    trainerId: card.trainerId,
    trainerName,
    sessionId: card.sessionId,
    bookingId: card.bookingId,
    day: card.day,
    workedOn: card.workedOn,
    rating: card.rating,
    notes: card.notes,
    media: media.filter((item) => item.reportCardId === card.id).map(({ id, address, contentType }) => ({ id, address, contentType })),
    createdAt: card.createdAt,
  }));
}

export async function reportCardView(db: Db | Tx, id: number): Promise<ReportCardView> {
  const [view] = await reportCardViews(db, eq(reportCards.id, id), 1);
  return view;
}
