// The pet, owner and skill behind a progress item: what the step rules and the messages need.
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { cartItems, pets, trainingSkills } from '../../db/schema';
import type { SkillProgressRow } from '../../platform/access/resources';
import type { ProgressSubject } from './skill-progress-notifications';

export async function progressSubject(tx: Tx, progress: SkillProgressRow): Promise<ProgressSubject> {
  const [subject] = await tx
    .select({
      ownerId: cartItems.userId,
      petId: cartItems.petId,
      petName: pets.name,
      skillName: trainingSkills.name,
      steps: trainingSkills.steps,
    })
    .from(cartItems)
    .innerJoin(pets, eq(pets.id, cartItems.petId))
    .innerJoin(trainingSkills, eq(trainingSkills.id, cartItems.skillId))
    .where(eq(cartItems.id, progress.cartItemId));
  return subject;
}
