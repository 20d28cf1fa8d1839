// A cart item as the API returns it: its row with the pet's name, the skill, and for an item still
// in the cart the stay it would join at checkout or why it cannot be checked out (a purchased item
// shows the booking it joined). One query per kind of extra, never one per item.
import { inArray } from 'drizzle-orm';
import { bookingDays } from '../../../common/pricing';
import type { Db, Tx } from '../../db/client';
import { rowWith } from '../../db/row-with';
import { bookings, pets, trainingSkills } from '../../db/schema';
import type { CartItemRow, PetRow } from '../../platform/access/resources';
import { chooseStay, stayView, upcomingStays, type SkillStay } from '../../domain/skills/skill-stays';
import { speciesProblem } from '../../domain/skills/skill-species';

type SkillRow = typeof trainingSkills.$inferSelect;

export type CartItemView = CartItemRow & { petName: string; skill: SkillRow; stay: SkillStay | null; problem: string | null };

export const noLongerOfferedMessage = (skillName: string) => `${skillName} is no longer offered`;

/** Each item's skill and pet, when the caller read them with the items (the cart list does, in one query). */
export type CartItemExtras = { skills: Map<number, SkillRow>; pets: Map<number, CartPet> };
type CartPet = { id: number; name: string; petType: PetRow['petType'] };

export async function cartItemViews(
  db: Db | Tx,
  rows: CartItemRow[],
  timeZone: string,
  now = new Date(),
  extras?: CartItemExtras,
): Promise<CartItemView[]> {
  if (rows.length === 0) return [];
  const skills = extras?.skills ?? (await skillsOf(db, rows));
  const petsById = extras?.pets ?? (await petsOf(db, rows));
  const waiting = rows.filter((row) => row.status === 'in_cart');
  const stays =
    waiting.length === 0
      ? []
      : await upcomingStays(
          db,
          waiting[0].userId,
          waiting.map((row) => row.petId),
          timeZone,
          { now },
        );
  const joinedIds = rows.flatMap((row) => (row.status === 'purchased' && row.bookingId !== null ? [row.bookingId] : []));
  const joined = new Map(
    joinedIds.length === 0
      ? []
      : (await db.select().from(bookings).where(inArray(bookings.id, joinedIds))).map((booking) => [booking.id, booking]),
  );
  return rows.map((row) => {
    const skill = skills.get(row.skillId)!;
    const pet = petsById.get(row.petId);
    const petName = pet?.name ?? `Pet #${row.petId}`;
    if (row.status === 'purchased') {
      const booking = row.bookingId === null ? undefined : joined.get(row.bookingId);
      const stay = booking
        ? {
            bookingId: booking.id,
            startDate: booking.startDate,
            endDate: booking.endDate,
            nights: bookingDays(booking.startDate, booking.endDate, timeZone),
          }
        : null;
      return rowWith(row, { petName, skill, stay, problem: null });
    }
    if (!skill.published) return rowWith(row, { petName, skill, stay: null, problem: noLongerOfferedMessage(skill.name) });
    const notForPet = pet ? speciesProblem(pet, skill) : null;
    if (notForPet) return rowWith(row, { petName, skill, stay: null, problem: notForPet });
    const choice = chooseStay(stays, { id: row.petId, name: petName }, skill.minimumNights);
    return rowWith(row, { petName, skill, stay: choice.stay ? stayView(choice.stay) : null, problem: choice.problem });
  });
}

async function skillsOf(db: Db | Tx, rows: CartItemRow[]): Promise<Map<number, SkillRow>> {
  const found = await db
    .select()
    .from(trainingSkills)
    .where(inArray(trainingSkills.id, [...new Set(rows.map((row) => row.skillId))]));
  return new Map(found.map((skill) => [skill.id, skill]));
}

async function petsOf(db: Db | Tx, rows: CartItemRow[]): Promise<Map<number, CartPet>> {
  const found = await db
    .select({ id: pets.id, name: pets.name, petType: pets.petType })
    .from(pets)
    .where(inArray(pets.id, [...new Set(rows.map((row) => row.petId))]));
  return new Map(found.map((pet) => [pet.id, pet]));
}
