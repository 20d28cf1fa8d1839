// The trainer workspace's wire shapes (TRAINER-CONTRACT), until common/trainer-schemas.ts lands.
export type ClientPet = {
  pet: { id: number; name: string; petType: 'dog' | 'cat' | 'small_animal'; breed: string; age: number | null; profilePhoto: string | null };
  ownerName: string;
  openSkills: number;
  nextSession: string | null;
  lastReportCard: { id: number; day: string; rating: number } | null;
  reasons: ('booking' | 'skill' | 'program')[];
};

export type TrainingSession = {
  id: number;
  petId: number;
  petName: string;
  trainerId: number;
  trainerName: string;
  programId: number | null;
  programTitle: string | null;
  bookingId: number | null;
  date: string;
  duration: number;
  notes: string | null;
  achievements: string | null;
  homework: string | null;
  createdAt: string;
  updatedAt: string;
};

export const SCORE_KEYS = ['sociabilityDogs', 'sociabilityPeople', 'focus', 'impulseControl', 'leashManners'] as const;
export type ScoreKey = (typeof SCORE_KEYS)[number];
export type Scores = Record<ScoreKey, number | null>;

export type Assessment = {
  id: number;
  petId: number;
  petName: string;
  assessedBy: number;
  assessorName: string;
  date: string;
  socialBehavior: string | null;
  trainingProgress: string | null;
  issues: string | null;
  recommendations: string | null;
  scores: Scores;
  createdAt: string;
  updatedAt: string;
};

export type ReportCardMedia = { id: number; address: string; contentType: string };

export type ReportCard = {
  id: number;
  petId: number;
  petName: string;
  trainerId: number;
  trainerName: string;
  sessionId: number | null;
  bookingId: number | null;
  day: string;
  workedOn: string;
  rating: number;
  notes: string | null;
  media: ReportCardMedia[];
  createdAt: string;
};

export type TimelineKind = 'session' | 'assessment' | 'report_card' | 'skill_step' | 'vet_visit' | 'booking';
export type TimelineEntry = { kind: TimelineKind; at: string; title: string; summary: string; id: number; link?: string };

export type AssessmentScorePoint = { petId: number; petName: string; date: string } & Scores;

export type TrainerAnalytics = {
  bookingsByWeek: { week: string; bookings: number; paidCents: number; refundedCents: number; netCents: number }[];
  occupancy: { night: string; pets: number; capacity: number }[];
  skills: { skillId: number; name: string; completed: number; averageDaysToComplete: number | null }[];
  sessionsByWeek: { week: string; sessions: number }[];
  assessmentScores: AssessmentScorePoint[];
};

export type ProgressSummary = { skills: { name: string; percent: number; completed: boolean }[]; assessmentScores: AssessmentScorePoint[] };

export type SessionInput = {
  date: string;
  duration: number;
  programId: number | null;
  notes: string;
  achievements: string;
  homework: string;
};

export type AssessmentInput = {
  date: string;
  socialBehavior: string;
  trainingProgress: string;
  issues: string;
  recommendations: string;
} & Scores;

export type ReportCardInput = { day: string; workedOn: string; rating: number; notes: string; sessionId?: number | null };

export const REPORT_CARD_MEDIA_FIELD = 'file';
