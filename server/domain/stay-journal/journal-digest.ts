// The stay journal's digest (decisions.md 60): one message per stay per business day at most,
// summing up the day's entries for the owner. It is a notification in the 'bookings' category, so
// the owner's e-mail preference decides whether it is also mailed. A day's digest goes out when
// staff check the stay out (for that day), and otherwise once the evening comes (from 20:00 in
// the business's time zone) or the day is over. The unique (booking, day) row is taken in the
// transaction that sends it, so a second run or another instance sends nothing twice.
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import { addCalendarDays, calendarDayOf, instantAt, wallClock } from '../../../common/business-time';
import { JOURNAL_KIND_LABELS, MEAL_AMOUNT_LABELS } from '../../../common/journal-schemas';
import { ADVISORY_LOCKS } from '../../db/advisory-locks';
import type { Tx } from '../../db/client';
import { bookings, journalDigests, journalEntries, journalMedia, pets } from '../../db/schema';
import type { AppDeps } from '../../platform/app-deps';
import { sqlRows } from '../../platform/sql-rows';

type Deps = Pick<AppDeps, 'notifications'>;
/** From this hour of the business's day, the day's digest may go. */
export const DIGEST_EVENING = '20:00';
/** Days looked back for digests not yet sent (a server down for a weekend still sends them). */
const LOOK_BACK_DAYS = 3;

type DigestEntry = {
  kind: keyof typeof JOURNAL_KIND_LABELS;
  petName: string;
  ate: string | null;
  given: boolean | null;
  medication: string | null;
  media: number;
};

/** "Breakfast... " lines: one per entry, "Buddy: Meal (ate all)". */
function entryLine(entry: DigestEntry): string {
  const detail =
    entry.kind === 'meal' && entry.ate
      ? ` (${MEAL_AMOUNT_LABELS[entry.ate as keyof typeof MEAL_AMOUNT_LABELS].toLowerCase()})`
      : entry.kind === 'medication'
        ? ` (${entry.medication ? `${entry.medication}, ` : ''}${entry.given ? 'given' : 'refused'})`
        : '';
  return `${entry.petName}: ${JOURNAL_KIND_LABELS[entry.kind]}${detail}`;
}

/** Sends the day's digest of one stay unless it went already or the day has no entries; true when sent. */
export async function sendJournalDigest(deps: Deps, tx: Tx, bookingId: number, day: string, timeZone: string): Promise<boolean> {
  const from = instantAt(day, '00:00', timeZone);
  const to = instantAt(addCalendarDays(day, 1), '00:00', timeZone);
  const entries = await tx
    .select({
      kind: journalEntries.kind,
      petName: pets.name,
      ate: journalEntries.ate,
      given: journalEntries.given,
      medication: journalEntries.medication,
      media: sql<number>`(select count(*)::int from ${journalMedia} where ${journalMedia.entryId} = ${journalEntries.id})`,
    })
    .from(journalEntries)
    .innerJoin(pets, eq(pets.id, journalEntries.petId))
    .where(and(eq(journalEntries.bookingId, bookingId), gte(journalEntries.createdAt, from), sql`${journalEntries.createdAt} < ${to}`))
    .orderBy(asc(journalEntries.createdAt));
  if (entries.length === 0) return false;
  const taken = await tx.insert(journalDigests).values({ bookingId, day }).onConflictDoNothing().returning();
  if (taken.length === 0) return false;
  const [booking] = await tx.select({ ownerId: bookings.ownerId }).from(bookings).where(eq(bookings.id, bookingId));
  const names = [...new Set(entries.map((entry) => entry.petName))].join(' and ');
  const photos = entries.reduce((sum, entry) => sum + entry.media, 0);
  const lines = entries.map(entryLine);
  await deps.notifications.notify(tx, booking.ownerId, {
    type: 'info',
    category: 'bookings',
    title: `${names}'s day with us`,
    message: `${lines.join('. ')}.${photos > 0 ? ` ${photos} ${photos === 1 ? 'photo' : 'photos'} in the journal.` : ''}`,
    data: { url: `/bookings?booking=${bookingId}` },
  });
  return true;
}

/** Every stay's digest that is due by `now` and not yet sent; returns how many went. */
export async function sendDueJournalDigests(deps: Deps & Pick<AppDeps, 'db'>, timeZone: string, now = new Date()): Promise<number> {
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADVISORY_LOCKS.journalDigests})`);
    const today = calendarDayOf(now, timeZone);
    const evening = wallClock(now, timeZone) >= DIGEST_EVENING;
    const since = instantAt(addCalendarDays(today, -LOOK_BACK_DAYS), '00:00', timeZone);
    const days = await sqlRows<{ booking_id: number; day: string; status: string }>(
      tx,
      sql`select distinct e.booking_id, to_char(e.created_at at time zone ${timeZone}, 'YYYY-MM-DD') as day, b.status
          from journal_entries e join bookings b on b.id = e.booking_id
          where e.created_at >= ${since}
            and not exists (select 1 from journal_digests d where d.booking_id = e.booking_id
                            and d.day = to_char(e.created_at at time zone ${timeZone}, 'YYYY-MM-DD'))`,
    );
    let sent = 0;
    for (const row of days) {
      const due = row.day < today || evening || row.status === 'completed';
      if (due && (await sendJournalDigest(deps, tx, row.booking_id, row.day, timeZone))) sent += 1;
    }
    return sent;
  });
}
