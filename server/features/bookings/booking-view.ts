// A booking as the API returns it: its columns plus what the screens need beside them (pet
// names, the price's lines, whether and how it can be cancelled, the payment). Built for a whole
// page of bookings with one query per kind of extra, never one per booking.
import { bookingPrice, depositCentsOf } from '../../../common/pricing';
import { balanceOf, paymentStateOfBookings } from '../../domain/bookings/booking-intent';
import type { Db, Tx } from '../../db/client';
import { rowWith } from '../../db/row-with';
import { anyOf, preparedQuery } from '../../db/prepared-queries';
import { pets } from '../../db/schema';
import type { BookingRow } from '../../platform/access/resources';
import { bookingPayments, type BookingPayment } from '../../domain/bookings/booking-payment-summary';
import { bookingSkills, skillPriceLines } from '../../domain/skills/booking-skills';
import type { BookingSkill } from '../../../common/skill-schemas';
import { cancellationQuotes } from '../../domain/bookings/cancellation-policy';
import { bookingPetIds } from '../../domain/bookings/booking-pets';
import { cancellationTerms, type CancellationTerms } from '../../../common/cancellation';

/** Every pet a booking names: the primary one first. */

/** Names by pet id (archived pets included: a booking keeps its history). */
export async function petNames(db: Db | Tx, petIds: number[]): Promise<Map<number, string>> {
  const ids = [...new Set(petIds)];
  if (ids.length === 0) return new Map();
  const rows = await preparedQuery(db, 'pet_names', (db, name) =>
    db.select({ id: pets.id, name: pets.name }).from(pets).where(anyOf(pets.id, 'ids')).prepare(name),
  ).execute({ ids });
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** Every pet of the booking by name, the primary one first ('Pet #id' for one without a row). */
export async function bookingPetNames(db: Db | Tx, booking: Pick<BookingRow, 'petId' | 'additionalPetIds'>): Promise<string[]> {
  const ids = bookingPetIds(booking);
  const names = await petNames(db, ids);
  return ids.map((id) => names.get(id) ?? `Pet #${id}`);
}

export async function bookingViews(db: Db | Tx, rows: BookingRow[], timeZone: string, now = new Date()) {
  const ids = rows.map((row) => row.id);
  const names = await petNames(db, rows.flatMap(bookingPetIds));
  // One read of the intents and refunds gives both the payment shown and the amount paid.
  const paymentState = await paymentStateOfBookings(db, rows);
  const payments = bookingPayments(paymentState);
  const skills = await bookingSkills(db, ids);
  const paid = paymentState.paid;
  const quotes = await cancellationQuotes(db, rows, now, paid);
  return rows.map((row) =>
    viewOf(row, timeZone, {
      petName: (petId) => names.get(petId) ?? `Pet #${petId}`,
      addedSkills: skills.get(row.id) ?? [],
      cancellation: quotes.get(row.id)!,
      payment: payments.get(row.id) ?? null,
      paidCents: paid.get(row.id) ?? 0,
    }),
  );
}

type ViewExtras = {
  petName: (petId: number) => string;
  addedSkills: BookingSkill[];
  cancellation: CancellationTerms;
  payment: BookingPayment | null;
  paidCents: number;
};

function viewOf(row: BookingRow, timeZone: string, extras: ViewExtras) {
  // Object.assign, not `{ ...row, ... }`: see rowWith (decisions.md 85).
  return rowWith(row, {
    petName: extras.petName(row.petId),
    additionalPetNames: row.additionalPetIds.map(extras.petName),
    // The stay's lines, then the training skills added at checkout: together they make totalPrice.
    priceLines: [...bookingPrice(row, timeZone, row.terms).lines, ...skillPriceLines(extras.addedSkills)],
    addedSkills: extras.addedSkills,
    cancellation: extras.cancellation,
    payment: extras.payment,
    // Deposits and balances (decisions.md 71): what it takes at booking, what was paid, what is left.
    depositCents: depositCentsOf(row),
    amountPaidCents: extras.paidCents,
    balanceDueCents: balanceOf(row, extras.paidCents),
  });
}

export async function bookingView(db: Db | Tx, row: BookingRow, timeZone: string, now = new Date()) {
  const [view] = await bookingViews(db, [row], timeZone, now);
  return view;
}

/**
 * The view of a booking its own transaction has just inserted, from the row and its pets' names
 * (by pet id), without reading anything back: nothing can refer to the booking yet, so it has
 * no payment, refund or skill bought onto it, and bookingView would find none (a test holds the two
 * to the same answer, decisions.md 76). Saves a booking's creation eleven statements.
 */
export function newBookingView(row: BookingRow, petNames: ReadonlyMap<number, string>, timeZone: string, now = new Date()) {
  return viewOf(row, timeZone, {
    petName: (petId) => petNames.get(petId) ?? `Pet #${petId}`,
    addedSkills: [],
    cancellation: cancellationTerms(row, now, 0),
    payment: null,
    paidCents: 0,
  });
}

export type BookingView = Awaited<ReturnType<typeof bookingView>>;
