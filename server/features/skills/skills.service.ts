// The training skills catalogue (decisions.md 32, Training Skills Menu): published skills by
// category then name, their categories, and for a chosen skill which of the caller's pets can
// have it (a skill for its species, a qualifying stay, not already in the cart or bought).
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems, pets, trainingSkills } from '../../db/schema';
import type { AccessUser } from '../../platform/access/access';
import { notFound } from '../../platform/errors';
import { chooseStay, stayView, upcomingStays, type SkillStay } from '../../domain/skills/skill-stays';
import { alreadyHasMessage } from '../../domain/skills/skill-messages';
import { speciesProblem } from '../../domain/skills/skill-species';

export type SkillRow = typeof trainingSkills.$inferSelect;

export function listPublishedSkills(db: Db): Promise<SkillRow[]> {
  return db
    .select()
    .from(trainingSkills)
    .where(eq(trainingSkills.published, true))
    .orderBy(asc(trainingSkills.category), asc(trainingSkills.name), asc(trainingSkills.id));
}

export async function listCategories(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ category: trainingSkills.category })
    .from(trainingSkills)
    .where(eq(trainingSkills.published, true))
    .orderBy(asc(trainingSkills.category));
  return rows.map((row) => row.category);
}

export async function publishedSkill(db: Db, skillId: number): Promise<SkillRow> {
  const [skill] = await db
    .select()
    .from(trainingSkills)
    .where(and(eq(trainingSkills.id, skillId), eq(trainingSkills.published, true)));
  if (!skill) throw notFound('The training skill');
  return skill;
}

/** `bookStay`: booking a (longer, or unpaid) boarding stay would make the pet eligible. */
export type PetSkillEligibility = {
  petId: number;
  petName: string;
  eligible: boolean;
  reason: string | null;
  bookStay: boolean;
  stay: SkillStay | null;
};

/** For each of the caller's pets, whether the skill can be added now, and why not. */
export async function skillEligibility(db: Db, user: AccessUser, skillId: number, timeZone: string): Promise<PetSkillEligibility[]> {
  const skill = await publishedSkill(db, skillId);
  const ownPets = await db
    .select({ id: pets.id, name: pets.name, petType: pets.petType })
    .from(pets)
    .where(and(eq(pets.ownerId, user.id), isNull(pets.archivedAt)))
    .orderBy(asc(pets.createdAt), asc(pets.id));
  if (ownPets.length === 0) return [];
  const petIds = ownPets.map((pet) => pet.id);
  const held = await db
    .select({ petId: cartItems.petId, status: cartItems.status })
    .from(cartItems)
    .where(and(eq(cartItems.userId, user.id), eq(cartItems.skillId, skill.id), inArray(cartItems.petId, petIds)));
  const stays = await upcomingStays(db, user.id, petIds, timeZone);
  return ownPets.map((pet) => {
    // A skill for another species: no stay would change that.
    const notForPet = speciesProblem(pet, skill);
    if (notForPet) return { petId: pet.id, petName: pet.name, eligible: false, reason: notForPet, bookStay: false, stay: null };
    const holding = held.find((row) => row.petId === pet.id && row.status === 'purchased') ?? held.find((row) => row.petId === pet.id);
    if (holding)
      return {
        petId: pet.id,
        petName: pet.name,
        eligible: false,
        reason: alreadyHasMessage(pet.name, skill.name, holding.status),
        bookStay: false,
        stay: null,
      };
    const choice = chooseStay(stays, pet, skill.minimumNights);
    return choice.stay
      ? { petId: pet.id, petName: pet.name, eligible: true, reason: null, bookStay: false, stay: stayView(choice.stay) }
      : { petId: pet.id, petName: pet.name, eligible: false, reason: choice.problem, bookStay: true, stay: null };
  });
}
