// Bookings (boarding, daycare, training) and the payment intent that pays each one.
// Money is integer cents.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  BOOKING_STATUSES,
  PAYMENT_INTENT_STATUSES,
  PAYMENT_PROVIDERS,
  PAYMENT_PURPOSES,
  PAYMENT_STATUSES,
  SERVICE_TYPES,
  STAY_CHECK_KINDS,
  type BookingStatus,
  type PaymentIntentStatus,
  type PaymentProvider,
  type PaymentPurpose,
  type PaymentStatus,
  type ServiceType,
  type StayCheckKind,
} from '../../../common/booking-choices';
import type { BookingTerms } from '../../../common/pricing';
import { FEE_KINDS } from '../../../common/cancellation-policy';
import { userRef } from './accounts';
import { savedCards } from './payment-methods';
import { checkOneOf, createdAt, id, reference, timestamptz, updatedAt, type OnDelete } from './columns';
import { petRef } from './pets';
import { programEnrollments, programRef } from './programs';

/**
 * A recurring booking (decisions.md 68): "repeat weekly on ... until ...". Its occurrences are
 * ordinary bookings that name it; it keeps what was asked so the owner can see and cancel it.
 */
export const bookingSeries = pgTable(
  'booking_series',
  {
    id: id(),
    ownerId: userRef('owner_id', 'cascade').notNull(),
    serviceType: text('service_type').$type<ServiceType>().notNull(),
    /** Days of the week it repeats on, 0 = Sunday .. 6 = Saturday, in the business time zone. */
    weekdays: integer('weekdays').array().notNull(),
    /** The last day ('YYYY-MM-DD') an occurrence may fall on. */
    until: text('until').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('booking_series_owner_idx').on(t.ownerId), checkOneOf('booking_series_service_type_check', t.serviceType, SERVICE_TYPES)],
);

export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    petId: petRef('pet_id', 'restrict').notNull(),
    ownerId: userRef('owner_id', 'cascade').notNull(),
    trainerId: userRef('trainer_id', 'set null'),
    programId: programRef('program_id', 'set null'),
    startDate: timestamptz('start_date').notNull(),
    endDate: timestamptz('end_date').notNull(),
    status: text('status').$type<BookingStatus>().notNull().default('pending'),
    paymentStatus: text('payment_status').$type<PaymentStatus>().notNull().default('unpaid'),
    notes: text('notes'),
    totalPrice: integer('total_price').notNull(),
    serviceType: text('service_type').$type<ServiceType>().notNull().default('boarding'),
    numPets: integer('num_pets').notNull().default(1),
    additionalPetIds: integer('additional_pet_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /**
     * The intent that pays it: its own, or its series' one checkout (decisions.md 68), which is how
     * a series intent knows the occurrences it covers.
     */
    stripePaymentIntentId: text('stripe_payment_intent_id'),
    /** The recurring booking it is an occurrence of (decisions.md 68), if any. */
    seriesId: integer('series_id').references(() => bookingSeries.id, { onDelete: 'set null' }),
    /**
     * Vaccines that were missing or expired when it was booked under VACCINE_POLICY=warn
     * ('Rex: Rabies expired'), for staff to check at drop-off; null when none.
     */
    vaccinationWarnings: jsonb('vaccination_warnings').$type<string[]>(),
    /**
     * The business's terms when it was booked (decisions.md 18): its rate and multi-pet discount,
     * and the refund window. A later change in the settings never changes this booking.
     */
    terms: jsonb('terms').$type<BookingTerms>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // A person's list in its own order (start, id), a page at a time, however long their history.
    index('bookings_owner_start_idx').on(t.ownerId, t.startDate, t.id),
    index('bookings_pet_id_idx').on(t.petId),
    index('bookings_series_idx').on(t.seriesId),
    index('bookings_payment_intent_idx').on(t.stripePaymentIntentId),
    // The pets a booking names beside the primary one (`additional_pet_ids @> array[pet]`).
    // fastupdate off: with it on, new entries wait in a pending list that every read scans
    // until a vacuum merges it, and a pet's timeline at 100,000 bookings spent 15 of its 17 ms
    // there. Bookings are written far less often than pets' pages are read.
    index('bookings_additional_pet_ids_idx').using('gin', t.additionalPetIds).with({ fastupdate: false }),
    index('bookings_trainer_start_idx').on(t.trainerId, t.startDate),
    index('bookings_service_start_idx').on(t.serviceType, t.startDate),
    // Capacity and occupancy ask for stays that end after a day: with only the start indexed,
    // that reads every past stay, and the past is what grows.
    index('bookings_service_end_idx').on(t.serviceType, t.endDate),
    // The day board and the reports (decisions.md 57, 58) ask for bookings in some states that end
    // after a day: with it they read the day's or the range's bookings, not the whole history.
    index('bookings_status_end_idx').on(t.status, t.endDate),
    checkOneOf('bookings_status_check', t.status, BOOKING_STATUSES),
    checkOneOf('bookings_payment_status_check', t.paymentStatus, PAYMENT_STATUSES),
    checkOneOf('bookings_service_type_check', t.serviceType, SERVICE_TYPES),
    check('bookings_total_price_check', sql`${t.totalPrice} >= 0`),
    check('bookings_num_pets_check', sql`${t.numPets} >= 1`),
    check('bookings_dates_check', sql`${t.endDate} >= ${t.startDate}`),
  ],
);

