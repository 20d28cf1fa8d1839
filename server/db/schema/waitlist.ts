// The waitlist (decisions.md 67): an owner's request for a full boarding stay or training slot. An
// entry waits, is offered a freed place (held for it until `held_until`, counted against capacity
// while held), and ends claimed (with the booking), expired or cancelled.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { WAITLIST_SERVICES, WAITLIST_STATUSES, type WaitlistService, type WaitlistStatus } from '../../../common/waitlist-schemas';
import { userRef } from './accounts';
import { bookingRef } from './bookings';
import { checkOneOf, createdAt, id, timestamptz } from './columns';

export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: id(),
    ownerId: userRef('owner_id', 'cascade').notNull(),
    serviceType: text('service_type').$type<WaitlistService>().notNull(),
    /** The pets, the first one the booking's primary pet (a pet deleted later leaves the entry to expire). */
    petIds: integer('pet_ids').array().notNull(),
    startDate: timestamptz('start_date').notNull(),
    endDate: timestamptz('end_date').notNull(),
    /** The trainer asked for (training only); null: any trainer. */
    trainerId: userRef('trainer_id', 'cascade'),
    status: text('status').$type<WaitlistStatus>().notNull().default('waiting'),
    offeredAt: timestamptz('offered_at'),
    heldUntil: timestamptz('held_until'),
    /** The trainer whose hour is held for this offer (training). */
    heldTrainerId: userRef('held_trainer_id', 'set null'),
    bookingId: bookingRef('booking_id', 'set null'),
    createdAt: createdAt(),
  },
  (t) => [
    // Offers go in request order among the entries still open.
    index('waitlist_entries_status_created_idx').on(t.status, t.createdAt, t.id),
    index('waitlist_entries_owner_idx').on(t.ownerId, t.createdAt),
    checkOneOf('waitlist_entries_service_type_check', t.serviceType, WAITLIST_SERVICES),
    checkOneOf('waitlist_entries_status_check', t.status, WAITLIST_STATUSES),
    check('waitlist_entries_dates_check', sql`${t.endDate} >= ${t.startDate}`),
    check('waitlist_entries_pets_check', sql`cardinality(${t.petIds}) >= 1`),
  ],
);
