// A skill suits some species (training_skills.species, issue 25): a cat is not offered Loose-Leash
// Walking. The catalogue's eligibility, the cart (add and its view) and checkout all ask this one rule.
import type { PetType } from '../../../common/pet-schemas';
import { SPECIES_PLURAL, skillSuits } from '../../../common/skill-schemas';

const SPECIES_ONE: Record<PetType, string> = { dog: 'a dog', cat: 'a cat', small_animal: 'a small animal' };

/** 'Loose-Leash Walking is not offered for cats (Whiskers is a cat)'. */
export function notForSpeciesMessage(petName: string, petType: PetType, skillName: string): string {
  return `${skillName} is not offered for ${SPECIES_PLURAL[petType]} (${petName} is ${SPECIES_ONE[petType]})`;
}

/**
 * Why this pet cannot have this skill because of its species, or null when the skill suits it. The
 * one rule the catalogue's eligibility, the cart, its view and checkout all ask.
 */
export function speciesProblem(
  pet: { name: string; petType: PetType },
  skill: { name: string; species: readonly PetType[] },
): string | null {
  return skillSuits(skill, pet.petType) ? null : notForSpeciesMessage(pet.name, pet.petType, skill.name);
}
