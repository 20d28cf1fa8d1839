// Reading bookings: the caller's list (filtered by pet and by upcoming/past, a page at a time)
// and one booking (its owner, or the trainer assigned to a training booking).
import { and, asc, desc, eq, gt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedQuery, queryName } from '../../db/prepared-queries';
import { bookings } from '../../db/schema';
import { requireAccess } from '../../platform/access/access';
import type { BookingRow } from '../../platform/access/resources';
import type { AccessUser } from '../../platform/access/access';
import { toPage, type ListPage, type Page } from '../../platform/list-query';
import type { BOOKING_LIST_WHEN } from './booking-list-query';
import { bookingView, bookingViews, type BookingView } from './booking-view';

/** upcoming: not ended and not cancelled, soonest first. past: ended or cancelled, latest first. */
export type BookingListFilter = ListPage & { petId?: number; when?: (typeof BOOKING_LIST_WHEN)[number] };

export async function listOwnBookings(
  db: Db,
  user: AccessUser,
  filter: BookingListFilter,
  timeZone: string,
  now = new Date(),
): Promise<Page<BookingView>> {
  const shape: PageShape = { when: filter.when, byPet: filter.petId !== undefined, afterCursor: filter.cursor !== undefined };
  const rows = await ownBookingsQuery(db, shape).execute({
    ownerId: user.id,
    petId: filter.petId,
    cursor: filter.cursor,
    now: now.toISOString(),
    limit: filter.limit + 1,
  });
  const page = toPage(rows, filter.limit);
  return { items: await bookingViews(db, page.items, timeZone, now), nextCursor: page.nextCursor };
}

/** Which filters a page read has: each combination is its own prepared query. */
type PageShape = { when: BookingListFilter['when']; byPet: boolean; afterCursor: boolean };

/** The page read of one shape, prepared once per database (decisions.md 85). */
function ownBookingsQuery(db: Db, shape: PageShape) {
  const name = queryName('own_bookings', shape.when ?? 'all', shape.byPet && 'by_pet', shape.afterCursor && 'after_cursor');
  return preparedQuery(db, name, (db, name) => {
    const ownerId = sql.placeholder('ownerId');
    const now = sql.placeholder('now');
    const newestFirst = shape.when === 'past';
    const conditions: (SQL | undefined)[] = [eq(bookings.ownerId, ownerId)];
    if (shape.byPet) {
      // A pet's bookings are those it is the primary or an additional pet of. Another user's pet
      // id matches nothing, because the owner condition above still applies. `@>` can use the
      // GIN index on additional_pet_ids, `= any(...)` cannot.
      const petId = sql.placeholder('petId');
      conditions.push(or(eq(bookings.petId, petId), sql`${bookings.additionalPetIds} @> array[${petId}::integer]`));
    }
    if (shape.when === 'upcoming') conditions.push(gt(bookings.endDate, now), ne(bookings.status, 'cancelled'));
    if (shape.when === 'past') conditions.push(or(lte(bookings.endDate, now), eq(bookings.status, 'cancelled')));
    if (shape.afterCursor) {
      // The cursor row is looked up among the caller's bookings only, so another user's booking id
      // gives an empty page rather than a hint about when it starts.
      const cursorRow = sql`(select b.start_date, b.id from bookings b where b.id = ${sql.placeholder('cursor')} and b.owner_id = ${ownerId})`;
      conditions.push(
        newestFirst
          ? sql`(${bookings.startDate}, ${bookings.id}) < ${cursorRow}`
          : sql`(${bookings.startDate}, ${bookings.id}) > ${cursorRow}`,
      );
    }
    const order = newestFirst ? [desc(bookings.startDate), desc(bookings.id)] : [asc(bookings.startDate), asc(bookings.id)];
    return db
      .select()
      .from(bookings)
      .where(and(...conditions))
      .orderBy(...order)
      .limit(sql.placeholder('limit'))
      .prepare(name);
  });
}

export async function getBooking(db: Db, user: AccessUser, bookingId: number, timeZone: string): Promise<BookingView> {
  const row: BookingRow = await requireAccess(db, user, 'read', 'booking', bookingId);
  return bookingView(db, row, timeZone);
}
