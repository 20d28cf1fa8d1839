// A booking as the API returns it: its columns plus what the screens need beside them (pet
// names, the price's lines, whether and how it can be cancelled, the payment). Built for a whole
// page of bookings with one query per kind of extra, never one per booking.
import { inArray } from 'drizzle-orm';
import { bookingPrice, depositCentsOf } from '../../../common/pricing';
import { balanceOf, paymentStateOfBookings } from '../../domain/bookings/booking-intent';
import type { Db, Tx } from '../../db/client';
import { pets } from '../../db/schema';
import type { BookingRow } from '../../platform/access/resources';
import { bookingPayments } from '../../domain/bookings/booking-payments';
import { bookingSkills, skillPriceLines } from '../../domain/skills/booking-skills';
import { cancellationQuotes } from '../../domain/bookings/cancellation-policy';
import { bookingPetIds } from '../../domain/bookings/booking-pets';

/** Every pet a booking names: the primary one first. */

/** Names by pet id (archived pets included: a booking keeps its history). */
export async function petNames(db: Db | Tx, petIds: number[]): Promise<Map<number, string>> {
  const ids = [...new Set(petIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: pets.id, name: pets.name }).from(pets).where(inArray(pets.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Every pet of the booking by name, the primary one first ('Pet #id' for one without a row). */
export async function bookingPetNames(db: Db | Tx, booking: Pick<BookingRow, 'petId' | 'additionalPetIds'>): Promise<string[]> {
  const ids = bookingPetIds(booking);
  const names = await petNames(db, ids);
  return ids.map((id) => names.get(id) ?? `Pet #${id}`);
}

export async function bookingViews(db: Db | Tx, rows: BookingRow[], timeZone: string, now = new Date()) {
  const names = await petNames(db, rows.flatMap(bookingPetIds));
  // One read of the intents and refunds gives both the payment shown and the amount paid.
  const paymentState = await paymentStateOfBookings(db, rows);
  const payments = bookingPayments(paymentState);
  const skills = await bookingSkills(
    db,
    rows.map((row) => row.id),
  );
  const paid = paymentState.paid;
  const quotes = await cancellationQuotes(db, rows, now, paid);
  const nameOf = (petId: number) => names.get(petId) ?? `Pet #${petId}`;
  return rows.map((row) => {
    const addedSkills = skills.get(row.id) ?? [];
    return {
      ...row,
      petName: nameOf(row.petId),
      additionalPetNames: row.additionalPetIds.map(nameOf),
      // The stay's lines, then the training skills added at checkout: together they make totalPrice.
      priceLines: [...bookingPrice(row, timeZone, row.terms).lines, ...skillPriceLines(addedSkills)],
      addedSkills,
      cancellation: quotes.get(row.id)!,
      payment: payments.get(row.id) ?? null,
      // Deposits and balances (decisions.md 71): what it takes at booking, what was paid, what is left.
      depositCents: depositCentsOf(row),
      amountPaidCents: paid.get(row.id) ?? 0,
      balanceDueCents: balanceOf(row, paid.get(row.id) ?? 0),
    };
  });
}

export async function bookingView(db: Db | Tx, row: BookingRow, timeZone: string, now = new Date()) {
  const [view] = await bookingViews(db, [row], timeZone, now);
  return view;
}

export type BookingView = Awaited<ReturnType<typeof bookingView>>;