/** A column pointing at a booking, e.g. `bookingRef('booking_id', 'set null')`. */
export function bookingRef(name: string, onDelete: OnDelete) {
  return reference(name, () => bookings.id, onDelete);
}

// A booking's payment intents, whichever provider (Stripe or the built-in sandbox) made them: one
// for the whole price, or a deposit and then its balance (decisions.md 71); or one for a series'
// unpaid occurrences together (decisions.md 68): exactly one of booking and series is set. A
// booking has at most one open (not succeeded, not cancelled) intent at a time.
export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: text('id').primaryKey(),
    bookingId: bookingRef('booking_id', 'cascade'),
    /** What it pays: the whole price, the deposit, or the balance after a deposit. */
    purpose: text('purpose').$type<PaymentPurpose>().notNull().default('full'),
    seriesId: integer('series_id').references(() => bookingSeries.id, { onDelete: 'cascade' }),
    /** A paid program enrolment's one intent (issue 31). */
    enrollmentId: reference('enrollment_id', () => programEnrollments.id, 'cascade').unique(),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    clientSecret: text('client_secret').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status').$type<PaymentIntentStatus>().notNull(),
    // Only the card's brand and last four digits are ever kept (never the number or CVC).
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** The owner asked to save the card that pays it (decisions.md 70): saved when it succeeds. */
    saveCard: boolean('save_card').notNull().default(false),
    /** The saved card it was paid with, or the card saved from it (decisions.md 70). */
    savedCardId: integer('saved_card_id').references(() => savedCards.id, { onDelete: 'set null' }),
    paidAt: timestamptz('paid_at'),
    updatedAt: updatedAt(),
    createdAt: createdAt(),
  },
  (t) => [
    // The revenue report (decisions.md 58) sums the payments of a range of days.
    index('payment_intents_paid_at_idx').on(t.paidAt),
    check('payment_intents_amount_check', sql`${t.amount} >= 0`),
    // Exactly one owner: a booking, a recurring booking's checkout, or a program enrolment.
    check('payment_intents_owner_check', sql`num_nonnulls(${t.bookingId}, ${t.seriesId}, ${t.enrollmentId}) = 1`),
    index('payment_intents_series_idx').on(t.seriesId),
    index('payment_intents_booking_idx').on(t.bookingId),
    // One open intent per booking: two requests can never both ask the owner for the same money.
    uniqueIndex('payment_intents_open_booking_idx')
      .on(t.bookingId)
      .where(sql`${t.bookingId} is not null and ${t.status} not in ('succeeded', 'canceled')`),
    checkOneOf('payment_intents_purpose_check', t.purpose, PAYMENT_PURPOSES),
    checkOneOf('payment_intents_provider_check', t.provider, PAYMENT_PROVIDERS),
    checkOneOf('payment_intents_status_check', t.status, PAYMENT_INTENT_STATUSES),
  ],
);

