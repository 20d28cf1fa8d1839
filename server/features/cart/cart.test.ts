// The skill cart: an owner adds skills for their own pets, sees and removes only their own items;
// the same skill for the same pet is refused while in the cart or once bought, and a skill is
// offered only for the species it suits.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Pet } from '../../../common/pet-schemas';
import { insertBoardingStay, insertSkillProgress, insertTrainingSkill, postPet, rexProfile } from '../../../tests/helpers/factories';
import { statementsDuring } from '../../../tests/helpers/statement-count';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';
import { cartItems, trainingSkills } from '../../db/schema';

const t = useTestApp();
let owner: RegisteredUser;
let stranger: RegisteredUser;
let rex: Pet;
let strangersPet: Pet;
let whiskers: Pet;

beforeAll(async () => {
  owner = await t.register();
  stranger = await t.register();
  rex = await postPet(t.app, owner, rexProfile);
  strangersPet = await postPet(t.app, stranger, { ...rexProfile, name: 'Shadow' });
  whiskers = await postPet(t.app, owner, { name: 'Whiskers', petType: 'cat', breed: 'Siamese' });
});

const itemsOf = (userId: number) => t.db.select().from(cartItems).where(eq(cartItems.userId, userId));
const add = (who: RegisteredUser | undefined, body: Record<string, unknown>) => t.call('POST', '/api/cart', who, body);

describe('POST /api/cart', () => {
  it('adds a skill for the owner’s pet (201) with the stay it will join', async () => {
    const skill = await insertTrainingSkill(t.db, { minimumNights: 2, price: 3900 });
    const stay = await insertBoardingStay(t.db, { petId: rex.id, ownerId: owner.user.id, nights: 3 });
    const res = await add(owner, { skillId: skill.id, petId: rex.id });
    expect(res.statusCode, res.body).toBe(201);
    const [stored] = await t.db.select().from(cartItems).where(eq(cartItems.id, res.json().id));
    expect(stored).toMatchObject({
      userId: owner.user.id,
      petId: rex.id,
      skillId: skill.id,
      status: 'in_cart',
      bookingId: null,
      pricePaid: null,
    });
    expect(res.json()).toEqual({
      id: stored.id,
      userId: owner.user.id,
      petId: rex.id,
      petName: 'Rex',
      skillId: skill.id,
      skill: expect.objectContaining({ id: skill.id, name: skill.name, price: 3900, minimumNights: 2 }),
      status: 'in_cart',
      bookingId: null,
      createdAt: stored.createdAt.toISOString(),
      stay: { bookingId: stay.id, startDate: stay.startDate.toISOString(), endDate: stay.endDate.toISOString(), nights: 3 },
      problem: null,
    });
  });

  it('says why an item cannot be checked out yet when the pet has no long enough stay', async () => {
    const skill = await insertTrainingSkill(t.db, { minimumNights: 7 });
    const res = await add(owner, { skillId: skill.id, petId: rex.id });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ stay: null, problem: 'Rex needs an unpaid boarding stay of at least 7 nights' });
  });

  it('refuses a dog-only skill for a cat (400, naming pet and skill) and stores nothing; a dog gets it', async () => {
    const skill = await insertTrainingSkill(t.db, { name: 'Loose Leash Walking 1', species: ['dog'], minimumNights: 2 });
    await insertBoardingStay(t.db, { petId: whiskers.id, ownerId: owner.user.id, nights: 3 });
    const refused = await add(owner, { skillId: skill.id, petId: whiskers.id });
    expect(refused.statusCode).toBe(400);
    const message = 'Loose Leash Walking 1 is not offered for cats (Whiskers is a cat)';
    expect(refused.json()).toEqual({ message, details: { petId: message } });
    expect(await t.db.select().from(cartItems).where(eq(cartItems.skillId, skill.id))).toEqual([]);

    const accepted = await add(owner, { skillId: skill.id, petId: rex.id });
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json().skill.species).toEqual(['dog']);
    const stored = await t.db.select().from(cartItems).where(eq(cartItems.skillId, skill.id));
    expect(stored.map((row) => row.petId)).toEqual([rex.id]);
  });

  it('adds a skill that suits cats for a cat', async () => {
    const skill = await insertTrainingSkill(t.db, { species: ['dog', 'cat'] });
    const res = await add(owner, { skillId: skill.id, petId: whiskers.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(await t.db.select({ petId: cartItems.petId }).from(cartItems).where(eq(cartItems.skillId, skill.id))).toEqual([
      { petId: whiskers.id },
    ]);
  });

  it('refuses another user’s pet (404) and stores nothing', async () => {
    const skill = await insertTrainingSkill(t.db);
    const before = (await itemsOf(owner.user.id)).length;
    const res = await add(owner, { skillId: skill.id, petId: strangersPet.id });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'The pet was not found.' });
    expect((await itemsOf(owner.user.id)).length).toBe(before);
    expect(await itemsOf(stranger.user.id)).toEqual([]);
  });

  it('refuses an unknown or unpublished skill (404)', async () => {
    const draft = await insertTrainingSkill(t.db, { published: false });
    for (const skillId of [draft.id, 999_999]) {
      const res = await add(owner, { skillId, petId: rex.id });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'The training skill was not found.' });
    }
    expect(await t.db.select().from(cartItems).where(eq(cartItems.skillId, draft.id))).toEqual([]);
  });

  it('refuses the same skill for the same pet twice (409), in the cart or bought', async () => {
    const skill = await insertTrainingSkill(t.db, { name: 'Stay with Distance 1' });
    expect((await add(owner, { skillId: skill.id, petId: rex.id })).statusCode).toBe(201);
    const again = await add(owner, { skillId: skill.id, petId: rex.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Rex already has Stay with Distance 1 in the cart' });

    const bought = await insertTrainingSkill(t.db, { name: 'Heel Work 1' });
    await insertSkillProgress(t.db, { ownerId: owner.user.id, petId: rex.id, skillId: bought.id });
    const purchased = await add(owner, { skillId: bought.id, petId: rex.id });
    expect(purchased.statusCode).toBe(409);
    expect(purchased.json()).toEqual({ message: 'Rex already has Heel Work 1 (already purchased)' });

    const rows = await t.db
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.petId, rex.id), eq(cartItems.skillId, skill.id)));
    expect(rows).toHaveLength(1);
  });

  it('adds the same skill once when two requests race', async () => {
    const skill = await insertTrainingSkill(t.db);
    const responses = await Promise.all([1, 2, 3].map(() => add(owner, { skillId: skill.id, petId: rex.id })));
    expect(responses.map((res) => res.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.skillId, skill.id))).toHaveLength(1);
  });

  it('checks the body (400) and needs a sign-in (401)', async () => {
    const skill = await insertTrainingSkill(t.db);
    const missing = await add(owner, { skillId: skill.id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details).toEqual({ petId: 'Please select a pet' });
    expect((await add(owner, { skillId: skill.id, petId: rex.id, extra: 1 })).statusCode).toBe(400);
    expect((await add(undefined, { skillId: skill.id, petId: rex.id })).statusCode).toBe(401);
  });
});

