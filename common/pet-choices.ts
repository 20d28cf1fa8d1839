// Choice lists for the add-pet form (decisions.md 33), and the pet types themselves (pet-schemas.ts
// builds its schemas on them and re-exports them). No zod here. The breed lists live in breeds.ts.

export const PET_TYPE_VALUES = ['dog', 'cat', 'small_animal'] as const;
export type PetType = (typeof PET_TYPE_VALUES)[number];

export type Choice = { value: string; label: string };

export const PET_TYPES: { value: PetType; label: string }[] = [
  { value: 'dog', label: 'Dog' },
  { value: 'cat', label: 'Cat' },
  { value: 'small_animal', label: 'Small Animal' },
];

export const SMALL_ANIMAL_KINDS = [
  'Rabbit',
  'Guinea Pig',
  'Hamster',
  'Gerbil',
  'Rat',
  'Mouse',
  'Chinchilla',
  'Ferret',
  'Hedgehog',
  'Sugar Glider',
] as const;

export const SIZES_BY_TYPE: Record<PetType, Choice[]> = {
  dog: [
    { value: 'toy', label: 'Toy (under 10 lbs)' },
    { value: 'small', label: 'Small (10-25 lbs)' },
    { value: 'medium', label: 'Medium (25-50 lbs)' },
    { value: 'large', label: 'Large (50-90 lbs)' },
    { value: 'giant', label: 'Giant (90+ lbs)' },
  ],
  cat: [
    { value: 'small', label: 'Small (under 8 lbs)' },
    { value: 'medium', label: 'Medium (8-12 lbs)' },
    { value: 'large', label: 'Large (12-18 lbs)' },
    { value: 'giant', label: 'Giant (18+ lbs)' },
  ],
  small_animal: [
    { value: 'tiny', label: 'Tiny (under 0.5 lbs)' },
    { value: 'small', label: 'Small (0.5-2 lbs)' },
    { value: 'medium', label: 'Medium (2-5 lbs)' },
    { value: 'large', label: 'Large (5-10 lbs)' },
    { value: 'giant', label: 'Giant (10+ lbs)' },
  ],
};

export const TEMPERAMENTS_BY_TYPE: Record<PetType, string[]> = {
  dog: [
    'Friendly',
    'Energetic',
    'Calm',
    'Playful',
    'Protective',
    'Reserved',
    'Confident',
    'Independent',
    'Shy',
    'Fearful',
    'Anxious',
    'Reactive',
    'Gentle',
    'Affectionate',
  ],
  cat: [
    'Affectionate',
    'Playful',
    'Independent',
    'Calm',
    'Shy',
    'Energetic',
    'Social',
    'Curious',
    'Talkative',
    'Quiet',
    'Demanding',
    'Gentle',
    'Anxious',
    'Fearful',
  ],
  small_animal: ['Friendly', 'Shy', 'Calm', 'Energetic', 'Social', 'Nervous', 'Curious', 'Playful', 'Docile', 'Skittish'],
};

/** The label shown for a stored size value ('medium' -> 'Medium (25-50 lbs)'). */
export function sizeLabel(petType: PetType, size: string | null | undefined): string | null {
  if (!size) return null;
  return SIZES_BY_TYPE[petType].find((choice) => choice.value === size)?.label ?? size;
}
