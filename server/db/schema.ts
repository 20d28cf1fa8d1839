// The database schema: every entity of SPEC section 3 plus sessions, password reset tokens,
// program enrolments (DESIGN decision 5) and payment intents. Money is integer cents.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { NotificationType } from '../../common/notification-types';
import type { PetType } from '../../common/pet-schemas';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    password: text('password').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    isTrainer: boolean('is_trainer').notNull().default(false),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);

export const pets = pgTable(
  'pets',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    petType: text('pet_type').$type<PetType>().notNull().default('dog'),
    breed: text('breed').notNull(),
    age: integer('age'),
    size: text('size'),
    temperament: text('temperament'),
    dietaryNeeds: text('dietary_needs'),
    medicalConditions: text('medical_conditions'),
    vaccinationStatus: text('vaccination_status'),
    profilePhoto: text('profile_photo'),
    // Pets with bookings are archived, not deleted, so payment history stays intact.
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('pets_owner_id_idx').on(t.ownerId),
    // Serving an uploaded photo finds its pet by address.
    index('pets_profile_photo_idx').on(t.profilePhoto),
    check('pets_pet_type_check', sql`${t.petType} in ('dog', 'cat', 'small_animal')`),
    check('pets_age_check', sql`${t.age} is null or (${t.age} >= 0 and ${t.age} <= 100)`),
  ],
);

