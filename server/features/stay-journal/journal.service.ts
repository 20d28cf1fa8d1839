// The stay journal (decisions.md 60): staff and the pet's trainers log meals, medications, potty,
// play, rest and notes while a stay is under way; the owner reads it live. Entries are corrected by
// their author within an hour and never deleted: a correction keeps what was first written.
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  JOURNAL_CORRECTION_MINUTES,
  kindFieldProblems,
  type JournalCorrection,
  type JournalEntryInput,
} from '../../../common/journal-schemas';
import type { Db, Tx } from '../../db/client';
import { journalEntries, journalMedia, pets, users } from '../../db/schema';
import type { AppDeps } from '../../platform/app-deps';
import type { SessionUser } from '../../platform/auth-guard';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import { personNameSql } from '../../platform/person-name';
import { signalJournal } from '../../platform/realtime/journal-signal';
import { readableStay, requireJournalWriter, writableStay, type StayRow } from './journal-access';

type EntryRow = typeof journalEntries.$inferSelect;
const MINUTE_MS = 60 * 1000;

export const ONLY_AUTHOR_CORRECTS_MESSAGE = 'Only the person who wrote an entry can correct it.';
export const CORRECTION_TOO_LATE_MESSAGE = `Entries can be corrected within ${JOURNAL_CORRECTION_MINUTES} minutes of writing them.`;
const ENTRY_LABEL = 'The journal entry';

/**
 * The entries of some stays, oldest first, with pet, author and media. `media: false` when the caller
 * knows the entries have none (one its own transaction has just written), which saves reading them.
 */
export async function journalEntryViews(
  db: Db | Tx,
  where: { bookingIds: number[] } | { entryIds: number[] },
  { media: withMedia = true } = {},
) {
  const condition =
    'bookingIds' in where ? inArray(journalEntries.bookingId, where.bookingIds) : inArray(journalEntries.id, where.entryIds);
  const ids = 'bookingIds' in where ? where.bookingIds : where.entryIds;
  if (ids.length === 0) return [];
  const rows = await db
    .select({ entry: journalEntries, petName: pets.name, authorName: personNameSql(users) })
    .from(journalEntries)
    .innerJoin(pets, eq(pets.id, journalEntries.petId))
    .leftJoin(users, eq(users.id, journalEntries.authorId))
    .where(condition)
    .orderBy(asc(journalEntries.createdAt), asc(journalEntries.id));
  const media =
    rows.length && withMedia
      ? await db
          .select()
          .from(journalMedia)
          .where(
            inArray(
              journalMedia.entryId,
              rows.map((row) => row.entry.id),
            ),
          )
          .orderBy(asc(journalMedia.id))
      : [];
  return rows.map(({ entry, petName, authorName }) => ({
    id: entry.id,
    bookingId: entry.bookingId,
    petId: entry.petId,
    petName,
    kind: entry.kind,
    note: entry.note,
    ate: entry.ate,
    given: entry.given,
    medication: entry.medication,
    time: entry.time,
    media: media
      .filter((item) => item.entryId === entry.id)
      .map((item) => ({ id: item.id, url: item.address, contentType: item.contentType })),
    author: { id: entry.authorId, name: authorName ?? 'Former staff member' },
    createdAt: entry.createdAt,
    correctedAt: entry.correctedAt,
    original: entry.original,
  }));
}

export type JournalEntryView = Awaited<ReturnType<typeof journalEntryViews>>[number];

/** GET /api/bookings/:id/journal */
export async function readJournal(db: Db, user: SessionUser, bookingId: number) {
  const stay = await readableStay(db, user, bookingId);
  return { bookingId: stay.id, entries: await journalEntryViews(db, { bookingIds: [stay.id] }) };
}

/** Whom the live signal tells: the stay's owner and the writer (staff hear every journal). */
const signalFor = (stay: StayRow, writer: SessionUser) => ({ bookingId: stay.id, userIds: [stay.ownerId, writer.id] });

/** POST /api/admin/bookings/:id/journal */
export async function addJournalEntry(deps: Pick<AppDeps, 'db'>, user: SessionUser, bookingId: number, input: JournalEntryInput) {
  return deps.db.transaction(async (tx) => {
    const { booking, petId } = await writableStay(tx, user, bookingId, input.petId);
    const [entry] = await tx
      .insert(journalEntries)
      .values({
        bookingId: booking.id,
        petId,
        authorId: user.id,
        kind: input.kind,
        note: input.note,
        ate: input.ate ?? null,
        given: input.given ?? null,
        medication: input.medication ?? null,
        time: input.time ?? null,
      })
      .returning();
    await signalJournal(tx, signalFor(booking, user));
    // Media come afterwards, through their own route: the new entry has none yet.
    const [view] = await journalEntryViews(tx, { entryIds: [entry.id] }, { media: false });
    return view;
  });
}

/**
 * The author's own entry of this stay, locked, while it may still be corrected or given media:
 * 404 for an entry not of this stay, 403 for someone else's, 409 once the hour is over.
 */
export async function authorsOpenEntry(tx: Tx, user: SessionUser, bookingId: number, entryId: number, now = new Date()) {
  requireJournalWriter(user);
  const [entry] = await tx
    .select()
    .from(journalEntries)
    .where(and(eq(journalEntries.id, entryId), eq(journalEntries.bookingId, bookingId)))
    .for('update');
  if (!entry) throw notFound(ENTRY_LABEL);
  if (entry.authorId !== user.id) throw forbidden(ONLY_AUTHOR_CORRECTS_MESSAGE);
  if (now.getTime() - entry.createdAt.getTime() > JOURNAL_CORRECTION_MINUTES * MINUTE_MS) throw conflict(CORRECTION_TOO_LATE_MESSAGE);
  const stay = await readableStay(tx, user, bookingId);
  return { entry, stay };
}

/** The fields a correction leaves as they were. */
function corrected(entry: EntryRow, change: JournalCorrection) {
  return {
    note: change.note !== undefined ? change.note : entry.note,
    ate: change.ate ?? entry.ate,
    given: change.given ?? entry.given,
  };
}

/** A correction still follows the kind's rules (a refused medication still needs its note). */
function checkCorrection(entry: EntryRow, next: ReturnType<typeof corrected>) {
  const problems = kindFieldProblems({ kind: entry.kind, ...next });
  const [first] = Object.values(problems);
  if (first) throw badRequest(first, problems);
}

/** PATCH /api/admin/bookings/:id/journal/:entryId: the first version is kept in `original`. */
export async function correctJournalEntry(
  deps: Pick<AppDeps, 'db'>,
  user: SessionUser,
  bookingId: number,
  entryId: number,
  change: JournalCorrection,
) {
  return deps.db.transaction(async (tx) => {
    const { entry, stay } = await authorsOpenEntry(tx, user, bookingId, entryId);
    const next = corrected(entry, change);
    checkCorrection(entry, next);
    await tx
      .update(journalEntries)
      .set({
        ...next,
        correctedAt: new Date(),
        original: entry.original ?? { note: entry.note, ate: entry.ate, given: entry.given },
      })
      .where(eq(journalEntries.id, entry.id));
    await signalJournal(tx, signalFor(stay, user));
    const [view] = await journalEntryViews(tx, { entryIds: [entry.id] });
    return view;
  });
}
