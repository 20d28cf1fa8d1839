// The stay journal (decisions.md 60): entries staff and the pet's trainers log during a stay, their
// photos and videos, and the one digest a stay's owner gets per day.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { JOURNAL_KINDS, MEAL_AMOUNTS, type JournalKind, type MealAmount } from '../../../common/journal-schemas';
import { userRef } from './accounts';
import { bookingRef } from './bookings';
import { checkOneOf, createdAt, id, reference } from './columns';
import { petRef } from './pets';

/** What an entry said before its correction. */
export type JournalOriginal = { note: string | null; ate: MealAmount | null; given: boolean | null };

export const journalEntries = pgTable(
  'journal_entries',
  {
    id: id(),
    bookingId: bookingRef('booking_id', 'cascade').notNull(),
    petId: petRef('pet_id', 'cascade').notNull(),
    authorId: userRef('author_id', 'set null'),
    kind: text('kind').$type<JournalKind>().notNull(),
    ate: text('ate').$type<MealAmount>(),
    given: boolean('given'),
    /** The care instructions' medication (or meal time) the entry answers, for the board's due list. */
    medication: text('medication'),
    time: text('time'),
    note: text('note'),
    createdAt: createdAt(),
    correctedAt: timestamp('corrected_at', { withTimezone: true }),
    original: jsonb('original').$type<JournalOriginal>(),
  },
  (t) => [
    index('journal_entries_booking_idx').on(t.bookingId, t.createdAt),
    index('journal_entries_pet_idx').on(t.petId, t.createdAt),
    checkOneOf('journal_entries_kind_check', t.kind, JOURNAL_KINDS),
    checkOneOf('journal_entries_ate_check', t.ate, MEAL_AMOUNTS),
  ],
);

export const journalMedia = pgTable(
  'journal_media',
  {
    id: id(),
    entryId: reference('entry_id', () => journalEntries.id, 'cascade').notNull(),
    address: text('address').notNull().unique(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('journal_media_entry_idx').on(t.entryId)],
);

/** One digest per stay per business day, at most: the row is taken in the transaction that sends it. */
export const journalDigests = pgTable(
  'journal_digests',
  {
    bookingId: bookingRef('booking_id', 'cascade').notNull(),
    day: text('day').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [uniqueIndex('journal_digests_booking_day_idx').on(t.bookingId, t.day)],
);
