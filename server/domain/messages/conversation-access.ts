// Who reads a conversation (decisions.md 63): its owner; a trainer's conversation, its trainer; the
// business's, anyone with staff rights (they answer as the business). Anyone else gets 404, as if
// it did not exist. A trainer's conversation is closed (read-only) once the trainer no longer works
// with any of the owner's pets (decisions.md 16); its pets are the trainer's client pets of that owner.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { hasStaffRights } from '../../../common/roles';
import type { ConversationSide } from '../../../common/message-schemas';
import type { Db, Tx } from '../../db/client';
import { conversations, pets } from '../../db/schema';
import { clientPetPairs } from '../../platform/access/trainer-pets';
import type { SessionUser } from '../../platform/auth-guard';
import { notFound } from '../../platform/errors';

export type ConversationRow = typeof conversations.$inferSelect;
/** The parts of the signed-in user the rule looks at. */
export type ConversationReader = Pick<SessionUser, 'id'> & Partial<Pick<SessionUser, 'isStaff' | 'isAdmin'>>;
export type ConversationPet = { id: number; name: string };

export const CONVERSATION_LABEL = 'The conversation';

const staff = (user: ConversationReader) => hasStaffRights({ isStaff: Boolean(user.isStaff), isAdmin: Boolean(user.isAdmin) });

/** The reader's side of the conversation, or null when they may not read it. */
export function sideOf(
  user: ConversationReader,
  conversation: Pick<ConversationRow, 'kind' | 'ownerId' | 'trainerId'>,
): ConversationSide | null {
  if (conversation.ownerId === user.id) return 'owner';
  if (conversation.kind === 'trainer') return conversation.trainerId === user.id ? 'counterpart' : null;
  return staff(user) ? 'counterpart' : null;
}

/** The conversation and the caller's side in it; 404 for a missing one and for one not theirs. */
export async function readableConversation(db: Db | Tx, user: ConversationReader, id: number, options: { lock?: boolean } = {}) {
  const query = db.select().from(conversations).where(eq(conversations.id, id));
  const [conversation] = options.lock ? await query.for('update') : await query;
  const side = conversation ? sideOf(user, conversation) : null;
  if (!conversation || !side) throw notFound(CONVERSATION_LABEL);
  return { conversation, side };
}

/** Whose sockets hear a conversation's live events: its users, and for the business's every staff socket. */
export function conversationAudience(conversation: Pick<ConversationRow, 'kind' | 'ownerId' | 'trainerId'>): {
  userIds: number[];
  staff: boolean;
} {
  if (conversation.kind === 'trainer' && conversation.trainerId !== null) {
    return { userIds: [conversation.ownerId, conversation.trainerId], staff: false };
  }
  return { userIds: [conversation.ownerId], staff: true };
}

/**
 * The pets each conversation concerns, in two queries: the owner's pets for the business's, the
 * trainer's client pets of that owner for a trainer's (archived pets are nobody's).
 */
export async function conversationPets(
  db: Db | Tx,
  of: readonly Pick<ConversationRow, 'id' | 'kind' | 'trainerId'>[],
): Promise<Map<number, ConversationPet[]>> {
  const byConversation = new Map<number, ConversationPet[]>(of.map((conversation) => [conversation.id, []]));
  const business = of.filter((conversation) => conversation.kind === 'business').map((conversation) => conversation.id);
  const trainers = of.filter((conversation) => conversation.kind === 'trainer');
  const found: { conversationId: number; id: number; name: string }[] = [];
  const columns = { conversationId: conversations.id, id: pets.id, name: pets.name };
  if (business.length > 0) {
    found.push(
      ...(await db
        .select(columns)
        .from(conversations)
        .innerJoin(pets, and(eq(pets.ownerId, conversations.ownerId), isNull(pets.archivedAt)))
        .where(inArray(conversations.id, business))
        .orderBy(pets.name, pets.id)),
    );
  }
  if (trainers.length > 0) {
    // Found from the trainers' side: their client pets, worked out once for the few trainers here,
    // fetched by id (as an array, which the planner takes for a few ids) and paired with the
    // conversation of their owner and trainer. Testing each of the owners' pets instead took three
    // index probes for every pet of every owner, or a read of every pet.
    const pairs = clientPetPairs([...new Set(trainers.map((conversation) => conversation.trainerId!))]);
    found.push(
      ...(await db
        .select(columns)
        .from(pets)
        .innerJoin(conversations, eq(conversations.ownerId, pets.ownerId))
        .where(
          and(
            sql`${pets.id} = any(array(select pair.pet_id from ${pairs} pair))`,
            isNull(pets.archivedAt),
            inArray(
              conversations.id,
              trainers.map((conversation) => conversation.id),
            ),
            sql`(${conversations.trainerId}, ${pets.id}) in ${pairs}`,
          ),
        )
        .orderBy(pets.name, pets.id)),
    );
  }
  for (const row of found) byConversation.get(row.conversationId)?.push({ id: row.id, name: row.name });
  return byConversation;
}

/** A trainer's conversation whose trainer works with none of the owner's pets any more. */
export const isClosed = (conversation: Pick<ConversationRow, 'kind'>, pets: readonly ConversationPet[]) =>
  conversation.kind === 'trainer' && pets.length === 0;
