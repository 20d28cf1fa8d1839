// The conversation list and the staff inbox (decisions.md 63): the caller's conversations, unread
// first and then newest, in cursor pages; `q` by the owner's or trainer's name or a pet's name
// (literally); staff see the business's conversations, never a trainer's, filter them, assign them
// to a colleague and mark them done.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { Conversation } from '../../../common/message-schemas';
import { auditLog, conversations } from '../../db/schema';
import { postPet, rexProfile } from '../../../tests/helpers/factories';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';
import { messageCalls, messagesCast, type MessagesCast } from './message-test-kit';

const t = useTestApp();
const calls = messageCalls(t);
let c: MessagesCast;
let trainerChat: number;

beforeAll(async () => {
  c = await messagesCast(t);
  trainerChat = (await calls.opened(c.owner, { with: { trainerId: c.trainer.user.id } })).id;
  await calls.sent(c.owner, trainerChat, 'Private to the trainer');
});

const idsOf = async (who: RegisteredUser, query = '') => {
  const res = await calls.list(who, query);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Conversation[]).map((conversation) => conversation.id);
};

describe('the list', () => {
  it('puts unread first, then the newest message, and pages with X-Next-Cursor', async () => {
    const staffMember = await t.register({}, { roles: ['staff'] });
    const owners = await Promise.all([1, 2, 3, 4].map((n) => t.register({ firstName: `Pager${n}` })));
    const ids: number[] = [];
    for (const owner of owners) {
      const { id } = await calls.opened(owner, { with: 'business' });
      await calls.sent(owner, id, 'Hi');
      ids.push(id);
    }
    // The second one is read: it drops below the unread ones, however new.
    await calls.read(staffMember, ids[1]);
    const page1 = await calls.list(staffMember, '?filter=unassigned&q=Pager&limit=2');
    expect(page1.json().map((x: Conversation) => x.id)).toEqual([ids[3], ids[2]]);
    expect(page1.json()[0]).toMatchObject({ unreadCount: 1, title: 'Pager4 User', lastMessage: { text: 'Hi' } });
    const cursor = page1.headers['x-next-cursor'];
    expect(cursor).toBe(String(ids[2]));
    const page2 = await calls.list(staffMember, `?filter=unassigned&q=Pager&limit=2&cursor=${cursor}`);
    expect(page2.json().map((x: Conversation) => x.id)).toEqual([ids[0], ids[1]]);
    expect(page2.headers['x-next-cursor']).toBeUndefined();
    // A cursor naming a conversation the caller cannot read shows nothing.
    expect(await idsOf(c.otherOwner, `?cursor=${ids[0]}`)).toEqual([]);
  });

  it('shows each their own: the owner both, the trainer theirs, staff the business’s but not the trainer’s', async () => {
    const business = await calls.opened(c.owner, { with: 'business' });
    expect(await idsOf(c.owner)).toEqual(expect.arrayContaining([business.id, trainerChat]));
    expect(await idsOf(c.trainer)).toEqual([trainerChat]);
    expect(await idsOf(c.otherTrainer)).toEqual([]);
    const staffIds = await idsOf(c.staff);
    expect(staffIds).toContain(business.id);
    expect(staffIds).not.toContain(trainerChat);
    for (const who of [c.staff, c.admin, c.otherOwner]) {
      expect((await calls.conversation(who, trainerChat)).statusCode).toBe(404);
      expect((await calls.messages(who, trainerChat)).statusCode).toBe(404);
    }
  });

  it('finds by the owner’s name or username, the trainer’s name and a pet’s name, literally', async () => {
    const owner = await t.register({ firstName: 'Zelda', lastName: 'Quill', username: `zq_${Date.now()}` });
    await postPet(t.app, owner, { ...rexProfile, name: 'Pickle_100%' });
    const { id } = await calls.opened(owner, { with: 'business' });
    for (const q of ['zelda', 'QUILL', owner.user.username.toUpperCase(), 'pickle', '_100%']) {
      expect(await idsOf(c.staff, `?q=${encodeURIComponent(q)}`), q).toContain(id);
    }
    for (const q of ['l%a', 'e_da', 'Nobody at all']) {
      expect(await idsOf(c.staff, `?q=${encodeURIComponent(q)}`), q).not.toContain(id);
    }
    expect(await idsOf(c.owner, '?q=tess')).toEqual([trainerChat]);
    expect(await idsOf(c.trainer, '?q=buddy')).toEqual([trainerChat]);
    expect(await idsOf(c.trainer, '?q=pickle')).toEqual([]);
  });

  it('refuses bad queries with the field named', async () => {
    for (const [query, field] of [
      ['?filter=everything', 'filter'],
      ['?limit=0', 'limit'],
      ['?cursor=abc', 'cursor'],
      [`?q=${'x'.repeat(101)}`, 'q'],
      ['?sort=new', ''],
    ]) {
      const res = await calls.list(c.owner, query);
      expect(res.statusCode, query).toBe(400);
      if (field) expect(res.json().details, query).toHaveProperty(field);
    }
  });
});

