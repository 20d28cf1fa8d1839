// When a stay with training skills on it is cancelled, the skills not yet taught go back to the
// owner's cart (ready for another stay; the refund already covered their price) and their
// trainers are told to stop. A skill already completed stays as it is: that work was done.
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { cartItems, pets, skillProgress, trainingSkills } from '../../db/schema';
import type { AppDeps } from '../../platform/app-deps';

export async function returnSkillsOfCancelledStay(deps: Pick<AppDeps, 'notifications'>, tx: Tx, bookingId: number): Promise<number> {
  const open = await tx
    .select({
      itemId: cartItems.id,
      progressId: skillProgress.id,
      trainerId: skillProgress.trainerId,
      skillName: trainingSkills.name,
      petName: pets.name,
    })
    .from(cartItems)
    .innerJoin(skillProgress, eq(skillProgress.cartItemId, cartItems.id))
    .innerJoin(trainingSkills, eq(trainingSkills.id, cartItems.skillId))
    .innerJoin(pets, eq(pets.id, cartItems.petId))
    .where(and(eq(cartItems.bookingId, bookingId), eq(cartItems.status, 'purchased'), eq(skillProgress.completed, false)));
  if (open.length === 0) return 0;
  await tx.delete(skillProgress).where(
    inArray(
      skillProgress.id,
      open.map((row) => row.progressId),
    ),
  );
  await tx
    .update(cartItems)
    .set({ status: 'in_cart', bookingId: null, pricePaid: null })
    .where(
      inArray(
        cartItems.id,
        open.map((row) => row.itemId),
      ),
    );
  for (const row of open) {
    if (row.trainerId === null) continue;
    await deps.notifications.notify(tx, row.trainerId, {
      type: 'warning',
      category: 'training',
      title: 'Skill cancelled',
      message: `${row.petName}'s stay was cancelled, so ${row.skillName} is no longer yours to teach.`,
      data: { url: '/trainer-skills' },
    });
  }
  return open.length;
}
