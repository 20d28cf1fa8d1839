// The conversation's kept unread flags (decisions.md 77): each side's newest message is kept with
// every message stored, and whether a side has unread messages follows from it and the side's read
// marker; the list sorts unread first by them (for staff, through the business's inbox index).
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Conversation } from '../../../common/message-schemas';
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

const flagsOf = async (id: number) => {
  const [row] = await t.db
    .select({ owner: conversations.ownerUnread, counterpart: conversations.counterpartUnread })
    .from(conversations)
    .where(eq(conversations.id, id));
  return row;
};

/** Every page of `limit` from the list, followed by its X-Next-Cursor. */
async function pagedIds(who: RegisteredUser, query: string, limit: number): Promise<number[]> {
  const ids: number[] = [];
  let cursor: string | undefined;
  do {
    const res = await calls.list(who, `?${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    ids.push(...(res.json() as Conversation[]).map((conversation) => conversation.id));
    cursor = res.headers['x-next-cursor'] as string | undefined;
  } while (cursor);
  return ids;
}

describe('the unread flags', () => {
  it('are set by a message from the other side, cleared by reading and by answering', async () => {
    const owner = await t.register();
    const { id } = await calls.opened(owner, { with: 'business' });
    expect(await flagsOf(id)).toEqual({ owner: false, counterpart: false });
    await calls.sent(owner, id, 'Is there room next week?');
    expect(await flagsOf(id)).toEqual({ owner: false, counterpart: true });
    expect((await calls.read(c.staff, id)).statusCode).toBe(200);
    expect(await flagsOf(id)).toEqual({ owner: false, counterpart: false });
    await calls.sent(owner, id, 'For two nights');
    await calls.sent(c.admin, id, 'Yes, there is');
    // Answering moves the business's marker past the owner's message: nothing unread for it.
    expect(await flagsOf(id)).toEqual({ owner: true, counterpart: false });
    expect((await calls.read(owner, id)).statusCode).toBe(200);
    expect(await flagsOf(id)).toEqual({ owner: false, counterpart: false });
  });

  it('order a trainer’s conversation and the owner’s side', async () => {
    const trainerChat = (await calls.opened(c.owner, { with: { trainerId: c.trainer.user.id } })).id;
    const business = (await calls.opened(c.owner, { with: 'business' })).id;
    await calls.sent(c.trainer, trainerChat, 'Homework: sit, ten times');
    expect(await flagsOf(trainerChat)).toEqual({ owner: true, counterpart: false });
    await calls.sent(c.staff, business, 'Buddy’s vaccination is due');
    await calls.read(c.owner, business);
    // The trainer's is older but unread for the owner, so it comes first.
    expect(await pagedIds(c.owner, 'filter=all', 1)).toEqual([trainerChat, business]);
    await calls.sent(c.owner, trainerChat, 'Will do');
    expect(await flagsOf(trainerChat)).toEqual({ owner: false, counterpart: true });
    expect(await pagedIds(c.trainer, 'filter=all', 1)).toEqual([trainerChat]);
    expect(await pagedIds(c.owner, 'filter=all', 1)).toEqual([trainerChat, business]);
    await calls.read(c.trainer, trainerChat);
    expect(await flagsOf(trainerChat)).toEqual({ owner: false, counterpart: false });
  });

  it('put the staff inbox’s unread first, newest first within each, page by page', async () => {
    const owners = await Promise.all([1, 2, 3, 4].map((n) => t.register({ firstName: `Flag${n}` })));
    const ids: number[] = [];
    for (const owner of owners) {
      const { id } = await calls.opened(owner, { with: 'business' });
      await calls.sent(owner, id, 'Hello');
      ids.push(id);
    }
    const [a, b, cc, d] = ids;
    await calls.read(c.staff, b);
    await calls.sent(c.admin, cc, 'Answered');
    // Unread: d, then a (older). Read: cc (answered last, the newest message of all), then b.
    const all = await pagedIds(c.staff, 'filter=all', 1);
    expect(all.filter((id) => ids.includes(id))).toEqual([d, a, cc, b]);
    expect(await pagedIds(c.admin, 'filter=unassigned', 3)).toEqual(all);
    // The owner of `a` answers again: it stays unread and is now the newest.
    await calls.sent(owners[0], a, 'Still there?');
    expect((await pagedIds(c.staff, 'filter=all', 2)).filter((id) => ids.includes(id))).toEqual([a, d, cc, b]);
  });
});
