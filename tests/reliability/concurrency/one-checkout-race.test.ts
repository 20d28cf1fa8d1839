// One cart checked out from several tabs at once (issue 14, part 4): the skills are bought once,
// with one set of progress rows, and the stay's total grows by their prices once.
import { beforeAll, describe, expect, it } from 'vitest';
import { inArray, sql } from 'drizzle-orm';
import { bookings, cartItems, skillProgress } from '../../../server/db/schema';
import { insertBoardingStay, insertTrainingSkill, postVaccinatedPet, rexProfile } from '../../helpers/factories';
import { useTestApp } from '../../helpers/use-test-app';
import type { RegisteredUser } from '../../helpers/users';
import { RACERS, countOf, countRows, race } from './race-kit';

const t = useTestApp();
let owner: RegisteredUser;

beforeAll(async () => {
  owner = await t.register();
  await t.register({ isTrainer: true });
});

describe('one cart, many checkouts at once', () => {
  it(`${RACERS} checkouts of one cart buy it once: one progress row per skill, the total grown once`, async () => {
    const rex = await postVaccinatedPet(t.app, t.db, owner, rexProfile);
    const stay = await insertBoardingStay(t.db, { petId: rex.id, ownerId: owner.user.id, nights: 5, totalPrice: 44500 });
    const skills = [
      await insertTrainingSkill(t.db, { price: 1500 }),
      await insertTrainingSkill(t.db, { price: 2500 }),
      await insertTrainingSkill(t.db, { price: 4000 }),
    ];
    const ids: number[] = [];
    for (const skill of skills) {
      const added = await t.call('POST', '/api/cart', owner, { skillId: skill.id, petId: rex.id });
      expect(added.statusCode, added.body).toBe(201);
      ids.push(added.json().id);
    }

    const responses = await race(RACERS, () => t.call('POST', '/api/checkout', owner, { cartItems: ids }));
    expect(countOf(responses, 200)).toBe(1);
    for (const refused of responses.filter((res) => res.statusCode !== 200)) {
      expect(refused.statusCode).toBeGreaterThanOrEqual(400);
      expect(refused.statusCode).toBeLessThan(500);
    }

    const progress = await t.db.select().from(skillProgress).where(inArray(skillProgress.cartItemId, ids));
    expect(progress).toHaveLength(ids.length);
    expect(new Set(progress.map((row) => row.cartItemId)).size).toBe(ids.length);
    const items = await t.db.select().from(cartItems).where(inArray(cartItems.id, ids));
    expect(items.map((item) => [item.status, item.bookingId])).toEqual(ids.map(() => ['purchased', stay.id]));
    const [booking] = await t.db
      .select()
      .from(bookings)
      .where(inArray(bookings.id, [stay.id]));
    expect(booking.totalPrice).toBe(44500 + 1500 + 2500 + 4000);
    expect(await countRows(t.db, 'cart_items', sql`user_id = ${owner.user.id} and status = 'in_cart'`)).toBe(0);
  });
});
