// Writes the demo owner's conversations (seed-data/demo-messages.ts) as the messages feature leaves
// them (decisions.md 63): each message with its side and author, what it is about fixed as a label
// ("Buddy's stay, Nov 23-30"), the conversation's newest message, each side's newest (decisions.md
// 77) and each side's read marker. Every message counts as settled for the away mail: starting a
// server should not mail anyone.
import { and, asc, eq } from 'drizzle-orm';
import { addCalendarDays, calendarDayOf, instantAt } from '../../common/business-time';
import { DEFAULT_SETTINGS_START, readBusinessSettings } from '../domain/business/business-settings';
import { bookingLabel } from '../domain/messages/booking-label';
import type { Tx } from './client';
import { bookings, conversations, messages } from './schema';
import { demoBusinessMessages, demoTrainerMessages, type MessageDraft } from './seed-data/demo-messages';
import type { DemoClient } from './seed-demo-client';

/** The demo owner's side, and who answers as the business (null when demo_admin is not an admin). */
export type DemoMessagesCast = DemoClient & { adminId: number | null };

type About = { petId: number | null; bookingId: number | null; aboutLabel: string | null };

/** Seeds both conversations; call once, after the client story (it talks about Buddy's stay). */
export async function seedDemoMessages(tx: Tx, cast: DemoMessagesCast, now = new Date()): Promise<void> {
  const { timeZone } = await readBusinessSettings(tx, DEFAULT_SETTINGS_START);
  const today = calendarDayOf(now, timeZone);
  const when = (draft: MessageDraft) =>
    'minutesAgo' in draft.at
      ? new Date(now.getTime() - draft.at.minutesAgo * 60_000)
      : instantAt(addCalendarDays(today, draft.at.day), draft.at.time, timeZone);

  const [stay] = await tx
    .select()
    .from(bookings)
    .where(and(eq(bookings.petId, cast.pet.id), eq(bookings.serviceType, 'boarding')))
    .orderBy(asc(bookings.id))
    .limit(1);
  const pet: About = { petId: cast.pet.id, bookingId: null, aboutLabel: cast.pet.name };
  const abouts: Record<'stay' | 'pet', About> = {
    stay: stay ? { petId: null, bookingId: stay.id, aboutLabel: bookingLabel([cast.pet.name], stay, timeZone) } : pet,
    pet,
  };

  const write = async (conversationId: number, counterpartId: number | null, drafts: MessageDraft[]) => {
    const rows = [];
    for (const draft of drafts) {
      const [row] = await tx
        .insert(messages)
        .values({
          conversationId,
          side: draft.side,
          senderId: draft.side === 'owner' ? cast.ownerId : counterpartId,
          text: draft.text,
          ...(draft.about ? abouts[draft.about] : {}),
          createdAt: when(draft),
          awaySettledAt: now,
        })
        .returning({ id: messages.id, createdAt: messages.createdAt });
      rows.push(row);
    }
    return rows;
  };
  const minutesAfter = (instant: Date, minutes: number) => new Date(instant.getTime() + minutes * 60_000);
  /** The owner's last message, the other side's (its id or null) and the conversation's last one. */
  const ends = (rows: Awaited<ReturnType<typeof write>>, drafts: MessageDraft[]) => ({
    ownerLast: rows.filter((_, index) => drafts[index].side === 'owner').at(-1)!,
    counterpartLastId: rows.filter((_, index) => drafts[index].side === 'counterpart').at(-1)?.id ?? null,
    last: rows.at(-1)!,
  });

  // The business's: assigned to the administrator, who read the owner's question and answered it;
  // the owner has not read that answer yet.
  const [business] = await tx
    .insert(conversations)
    .values({ kind: 'business', ownerId: cast.ownerId, assigneeId: cast.adminId, createdAt: when(demoBusinessMessages[0]) })
    .returning({ id: conversations.id });
  const asked = ends(await write(business.id, cast.adminId, demoBusinessMessages), demoBusinessMessages);
  await tx
    .update(conversations)
    .set({
      ownerReadMessageId: asked.ownerLast.id,
      ownerReadAt: asked.ownerLast.createdAt,
      counterpartReadMessageId: asked.ownerLast.id,
      counterpartReadAt: minutesAfter(asked.ownerLast.createdAt, 2),
      counterpartReadBy: cast.adminId,
      lastMessageId: asked.last.id,
      ownerLastMessageId: asked.ownerLast.id,
      counterpartLastMessageId: asked.counterpartLastId,
      lastMessageAt: asked.last.createdAt,
    })
    .where(eq(conversations.id, business.id));

  // The trainer's: about a skill of the stay; both sides have read everything sent to them.
  const [withTrainer] = await tx
    .insert(conversations)
    .values({ kind: 'trainer', ownerId: cast.ownerId, trainerId: cast.trainerId, createdAt: when(demoTrainerMessages[0]) })
    .returning({ id: conversations.id });
  const talked = ends(await write(withTrainer.id, cast.trainerId, demoTrainerMessages), demoTrainerMessages);
  await tx
    .update(conversations)
    .set({
      ownerReadMessageId: talked.last.id,
      ownerReadAt: minutesAfter(talked.last.createdAt, 20),
      counterpartReadMessageId: talked.ownerLast.id,
      counterpartReadAt: minutesAfter(talked.ownerLast.createdAt, 5),
      counterpartReadBy: cast.trainerId,
      lastMessageId: talked.last.id,
      ownerLastMessageId: talked.ownerLast.id,
      counterpartLastMessageId: talked.counterpartLastId,
      lastMessageAt: talked.last.createdAt,
    })
    .where(eq(conversations.id, withTrainer.id));
}
