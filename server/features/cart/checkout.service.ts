// POST /api/checkout (decisions.md 6), all in one transaction: each chosen cart item joins its
// pet's unpaid upcoming boarding stay long enough for the skill, the stay's total grows by the
// skill prices (its unpaid payment intent follows), the items become purchased at the price paid,
// and each gets a skill_progress row with the least-loaded trainer. A skill not for the pet's species
// is refused (400). Any refusal changes nothing.
// The cart items are locked first, so concurrent checkouts of one cart buy it once: the others
// find the items no longer in the cart (404).
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { bookings, cartItems, pets, skillProgress, trainingSkills } from '../../db/schema';
import type { AccessUser } from '../../platform/access/access';
import type { BookingRow, CartItemRow } from '../../platform/access/resources';
import type { AppDeps } from '../../platform/app-deps';
import { badInput, conflict, notFound } from '../../platform/errors';
import { bookingTakesNewTotal, syncIntentAmount } from '../../domain/bookings/booking-payments';
import { SKILL_ON_PAID_BOOKING_MESSAGE, chooseStay, lockUpcomingStays } from '../../domain/skills/skill-stays';
import { speciesProblem } from '../../domain/skills/skill-species';
import { pickTrainers } from '../../domain/skills/skill-trainers';
import { cartItemViews, noLongerOfferedMessage, type CartItemView } from './cart-view';
import { notifyOwnerOfCheckout, notifyTrainersOfCheckout, type PurchasedSkill } from './checkout-notifications';

export type CheckoutResult = { bookings: { id: number; totalPrice: number }[]; items: CartItemView[] };

type SkillRow = typeof trainingSkills.$inferSelect;
type Planned = { item: CartItemRow; skill: SkillRow; petName: string; booking: BookingRow };

export async function checkout(
  deps: AppDeps,
  user: AccessUser,
  cartItemIds: number[],
  timeZone: string,
  now = new Date(),
): Promise<CheckoutResult> {
  const ids = [...new Set(cartItemIds)];
  const { changedBookings, purchased } = await deps.db.transaction(async (tx) => {
    const locked = await tx
      .select({ item: cartItems, petName: pets.name, petType: pets.petType })
      .from(cartItems)
      .innerJoin(pets, eq(pets.id, cartItems.petId))
      .where(and(inArray(cartItems.id, ids), eq(cartItems.userId, user.id), eq(cartItems.status, 'in_cart'), isNull(pets.archivedAt)))
      .orderBy(asc(cartItems.id))
      .for('update', { of: cartItems });
    if (locked.length !== ids.length) throw notFound('The cart item');

    const skills = new Map(
      (
        await tx
          .select()
          .from(trainingSkills)
          .where(inArray(trainingSkills.id, [...new Set(locked.map(({ item }) => item.skillId))]))
      ).map((s) => [s.id, s]),
    );
    const stays = await lockUpcomingStays(
      tx,
      user.id,
      locked.map(({ item }) => item.petId),
      timeZone,
      now,
    );
    const plan: Planned[] = locked.map(({ item, petName, petType }) => {
      const skill = skills.get(item.skillId)!;
      if (!skill.published) throw conflict(noLongerOfferedMessage(skill.name));
      // An item added before the skill named its species, or since the skill's species changed.
      const notForPet = speciesProblem({ name: petName, petType }, skill);
      if (notForPet) throw badInput('cartItems', notForPet);
      const choice = chooseStay(stays, { id: item.petId, name: petName }, skill.minimumNights);
      if (!choice.stay) throw choice.paidOnly ? conflict(choice.problem) : badInput('cartItems', choice.problem);
      return { item, skill, petName, booking: choice.stay.booking };
    });

    const changed: BookingRow[] = [];
    for (const booking of uniqueBookings(plan)) {
      // The row says unpaid, but the provider may already hold the money: ask before charging more.
      if (!(await bookingTakesNewTotal(tx, booking))) throw conflict(SKILL_ON_PAID_BOOKING_MESSAGE);
      const added = plan.filter((planned) => planned.booking.id === booking.id).reduce((sum, planned) => sum + planned.skill.price, 0);
      const [updated] = await tx
        .update(bookings)
        .set({ totalPrice: sql`${bookings.totalPrice} + ${added}` })
        .where(eq(bookings.id, booking.id))
        .returning();
      changed.push(updated);
    }

    const trainers = await pickTrainers(tx, plan.length);
    const bought: PurchasedSkill[] = [];
    for (const [index, { item, skill, petName, booking }] of plan.entries()) {
      const [row] = await tx
        .update(cartItems)
        .set({ status: 'purchased', bookingId: booking.id, pricePaid: skill.price })
        .where(eq(cartItems.id, item.id))
        .returning();
      const [progress] = await tx.insert(skillProgress).values({ cartItemId: item.id, trainerId: trainers[index] }).returning();
      bought.push({ item: row, progress, skill, petName });
    }

    await notifyTrainersOfCheckout(deps, tx, bought);
    await notifyOwnerOfCheckout(deps, tx, user.id, bought);
    // Last, after every check: the provider's side of the intent cannot be rolled back.
    for (const booking of changed) await syncIntentAmount(deps, tx, booking);
    return { changedBookings: changed, purchased: bought.map(({ item }) => item) };
  });
  return {
    bookings: changedBookings.map((booking) => ({ id: booking.id, totalPrice: booking.totalPrice })),
    items: await cartItemViews(deps.db, purchased, timeZone, now),
  };
}

function uniqueBookings(plan: Planned[]): BookingRow[] {
  const byId = new Map(plan.map(({ booking }) => [booking.id, booking]));
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
