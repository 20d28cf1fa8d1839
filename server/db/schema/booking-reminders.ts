// The reminder an owner gets the day before a booking (decisions.md 65): one row per booking,
// taken in the transaction that sends it, so however many runs or instances there are, a booking
// is reminded once.
import { pgTable } from 'drizzle-orm/pg-core';
import { bookingRef } from './bookings';
import { timestamptz } from './columns';

export const bookingReminders = pgTable('booking_reminders', {
  bookingId: bookingRef('booking_id', 'cascade').primaryKey(),
  sentAt: timestamptz('sent_at').notNull().defaultNow(),
});
