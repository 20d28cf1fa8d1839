// What a message is about (decisions.md 63), fixed as a label when it is sent: a pet ("Buddy") or a
// booking of the conversation's owner ("Buddy's stay, Dec 15-20", "Buddy and Rex's stay, Dec 30-Jan 2",
// "Buddy's training, Dec 15"), its days in the business's time zone. The pet or booking must be the
// owner's (and, in a trainer's conversation, concern one of its pets): 400 naming the field otherwise.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { bookings, pets } from '../../db/schema';
import type { ConversationPet } from '../../domain/messages/conversation-access';
import { badInput } from '../../platform/errors';
import { bookingLabel } from '../../domain/messages/booking-label';

export const ABOUT_PET_MESSAGE = 'petId must be a pet of this conversation';
export const ABOUT_BOOKING_MESSAGE = 'bookingId must be a booking of this conversation';

export type About = { petId: number | null; bookingId: number | null; label: string | null };

/**
 * Checks what a message (or a conversation's start) is about against the conversation's owner and
 * pets and gives its label; no ids, no label.
 */
export async function aboutOf(
  db: Db | Tx,
  conversation: { ownerId: number; kind: 'business' | 'trainer' },
  conversationPets: readonly ConversationPet[],
  input: { petId?: number; bookingId?: number },
  timeZone: (db: Db | Tx) => Promise<string>,
): Promise<About> {
  const concerns = (petId: number) => conversation.kind === 'business' || conversationPets.some((pet) => pet.id === petId);
  let petLabel: string | null = null;
  if (input.petId !== undefined) {
    const [pet] = await db
      .select({ name: pets.name })
      .from(pets)
      .where(and(eq(pets.id, input.petId), eq(pets.ownerId, conversation.ownerId), isNull(pets.archivedAt)));
    if (!pet || !concerns(input.petId)) throw badInput('petId', ABOUT_PET_MESSAGE);
    petLabel = pet.name;
  }
  if (input.bookingId === undefined) return { petId: input.petId ?? null, bookingId: null, label: petLabel };
  const [booking] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, input.bookingId), eq(bookings.ownerId, conversation.ownerId)));
  const petIds = booking ? [booking.petId, ...booking.additionalPetIds] : [];
  if (!booking || !petIds.some(concerns)) throw badInput('bookingId', ABOUT_BOOKING_MESSAGE);
  const names = await db.select({ id: pets.id, name: pets.name }).from(pets).where(inArray(pets.id, petIds));
  const petNames = petIds.map((id) => names.find((row) => row.id === id)?.name ?? 'Your pet');
  return { petId: input.petId ?? null, bookingId: booking.id, label: bookingLabel(petNames, booking, await timeZone(db)) };
}
