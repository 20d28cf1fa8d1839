// A training session as the API answers it (common/trainer-schemas: TrainingSession): the row with
// its pet's, trainer's and program's names, read in one query.
import { desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TrainingSession } from '../../../common/trainer-schemas';
import type { Db, Tx } from '../../db/client';
import { pets, trainingPrograms, trainingSessions, users } from '../../db/schema';
import { personNameSql } from '../../platform/person-name';

const trainers = alias(users, 'session_trainers');

/** Server side of TrainingSession: instants are Dates until the response schema encodes them. */
export type SessionView = Omit<TrainingSession, 'date' | 'createdAt' | 'updatedAt'> & { date: Date; createdAt: Date; updatedAt: Date };

/** The sessions matching `where`, newest first (at most `limit`). */
export async function sessionViews(db: Db | Tx, where: SQL | undefined, limit = 500): Promise<SessionView[]> {
  const rows = await db
    .select({
      session: trainingSessions,
      petName: pets.name,
      trainerName: personNameSql(trainers),
      programTitle: trainingPrograms.title,
    })
    .from(trainingSessions)
    .innerJoin(pets, eq(pets.id, trainingSessions.petId))
    .innerJoin(trainers, eq(trainers.id, trainingSessions.trainerId))
    .leftJoin(trainingPrograms, eq(trainingPrograms.id, trainingSessions.programId))
    .where(where)
    .orderBy(desc(trainingSessions.date), desc(trainingSessions.id))
    .limit(limit);
  return rows.map(({ session, petName, trainerName, programTitle }) => ({
    id: session.id,
    petId: session.petId,
    petName,
    trainerId: session.trainerId,
    trainerName,
    programId: session.programId,
    programTitle: programTitle ?? null,
    bookingId: session.bookingId,
    date: session.date,
    duration: session.duration,
    notes: session.notes,
    achievements: session.achievements,
    homework: session.homework,
    createdAt: session.createdAt,
    updatedAt: session.updatedAt,
  }));
}

export async function sessionView(db: Db | Tx, id: number): Promise<SessionView> {
  const [view] = await sessionViews(db, eq(trainingSessions.id, id), 1);
  return view;
}
