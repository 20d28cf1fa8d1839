// POST /api/checkout (decisions.md 6): one transaction that attaches each item to its pet's
// unpaid upcoming boarding stay, grows the stay's total by exactly the skill prices (and the
// payment intent with it), marks the items purchased and assigns each a trainer. Any refusal
// changes nothing. Run on PostgreSQL too (--project api-postgres): the concurrent checkouts then
// really run on several connections at once.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { insertBoardingStay, insertTrainingSkill, postPet, rexProfile } from '../../../tests/helpers/factories';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';
import { bookings, cartItems, notifications, paymentIntents, skillProgress, trainingSkills } from '../../db/schema';
import { sandboxCard } from '../../../tests/helpers/sandbox-card';

const t = useTestApp();
let owner: RegisteredUser;
let stranger: RegisteredUser;
let trainer: RegisteredUser;

beforeAll(async () => {
  owner = await t.register({ firstName: 'Olive', lastName: 'Owner' });
  stranger = await t.register();
  // The only trainer in this file, so every item goes to them (assignment has its own file).
  trainer = await t.register({ isTrainer: true });
});

const newPet = (who: RegisteredUser, name: string) => postPet(t.app, who, { ...rexProfile, name });

async function addToCart(who: RegisteredUser, petId: number, skillId: number): Promise<number> {
  const res = await t.call('POST', '/api/cart', who, { skillId, petId });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

const checkout = (who: RegisteredUser, ids: number[]) => t.call('POST', '/api/checkout', who, { cartItems: ids });
const storedItems = (ids: number[]) => t.db.select().from(cartItems).where(inArray(cartItems.id, ids)).orderBy(cartItems.id);
const progressOf = (ids: number[]) => t.db.select().from(skillProgress).where(inArray(skillProgress.cartItemId, ids));
const bookingRow = async (id: number) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0];
const notificationsOf = (userId: number) => t.db.select().from(notifications).where(eq(notifications.userId, userId));

/** Everything checkout may change, to compare before and after a refusal. */
async function snapshot(itemIds: number[], bookingIds: number[]) {
  return {
    items: await storedItems(itemIds),
    progress: await progressOf(itemIds),
    bookings: await t.db.select().from(bookings).where(inArray(bookings.id, bookingIds)),
    ownerNotes: (await notificationsOf(owner.user.id)).length,
    trainerNotes: (await notificationsOf(trainer.user.id)).length,
  };
}

