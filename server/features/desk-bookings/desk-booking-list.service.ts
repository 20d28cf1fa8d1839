// GET /api/admin/bookings (decisions.md 61): every booking of the business for the desk, filtered by
// the days it overlaps (business time zone), service, status and payment, and searched by owner name
// or username or pet name; newest start first, a page at a time (the cursor is the last row's id,
// as in every list). Two queries per page whatever its size: the rows, then their pets' names.
import { alias } from 'drizzle-orm/pg-core';
import { and, desc, eq, gt, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { BookingStatus, PaymentStatus, ServiceType } from '../../../common/booking-choices';
import { addCalendarDays, instantAt } from '../../../common/business-time';
import type { Db, Tx } from '../../db/client';
import { bookings, pets, users } from '../../db/schema';
import { badInput } from '../../platform/errors';
import { likePattern } from '../../platform/like-pattern';
import { toPage, type ListPage, type Page } from '../../platform/list-query';
import { personNameSql } from '../../platform/person-name';

export type DeskBookingFilters = {
  from?: string;
  to?: string;
  service?: ServiceType;
  status?: BookingStatus;
  payment?: PaymentStatus;
  q?: string;
};

const trainers = alias(users, 'booking_trainers');

function conditions(filters: DeskBookingFilters, timeZone: string): SQL[] {
  if (filters.from && filters.to && filters.to < filters.from) throw badInput('to', 'The end of the range cannot be before its start.');
  const where: SQL[] = [];
  // Overlapping the days: ends after the first day begins and starts before the last one ends.
  if (filters.from) where.push(gt(bookings.endDate, instantAt(filters.from, '00:00', timeZone)));
  if (filters.to) where.push(lt(bookings.startDate, instantAt(addCalendarDays(filters.to, 1), '00:00', timeZone)));
  if (filters.service) where.push(eq(bookings.serviceType, filters.service));
  if (filters.status) where.push(eq(bookings.status, filters.status));
  if (filters.payment) where.push(eq(bookings.paymentStatus, filters.payment));
  if (filters.q) {
    const pattern = likePattern(filters.q);
    where.push(
      or(
        ilike(personNameSql(users), pattern),
        ilike(users.username, pattern),
        sql`exists (select 1 from ${pets} where (${pets.id} = ${bookings.petId} or ${pets.id} = any(${bookings.additionalPetIds}))
          and ${pets.name} ilike ${pattern})`,
      )!,
    );
  }
  return where;
}

/** The booking rows with owner and trainer; the caller adds pets (petsOfBookings). */
export function selectDeskBookings(db: Db | Tx) {
  return db
    .select({
      id: bookings.id,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      serviceType: bookings.serviceType,
      status: bookings.status,
      paymentStatus: bookings.paymentStatus,
      totalPrice: bookings.totalPrice,
      petId: bookings.petId,
      additionalPetIds: bookings.additionalPetIds,
      notes: bookings.notes,
      createdAt: bookings.createdAt,
      owner: { id: users.id, name: personNameSql(users), username: users.username },
      trainerName: sql<string | null>`case when ${trainers.id} is null then null else ${personNameSql(trainers)} end`,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.ownerId))
    .leftJoin(trainers, eq(trainers.id, bookings.trainerId))
    .$dynamic();
}

type PetIds = { petId: number; additionalPetIds: number[] };
export type WithPets<T extends PetIds> = Omit<T, keyof PetIds> & { pets: { id: number; name: string }[] };

/** Each booking's pets by name, the primary pet first. */
export async function withPets<T extends PetIds>(db: Db | Tx, rows: T[]): Promise<WithPets<T>[]> {
  const ids = [...new Set(rows.flatMap((row) => [row.petId, ...row.additionalPetIds]))];
  const found = ids.length === 0 ? [] : await db.select({ id: pets.id, name: pets.name }).from(pets).where(inArray(pets.id, ids));
  const names = new Map(found.map((pet) => [pet.id, pet.name]));
  return rows.map(({ petId, additionalPetIds, ...row }) => ({
    ...row,
    pets: [petId, ...additionalPetIds].map((id) => ({ id, name: names.get(id) ?? `Pet #${id}` })),
  }));
}

export async function listDeskBookings(db: Db, filters: DeskBookingFilters & ListPage, timeZone: string) {
  const where = conditions(filters, timeZone);
  if (filters.cursor !== undefined) {
    const cursorRow = sql`(select b.start_date, b.id from bookings b where b.id = ${filters.cursor})`;
    where.push(sql`(${bookings.startDate}, ${bookings.id}) < ${cursorRow}`);
  }
  const rows = await selectDeskBookings(db)
    .where(and(...where))
    .orderBy(desc(bookings.startDate), desc(bookings.id))
    .limit(filters.limit + 1);
  const page = toPage(rows, filters.limit);
  const items = (await withPets(db, page.items)).map(({ notes: _notes, createdAt: _createdAt, ...row }) => row);
  return { items, nextCursor: page.nextCursor } satisfies Page<unknown>;
}
