// DESIGN decision 1, the one rule that lets a trainer see someone else's pet: while the trainer
// has an open skill-progress item or an upcoming training booking for it.
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { bookings, cartItems, skillProgress } from '../../db/schema';

export async function trainerWorksWithPet(db: Db | Tx, trainerId: number, petId: number): Promise<boolean> {
  const openSkill = db
    .select({ id: skillProgress.id })
    .from(skillProgress)
    .innerJoin(cartItems, eq(cartItems.id, skillProgress.cartItemId))
    .where(and(eq(skillProgress.trainerId, trainerId), eq(skillProgress.completed, false), eq(cartItems.petId, petId)));
  if ((await openSkill.limit(1)).length > 0) return true;
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
  return (await upcomingTraining.limit(1)).length > 0;
}