describe('GET /api/cart', () => {
  it('lists only the caller’s items still in the cart', async () => {
    const skill = await insertTrainingSkill(t.db);
    const theirs = await add(stranger, { skillId: skill.id, petId: strangersPet.id });
    expect(theirs.statusCode).toBe(201);
    const mine = (await t.call('GET', '/api/cart', owner)).json() as { id: number; userId: number; status: string }[];
    const stored = (await itemsOf(owner.user.id)).filter((row) => row.status === 'in_cart');
    expect(mine.map((item) => item.id).sort()).toEqual(stored.map((row) => row.id).sort());
    expect(mine.every((item) => item.userId === owner.user.id && item.status === 'in_cart')).toBe(true);
    expect((await t.call('GET', '/api/cart', stranger)).json().map((item: { id: number }) => item.id)).toEqual([theirs.json().id]);
  });

  it('shows each item’s stay from a read of only the stays’ dates, pets and payment, not whole bookings', async () => {
    const skill = await insertTrainingSkill(t.db, { minimumNights: 1 });
    const stay = await insertBoardingStay(t.db, { petId: rex.id, ownerId: owner.user.id, nights: 2 });
    const item = (await add(owner, { skillId: skill.id, petId: rex.id })).json();
    const { statements, result } = await statementsDuring(() => t.call('GET', '/api/cart', owner));
    const listed = result.json().find((row: { id: number }) => row.id === item.id);
    // Rex's earliest stay long enough (earlier tests gave him some): one that starts no later than this one.
    expect(listed.stay).toMatchObject({ bookingId: expect.any(Number), nights: expect.any(Number) });
    expect(new Date(listed.stay.startDate).getTime()).toBeLessThanOrEqual(stay.startDate.getTime());
    const staysRead = statements.find((statement) => statement.includes('from "bookings"'));
    expect(staysRead).toContain('"payment_status"');
    expect(staysRead).not.toContain('"terms"');
  });

  it('says an item in the cart for a species the skill no longer suits cannot be checked out', async () => {
    const skill = await insertTrainingSkill(t.db, { name: 'Go to Place 1', species: ['dog', 'cat'] });
    const item = (await add(owner, { skillId: skill.id, petId: whiskers.id })).json();
    await t.db
      .update(trainingSkills)
      .set({ species: ['dog'] })
      .where(eq(trainingSkills.id, skill.id));
    const listed = (await t.call('GET', '/api/cart', owner)).json().find((row: { id: number }) => row.id === item.id);
    expect(listed).toMatchObject({ stay: null, problem: 'Go to Place 1 is not offered for cats (Whiskers is a cat)' });
  });
});

