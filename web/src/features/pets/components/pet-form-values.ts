// The add/edit pet form's values and how they become the API payload (and back).
// For a small animal, `breed` holds the kind picked in step 1 (the product (decisions.md 33): the small animal type is
// stored as the breed) and `smallAnimalBreed` the optional breed within that kind (decisions.md 42).
import { breedOptionsFor, smallAnimalBreedValue } from '@common/breeds';
import { SMALL_ANIMAL_KINDS, SIZES_BY_TYPE, TEMPERAMENTS_BY_TYPE } from '@common/pet-choices';
import type { FormErrors } from '@mantine/form';
import type { Pet, PetInput, PetType } from '@common/pet-schemas';

export type PetFormValues = {
  petType: PetType;
  name: string;
  breed: string;
  smallAnimalBreed: string;
  age: number | string;
  size: string;
  temperament: string;
  dietaryNeeds: string;
  medicalConditions: string;
  vaccinationStatus: string;
};

export const SMALL_ANIMAL_KIND_REQUIRED = 'Please select a small animal type';

// decisions.md 35 (rules): petType dog, size medium, empty text elsewhere.
export const emptyPetForm: PetFormValues = {
  petType: 'dog',
  name: '',
  breed: '',
  smallAnimalBreed: '',
  age: '',
  size: 'medium',
  temperament: '',
  dietaryNeeds: '',
  medicalConditions: '',
  vaccinationStatus: '',
};

/** The payload POST/PUT /api/pets takes (without the photo, which has its own upload). */
export function toPetInput(values: PetFormValues): PetInput {
  const isSmallAnimal = values.petType === 'small_animal';
  return {
    name: values.name,
    petType: values.petType,
    breed: isSmallAnimal && values.breed ? smallAnimalBreedValue(values.breed, values.smallAnimalBreed) : values.breed,
    age: values.age === '' ? null : Number(values.age),
    size: values.size,
    temperament: values.temperament,
    dietaryNeeds: values.dietaryNeeds,
    medicalConditions: values.medicalConditions,
    vaccinationStatus: values.vaccinationStatus,
  };
}

/**
 * The shared schema (and zod), fetched when the form opens rather than with the dialog's code,
 * which comes after the page's load: building them held a phone's main thread for a quarter of a
 * second on a pet's page (deferred-schema.ts, decisions.md 106).
 */
export const loadPetInputSchema = () => import('@common/pet-schemas').then((module) => module.petInputSchema);

/** Validation for useForm: the shared schema's checks of the payload, plus the small-animal kind rule of step 1. */
export function validatePetForm(values: PetFormValues, checkPayload: (payload: PetInput) => FormErrors): FormErrors {
  const errors = { ...checkPayload(toPetInput(values)) };
  if (values.petType === 'small_animal' && !values.breed) errors.breed = SMALL_ANIMAL_KIND_REQUIRED;
  return errors;
}

/** Splits a stored small-animal breed ('Rabbit (Holland Lop)') back into kind and breed. */
function splitSmallAnimalBreed(stored: string): { kind: string; breed: string } {
  const kind = SMALL_ANIMAL_KINDS.find((candidate) => stored === candidate || stored.startsWith(`${candidate} (`));
  if (!kind) return { kind: '', breed: '' };
  const inner = stored === kind ? '' : stored.slice(kind.length + 2, -1);
  return { kind, breed: inner };
}

/** The form filled with a saved pet, for Edit Profile. */
export function petToFormValues(pet: Pet): PetFormValues {
  const small = pet.petType === 'small_animal' ? splitSmallAnimalBreed(pet.breed) : null;
  return {
    petType: pet.petType,
    name: pet.name,
    breed: small ? small.kind : pet.breed,
    smallAnimalBreed: small ? small.breed : '',
    age: pet.age ?? '',
    size: pet.size ?? '',
    temperament: pet.temperament ?? '',
    dietaryNeeds: pet.dietaryNeeds ?? '',
    medicalConditions: pet.medicalConditions ?? '',
    vaccinationStatus: pet.vaccinationStatus ?? '',
  };
}

/**
 * What changing the pet type does to the other fields: the breed always clears (decisions.md 34);
 * size and temperament stay only when the new type offers the same choice.
 */
export function valuesAfterTypeChange(values: PetFormValues, petType: PetType): PetFormValues {
  const sizeFits = SIZES_BY_TYPE[petType].some((choice) => choice.value === values.size);
  return {
    ...values,
    petType,
    breed: '',
    smallAnimalBreed: '',
    size: sizeFits ? values.size : emptyPetForm.size,
    temperament: TEMPERAMENTS_BY_TYPE[petType].includes(values.temperament) ? values.temperament : '',
  };
}

/** The breed choices for the details step; a saved value missing from the list stays choosable. */
export function breedChoices(petType: PetType, kind: string, current: string): string[] {
  const options = breedOptionsFor(petType, petType === 'small_animal' ? kind : null);
  return current && !options.includes(current) ? [current, ...options] : options;
}