describe('POST /api/checkout', () => {
  it('attaches the skills to the stays, grows each total by exactly their prices and assigns the trainer', async () => {
    const rex = await newPet(owner, 'Rex');
    const bella = await newPet(owner, 'Bella');
    const rexStay = await insertBoardingStay(t.db, { petId: rex.id, ownerId: owner.user.id, nights: 3, totalPrice: 26700 });
    const bellaStay = await insertBoardingStay(t.db, { petId: bella.id, ownerId: owner.user.id, nights: 5, totalPrice: 44500 });
    const sit = await insertTrainingSkill(t.db, { name: 'Sit Pretty', price: 2500, minimumNights: 2 });
    const stay = await insertTrainingSkill(t.db, { name: 'Stay Put', price: 3900, minimumNights: 3 });
    const ids = [
      await addToCart(owner, rex.id, sit.id),
      await addToCart(owner, rex.id, stay.id),
      await addToCart(owner, bella.id, stay.id),
    ];
    const trainerNotesBefore = (await notificationsOf(trainer.user.id)).length;

    const res = await checkout(owner, ids);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.bookings).toEqual([
      { id: rexStay.id, totalPrice: 26700 + 2500 + 3900 },
      { id: bellaStay.id, totalPrice: 44500 + 3900 },
    ]);
    expect(body.items.map((item: { id: number; status: string; bookingId: number }) => [item.id, item.status, item.bookingId])).toEqual([
      [ids[0], 'purchased', rexStay.id],
      [ids[1], 'purchased', rexStay.id],
      [ids[2], 'purchased', bellaStay.id],
    ]);

    expect((await bookingRow(rexStay.id)).totalPrice).toBe(26700 + 6400);
    expect((await bookingRow(bellaStay.id)).totalPrice).toBe(44500 + 3900);
    expect((await storedItems(ids)).map((row) => [row.status, row.bookingId, row.pricePaid])).toEqual([
      ['purchased', rexStay.id, 2500],
      ['purchased', rexStay.id, 3900],
      ['purchased', bellaStay.id, 3900],
    ]);
    const progress = await progressOf(ids);
    expect(progress).toHaveLength(3);
    expect(progress.every((row) => row.trainerId === trainer.user.id && row.currentStep === 0 && !row.completed)).toBe(true);

    // The cart is empty.
    expect((await t.call('GET', '/api/cart', owner)).json().filter((item: { id: number }) => ids.includes(item.id))).toEqual([]);

    // The trainer and the owner are told, under 'training'.
    const trainerNotes = await notificationsOf(trainer.user.id);
    expect(trainerNotes.length).toBe(trainerNotesBefore + 1);
    expect(trainerNotes.at(-1)).toMatchObject({
      category: 'training',
      title: 'New training skills assigned',
      message: 'You have been assigned: Sit Pretty for Rex, Stay Put for Rex, Stay Put for Bella.',
      data: expect.objectContaining({ url: '/trainer-skills' }),
    });
    const ownerNotes = await notificationsOf(owner.user.id);
    expect(ownerNotes.at(-1)).toMatchObject({ category: 'training', title: 'Training skills added' });
  });

  it('shows the added skills as lines of the booking’s total (GET /api/bookings/:id)', async () => {
    const rex = await newPet(owner, 'Rex');
    const stay = await insertBoardingStay(t.db, { petId: rex.id, ownerId: owner.user.id, nights: 3, totalPrice: 26700 });
    const skill = await insertTrainingSkill(t.db, { name: 'Loose Leash', price: 4500 });
    const itemId = await addToCart(owner, rex.id, skill.id);
    expect((await checkout(owner, [itemId])).statusCode).toBe(200);

    const res = await t.call('GET', `/api/bookings/${stay.id}`, owner);
    expect(res.statusCode).toBe(200);
    const booking = res.json();
    expect(booking.totalPrice).toBe(26700 + 4500);
    expect(booking.addedSkills).toEqual([
      { cartItemId: itemId, skillId: skill.id, name: 'Loose Leash', petId: rex.id, petName: 'Rex', pricePaid: 4500 },
    ]);
    expect(booking.priceLines.at(-1)).toEqual({ label: 'Training skill: Loose Leash (Rex)', amountCents: 4500 });
    const linesTotal = booking.priceLines.reduce((sum: number, line: { amountCents: number }) => sum + line.amountCents, 0);
    expect(linesTotal).toBe(booking.totalPrice);
  });

  it('makes the booking’s unpaid payment intent follow the new total, and the receipt list the skill once paid', async () => {
    const rex = await newPet(owner, 'Rex');
    const stay = await insertBoardingStay(t.db, { petId: rex.id, ownerId: owner.user.id, nights: 3, totalPrice: 26700 });
    const intent = await t.call('POST', '/api/create-payment-intent', owner, { bookingId: stay.id });
    expect(intent.statusCode, intent.body).toBe(200);
    const skill = await insertTrainingSkill(t.db, { name: 'Paw Target', price: 1999 });
    expect((await checkout(owner, [await addToCart(owner, rex.id, skill.id)])).statusCode).toBe(200);

    const [row] = await t.db.select().from(paymentIntents).where(eq(paymentIntents.bookingId, stay.id));
    expect(row.amount).toBe(26700 + 1999);

    const paid = await t.call('POST', '/api/sandbox/confirm', owner, sandboxCard(intent.json().clientSecret));
    expect(paid.json()).toMatchObject({ status: 'succeeded' });
    const receipt = await t.call('GET', `/api/bookings/${stay.id}/receipt`, owner);
    expect(receipt.statusCode, receipt.body).toBe(200);
    expect(receipt.json().totalCents).toBe(26700 + 1999);
    expect(receipt.json().lines.at(-1)).toEqual({ label: 'Training skill: Paw Target (Rex)', amountCents: 1999 });
    expect(receipt.json().addedSkills).toEqual([expect.objectContaining({ name: 'Paw Target', petName: 'Rex', pricePaid: 1999 })]);
  });

  it('refuses when a pet has no qualifying stay (400 naming pet and nights) and changes nothing', async () => {
    const rex = await newPet(owner, 'Rex');
    const milo = await newPet(owner, 'Milo');
    const rexStay = await insertBoardingStay(t.db, { petId: rex.id, ownerId: owner.user.id, nights: 3 });
    const miloStay = await insertBoardingStay(t.db, { petId: milo.id, ownerId: owner.user.id, nights: 2 });
    const short = await insertTrainingSkill(t.db, { minimumNights: 1 });
    const long = await insertTrainingSkill(t.db, { minimumNights: 4 });
    const ids = [await addToCart(owner, rex.id, short.id), await addToCart(owner, milo.id, long.id)];
    const before = await snapshot(ids, [rexStay.id, miloStay.id]);

    const res = await checkout(owner, ids);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Milo needs an unpaid boarding stay of at least 4 nights',
      details: { cartItems: 'Milo needs an unpaid boarding stay of at least 4 nights' },
    });
    expect(await snapshot(ids, [rexStay.id, miloStay.id])).toEqual(before);
    expect(before.items.every((item) => item.status === 'in_cart' && item.bookingId === null)).toBe(true);
  });

  it('refuses an item whose skill does not suit the pet’s species (400 naming pet and skill) and changes nothing', async () => {
    const rex = await newPet(owner, 'Rex');
    const luna = await postPet(t.app, owner, { name: 'Luna', petType: 'cat', breed: 'Siamese' });
    const rexStay = await insertBoardingStay(t.db, { petId: rex.id, ownerId: owner.user.id, nights: 3 });
    const lunaStay = await insertBoardingStay(t.db, { petId: luna.id, ownerId: owner.user.id, nights: 3 });
    const nails = await insertTrainingSkill(t.db, { name: 'Nail Care 1', species: ['dog', 'cat'] });
    const ids = [await addToCart(owner, rex.id, nails.id), await addToCart(owner, luna.id, nails.id)];
    // Added while the skill suited cats; since then it is for dogs only.
    await t.db
      .update(trainingSkills)
      .set({ species: ['dog'] })
      .where(eq(trainingSkills.id, nails.id));
    const before = await snapshot(ids, [rexStay.id, lunaStay.id]);

    const res = await checkout(owner, ids);
    expect(res.statusCode).toBe(400);
    const message = 'Nail Care 1 is not offered for cats (Luna is a cat)';
    expect(res.json()).toEqual({ message, details: { cartItems: message } });
    expect(await snapshot(ids, [rexStay.id, lunaStay.id])).toEqual(before);
  });

  it('refuses a skill whose only stay is already paid (409) and changes nothing', async () => {
    const rex = await newPet(owner, 'Rex');
    const paidStay = await insertBoardingStay(t.db, {
      petId: rex.id,
      ownerId: owner.user.id,
      nights: 5,
      paymentStatus: 'paid',
      status: 'confirmed',
    });
    const skill = await insertTrainingSkill(t.db);
    const ids = [await addToCart(owner, rex.id, skill.id)];
    const before = await snapshot(ids, [paidStay.id]);
    const res = await checkout(owner, ids);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Skills cannot be added to a booking that is already paid' });
    expect(await snapshot(ids, [paidStay.id])).toEqual(before);
  });

  it('refuses a stay whose payment has already succeeded at the provider (409)', async () => {
    const rex = await newPet(owner, 'Rex');
    const stay = await insertBoardingStay(t.db, { petId: rex.id, ownerId: owner.user.id, nights: 3 });
    const intent = await t.call('POST', '/api/create-payment-intent', owner, { bookingId: stay.id });
    // The provider took the money; the booking row has not heard yet.
    await t.db.update(paymentIntents).set({ status: 'succeeded' }).where(eq(paymentIntents.clientSecret, intent.json().clientSecret));
    const ids = [await addToCart(owner, rex.id, (await insertTrainingSkill(t.db)).id)];
    const before = await snapshot(ids, [stay.id]);
    const res = await checkout(owner, ids);
    expect(res.statusCode).toBe(409);
    expect(await snapshot(ids, [stay.id])).toEqual(before);
  });

  it('answers 404 for items that are not the caller’s cart items, and changes nothing', async () => {
    const rex = await newPet(owner, 'Rex');
    const stay = await insertBoardingStay(t.db, { petId: rex.id, ownerId: owner.user.id, nights: 3 });
    const shadow = await newPet(stranger, 'Shadow');
    const theirStay = await insertBoardingStay(t.db, { petId: shadow.id, ownerId: stranger.user.id, nights: 3 });
    const mine = await addToCart(owner, rex.id, (await insertTrainingSkill(t.db)).id);
    const theirs = await addToCart(stranger, shadow.id, (await insertTrainingSkill(t.db)).id);
    const before = await snapshot([mine, theirs], [stay.id, theirStay.id]);
    for (const ids of [[theirs], [mine, theirs], [mine, 999_999]]) {
      const res = await checkout(owner, ids);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'The cart item was not found.' });
    }
    expect(await snapshot([mine, theirs], [stay.id, theirStay.id])).toEqual(before);
  });

  it('checks the body: a list of ids, not empty (400)', async () => {
    expect((await t.call('POST', '/api/checkout', owner, { cartItems: [] })).json().message).toBe('Your cart is empty');
    expect((await t.call('POST', '/api/checkout', owner, { cartItems: 'all' })).statusCode).toBe(400);
    expect((await t.call('POST', '/api/checkout', undefined, { cartItems: [1] })).statusCode).toBe(401);
  });

  it('buys a cart once when five checkouts of it run at once', async () => {
    const rex = await newPet(owner, 'Rex');
    const stay = await insertBoardingStay(t.db, { petId: rex.id, ownerId: owner.user.id, nights: 4, totalPrice: 35600 });
    const skills = [await insertTrainingSkill(t.db, { price: 1000 }), await insertTrainingSkill(t.db, { price: 2000 })];
    const ids = [await addToCart(owner, rex.id, skills[0].id), await addToCart(owner, rex.id, skills[1].id)];
    const responses = await Promise.all(Array.from({ length: 5 }, () => checkout(owner, ids)));
    expect(responses.map((res) => res.statusCode).sort()).toEqual([200, 404, 404, 404, 404]);
    expect(await progressOf(ids)).toHaveLength(2);
    expect((await bookingRow(stay.id)).totalPrice).toBe(35600 + 3000);
    expect((await storedItems(ids)).map((row) => row.pricePaid)).toEqual([1000, 2000]);
  });
});