describe('GET /api/cart/count', () => {
  it('counts the caller’s items in the cart as the list has them: not bought ones, not another’s, not an archived pet’s', async () => {
    const buyer = await t.register();
    const count = async (who?: RegisteredUser) => t.call('GET', '/api/cart/count', who);
    expect((await count(buyer)).json()).toEqual({ count: 0 });
    const dog = await postPet(t.app, buyer, rexProfile);
    const cat = await postPet(t.app, buyer, { name: 'Tabby', petType: 'cat', breed: 'Tabby' });
    const [sit, stay, bought] = [await insertTrainingSkill(t.db), await insertTrainingSkill(t.db), await insertTrainingSkill(t.db)];
    for (const [skill, pet] of [
      [sit, dog],
      [stay, dog],
      [sit, cat],
    ] as const) {
      expect((await add(buyer, { skillId: skill.id, petId: pet.id })).statusCode).toBe(201);
    }
    await insertSkillProgress(t.db, { ownerId: buyer.user.id, petId: dog.id, skillId: bought.id });
    expect((await add(stranger, { skillId: stay.id, petId: strangersPet.id })).statusCode).toBe(201);

    const res = await count(buyer);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 3 });
    expect((await t.call('DELETE', `/api/pets/${cat.id}`, buyer)).statusCode).toBeLessThan(300);
    expect((await count(buyer)).json()).toEqual({ count: 2 });
    expect((await t.call('GET', '/api/cart', buyer)).json()).toHaveLength(2);
    expect((await count()).statusCode).toBe(401);
  });

  it('is the session and one select', async () => {
    const { statements, result } = await statementsDuring(() => t.call('GET', '/api/cart/count', owner));
    expect(result.statusCode).toBe(200);
    expect(statements).toHaveLength(2);
    expect(statements[1]).toMatch(/^select count\(\*\) from "cart_items"/);
  });
});

describe('DELETE /api/cart/:id', () => {
  it('removes the owner’s item (204)', async () => {
    const skill = await insertTrainingSkill(t.db);
    const item = (await add(owner, { skillId: skill.id, petId: rex.id })).json();
    const res = await t.call('DELETE', `/api/cart/${item.id}`, owner);
    expect(res.statusCode).toBe(204);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.id, item.id))).toEqual([]);
  });

  it('answers 404 for another user’s item and leaves it', async () => {
    const skill = await insertTrainingSkill(t.db);
    const item = (await add(stranger, { skillId: skill.id, petId: strangersPet.id })).json();
    const res = await t.call('DELETE', `/api/cart/${item.id}`, owner);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'The cart item was not found.' });
    expect(await t.db.select().from(cartItems).where(eq(cartItems.id, item.id))).toHaveLength(1);
  });

  it('answers 404 for a purchased item, which belongs to its booking now', async () => {
    const skill = await insertTrainingSkill(t.db);
    const progress = await insertSkillProgress(t.db, { ownerId: owner.user.id, petId: rex.id, skillId: skill.id });
    const res = await t.call('DELETE', `/api/cart/${progress.cartItemId}`, owner);
    expect(res.statusCode).toBe(404);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.id, progress.cartItemId))).toHaveLength(1);
  });
});
