// Training programs (curriculum JSON, decisions.md 40 "Program JSON") and the pets enrolled in them
// (decisions.md 5).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { DIFFICULTIES, ENROLLMENT_PAYMENT_STATUSES, type Difficulty, type EnrollmentPaymentStatus } from '../../../common/program-choices';
import type { BreedRecommendation, DescribedItem, Equipment, ProgramContent } from '../../../common/program-content-schema';
import { userRef } from './accounts';
import { checkOneOf, createdAt, id, reference, timestamptz, updatedAt, type OnDelete } from './columns';
import { petRef } from './pets';

export const trainingPrograms = pgTable(
  'training_programs',
  {
    id: id(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    difficulty: text('difficulty').$type<Difficulty>().notNull().default('beginner'),
    durationWeeks: integer('duration_weeks').notNull().default(4),
    price: integer('price').notNull().default(9900),
    thumbnail: text('thumbnail'),
    createdBy: userRef('created_by', 'restrict').notNull(),
    // Breed suitability lives inside the content JSON, so it has no column or CHECK of its own.
    content: jsonb('content').$type<ProgramContent>().notNull(),
    prerequisites: jsonb('prerequisites').$type<DescribedItem[]>().notNull().default([]),
    equipment: jsonb('equipment').$type<Equipment[]>().notNull().default([]),
    breedRecommendations: jsonb('breed_recommendations').$type<BreedRecommendation[]>().notNull().default([]),
    published: boolean('published').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('training_programs_created_by_idx').on(t.createdBy),
    checkOneOf('training_programs_difficulty_check', t.difficulty, DIFFICULTIES),
    check('training_programs_duration_check', sql`${t.durationWeeks} >= 1`),
    check('training_programs_price_check', sql`${t.price} >= 0`),
  ],
);

/** A column pointing at a training program, e.g. `programRef('program_id', 'set null')`. */
export function programRef(name: string, onDelete: OnDelete) {
  return reference(name, () => trainingPrograms.id, onDelete);
}

/**
 * Published versions (decisions.md 13): each publish of a program stores an immutable copy of
 * what owners see, numbered 1, 2, ... per program. An enrolment points at the version it started
 * with, so editing a published program never changes the curriculum under an enrolled pet.
 */
export const programVersions = pgTable(
  'program_versions',
  {
    id: id(),
    programId: programRef('program_id', 'cascade').notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    difficulty: text('difficulty').$type<Difficulty>().notNull(),
    durationWeeks: integer('duration_weeks').notNull(),
    price: integer('price').notNull(),
    thumbnail: text('thumbnail'),
    content: jsonb('content').$type<ProgramContent>().notNull(),
    prerequisites: jsonb('prerequisites').$type<DescribedItem[]>().notNull(),
    equipment: jsonb('equipment').$type<Equipment[]>().notNull(),
    breedRecommendations: jsonb('breed_recommendations').$type<BreedRecommendation[]>().notNull(),
    publishedAt: timestamptz('published_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('program_versions_program_version_key').on(t.programId, t.version),
    checkOneOf('program_versions_difficulty_check', t.difficulty, DIFFICULTIES),
  ],
);

export const programEnrollments = pgTable(
  'program_enrollments',
  {
    id: id(),
    userId: userRef('user_id', 'cascade').notNull(),
    petId: petRef('pet_id', 'cascade').notNull(),
    programId: programRef('program_id', 'cascade').notNull(),
    /** The published version the pet follows (decision 13). */
    programVersionId: reference('program_version_id', () => programVersions.id, 'restrict').notNull(),
    /** Issue 31: free at once, or pending until its intent succeeds; rows from before are free. */
    paymentStatus: text('payment_status').$type<EnrollmentPaymentStatus>().notNull().default('free'),
    /** The program's price when the pet enrolled, in cents (0 for a free program). */
    priceCents: integer('price_cents').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    // One live enrolment per pet and program; a withdrawn (refunded) one stays as the payment's
    // record and does not stop the pet enrolling again.
    uniqueIndex('program_enrollments_pet_program_key')
      .on(t.petId, t.programId)
      .where(sql`${t.paymentStatus} <> 'refunded'`),
    checkOneOf('program_enrollments_payment_status_check', t.paymentStatus, ENROLLMENT_PAYMENT_STATUSES),
    check('program_enrollments_price_check', sql`${t.priceCents} >= 0`),
    index('program_enrollments_user_id_idx').on(t.userId),
    index('program_enrollments_program_id_idx').on(t.programId),
  ],
);