describe('cancelling a stay with skills on it', () => {
  it('returns the skills not yet taught to the cart, drops their progress and tells the trainer; a completed one stays', async () => {
    const rex = await newPet(owner, 'Rex');
    const stay = await insertBoardingStay(t.db, { petId: rex.id, ownerId: owner.user.id, nights: 4, totalPrice: 35600 });
    const open = await insertTrainingSkill(t.db, { name: 'Cancelled Recall', price: 3000 });
    const done = await insertTrainingSkill(t.db, { name: 'Finished Sit', price: 2000 });
    const openItem = await addToCart(owner, rex.id, open.id);
    const doneItem = await addToCart(owner, rex.id, done.id);
    expect((await checkout(owner, [openItem, doneItem])).statusCode).toBe(200);
    await t.db.update(skillProgress).set({ completed: true }).where(eq(skillProgress.cartItemId, doneItem));
    const trainerNotesBefore = (await notificationsOf(trainer.user.id)).length;

    const res = await t.call('PATCH', `/api/bookings/${stay.id}`, owner, { status: 'cancelled' });
    expect(res.statusCode, res.body).toBe(200);

    const [returned, kept] = await storedItems([openItem, doneItem]);
    expect(returned).toMatchObject({ status: 'in_cart', bookingId: null, pricePaid: null });
    expect(kept).toMatchObject({ status: 'purchased', bookingId: stay.id, pricePaid: 2000 });
    expect((await progressOf([openItem, doneItem])).map((row) => row.cartItemId)).toEqual([doneItem]);
    const cart = (await t.call('GET', '/api/cart', owner)).json();
    expect(cart.map((item: { id: number }) => item.id)).toContain(openItem);
    const trainerNotes = await notificationsOf(trainer.user.id);
    expect(trainerNotes).toHaveLength(trainerNotesBefore + 1);
    expect(trainerNotes.find((row) => row.title === 'Skill cancelled')?.message).toBe(
      "Rex's stay was cancelled, so Cancelled Recall is no longer yours to teach.",
    );
  });
});
