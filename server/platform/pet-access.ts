// Who may see or change a pet (DESIGN decision 1), decided in one place for every feature.
// Owners read and change their own pets. A trainer may read (never change) a pet's profile and
// vet records while they have an open skill-progress item or an upcoming training booking for
// it. Archived pets (deleted by their owner but kept for booking history) are nobody's.
// Everything else is "not found", so a caller never learns that another user's pet exists.
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../db/client';
import { bookings, cartItems, pets, skillProgress } from '../db/schema';
import type { SessionUser } from './auth-guard';
import { notFound } from './errors';
import { idSchema } from './list-query';

export type PetRow = typeof pets.$inferSelect;

/** The `:petId` parameter of every route under /pets/:petId. */
export const petParamsSchema = z.object({ petId: idSchema('Pet id') });

export const petNotFound = () => notFound('The pet');

const ownedPet = (userId: number, petId: number) =>
  and(eq(pets.id, petId), eq(pets.ownerId, userId), isNull(pets.archivedAt));

/** The caller's own pet, or null when it is missing, archived or someone else's. */
export async function findOwnedPet(db: Db, userId: number, petId: number): Promise<PetRow | null> {
  const [pet] = await db.select().from(pets).where(ownedPet(userId, petId));
  return pet ?? null;
}

/** The caller's own pet, locked for the rest of the transaction (null when not theirs). */
export async function lockOwnedPet(tx: Tx, userId: number, petId: number): Promise<PetRow | null> {
  const [pet] = await tx.select().from(pets).where(ownedPet(userId, petId)).for('update');
  return pet ?? null;
}

export async function requireOwnedPet(db: Db, userId: number, petId: number): Promise<PetRow> {
  const pet = await findOwnedPet(db, userId, petId);
  if (!pet) throw petNotFound();
  return pet;
}

/** True while the trainer has an open skill-progress item or an upcoming training booking for the pet. */
export async function trainerWorksWithPet(db: Db, trainerId: number, petId: number): Promise<boolean> {
  const openSkill = db
    .select({ id: skillProgress.id })
    .from(skillProgress)
    .innerJoin(cartItems, eq(cartItems.id, skillProgress.cartItemId))
    .where(and(eq(skillProgress.trainerId, trainerId), eq(skillProgress.completed, false), eq(cartItems.petId, petId)));
  const upcomingTraining = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.trainerId, trainerId),
        eq(bookings.petId, petId),
        eq(bookings.serviceType, 'training'),
        inArray(bookings.status, ['pending', 'confirmed']),
        gt(bookings.endDate, sql`now()`),
      ),
    );
  if ((await openSkill.limit(1)).length > 0) return true;
  return (await upcomingTraining.limit(1)).length > 0;
}

/** May this user read the pet (owner, or a trainer working with it)? */
export async function canReadPet(db: Db, user: Pick<SessionUser, 'id' | 'isTrainer'>, pet: PetRow): Promise<boolean> {
  if (pet.archivedAt) return false;
  if (pet.ownerId === user.id) return true;
  return user.isTrainer && (await trainerWorksWithPet(db, user.id, pet.id));
}

/** The pet if this user may read it, else null. */
export async function findReadablePet(db: Db, user: Pick<SessionUser, 'id' | 'isTrainer'>, petId: number): Promise<PetRow | null> {
  const [pet] = await db
    .select()
    .from(pets)
    .where(and(eq(pets.id, petId), isNull(pets.archivedAt)));
  if (!pet) return null;
  return (await canReadPet(db, user, pet)) ? pet : null;
}

export async function requireReadablePet(db: Db, user: Pick<SessionUser, 'id' | 'isTrainer'>, petId: number): Promise<PetRow> {
  const pet = await findReadablePet(db, user, petId);
  if (!pet) throw petNotFound();
  return pet;
}
