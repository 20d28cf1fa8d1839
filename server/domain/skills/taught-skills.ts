// Skills already taught on a stay (decisions.md 59): purchased onto the booking with their progress
// completed. Cancelling keeps their price (the work was done) and refunds the rest; the booking's
// cancellation terms name them before the owner confirms.
import { and, asc, eq } from 'drizzle-orm';
import type { KeptSkill } from '../../../common/cancellation';
import type { Db, Tx } from '../../db/client';
import { anyOf, preparedQuery } from '../../db/prepared-queries';
import { cartItems, pets, skillProgress, trainingSkills } from '../../db/schema';

/** The taught skills of each booking, oldest purchase first (bookings without any are absent). */
export async function taughtSkills(db: Db | Tx, bookingIds: number[]): Promise<Map<number, KeptSkill[]>> {
  const byBooking = new Map<number, KeptSkill[]>();
  const ids = [...new Set(bookingIds)];
  if (ids.length === 0) return byBooking;
  const rows = await preparedQuery(db, 'taught_skills', (db, name) =>
    db
      .select({ bookingId: cartItems.bookingId, name: trainingSkills.name, petName: pets.name, pricePaid: cartItems.pricePaid })
      .from(cartItems)
      .innerJoin(skillProgress, eq(skillProgress.cartItemId, cartItems.id))
      .innerJoin(trainingSkills, eq(trainingSkills.id, cartItems.skillId))
      .innerJoin(pets, eq(pets.id, cartItems.petId))
      .where(and(anyOf(cartItems.bookingId, 'ids'), eq(cartItems.status, 'purchased'), eq(skillProgress.completed, true)))
      .orderBy(asc(cartItems.id))
      .prepare(name),
  ).execute({ ids });
  for (const { bookingId, pricePaid, ...skill } of rows) {
    if (bookingId === null) continue;
    const list = byBooking.get(bookingId) ?? [];
    list.push({ ...skill, amountCents: pricePaid ?? 0 });
    byBooking.set(bookingId, list);
  }
  return byBooking;
}
