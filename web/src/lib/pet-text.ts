// How a pet's age and size read on screen; the pets and vet-records pages both show them.
import { sizeLabel } from '@common/pet-choices';
import type { Pet } from '@common/pet-schemas';

/** The pet cards on /pets: '3 years old' (the product's (decisions.md 33) '{n} years old', singular for one), or 'Age not specified'. */
export function petAgeText(age: number | null | undefined): string {
  if (age === null || age === undefined) return 'Age not specified';
  return age === 1 ? '1 year old' : `${age} years old`;
}

/** A pet's profile and its vet records: '3 years', or 'Age unknown'. */
export function petAgeInYears(age: number | null): string {
  if (age === null) return 'Age unknown';
  return `${age} ${age === 1 ? 'year' : 'years'}`;
}

/** 'Large (50-90 lbs)', or 'Size unknown'. */
export function petSizeText(pet: Pick<Pet, 'petType' | 'size'>): string {
  return sizeLabel(pet.petType, pet.size) ?? 'Size unknown';
}
