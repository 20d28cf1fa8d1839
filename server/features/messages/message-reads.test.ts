// Read receipts per side and unread counts (decisions.md 63): the other side's messages after one's
// side's marker are unread; `PUT .../read` moves the caller's side to the newest message (any staff
// member reads for the business); sending moves the sender's own side; staff count the business's
// conversations too.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { conversations } from '../../db/schema';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';
import { messageCalls, messagesCast, type MessagesCast } from './message-test-kit';

const t = useTestApp();
const calls = messageCalls(t);
let c: MessagesCast;

beforeAll(async () => {
  c = await messagesCast(t);
});

const rowOf = async (id: number) => (await t.db.select().from(conversations).where(eq(conversations.id, id)))[0];
const unreadOf = async (who: RegisteredUser, id: number) => (await calls.conversation(who, id)).json().unreadCount;

describe('read receipts and unread counts', () => {
  it('move for both sides of the business’s conversation', async () => {
    const { id } = await calls.opened(c.owner, { with: 'business' });
    const staffBefore = await calls.unread(c.staff);
    const adminBefore = await calls.unread(c.admin);
    const first = await calls.sent(c.owner, id, 'Hello?');
    await calls.sent(c.owner, id, 'Anyone there?');
    // The owner's own messages are not unread for them; the business has two.
    expect(await calls.unread(c.owner)).toBe(0);
    expect(await calls.unread(c.staff)).toBe(staffBefore + 2);
    expect(await calls.unread(c.admin)).toBe(adminBefore + 2);
    expect(await unreadOf(c.staff, id)).toBe(2);
    expect(await unreadOf(c.owner, id)).toBe(0);
    expect(first.id).toBeGreaterThan(0);

    // One staff member reads for the business: the receipt names the business's side, and who read.
    const read = await calls.read(c.admin, id);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ unreadCount: 0, mySide: 'counterpart' });
    expect(read.json().reads.counterpart.lastReadMessageId).toBe(read.json().lastMessage.id);
    expect(read.json().reads.counterpart.readAt).not.toBeNull();
    expect((await rowOf(id)).counterpartReadBy).toBe(c.admin.user.id);
    expect(await calls.unread(c.staff)).toBe(staffBefore);
    expect(await unreadOf(c.staff, id)).toBe(0);

    // The reply is unread for the owner until they read it; the business's marker moved with the send.
    const reply = await calls.sent(c.staff, id, 'Here!');
    expect(await calls.unread(c.owner)).toBe(1);
    expect((await calls.conversation(c.owner, id)).json()).toMatchObject({
      unreadCount: 1,
      reads: { counterpart: { lastReadMessageId: reply.id } },
    });
    expect(await calls.unread(c.admin)).toBe(adminBefore);
    const ownerRead = await calls.read(c.owner, id);
    expect(ownerRead.json()).toMatchObject({ unreadCount: 0, reads: { owner: { lastReadMessageId: reply.id } } });
    expect(await calls.unread(c.owner)).toBe(0);
    // Reading again changes nothing.
    const again = await calls.read(c.owner, id);
    expect(again.json().reads.owner).toEqual(ownerRead.json().reads.owner);
  });

  it('move for the owner and the trainer, and staff never count a trainer’s conversation', async () => {
    const { id } = await calls.opened(c.owner, { with: { trainerId: c.trainer.user.id } });
    const staffBefore = await calls.unread(c.staff);
    await calls.sent(c.trainer, id, 'Buddy did great today');
    await calls.sent(c.trainer, id, 'Practice sit at home');
    expect(await calls.unread(c.owner)).toBe(2);
    expect(await calls.unread(c.trainer)).toBe(0);
    expect(await calls.unread(c.staff)).toBe(staffBefore);
    expect((await calls.read(c.owner, id)).statusCode).toBe(200);
    expect(await calls.unread(c.owner)).toBe(0);
    await calls.sent(c.owner, id, 'Will do!');
    expect(await calls.unread(c.trainer)).toBe(1);
    expect((await calls.read(c.trainer, id)).json()).toMatchObject({ mySide: 'counterpart', unreadCount: 0 });
    expect((await rowOf(id)).counterpartReadBy).toBeNull();
    expect(await calls.unread(c.trainer)).toBe(0);
  });

  it('an empty conversation reads as nothing unread', async () => {
    const owner = await t.register();
    const { id } = await calls.opened(owner, { with: 'business' });
    const res = await calls.read(owner, id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ unreadCount: 0, reads: { owner: { lastReadMessageId: null, readAt: null } } });
    expect(await calls.unread(owner)).toBe(0);
  });

  it('an owner’s message opens a done conversation again', async () => {
    const owner = await t.register();
    const { id } = await calls.opened(owner, { with: 'business' });
    await calls.sent(owner, id, 'Question');
    expect((await t.call('PUT', `/api/conversations/${id}/status`, c.staff, { status: 'done' })).statusCode).toBe(200);
    await calls.sent(c.staff, id, 'Answered, closing');
    expect((await rowOf(id)).status).toBe('done');
    await calls.sent(owner, id, 'One more thing');
    expect((await rowOf(id)).status).toBe('open');
  });
});
