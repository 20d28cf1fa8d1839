// The away mail (decisions.md 63), checked as a person would in their inbox (the mail queue's rows:
// recipient, subject, text): a message left unread for 10 minutes is mailed once to its recipient,
// all of a recipient's messages in one mail with the link to reply; a message read in time, or one
// whose recipient turned messages e-mail off, is settled without mail; the business's messages go
// to the assignee, or to every staff member while nobody is assigned; runs at once mail once.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { ConversationKind, ConversationSide } from '../../../common/message-schemas';
import { conversations, mailQueue, messageAttachments, messages, users } from '../../db/schema';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';
import { fileSafe } from '../../platform/mail/outbox';
import { mailAwayMessages } from './away-mail';

const t = useTestApp();
const deps = () => ({ db: t.db, config: t.config });

let owner: RegisteredUser;
let trainer: RegisteredUser;
let staffA: RegisteredUser;
let staffB: RegisteredUser;
let admin: RegisteredUser;

beforeAll(async () => {
  owner = await t.register({ firstName: 'Olivia', lastName: 'Owner' });
  trainer = await t.register({ firstName: 'Tara', lastName: 'Trainer', isTrainer: true });
  staffA = await t.register({ firstName: 'Sam', lastName: 'Staff' }, { roles: ['staff'] });
  staffB = await t.register({ firstName: 'Sasha', lastName: 'Desk' }, { roles: ['staff'] });
  admin = await t.register({ firstName: 'Ada', lastName: 'Admin' }, { roles: ['admin'] });
});

const minutesAgo = (minutes: number, from = new Date()) => new Date(from.getTime() - minutes * 60_000);

async function startConversation(kind: ConversationKind, who: RegisteredUser, counterpart?: RegisteredUser) {
  const [row] = await t.db
    .insert(conversations)
    .values({ kind, ownerId: who.user.id, trainerId: kind === 'trainer' ? counterpart!.user.id : null })
    .returning();
  return row;
}

async function send(conversationId: number, side: ConversationSide, sender: RegisteredUser, text: string, sentAt = minutesAgo(11)) {
  const [row] = await t.db.insert(messages).values({ conversationId, side, senderId: sender.user.id, text, createdAt: sentAt }).returning();
  await t.db.update(conversations).set({ lastMessageId: row.id, lastMessageAt: sentAt }).where(eq(conversations.id, conversationId));
  return row;
}

const mailsTo = (who: RegisteredUser) => t.db.select().from(mailQueue).where(eq(mailQueue.recipient, who.user.email)).orderBy(mailQueue.id);

const settledAt = async (ids: number[]) =>
  (await t.db.select({ at: messages.awaySettledAt }).from(messages).where(inArray(messages.id, ids))).map((row) => row.at);

async function newOwner(name: string) {
  return t.register({ firstName: name, lastName: 'Client' });
}

