// POST /api/conversations (decisions.md 63): the conversation that exists (200) or a new one (201).
// An owner starts theirs with the business or with a trainer of one of their pets; staff the
// business's with an owner; a trainer theirs with an owner of a client pet. Two starts at once make
// one conversation: the partial unique indexes decide, the loser reads the winner's row.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ConversationStart } from '../../../common/message-schemas';
import type { Db, Tx } from '../../db/client';
import { conversations, pets, users } from '../../db/schema';
import type { ConversationRow } from '../../domain/messages/conversation-access';
import { isClientPet } from '../../platform/access/trainer-pets';
import type { SessionUser } from '../../platform/auth-guard';
import { forbidden, notFound } from '../../platform/errors';
import { aboutOf } from './about-label';
import { isStaffReader } from './conversation-queries';

export const START_WITH_OWNER_MESSAGE = 'Only staff and trainers can start a conversation with an owner.';

type Party = { kind: 'business'; ownerId: number; trainerId: null } | { kind: 'trainer'; ownerId: number; trainerId: number };

/** Whether `trainerId` is an approved trainer working with one of `ownerId`'s pets (one query). */
async function worksWithOwner(db: Db | Tx, trainerId: number, ownerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, trainerId),
        eq(users.isTrainer, true),
        sql`exists (select 1 from ${pets} where ${pets.ownerId} = ${ownerId} and ${isNull(pets.archivedAt)} and ${isClientPet(trainerId, sql`${pets.id}`)})`,
      ),
    );
  return row !== undefined;
}

/** Who the conversation is between; 404 for a trainer or owner the caller has no business with. */
async function partiesOf(db: Db | Tx, user: SessionUser, input: ConversationStart): Promise<Party> {
  const peer = input.with;
  if (peer === 'business') return { kind: 'business', ownerId: user.id, trainerId: null };
  if ('trainerId' in peer) {
    if (peer.trainerId === user.id || !(await worksWithOwner(db, peer.trainerId, user.id))) throw notFound('The trainer');
    return { kind: 'trainer', ownerId: user.id, trainerId: peer.trainerId };
  }
  if (isStaffReader(user)) {
    // Staff answer as the business: the business's conversation with themself would have them on
    // both sides (as an owner they write to the business with `with: 'business'`).
    const [found] = peer.ownerId === user.id ? [] : await db.select({ id: users.id }).from(users).where(eq(users.id, peer.ownerId));
    if (!found) throw notFound('The owner');
    return { kind: 'business', ownerId: found.id, trainerId: null };
  }
  if (!user.isTrainer) throw forbidden(START_WITH_OWNER_MESSAGE);
  if (peer.ownerId === user.id || !(await worksWithOwner(db, user.id, peer.ownerId))) throw notFound('The owner');
  return { kind: 'trainer', ownerId: peer.ownerId, trainerId: user.id };
}

const existing = (party: Party) =>
  party.kind === 'business'
    ? and(eq(conversations.kind, 'business'), eq(conversations.ownerId, party.ownerId))
    : and(eq(conversations.kind, 'trainer'), eq(conversations.ownerId, party.ownerId), eq(conversations.trainerId, party.trainerId));

export async function startConversation(
  db: Db,
  user: SessionUser,
  input: ConversationStart,
  timeZone: (db: Db | Tx) => Promise<string>,
): Promise<{ conversation: ConversationRow; created: boolean }> {
  const party = await partiesOf(db, user, input);
  if (input.petId !== undefined || input.bookingId !== undefined) {
    // What it is about is checked now (the page it was started from), though only messages keep it.
    const concerned = party.kind === 'trainer' ? await trainerClientPets(db, party) : [];
    await aboutOf(db, party, concerned, input, timeZone);
  }
  const [created] = await db
    .insert(conversations)
    .values({ kind: party.kind, ownerId: party.ownerId, trainerId: party.trainerId })
    .onConflictDoNothing()
    .returning();
  if (created) return { conversation: created, created: true };
  const [found] = await db.select().from(conversations).where(existing(party));
  return { conversation: found, created: false };
}

/** The trainer's client pets of the owner (what a trainer's conversation concerns). */
function trainerClientPets(db: Db | Tx, party: Party & { kind: 'trainer' }) {
  return db
    .select({ id: pets.id, name: pets.name })
    .from(pets)
    .where(and(eq(pets.ownerId, party.ownerId), isNull(pets.archivedAt), isClientPet(party.trainerId, sql`${pets.id}`)));
}
