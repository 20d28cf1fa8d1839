// Training sessions (decisions.md 33, decisions.md 16): a client trainer logs them for a pet;
// the owner and the pet's client trainers read them; only the trainer who logged one changes it.
import { and, eq, or, sql } from 'drizzle-orm';
import type { SessionValues } from '../../../common/trainer-schemas';
import type { Db } from '../../db/client';
import { trainingPrograms, trainingSessions } from '../../db/schema';
import { requireAccess, requireClientPet, type AccessUser } from '../../platform/access/access';
import { badInput } from '../../platform/errors';
import { toPage, type ListPage, type Page } from '../../platform/list-query';
import { sessionView, sessionViews, type SessionView } from './session-view';

export async function listPetSessions(db: Db, user: AccessUser, petId: number): Promise<SessionView[]> {
  const pet = await requireAccess(db, user, 'read', 'pet', petId);
  return sessionViews(db, eq(trainingSessions.petId, pet.id));
}

/**
 * The trainer's sessions, newest first, a page at a time (a career's sessions grow without end).
 * The cursor row is looked up among the trainer's own sessions, so another trainer's session id
 * gives an empty page rather than a hint of its date.
 */
export async function listTrainerSessions(db: Db, user: AccessUser, page: ListPage): Promise<Page<SessionView>> {
  const afterCursor =
    page.cursor === undefined
      ? undefined
      : sql`(${trainingSessions.date}, ${trainingSessions.id}) < (select s.date, s.id from training_sessions s
          where s.id = ${page.cursor} and s.trainer_id = ${user.id})`;
  const rows = await sessionViews(db, and(eq(trainingSessions.trainerId, user.id), afterCursor), page.limit + 1);
  return toPage(rows, page.limit);
}

export async function createSession(db: Db, user: AccessUser, petId: number, input: SessionValues): Promise<SessionView> {
  const pet = await requireClientPet(db, user, petId);
  await checkProgram(db, user, pet.id, input.programId);
  const [row] = await db
    .insert(trainingSessions)
    .values({ ...sessionFields(input), petId: pet.id, trainerId: user.id })
    .returning();
  return sessionView(db, row.id);
}

export async function updateSession(db: Db, user: AccessUser, id: number, input: SessionValues): Promise<SessionView> {
  const session = await requireAccess(db, user, 'change', 'session', id);
  await checkProgram(db, user, session.petId, input.programId);
  await db
    .update(trainingSessions)
    .set({ ...sessionFields(input), updatedAt: new Date() })
    .where(eq(trainingSessions.id, session.id));
  return sessionView(db, session.id);
}

export async function deleteSession(db: Db, user: AccessUser, id: number): Promise<void> {
  const session = await requireAccess(db, user, 'change', 'session', id);
  await db.delete(trainingSessions).where(eq(trainingSessions.id, session.id));
}

function sessionFields(input: SessionValues) {
  const { date, duration, programId, notes, achievements, homework } = input;
  return { date, duration, programId, notes, achievements, homework };
}

export const SESSION_PROGRAM_MESSAGE = 'Program must be one of your programs or one the pet is enrolled in';

/** A session may name the trainer's own program or one the pet follows, nothing else. */
async function checkProgram(db: Db, user: AccessUser, petId: number, programId: number | null): Promise<void> {
  if (programId === null) return;
  const [program] = await db
    .select({ id: trainingPrograms.id })
    .from(trainingPrograms)
    .where(
      and(
        eq(trainingPrograms.id, programId),
        or(
          eq(trainingPrograms.createdBy, user.id),
          sql`exists (select 1 from program_enrollments pe where pe.program_id = ${trainingPrograms.id} and pe.pet_id = ${petId} and pe.payment_status in ('free', 'paid'))`,
        ),
      ),
    );
  if (!program) throw badInput('programId', SESSION_PROGRAM_MESSAGE);
}