export const vetRecords = pgTable(
  'vet_records',
  {
    id: serial('id').primaryKey(),
    petId: integer('pet_id')
      .notNull()
      .references(() => pets.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    vetName: text('vet_name'),
    recordType: text('record_type'),
    notes: text('notes'),
    nextAppointmentDate: date('next_appointment_date', { mode: 'string' }),
    attachments: jsonb('attachments').$type<string[]>(),
    visitDate: date('visit_date', { mode: 'string' }),
    veterinarian: text('veterinarian'),
    clinicName: text('clinic_name'),
    diagnosis: text('diagnosis'),
    treatment: text('treatment'),
    medications: text('medications'),
    vaccinations: text('vaccinations'),
    labResults: text('lab_results'),
    followUpDate: date('follow_up_date', { mode: 'string' }),
    documents: jsonb('documents').$type<string[]>(),
    createdAt: createdAt(),
  },
  (t) => [index('vet_records_pet_id_idx').on(t.petId)],
);

export const trainingPrograms = pgTable(
  'training_programs',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    difficulty: text('difficulty').notNull().default('beginner'),
    durationWeeks: integer('duration_weeks').notNull().default(4),
    price: integer('price').notNull().default(9900),
    thumbnail: text('thumbnail'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    prerequisites: jsonb('prerequisites').$type<unknown[]>().notNull().default([]),
    equipment: jsonb('equipment').$type<unknown[]>().notNull().default([]),
    breedRecommendations: jsonb('breed_recommendations').$type<unknown[]>().notNull().default([]),
    published: boolean('published').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('training_programs_created_by_idx').on(t.createdBy),
    check('training_programs_difficulty_check', sql`${t.difficulty} in ('beginner', 'intermediate', 'advanced')`),
    check('training_programs_duration_check', sql`${t.durationWeeks} >= 1`),
    check('training_programs_price_check', sql`${t.price} >= 0`),
  ],
);

export const programEnrollments = pgTable(
  'program_enrollments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    petId: integer('pet_id')
      .notNull()
      .references(() => pets.id, { onDelete: 'cascade' }),
    programId: integer('program_id')
      .notNull()
      .references(() => trainingPrograms.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('program_enrollments_pet_program_key').on(t.petId, t.programId),
    index('program_enrollments_user_id_idx').on(t.userId),
    index('program_enrollments_program_id_idx').on(t.programId),
  ],
);

export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    petId: integer('pet_id')
      .notNull()
      .references(() => pets.id, { onDelete: 'restrict' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trainerId: integer('trainer_id').references(() => users.id, { onDelete: 'set null' }),
    programId: integer('program_id').references(() => trainingPrograms.id, { onDelete: 'set null' }),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('pending'),
    paymentStatus: text('payment_status').notNull().default('unpaid'),
    notes: text('notes'),
    totalPrice: integer('total_price').notNull(),
    serviceType: text('service_type').notNull().default('boarding'),
    numPets: integer('num_pets').notNull().default(1),
    additionalPetIds: integer('additional_pet_ids').array().notNull().default(sql`'{}'::integer[]`),
    stripePaymentIntentId: text('stripe_payment_intent_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('bookings_owner_id_idx').on(t.ownerId),
    index('bookings_pet_id_idx').on(t.petId),
    index('bookings_trainer_id_idx').on(t.trainerId),
    index('bookings_service_start_idx').on(t.serviceType, t.startDate),
    check('bookings_status_check', sql`${t.status} in ('pending', 'confirmed', 'cancelled', 'completed')`),
    check('bookings_payment_status_check', sql`${t.paymentStatus} in ('unpaid', 'pending', 'paid', 'refunded')`),
    check('bookings_service_type_check', sql`${t.serviceType} in ('boarding', 'daycare', 'training')`),
    check('bookings_total_price_check', sql`${t.totalPrice} >= 0`),
    check('bookings_num_pets_check', sql`${t.numPets} >= 1`),
    check('bookings_dates_check', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

// One payment intent per booking, whichever provider (Stripe or the built-in sandbox) made it.
export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: text('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    clientSecret: text('client_secret').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    check('payment_intents_amount_check', sql`${t.amount} >= 0`),
    check('payment_intents_provider_check', sql`${t.provider} in ('stripe', 'sandbox')`),
  ],
);

export const trainingSessions = pgTable(
  'training_sessions',
  {
    id: serial('id').primaryKey(),
    petId: integer('pet_id')
      .notNull()
      .references(() => pets.id, { onDelete: 'cascade' }),
    trainerId: integer('trainer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    programId: integer('program_id').references(() => trainingPrograms.id, { onDelete: 'set null' }),
    date: timestamp('date', { withTimezone: true }).notNull(),
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
    id: serial('id').primaryKey(),
    petId: integer('pet_id')
      .notNull()
      .references(() => pets.id, { onDelete: 'cascade' }),
    assessedBy: integer('assessed_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: timestamp('date', { withTimezone: true }).notNull(),
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

export const trainingSkills = pgTable(
  'training_skills',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    minimumNights: integer('minimum_nights').notNull().default(1),
    price: integer('price').notNull(),
    published: boolean('published').notNull().default(true),
    steps: jsonb('steps').$type<string[]>().notNull(),
    videoUrl: text('video_url'),
    thumbnail: text('thumbnail'),
    createdAt: createdAt(),
  },
  (t) => [
    index('training_skills_category_idx').on(t.category),
    check('training_skills_price_check', sql`${t.price} >= 0`),
    check('training_skills_minimum_nights_check', sql`${t.minimumNights} >= 0`),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    petId: integer('pet_id')
      .notNull()
      .references(() => pets.id, { onDelete: 'cascade' }),
    skillId: integer('skill_id')
      .notNull()
      .references(() => trainingSkills.id, { onDelete: 'restrict' }),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('in_cart'),
    createdAt: createdAt(),
  },
  (t) => [
    index('cart_items_user_id_idx').on(t.userId),
    index('cart_items_pet_id_idx').on(t.petId),
    index('cart_items_booking_id_idx').on(t.bookingId),
    check('cart_items_status_check', sql`${t.status} in ('in_cart', 'purchased')`),
  ],
);

export const skillProgress = pgTable(
  'skill_progress',
  {
    id: serial('id').primaryKey(),
    cartItemId: integer('cart_item_id')
      .notNull()
      .unique()
      .references(() => cartItems.id, { onDelete: 'cascade' }),
    // Null while no trainer exists; the first trainer to register picks it up.
    trainerId: integer('trainer_id').references(() => users.id, { onDelete: 'set null' }),
    currentStep: integer('current_step').notNull().default(0),
    completed: boolean('completed').notNull().default(false),
    notes: text('notes'),
    videoProof: text('video_proof'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('skill_progress_trainer_id_idx').on(t.trainerId),
    check('skill_progress_current_step_check', sql`${t.currentStep} >= 0`),
  ],
);

export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description'),
    url: text('url').notNull(),
    thumbnail: text('thumbnail'),
    duration: integer('duration'),
    type: text('type').notNull().default('youtube'),
    programId: integer('program_id').references(() => trainingPrograms.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    published: boolean('published').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('videos_program_id_idx').on(t.programId), index('videos_created_by_idx').on(t.createdBy)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<NotificationType>().notNull().default('info'),
    title: text('title').notNull(),
    message: text('message').notNull(),
    isRead: boolean('is_read').notNull().default(false),
    data: jsonb('data').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    check('notifications_type_check', sql`${t.type} in ('info', 'success', 'warning', 'error')`),
  ],
);
