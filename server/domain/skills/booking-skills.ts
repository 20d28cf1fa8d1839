// Training skills bought onto bookings (issue 10): part of what a booking costs, so the booking's
// view and its receipt both list them as lines of its total. Kept with the payments platform
// because a feature (bookings) and the receipts both need it and neither may import the other.
import { and, asc, eq } from 'drizzle-orm';
import { type PriceLine } from '../../../common/pricing';
import type { BookingSkill } from '../../../common/skill-schemas';
import type { Db, Tx } from '../../db/client';
import { anyOf, preparedQuery } from '../../db/prepared-queries';
import { cartItems, pets, trainingSkills } from '../../db/schema';

/** The purchased skills of each booking, oldest first. */
export async function bookingSkills(db: Db | Tx, bookingIds: number[]): Promise<Map<number, BookingSkill[]>> {
  const byBooking = new Map<number, BookingSkill[]>();
  const ids = [...new Set(bookingIds)];
  if (ids.length === 0) return byBooking;
  const rows = await preparedQuery(db, 'booking_skills', (db, name) =>
    db
      .select({
        cartItemId: cartItems.id,
        bookingId: cartItems.bookingId,
        skillId: cartItems.skillId,
        name: trainingSkills.name,
        petId: cartItems.petId,
        petName: pets.name,
        pricePaid: cartItems.pricePaid,
      })
      .from(cartItems)
      .innerJoin(trainingSkills, eq(trainingSkills.id, cartItems.skillId))
      .innerJoin(pets, eq(pets.id, cartItems.petId))
      .where(and(anyOf(cartItems.bookingId, 'ids'), eq(cartItems.status, 'purchased')))
      .orderBy(asc(cartItems.id))
      .prepare(name),
  ).execute({ ids });
  for (const { bookingId, pricePaid, ...skill } of rows) {
    if (bookingId === null) continue;
    const list = byBooking.get(bookingId) ?? [];
    list.push({ ...skill, pricePaid: pricePaid ?? 0 });
    byBooking.set(bookingId, list);
  }
  return byBooking;
}

/**
 * One price line per skill, after the stay's own lines. The label names skill and pet only: every
 * place that shows a line (checkout, booking details, the receipt e-mail) prints its amount beside it.
 */
export function skillPriceLines(skills: readonly BookingSkill[]): PriceLine[] {
  return skills.map((skill) => ({ label: `Training skill: ${skill.name} (${skill.petName})`, amountCents: skill.pricePaid }));
}
