// Sending and reading messages (decisions.md 63): plain text kept as written, what it is about as a
// label ("Buddy's stay, Dec 15-20"), pages of older messages with `before`, the author's edit within
// the window, bad input named by field, and nobody else reaching any of it (404).
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { EDIT_WINDOW_OVER_MESSAGE, MESSAGE_EDIT_MINUTES } from '../../../common/message-schemas';
import { conversations, messages } from '../../db/schema';
import { insertBooking, postPet, rexProfile } from '../../../tests/helpers/factories';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import { messageCalls, messagesCast, type MessagesCast } from './message-test-kit';

const t = useTestApp();
const calls = messageCalls(t);
let c: MessagesCast;
let businessId: number;

beforeAll(async () => {
  c = await messagesCast(t);
  businessId = (await calls.opened(c.owner, { with: 'business' })).id;
});

const storedOf = (id: number) => t.db.select().from(messages).where(eq(messages.id, id));

describe('sending', () => {
  it('stores plain text as written, names its author and makes it the conversation’s last message', async () => {
    const text = 'Hi! <b>Is Buddy eating?</b>\nThanks';
    const res = await calls.send(c.owner, businessId, { text: `  ${text}  ` });
    expect(res.statusCode, res.body).toBe(201);
    const message = res.json();
    expect(message).toMatchObject({
      conversationId: businessId,
      sender: { id: c.owner.user.id, name: 'Olive Owner' },
      side: 'owner',
      text,
      attachments: [],
      about: null,
      editedAt: null,
    });
    const reply = await calls.sent(c.staff, businessId, 'Eating well!');
    expect(reply).toMatchObject({ side: 'counterpart', sender: { id: c.staff.user.id, name: 'Sam Desk' } });
    const [row] = await t.db.select().from(conversations).where(eq(conversations.id, businessId));
    expect(row).toMatchObject({ lastMessageId: reply.id, ownerReadMessageId: message.id, counterpartReadMessageId: reply.id });
    expect(row.counterpartReadBy).toBe(c.staff.user.id);
  });

  it('labels what a message is about: a pet, a stay, a training session, several pets', async () => {
    const rex = await postPet(t.app, c.owner, rexProfile);
    const day = 24 * 60 * 60 * 1000;
    const start = new Date(Math.floor(Date.now() / day) * day + 40 * day + 12 * 60 * 60 * 1000);
    const month = (date: Date) => date.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
    const stay = await insertBooking(t.db, {
      petId: c.buddy.id,
      additionalPetIds: [rex.id],
      ownerId: c.owner.user.id,
      startDate: start,
      endDate: new Date(start.getTime() + 2 * day),
    });
    const lesson = await insertBooking(t.db, {
      petId: c.buddy.id,
      ownerId: c.owner.user.id,
      serviceType: 'training',
      trainerId: c.trainer.user.id,
      startDate: start,
      endDate: new Date(start.getTime() + 60 * 60 * 1000),
    });
    const end = new Date(start.getTime() + 2 * day);
    const range =
      month(start) === month(end)
        ? `${month(start)} ${start.getUTCDate()}-${end.getUTCDate()}`
        : `${month(start)} ${start.getUTCDate()}-${month(end)} ${end.getUTCDate()}`;
    const cases: [object, object][] = [
      [{ petId: c.buddy.id }, { label: 'Buddy', petId: c.buddy.id, bookingId: null }],
      [{ bookingId: stay.id }, { label: `Buddy and Rex's stay, ${range}`, petId: null, bookingId: stay.id }],
      [
        { bookingId: lesson.id, petId: c.buddy.id },
        { label: `Buddy's training, ${month(start)} ${start.getUTCDate()}`, bookingId: lesson.id },
      ],
    ];
    for (const [about, expected] of cases) {
      const res = await calls.send(c.owner, businessId, { text: 'About this', ...about });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().about).toMatchObject(expected);
      expect((await storedOf(res.json().id))[0].aboutLabel).toBe((expected as { label: string }).label);
    }
  });

  it('refuses bad input with the field named, and stores nothing', async () => {
    const stranger = await postPet(t.app, c.otherOwner, rexProfile);
    const cases: [unknown, string, string][] = [
      [{ text: '' }, 'text', 'Please write a message'],
      [{ text: '   ' }, 'text', 'Please write a message'],
      [{ text: 'x'.repeat(5001) }, 'text', 'A message must be at most 5000 characters'],
      [{}, 'text', 'Please write a message'],
      [{ text: 42 }, 'text', 'Please write a message'],
      [{ text: 'hi', petId: -1 }, 'petId', 'petId must be a pet id'],
      [{ text: 'hi', petId: stranger.id }, 'petId', 'petId must be a pet of this conversation'],
      [{ text: 'hi', bookingId: 2 ** 31 }, 'bookingId', 'bookingId must be a booking id'],
      [{ text: 'hi', html: '<b>' }, 'html', ''],
    ];
    const [before] = await t.db.select().from(conversations).where(eq(conversations.id, businessId));
    for (const [body, field, message] of cases) {
      const res = await calls.send(c.owner, businessId, body as object);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (message) expect(res.json().details?.[field], JSON.stringify(body)).toBe(message);
      else expect(res.json().message).toBeTruthy();
    }
    expect((await calls.send(c.owner, businessId, { text: 'x'.repeat(5000) })).statusCode).toBe(201);
    const [after] = await t.db.select().from(conversations).where(eq(conversations.id, businessId));
    expect(after.lastMessageId).toBeGreaterThan(before.lastMessageId!);
    for (const url of ['/api/conversations/abc/messages', '/api/conversations/0/messages', '/api/conversations/99999999999/messages']) {
      const res = await t.call('POST', url, c.owner, { text: 'hi' });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().details).toHaveProperty('id');
    }
    const query = await calls.messages(c.owner, businessId, '?before=x');
    expect(query.statusCode).toBe(400);
    expect(query.json().details).toHaveProperty('before');
  });
});