describe('the away mail', () => {
  it('mails the owner once, with every unread message of the conversation and the link to reply', async () => {
    const conversation = await startConversation('trainer', owner, trainer);
    const first = await send(conversation.id, 'counterpart', trainer, 'Buddy did great with "sit" today.', minutesAgo(13));
    const second = await send(conversation.id, 'counterpart', trainer, 'Shall we try "stay" on Thursday?', minutesAgo(12));
    const now = new Date();

    expect(await mailAwayMessages(deps(), now)).toBe(1);

    const mails = await mailsTo(owner);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('2 unread messages from Tara Trainer');
    expect(mails[0].text).toContain('Hi Olivia,');
    expect(mails[0].text).toContain('In your conversation with Tara Trainer:');
    expect(mails[0].text).toContain('Tara Trainer: "Buddy did great with "sit" today."');
    expect(mails[0].text).toContain('Tara Trainer: "Shall we try "stay" on Thursday?"');
    expect(mails[0].text).toContain(`Reply: http://localhost/messages/${conversation.id}`);
    expect(mails[0].html).toContain(`href="http://localhost/messages/${conversation.id}"`);
    expect(await settledAt([first.id, second.id])).toEqual([now, now]);
    // Delivered once it committed: without SMTP_URL, into the outbox a mail client opens.
    const outboxFile = await vi.waitFor(() => {
      const file = fs.readdirSync(path.join(t.config.dataDir, 'outbox')).find((name) => name.includes(fileSafe(owner.user.email)));
      if (!file) throw new Error('not in the outbox yet');
      return path.join(t.config.dataDir, 'outbox', file);
    });
    const eml = fs.readFileSync(outboxFile, 'utf8');
    expect(eml).toContain('Subject: 2 unread messages from Tara Trainer');
    expect(eml).toContain(`http://localhost/messages/${conversation.id}`);

    // A second run finds nothing left to do.
    expect(await mailAwayMessages(deps())).toBe(0);
    expect(await mailsTo(owner)).toHaveLength(1);
  });

  it('quotes the first 300 characters and names photos and videos', async () => {
    const client = await newOwner('Quinn');
    const conversation = await startConversation('trainer', client, trainer);
    await send(conversation.id, 'owner', client, `${'a'.repeat(300)}TAIL`);
    const photo = await send(conversation.id, 'owner', client, '');
    const video = await send(conversation.id, 'owner', client, 'Watch this');
    await t.db.insert(messageAttachments).values([
      { messageId: photo.id, address: `away-test/${photo.id}.jpg`, contentType: 'image/jpeg', sizeBytes: 1000 },
      { messageId: video.id, address: `away-test/${video.id}.mp4`, contentType: 'video/mp4', sizeBytes: 5000 },
    ]);

    await mailAwayMessages(deps());

    const [mail] = await mailsTo(trainer);
    expect(mail.subject).toBe('3 unread messages from Quinn Client');
    expect(mail.text).toContain(`Quinn Client: "${'a'.repeat(300)}…"`);
    expect(mail.text).not.toContain('TAIL');
    expect(mail.text).toContain('Quinn Client: sent a photo');
    expect(mail.text).toContain('Quinn Client: "Watch this", sent a video');
    expect(mail.text).toContain(`http://localhost/messages/${conversation.id}`);
  });

  it('sends nothing for a message read within the 10 minutes, and settles it', async () => {
    const client = await newOwner('Rita');
    const conversation = await startConversation('trainer', client, trainer);
    const read = await send(conversation.id, 'counterpart', trainer, 'Read in time');
    await t.db
      .update(conversations)
      .set({ ownerReadMessageId: read.id, ownerReadAt: minutesAgo(5) })
      .where(eq(conversations.id, conversation.id));

    await mailAwayMessages(deps());

    expect(await mailsTo(client)).toEqual([]);
    expect((await settledAt([read.id]))[0]).toBeInstanceOf(Date);
  });

  it('leaves a message younger than 10 minutes for a later run', async () => {
    const client = await newOwner('Yusuf');
    const conversation = await startConversation('trainer', client, trainer);
    const sentAt = minutesAgo(5);
    const fresh = await send(conversation.id, 'counterpart', trainer, 'Just sent', sentAt);

    await mailAwayMessages(deps());
    expect(await mailsTo(client)).toEqual([]);
    expect(await settledAt([fresh.id])).toEqual([null]);

    await mailAwayMessages(deps(), new Date(sentAt.getTime() + 10 * 60_000 + 1000));
    expect((await mailsTo(client)).map((mail) => mail.subject)).toEqual(['New message from Tara Trainer']);
  });

  it('sends nothing to a recipient who turned messages e-mail off, and still settles the message', async () => {
    const client = await newOwner('Mute');
    const put = await t.call('PUT', '/api/user/notification-preferences', client, {
      email: { bookings: true, training: true, programs: true, account: true, messages: false },
    });
    expect(put.statusCode).toBe(200);
    const conversation = await startConversation('trainer', client, trainer);
    const unread = await send(conversation.id, 'counterpart', trainer, 'You will not get this by mail');

    await mailAwayMessages(deps());

    expect(await mailsTo(client)).toEqual([]);
    expect((await settledAt([unread.id]))[0]).toBeInstanceOf(Date);
  });

  it('puts one recipient’s messages from several conversations in one mail, each with its link', async () => {
    const client = await newOwner('Noor');
    const withTrainer = await startConversation('trainer', client, trainer);
    const withBusiness = await startConversation('business', client);
    await send(withTrainer.id, 'counterpart', trainer, 'About the recall lesson', minutesAgo(14));
    await send(withBusiness.id, 'counterpart', staffA, 'Buddy is settling in well', minutesAgo(12));

    await mailAwayMessages(deps());

    const mails = await mailsTo(client);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('2 unread messages in PawsConnect');
    // The conversation with the newest message first; the business's staff write as the business.
    expect(mails[0].text.indexOf('In your conversation with PawsConnect:')).toBeLessThan(
      mails[0].text.indexOf('In your conversation with Tara Trainer:'),
    );
    expect(mails[0].text).toContain('Sam Staff (PawsConnect): "Buddy is settling in well"');
    expect(mails[0].text).toContain(`Reply: http://localhost/messages/${withBusiness.id}`);
    expect(mails[0].text).toContain(`Reply: http://localhost/messages/${withTrainer.id}`);
    expect(mails[0].text).toContain('Open your messages: http://localhost/messages');
  });

  it('mails every staff member an unassigned business conversation’s message, and only the assignee once assigned', async () => {
    const client = await newOwner('Uma');
    const conversation = await startConversation('business', client);
    await send(conversation.id, 'owner', client, 'Can Buddy have an extra walk?');
    const before = { a: (await mailsTo(staffA)).length, b: (await mailsTo(staffB)).length, admin: (await mailsTo(admin)).length };

    await mailAwayMessages(deps());

    for (const [who, count] of [
      [staffA, before.a],
      [staffB, before.b],
      [admin, before.admin],
    ] as const) {
      const mails = await mailsTo(who);
      expect(mails).toHaveLength(count + 1);
      expect(mails.at(-1)?.subject).toBe('New message from Uma Client');
      expect(mails.at(-1)?.text).toContain('In your conversation with Uma Client:');
      expect(mails.at(-1)?.text).toContain('Uma Client: "Can Buddy have an extra walk?"');
      expect(mails.at(-1)?.text).toContain(`Reply: http://localhost/messages/${conversation.id}`);
    }
    expect(await mailsTo(client)).toEqual([]);

    await t.db.update(conversations).set({ assigneeId: staffB.user.id }).where(eq(conversations.id, conversation.id));
    await send(conversation.id, 'owner', client, 'And his blanket, please');

    await mailAwayMessages(deps());

    expect(await mailsTo(staffA)).toHaveLength(before.a + 1);
    expect(await mailsTo(admin)).toHaveLength(before.admin + 1);
    const assigneeMails = await mailsTo(staffB);
    expect(assigneeMails).toHaveLength(before.b + 2);
    expect(assigneeMails.at(-1)?.text).toContain('Uma Client: "And his blanket, please"');
    expect(assigneeMails.at(-1)?.text).not.toContain('extra walk');
  });

  it('mails every staff member again when the assignee no longer has staff rights', async () => {
    const former = await t.register({ firstName: 'Fay', lastName: 'Former' }, { roles: ['staff'] });
    const client = await newOwner('Wes');
    const conversation = await startConversation('business', client);
    await t.db.update(conversations).set({ assigneeId: former.user.id }).where(eq(conversations.id, conversation.id));
    await t.db.update(users).set({ isStaff: false }).where(eq(users.id, former.user.id));
    await send(conversation.id, 'owner', client, 'Is anyone there?');
    const before = (await mailsTo(staffA)).length;

    await mailAwayMessages(deps());

    expect(await mailsTo(former)).toEqual([]);
    expect(await mailsTo(staffA)).toHaveLength(before + 1);
  });

  it('does not mail staff the business’s own replies, only the owner', async () => {
    const client = await newOwner('Vic');
    const conversation = await startConversation('business', client);
    await send(conversation.id, 'counterpart', staffA, 'Your booking is confirmed');
    const staffMails = (await mailsTo(staffB)).length;

    await mailAwayMessages(deps());

    expect((await mailsTo(client)).map((mail) => mail.subject)).toEqual(['New message from Sam Staff (PawsConnect)']);
    expect(await mailsTo(staffB)).toHaveLength(staffMails);
  });

  it('mails once when two instances run at the same moment', async () => {
    const client = await newOwner('Twin');
    const conversation = await startConversation('trainer', client, trainer);
    await send(conversation.id, 'counterpart', trainer, 'Only once, please');

    const runs = await Promise.all([mailAwayMessages(deps()), mailAwayMessages(deps())]);

    expect(runs.reduce((sum, queued) => sum + queued, 0)).toBe(1);
    expect((await mailsTo(client)).map((mail) => mail.subject)).toEqual(['New message from Tara Trainer']);
  });
});
