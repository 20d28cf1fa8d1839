import type { Pet } from '@common/pet-schemas';

/** A pet as GET /api/pets answers, with whatever a test needs changed. */
export const samplePet = (overrides: Partial<Pet> = {}): Pet => ({
  id: 7,
  ownerId: 1,
  name: 'Biscuit',
  petType: 'dog',
  breed: 'Beagle',
  age: 3,
  size: 'medium',
  temperament: null,
  dietaryNeeds: null,
  medicalConditions: null,
  vaccinationStatus: null,
  profilePhoto: null,
  createdAt: '2024-03-05T10:00:00.000Z',
  ...overrides,
});