// A paid booking is refunded at most once per intent that paid it (a deposit and its balance are two):
// the unique (intent, booking) decides a race. The owner's own cancel refunds in full (by_user_id and
// reason empty); staff cancelling at the desk may refund part or none of it, and say why (decisions.md 61).
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: text('id').primaryKey(),
    bookingId: bookingRef('booking_id', 'cascade'),
    /** A withdrawn paid enrolment's refund (issue 31): exactly one of booking_id and enrollment_id. */
    enrollmentId: reference('enrollment_id', () => programEnrollments.id, 'cascade').unique(),
    paymentIntentId: text('payment_intent_id')
      .notNull()
      .references(() => paymentIntents.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    /** Staff who refunded it at the desk; null when the owner cancelled it themself. */
    byUserId: userRef('by_user_id', 'set null'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    // The revenue report (decisions.md 58) takes off the refunds of a range of days.
    index('payment_refunds_created_at_idx').on(t.createdAt),
    uniqueIndex('payment_refunds_intent_booking_idx').on(t.paymentIntentId, t.bookingId),
    index('payment_refunds_booking_idx').on(t.bookingId),
    check('payment_refunds_amount_check', sql`${t.amount} >= 0`),
    check('payment_refunds_owner_check', sql`num_nonnulls(${t.bookingId}, ${t.enrollmentId}) = 1`),
  ],
);

/**
 * Stripe webhook events already handled, by event id: Stripe delivers at least once and may
 * resend, so each event is acted on once (the insert is the claim).
 */
export const stripeWebhookEvents = pgTable('stripe_webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  createdAt: createdAt(),
});

/**
 * The front desk's record of a booking (decisions.md 55): its check-in and check-out (when, by whom,
 * belongings, a note, and what staff confirmed despite a warning: an unpaid balance, missing
 * vaccinations), or that the pet never came. One row per kind per booking.
 */
export const stayChecks = pgTable(
  'stay_checks',
  {
    id: id(),
    bookingId: reference('booking_id', () => bookings.id, 'cascade').notNull(),
    kind: text('kind').$type<StayCheckKind>().notNull(),
    byUserId: userRef('by_user_id', 'set null'),
    belongings: text('belongings'),
    note: text('note'),
    confirmed: text('confirmed')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('stay_checks_booking_kind_idx').on(t.bookingId, t.kind),
    checkOneOf('stay_checks_kind_check', t.kind, STAY_CHECK_KINDS),
  ],
);

/**
 * Staff's own notes on a booking (decisions.md 61): plain text with its author and time, read at the
 * desk and never shown to the owner. Kept, never edited.
 */
export const bookingStaffNotes = pgTable(
  'booking_staff_notes',
  {
    id: id(),
    bookingId: reference('booking_id', () => bookings.id, 'cascade').notNull(),
    authorId: userRef('author_id', 'set null'),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('booking_staff_notes_booking_idx').on(t.bookingId, t.id)],
);

/**
 * Fees a booking kept under the cancellation policy (decisions.md 73): a late cancellation's or a
 * no-show's, at most one of each. `by_user_id`: staff who cancelled or marked it (null when the owner
 * cancelled); `reason`: set when staff chose the amount instead of the policy's.
 */
export const bookingFees = pgTable(
  'booking_fees',
  {
    id: id(),
    bookingId: bookingRef('booking_id', 'cascade').notNull(),
    kind: text('kind', { enum: FEE_KINDS }).notNull(),
    amount: integer('amount').notNull(),
    byUserId: userRef('by_user_id', 'set null'),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('booking_fees_booking_kind_idx').on(t.bookingId, t.kind),
    checkOneOf('booking_fees_kind_check', t.kind, FEE_KINDS),
    check('booking_fees_amount_check', sql`${t.amount} >= 0`),
  ],
);
