// Who teaches a purchased skill (decisions.md 6 and clarification 'Seed'): with no trainer it
// waits unassigned and the first trainer to register takes it; otherwise the trainer with the
// fewest open items, the lower id on a tie. Its own file: the loads must be known exactly.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { Pet } from '../../../common/pet-schemas';
import { insertBoardingStay, insertSkillProgress, insertTrainingSkill, postPet, rexProfile } from '../../../tests/helpers/factories';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';
import { notifications, skillProgress, users } from '../../db/schema';

const t = useTestApp();
let owner: RegisteredUser;
let rex: Pet;

beforeAll(async () => {
  owner = await t.register();
  rex = await postPet(t.app, owner, rexProfile);
  await insertBoardingStay(t.db, { petId: rex.id, ownerId: owner.user.id, nights: 7 });
});

async function buy(count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const skill = await insertTrainingSkill(t.db);
    const res = await t.call('POST', '/api/cart', owner, { skillId: skill.id, petId: rex.id });
    ids.push(res.json().id);
  }
  const res = await t.call('POST', '/api/checkout', owner, { cartItems: ids });
  expect(res.statusCode, res.body).toBe(200);
  return ids;
}

const trainersOf = async (cartItemIds: number[]) =>
  (await t.db.select().from(skillProgress).where(inArray(skillProgress.cartItemId, cartItemIds)).orderBy(skillProgress.cartItemId)).map(
    (row) => row.trainerId,
  );

describe('assigning purchased skills to trainers', () => {
  it('leaves a skill unassigned while no trainer exists, and gives it to the first trainer who registers', async () => {
    // A trainer account that cannot sign in (the seeded academy) never gets skills.
    await t.db.insert(users).values({ username: 'academy_like', email: 'academy@example.com', password: '!disabled', isTrainer: true });
    const waiting = await buy(2);
    expect(await trainersOf(waiting)).toEqual([null, null]);

    const first = await t.register({ isTrainer: true });
    expect(await trainersOf(waiting)).toEqual([first.user.id, first.user.id]);
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, first.user.id));
    expect(told).toEqual([
      expect.objectContaining({
        category: 'training',
        title: 'Training skills assigned',
        message: '2 training skills are waiting for you.',
      }),
    ]);
    const assigned = await t.call('GET', '/api/skill-progress/assigned', first);
    expect(assigned.json().map((item: { cartItemId: number }) => item.cartItemId)).toEqual(waiting);

    // A second trainer finds nothing waiting.
    const second = await t.register({ isTrainer: true });
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, second.user.id))).toEqual([]);
    expect(await trainersOf(waiting)).toEqual([first.user.id, first.user.id]);
  });

  it('picks the trainer with the fewest open items, the lower id on a tie, counting items as it gives them', async () => {
    const a = await t.register({ isTrainer: true });
    const b = await t.register({ isTrainer: true });
    const c = await t.register({ isTrainer: true });
    // The trainers of the test above have 2 open items and none; completed items do not count.
    const earlier = await t.db.select({ id: users.id }).from(users).where(eq(users.isTrainer, true)).orderBy(users.id);
    const [, first, second] = earlier.map((row) => row.id);
    const give = async (trainerId: number, count: number, completed = false) => {
      for (let i = 0; i < count; i++) {
        const skill = await insertTrainingSkill(t.db);
        await insertSkillProgress(t.db, { ownerId: owner.user.id, petId: rex.id, skillId: skill.id, trainerId, completed });
      }
    };
    await give(second, 2);
    await give(a.user.id, 2);
    await give(b.user.id, 1);
    await give(b.user.id, 3, true);
    await give(c.user.id, 1);
    // Loads now: first 2, second 2, a 2, b 1, c 1.
    expect(await trainersOf(await buy(1))).toEqual([b.user.id]);
    // first 2, second 2, a 2, b 2, c 1: c, then the five-way tie goes to the lowest id.
    expect(await trainersOf(await buy(2))).toEqual([c.user.id, first]);
  });
});
