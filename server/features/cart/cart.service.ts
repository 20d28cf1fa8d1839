// The skill cart (decisions.md 34, Cart item): the owner adds a skill for one of their pets, lists
// and removes their own items. The same skill for the same pet is refused while it is in the cart
// or once bought, and a skill that does not suit the pet's species is refused (400); the pet row is locked while checking, so two adds at once cannot both pass.
import { and, asc, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedQuery, queryName } from '../../db/prepared-queries';
import { cartItems, pets, trainingSkills } from '../../db/schema';
import { requireAccess, type AccessUser } from '../../platform/access/access';
import { badInput, conflict, notFound } from '../../platform/errors';
import { toPage, type ListPage, type Page } from '../../platform/list-query';
import { alreadyHasMessage } from '../../domain/skills/skill-messages';
import { speciesProblem } from '../../domain/skills/skill-species';
import { cartItemViews, type CartItemView } from './cart-view';

export async function listCart(db: Db, user: AccessUser, page: ListPage, timeZone: string): Promise<Page<CartItemView>> {
  const rows = await cartQuery(db, page.cursor !== undefined).execute({ userId: user.id, cursor: page.cursor, limit: page.limit + 1 });
  const { items, nextCursor } = toPage(
    rows.map((row) => row.item),
    page.limit,
  );
  const extras = {
    skills: new Map(rows.map((row) => [row.skill.id, row.skill])),
    pets: new Map(rows.map((row) => [row.pet.id, row.pet])),
  };
  return { items: await cartItemViews(db, items, timeZone, new Date(), extras), nextCursor };
}

/**
 * How many items wait in the user's cart: the items `listCart` lists (a pet archived since takes
 * its items out), counted without their stays. For the nav bar's cart icon and the skills menu's
 * badge, which every signed-in page draws (decisions.md 112); prepared once per database.
 */
export async function countCart(db: Db, user: AccessUser): Promise<number> {
  const [row] = await preparedQuery(db, 'cart_count', (db, name) =>
    db
      .select({ count: count() })
      .from(cartItems)
      .innerJoin(pets, eq(pets.id, cartItems.petId))
      .where(and(eq(cartItems.userId, sql.placeholder('userId')), eq(cartItems.status, 'in_cart'), isNull(pets.archivedAt)))
      .prepare(name),
  ).execute({ userId: user.id });
  return row.count;
}

/**
 * A page of the user's cart, oldest first, prepared once per database (decisions.md 85). The skill
 * and the pet come with each item: the view would otherwise read them in two more queries.
 */
function cartQuery(db: Db, afterCursor: boolean) {
  return preparedQuery(db, queryName('cart', afterCursor && 'after_cursor'), (db, name) =>
    db
      .select({ item: cartItems, skill: trainingSkills, pet: { id: pets.id, name: pets.name, petType: pets.petType } })
      .from(cartItems)
      .innerJoin(pets, eq(pets.id, cartItems.petId))
      .innerJoin(trainingSkills, eq(trainingSkills.id, cartItems.skillId))
      .where(
        and(
          eq(cartItems.userId, sql.placeholder('userId')),
          eq(cartItems.status, 'in_cart'),
          isNull(pets.archivedAt),
          afterCursor ? gt(cartItems.id, sql.placeholder('cursor')) : undefined,
        ),
      )
      .orderBy(asc(cartItems.id))
      .limit(sql.placeholder('limit'))
      .prepare(name),
  );
}

export async function addToCart(
  db: Db,
  user: AccessUser,
  input: { skillId: number; petId: number },
  timeZone: string,
): Promise<CartItemView> {
  const row = await db.transaction(async (tx) => {
    const pet = await requireAccess(tx, user, 'change', 'pet', input.petId, { lock: true });
    const [skill] = await tx
      .select()
      .from(trainingSkills)
      .where(and(eq(trainingSkills.id, input.skillId), eq(trainingSkills.published, true)));
    if (!skill) throw notFound('The training skill');
    const notForPet = speciesProblem(pet, skill);
    if (notForPet) throw badInput('petId', notForPet);
    const [held] = await tx
      .select({ status: cartItems.status })
      .from(cartItems)
      .where(and(eq(cartItems.petId, pet.id), eq(cartItems.skillId, skill.id)))
      .orderBy(asc(cartItems.status)); // 'in_cart' before 'purchased': either refuses
    if (held) throw conflict(alreadyHasMessage(pet.name, skill.name, held.status));
    const [inserted] = await tx.insert(cartItems).values({ userId: user.id, petId: pet.id, skillId: skill.id }).returning();
    return inserted;
  });
  const [view] = await cartItemViews(db, [row], timeZone);
  return view;
}

export async function removeFromCart(db: Db, user: AccessUser, itemId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const item = await requireAccess(tx, user, 'change', 'cartItem', itemId, { lock: true });
    // A purchased item is part of a booking now, not a cart line.
    if (item.status !== 'in_cart') throw notFound('The cart item');
    await tx.delete(cartItems).where(eq(cartItems.id, item.id));
  });
}
