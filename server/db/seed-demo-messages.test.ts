// The demo owner's conversations (seed-demo-messages.ts): one with the business about Buddy's stay,
// its last answer unread, and one with the demo trainer about a skill of Buddy's, read on both sides.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { businessTimeZone } from '../../common/business-time';
import { createTestDatabase } from '../../tests/helpers/test-database';
import type { DatabaseHandle, Db } from './client';
import { bookings, conversations, messages, pets, users } from './schema';
import { seedDatabase } from './seed';
import { bookingLabel } from '../domain/messages/booking-label';

async function userNamed(db: Db, username: string) {
  const [row] = await db.select().from(users).where(eq(users.username, username));
  return row;
}

describe('the demo conversations', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDatabase(database.db, { demoAccounts: true });
  });
  afterAll(() => database.close());

  it('gives the owner a conversation with the business about Buddy’s stay, its last answer unread', async () => {
    const owner = await userNamed(database.db, 'demo_owner');
    const admin = await userNamed(database.db, 'demo_admin');
    const [business] = await database.db
      .select()
      .from(conversations)
      .where(and(eq(conversations.ownerId, owner.id), eq(conversations.kind, 'business')));
    const sent = await database.db.select().from(messages).where(eq(messages.conversationId, business.id)).orderBy(messages.id);
    const [stay] = await database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.ownerId, owner.id), eq(bookings.serviceType, 'boarding')));

    expect(sent.map((message) => [message.side, message.senderId])).toEqual([
      ['owner', owner.id],
      ['counterpart', admin.id],
      ['owner', owner.id],
      ['counterpart', admin.id],
    ]);
    expect(sent[0]).toMatchObject({ bookingId: stay.id, aboutLabel: bookingLabel(['Buddy'], stay, businessTimeZone()) });
    expect(sent[0].aboutLabel).toMatch(/^Buddy's stay, [A-Z][a-z]{2} \d{1,2}-([A-Z][a-z]{2} )?\d{1,2}$/);
    // Oldest first, none in the future, none left for the away mail (a start mails nobody).
    const times = sent.map((message) => message.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times.at(-1)).toBeLessThanOrEqual(Date.now());
    expect(sent.every((message) => message.awaySettledAt !== null)).toBe(true);
    // The owner read up to their own last message: the business's answer after it is their one unread.
    expect(business).toMatchObject({
      assigneeId: admin.id,
      status: 'open',
      ownerReadMessageId: sent[2].id,
      counterpartReadMessageId: sent[2].id,
      counterpartReadBy: admin.id,
      lastMessageId: sent[3].id,
      lastMessageAt: sent[3].createdAt,
    });
    expect(sent.filter((message) => message.side === 'counterpart' && message.id > business.ownerReadMessageId!)).toHaveLength(1);
  });

  it('gives the owner a conversation with the demo trainer about a skill of Buddy’s, read on both sides', async () => {
    const owner = await userNamed(database.db, 'demo_owner');
    const trainer = await userNamed(database.db, 'demo_trainer');
    const [buddy] = await database.db
      .select()
      .from(pets)
      .where(and(eq(pets.ownerId, owner.id), eq(pets.name, 'Buddy')));
    const [talk] = await database.db
      .select()
      .from(conversations)
      .where(and(eq(conversations.ownerId, owner.id), eq(conversations.kind, 'trainer')));
    const said = await database.db.select().from(messages).where(eq(messages.conversationId, talk.id)).orderBy(messages.id);

    expect(talk.trainerId).toBe(trainer.id);
    expect(said.map((message) => message.side)).toEqual(['counterpart', 'owner', 'counterpart']);
    expect(said[0]).toMatchObject({ senderId: trainer.id, petId: buddy.id, aboutLabel: 'Buddy' });
    expect(said[0].text).toContain('Loose-Leash Walking');
    expect(talk).toMatchObject({ ownerReadMessageId: said[2].id, counterpartReadMessageId: said[1].id, lastMessageId: said[2].id });
    expect(said.every((message) => message.awaySettledAt !== null && message.createdAt.getTime() <= Date.now())).toBe(true);
  });
});
