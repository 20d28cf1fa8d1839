// What trainers record about the pets they work with: sessions, behaviour assessments and
// training videos.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { userRef } from './accounts';
import { createdAt, id, timestamptz } from './columns';
import { petRef } from './pets';
import { programRef } from './programs';

export const trainingSessions = pgTable(
  'training_sessions',
  {
    id: id(),
    petId: petRef('pet_id', 'cascade').notNull(),
    trainerId: userRef('trainer_id', 'cascade').notNull(),
    programId: programRef('program_id', 'set null'),
    date: timestamptz('date').notNull(),
    duration: integer('duration').notNull(),
    notes: text('notes'),
    achievements: text('achievements'),
    homework: text('homework'),
    createdAt: createdAt(),
  },
  (t) => [
    index('training_sessions_pet_id_idx').on(t.petId),
    index('training_sessions_trainer_id_idx').on(t.trainerId),
    check('training_sessions_duration_check', sql`${t.duration} > 0`),
  ],
);

export const behaviorAssessments = pgTable(
  'behavior_assessments',
  {
    id: id(),
    petId: petRef('pet_id', 'cascade').notNull(),
    assessedBy: userRef('assessed_by', 'cascade').notNull(),
    date: timestamptz('date').notNull(),
    socialBehavior: text('social_behavior'),
    trainingProgress: text('training_progress'),
    issues: text('issues'),
    recommendations: text('recommendations'),
    createdAt: createdAt(),
  },
  (t) => [
    index('behavior_assessments_pet_id_idx').on(t.petId),
    index('behavior_assessments_assessed_by_idx').on(t.assessedBy),
  ],
);

export const videos = pgTable(
  'videos',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description'),
    url: text('url').notNull(),
    thumbnail: text('thumbnail'),
    duration: integer('duration'),
    type: text('type').notNull().default('youtube'),
    programId: programRef('program_id', 'cascade'),
    createdBy: userRef('created_by', 'cascade').notNull(),
    published: boolean('published').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('videos_program_id_idx').on(t.programId), index('videos_created_by_idx').on(t.createdBy)],
);