describe('the staff inbox', () => {
  it('assigns a conversation to a colleague, filters mine, unassigned and done, and marks it done', async () => {
    const owner = await t.register({ firstName: 'Inbox' });
    const { id } = await calls.opened(owner, { with: 'business' });
    await calls.sent(owner, id, 'Help please');
    expect(await idsOf(c.staff, '?filter=unassigned')).toContain(id);
    expect(await idsOf(c.staff, '?filter=mine')).not.toContain(id);
    const assigned = await t.call('PUT', `/api/conversations/${id}/assignee`, c.admin, { assigneeId: c.staff.user.id });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().assignee).toEqual({ id: c.staff.user.id, name: 'Sam Desk' });
    expect(await idsOf(c.staff, '?filter=mine')).toContain(id);
    expect(await idsOf(c.admin, '?filter=mine')).not.toContain(id);
    expect(await idsOf(c.staff, '?filter=unassigned')).not.toContain(id);
    const done = await t.call('PUT', `/api/conversations/${id}/status`, c.staff, { status: 'done' });
    expect(done.json()).toMatchObject({ status: 'done' });
    expect(await idsOf(c.staff, '?filter=done')).toContain(id);
    expect(await idsOf(c.staff, '?filter=mine')).not.toContain(id);
    expect(await idsOf(c.staff)).toContain(id);
    // An owner's filters concern the business's inbox: nothing.
    expect(await idsOf(owner, '?filter=done')).toEqual([]);
    const cleared = await t.call('PUT', `/api/conversations/${id}/assignee`, c.staff, { assigneeId: null });
    expect(cleared.json().assignee).toBeNull();

    // Each act is in the audit log, with who did it and what it was before.
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.kind, ['conversation.assigned', 'conversation.status_changed']))
      .orderBy(auditLog.id);
    expect(audit.filter((row) => row.summary.startsWith(`Conversation #${id} `))).toMatchObject([
      { actorId: c.admin.user.id, kind: 'conversation.assigned', before: { assigneeId: null }, after: { assigneeId: c.staff.user.id } },
      { actorId: c.staff.user.id, kind: 'conversation.status_changed', before: { status: 'open' }, after: { status: 'done' } },
      {
        actorId: c.staff.user.id,
        kind: 'conversation.assigned',
        summary: `Conversation #${id} assigned to nobody`,
        after: { assigneeId: null },
      },
    ]);
  });

  it('is for staff (403 for the owner), never a trainer’s conversation (404), and assigns only staff (400)', async () => {
    const { id } = await calls.opened(c.owner, { with: 'business' });
    const [before] = await t.db.select().from(conversations).where(eq(conversations.id, id));
    expect((await t.call('PUT', `/api/conversations/${id}/status`, c.owner, { status: 'done' })).statusCode).toBe(403);
    expect((await t.call('PUT', `/api/conversations/${id}/assignee`, c.owner, { assigneeId: null })).statusCode).toBe(403);
    for (const who of [c.staff, c.trainer, c.owner]) {
      expect((await t.call('PUT', `/api/conversations/${trainerChat}/status`, who, { status: 'done' })).statusCode).toBe(404);
    }
    for (const assigneeId of [c.owner.user.id, c.trainer.user.id, 999_999]) {
      const res = await t.call('PUT', `/api/conversations/${id}/assignee`, c.staff, { assigneeId });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual({ assigneeId: 'assigneeId must be a staff member’s id' });
    }
    for (const body of [{ status: 'closed' }, {}, { status: 'done', extra: 1 }]) {
      expect((await t.call('PUT', `/api/conversations/${id}/status`, c.staff, body)).statusCode).toBe(400);
    }
    expect((await t.call('PUT', `/api/conversations/${id}/assignee`, c.staff, { assigneeId: 'me' })).json().details).toHaveProperty(
      'assigneeId',
    );
    const [after] = await t.db.select().from(conversations).where(eq(conversations.id, id));
    expect(after).toEqual(before);
    expect(
      await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.summary, `Conversation #${id} assigned to nobody`)),
    ).toEqual([]);
  });
});

describe('the staff inbox’s saved replies and colleagues', () => {
  it('gives staff the business’s saved replies and everyone they may assign to; others get 403', async () => {
    const { version } = (await t.call('GET', '/api/admin/settings', c.admin)).json();
    const savedReplies = [{ title: 'Drop-off times', text: 'Drop-off is from 9 to 11 AM and 1 to 3 PM.' }];
    expect((await t.call('PUT', '/api/admin/settings', c.admin, { version, savedReplies })).statusCode).toBe(200);

    const res = await t.call('GET', '/api/messages/staff-inbox', c.staff);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().savedReplies).toEqual(savedReplies);
    const colleagueIds = (res.json().colleagues as { id: number }[]).map((colleague) => colleague.id);
    expect(colleagueIds).toEqual(expect.arrayContaining([c.staff.user.id, c.admin.user.id]));
    expect(colleagueIds).not.toContain(c.owner.user.id);
    expect(colleagueIds).not.toContain(c.trainer.user.id);
    expect(res.json().colleagues).toContainEqual({ id: c.staff.user.id, name: 'Sam Desk' });

    for (const who of [c.owner, c.trainer]) expect((await t.call('GET', '/api/messages/staff-inbox', who)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/messages/staff-inbox')).statusCode).toBe(401);
  });
});
