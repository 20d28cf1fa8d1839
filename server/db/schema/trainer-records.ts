// What trainers record about the pets they work with: sessions, behaviour assessments and
// training videos.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { userRef } from './accounts';
import { bookingRef } from './bookings';
import { createdAt, id, reference, timestamptz, updatedAt } from './columns';
import { petRef } from './pets';
import { programRef } from './programs';

/** The assessment scores' column names (each 1-5 or empty). */
const ASSESSMENT_SCORE_COLUMNS = ['sociability_dogs', 'sociability_people', 'focus', 'impulse_control', 'leash_manners'] as const;

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
    /** The training booking this session was logged from (one log per booking). */
    bookingId: bookingRef('booking_id', 'set null').unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('training_sessions_pet_id_idx').on(t.petId),
    // The trainer's sessions newest first, and per week in analytics.
    index('training_sessions_trainer_date_idx').on(t.trainerId, t.date, t.id),
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
    // Structured scores, 1 (needs a lot of work) to 5 (excellent), so progress can be charted.
    sociabilityDogs: integer('sociability_dogs'),
    sociabilityPeople: integer('sociability_people'),
    focus: integer('focus'),
    impulseControl: integer('impulse_control'),
    leashManners: integer('leash_manners'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('behavior_assessments_pet_id_idx').on(t.petId),
    index('behavior_assessments_assessed_by_idx').on(t.assessedBy),
    ...ASSESSMENT_SCORE_COLUMNS.map((name) =>
      check(`behavior_assessments_${name}_check`, sql`${sql.identifier(name)} is null or ${sql.identifier(name)} between 1 and 5`),
    ),
  ],
);

/**
 * A report card a trainer sends an owner after a session or a stay day: what was worked on, how
 * it went (1-5), notes, and photos or a short video (report_card_media).
 */
export const reportCards = pgTable(
  'report_cards',
  {
    id: id(),
    petId: petRef('pet_id', 'cascade').notNull(),
    trainerId: userRef('trainer_id', 'cascade').notNull(),
    sessionId: reference('session_id', () => trainingSessions.id, 'set null'),
    bookingId: bookingRef('booking_id', 'set null'),
    /** The day it reports on (YYYY-MM-DD). */
    day: date('day', { mode: 'string' }).notNull(),
    workedOn: text('worked_on').notNull(),
    rating: integer('rating').notNull(),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('report_cards_pet_id_idx').on(t.petId),
    index('report_cards_trainer_id_idx').on(t.trainerId),
    check('report_cards_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

/** Photos and videos attached to a report card, by upload address ('/uploads/report-cards/...'). */
export const reportCardMedia = pgTable(
  'report_card_media',
  {
    id: id(),
    reportCardId: reference('report_card_id', () => reportCards.id, 'cascade').notNull(),
    address: text('address').notNull().unique(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('report_card_media_report_card_idx').on(t.reportCardId)],
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
