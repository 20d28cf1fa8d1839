// Trainer workspace answers (TRAINER-CONTRACT shapes), with whatever a test needs changed.
import type { Assessment, ClientPet, ReportCard, TimelineEntry, TrainingSession } from '@common/trainer-schemas';
import type { TrainerAnalytics } from '@common/trainer-analytics-schemas';

export const sampleClient = (overrides: Partial<ClientPet> = {}): ClientPet => ({
  pet: { id: 7, name: 'Biscuit', petType: 'dog', breed: 'Beagle', age: 3, profilePhoto: null },
  ownerName: 'Jane Doe',
  openSkills: 2,
  nextSession: '2026-12-01T15:00:00.000Z',
  lastReportCard: { id: 5, day: '2026-11-20', rating: 4 },
  reasons: ['booking'],
  ...overrides,
});

export const sampleSession = (overrides: Partial<TrainingSession> = {}): TrainingSession => ({
  id: 31,
  petId: 7,
  petName: 'Biscuit',
  trainerId: 2,
  trainerName: 'Sam Rivera',
  programId: null,
  programTitle: null,
  bookingId: null,
  date: '2026-11-20T15:00:00.000Z',
  duration: 45,
  notes: 'Worked on loose-leash walking',
  achievements: null,
  homework: null,
  createdAt: '2026-11-20T16:00:00.000Z',
  updatedAt: '2026-11-20T16:00:00.000Z',
  ...overrides,
});

export const sampleAssessment = (overrides: Partial<Assessment> = {}): Assessment => ({
  id: 41,
  petId: 7,
  petName: 'Biscuit',
  assessedBy: 2,
  assessorName: 'Sam Rivera',
  date: '2026-11-18T15:00:00.000Z',
  socialBehavior: 'Friendly with people',
  trainingProgress: null,
  issues: null,
  recommendations: null,
  scores: { sociabilityDogs: 3, sociabilityPeople: 5, focus: null, impulseControl: null, leashManners: null },
  createdAt: '2026-11-18T16:00:00.000Z',
  updatedAt: '2026-11-18T16:00:00.000Z',
  ...overrides,
});

export const sampleReportCard = (overrides: Partial<ReportCard> = {}): ReportCard => ({
  id: 51,
  petId: 7,
  petName: 'Biscuit',
  trainerId: 2,
  trainerName: 'Sam Rivera',
  sessionId: null,
  bookingId: null,
  day: '2026-11-20',
  workedOn: 'Recall in the park',
  rating: 4,
  notes: 'Came back every time',
  media: [],
  createdAt: '2026-11-20T17:00:00.000Z',
  ...overrides,
});

export const sampleTimelineEntry = (overrides: Partial<TimelineEntry> = {}): TimelineEntry => ({
  kind: 'session',
  at: '2026-11-20T15:00:00.000Z',
  title: 'Training session with Sam Rivera',
  summary: '45 minutes',
  id: 31,
  ...overrides,
});

export const sampleAnalytics = (overrides: Partial<TrainerAnalytics> = {}): TrainerAnalytics => ({
  bookingsByWeek: [{ week: '2026-11-16', bookings: 3, paidCents: 15000, refundedCents: 2500, netCents: 12500 }],
  occupancy: [{ night: '2026-11-24', pets: 4, capacity: 10 }],
  skills: [{ skillId: 3, name: 'Sit Stay', completed: 2, averageDaysToComplete: 6.5 }],
  sessionsByWeek: [{ week: '2026-11-16', sessions: 7 }],
  assessmentScores: [
    {
      petId: 7,
      petName: 'Biscuit',
      date: '2026-11-18',
      sociabilityDogs: 3,
      sociabilityPeople: 5,
      focus: 2,
      impulseControl: null,
      leashManners: 4,
    },
    {
      petId: 8,
      petName: 'Mia',
      date: '2026-11-19',
      sociabilityDogs: 1,
      sociabilityPeople: 2,
      focus: 3,
      impulseControl: 4,
      leashManners: 5,
    },
  ],
  ...overrides,
});