describe('pages of messages', () => {
  it('gives the newest page oldest first, and older pages with `before` and X-Next-Cursor', async () => {
    const { id } = await calls.opened(c.otherOwner, { with: 'business' });
    const sent = [];
    for (let i = 1; i <= 7; i++) sent.push((await calls.sent(i % 2 ? c.otherOwner : c.admin, id, `Message ${i}`)).id);
    const newest = await calls.messages(c.otherOwner, id, '?limit=3');
    expect(newest.statusCode).toBe(200);
    expect(newest.json().map((m: { text: string }) => m.text)).toEqual(['Message 5', 'Message 6', 'Message 7']);
    expect(newest.headers['x-next-cursor']).toBe(String(sent[4]));
    const older = await calls.messages(c.otherOwner, id, `?limit=3&before=${sent[4]}`);
    expect(older.json().map((m: { text: string }) => m.text)).toEqual(['Message 2', 'Message 3', 'Message 4']);
    const oldest = await calls.messages(c.admin, id, `?limit=3&before=${older.headers['x-next-cursor']}`);
    expect(oldest.json().map((m: { text: string }) => m.text)).toEqual(['Message 1']);
    expect(oldest.headers['x-next-cursor']).toBeUndefined();
    const all = await calls.messages(c.otherOwner, id);
    expect(all.json()).toHaveLength(7);
    expect(all.headers['x-next-cursor']).toBeUndefined();
  });
});

describe('editing', () => {
  it('lets the author edit within the window, keeping the first text; others who read get 403, others 404', async () => {
    const message = await calls.sent(c.owner, businessId, 'See you at 9');
    const url = `/api/conversations/${businessId}/messages/${message.id}`;
    const first = await t.call('PATCH', url, c.owner, { text: 'See you at 10' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ id: message.id, text: 'See you at 10' });
    expect(first.json().editedAt).not.toBeNull();
    expect((await t.call('PATCH', url, c.owner, { text: 'See you at 11' })).statusCode).toBe(200);
    expect((await storedOf(message.id))[0]).toMatchObject({ text: 'See you at 11', originalText: 'See you at 9' });
    expect((await t.call('PATCH', url, c.staff, { text: 'Hijacked' })).statusCode).toBe(403);
    for (const who of [c.otherOwner, c.trainer]) expect((await t.call('PATCH', url, who, { text: 'Hijacked' })).statusCode).toBe(404);
    expect((await t.call('PATCH', url, c.owner, { text: '' })).json().details).toHaveProperty('text');
    expect((await t.call('PATCH', `/api/conversations/${businessId}/messages/999999`, c.owner, { text: 'x' })).statusCode).toBe(404);
  });

  it(`refuses an edit after ${MESSAGE_EDIT_MINUTES} minutes (409)`, async () => {
    const message = await calls.sent(c.owner, businessId, 'Old news');
    const longAgo = new Date(Date.now() - (MESSAGE_EDIT_MINUTES + 1) * 60 * 1000);
    await t.db.update(messages).set({ createdAt: longAgo }).where(eq(messages.id, message.id));
    const res = await t.call('PATCH', `/api/conversations/${businessId}/messages/${message.id}`, c.owner, { text: 'New news' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(EDIT_WINDOW_OVER_MESSAGE);
    expect((await storedOf(message.id))[0]).toMatchObject({ text: 'Old news', editedAt: null, originalText: null });
  });
});

describe('a third user', () => {
  it('gets 404 on every route of someone else’s conversation, and nothing changes', async () => {
    const [message] = (await calls.messages(c.owner, businessId)).json();
    const [before] = await t.db.select().from(conversations).where(eq(conversations.id, businessId));
    for (const who of [c.otherOwner, c.trainer, c.otherTrainer]) {
      const attempts = [
        calls.conversation(who, businessId),
        calls.messages(who, businessId),
        calls.send(who, businessId, { text: 'Hello' }),
        calls.read(who, businessId),
        t.call('PATCH', `/api/conversations/${businessId}/messages/${message.id}`, who, { text: 'x' }),
        t.call('PUT', `/api/conversations/${businessId}/status`, who, { status: 'done' }),
        t.call('PUT', `/api/conversations/${businessId}/assignee`, who, { assigneeId: null }),
      ];
      for (const res of await Promise.all(attempts)) expect(res.statusCode, res.body).toBe(404);
    }
    const [after] = await t.db.select().from(conversations).where(eq(conversations.id, businessId));
    expect(after).toEqual(before);
  });
});
