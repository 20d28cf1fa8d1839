import type { CartItem, PetSkillEligibility, Skill, SkillProgress, SkillVideo } from '@common/skill-schemas';

/** A published skill as GET /api/training-skills answers: 5 steps, $49.99, 3 nights. */
export const sampleSkill = (overrides: Partial<Skill> = {}): Skill => ({
  id: 3,
  name: 'Stay with Distance',
  description: 'Holds a stay while you walk away.',
  category: 'Obedience',
  minimumNights: 3,
  price: 4999,
  published: true,
  steps: ['Sit', 'Stay for 5 seconds', 'Step back once', 'Step back three times', 'Walk across the room'],
  species: ['dog'],
  videoUrl: null,
  thumbnail: null,
  createdAt: '2026-01-05T10:00:00.000Z',
  ...overrides,
});

/** Noon UTC, so the day is the same in any zone the tests run in. */
export const sampleStay = { bookingId: 41, startDate: '2027-03-05T12:00:00.000Z', endDate: '2027-03-09T12:00:00.000Z', nights: 4 };

export const sampleCartItem = (overrides: Partial<CartItem> = {}): CartItem => ({
  id: 11,
  userId: 1,
  petId: 7,
  petName: 'Rex',
  skillId: 3,
  skill: sampleSkill(),
  status: 'in_cart',
  bookingId: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  stay: sampleStay,
  problem: null,
  ...overrides,
});

export const sampleEligibility = (overrides: Partial<PetSkillEligibility> = {}): PetSkillEligibility => ({
  petId: 7,
  petName: 'Rex',
  eligible: true,
  reason: null,
  bookStay: false,
  stay: sampleStay,
  ...overrides,
});

export const sampleVideo = (overrides: Partial<SkillVideo> = {}): SkillVideo => ({
  id: 5,
  address: '/uploads/videos/abc.webm',
  contentType: 'video/webm',
  sizeBytes: 2_202_010,
  durationSeconds: 12,
  createdAt: '2027-03-06T15:00:00.000Z',
  ...overrides,
});

/** Assigned progress on step 2 of 5 (currentStep 1), no notes or video yet. */
export const sampleProgress = (overrides: Partial<SkillProgress> = {}): SkillProgress => ({
  id: 21,
  cartItemId: 11,
  trainerId: 2,
  trainerName: 'Sam Rivera',
  petId: 7,
  petName: 'Rex',
  ownerName: 'Jane Doe',
  skill: sampleSkill(),
  bookingId: 41,
  currentStep: 1,
  completed: false,
  notes: null,
  videoProof: null,
  videos: [],
  percent: 40,
  updatedAt: '2027-03-05T15:00:00.000Z',
  createdAt: '2027-03-01T10:00:00.000Z',
  ...overrides,
});
