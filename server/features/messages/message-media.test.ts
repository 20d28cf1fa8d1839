// Photos and videos in messages (decisions.md 63): one per upload message, the report cards'
// photo-or-video rule, served only to the conversation's readers; and a trainer's conversation
// that closed (the trainer no longer works with the owner's pets): readable, but no sends (409).
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CONVERSATION_CLOSED_MESSAGE } from '../../../common/message-schemas';
import { messageAttachments, messages, skillProgress } from '../../db/schema';
import { assignSkillToTrainer, postPet, rexProfile, tinyMp4, tinyPng } from '../../../tests/helpers/factories';
import { fileForm } from '../../../tests/helpers/object-fixtures';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';
import { messageCalls, messagesCast, type MessagesCast } from './message-test-kit';

const t = useTestApp();
const calls = messageCalls(t);
let c: MessagesCast;
let businessId: number;
let trainerChat: number;

beforeAll(async () => {
  c = await messagesCast(t);
  businessId = (await calls.opened(c.owner, { with: 'business' })).id;
  trainerChat = (await calls.opened(c.owner, { with: { trainerId: c.trainer.user.id } })).id;
});

const upload = (who: RegisteredUser | undefined, id: number, form = fileForm('file', tinyPng, 'image/png', 'buddy.png')) =>
  t.call('POST', `/api/conversations/${id}/media`, who, form);
const attachmentsOf = (id: number) =>
  t.db
    .select()
    .from(messageAttachments)
    .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
    .where(eq(messages.conversationId, id));

describe('photos and videos', () => {
  it('sends a photo as a message of its own, served to the conversation’s readers only', async () => {
    const res = await upload(c.owner, businessId);
    expect(res.statusCode, res.body).toBe(201);
    const message = res.json();
    expect(message).toMatchObject({ conversationId: businessId, side: 'owner', text: '', sender: { id: c.owner.user.id } });
    expect(message.attachments).toEqual([
      { url: expect.stringMatching(/^\/uploads\/messages\/[0-9a-f]{32}\.png$/), contentType: 'image/png' },
    ]);
    const url = message.attachments[0].url;
    for (const who of [c.owner, c.staff, c.admin]) {
      const file = await t.call('GET', url, who);
      expect(file.statusCode, `${who.user.username}`).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
    }
    for (const who of [c.otherOwner, c.trainer, c.otherTrainer]) expect((await t.call('GET', url, who)).statusCode).toBe(404);
    expect((await t.call('GET', url)).statusCode).toBe(401);
    const listed = (await calls.messages(c.staff, businessId)).json();
    expect(listed.at(-1)).toMatchObject({ id: message.id, attachments: message.attachments });
  });

  it('a trainer’s conversation’s video reaches its trainer and owner, not staff', async () => {
    const res = await upload(c.trainer, trainerChat, fileForm('file', tinyMp4(), 'video/mp4', 'sit.mp4'));
    expect(res.statusCode, res.body).toBe(201);
    const url = res.json().attachments[0].url;
    expect(res.json().attachments[0].contentType).toBe('video/mp4');
    for (const who of [c.owner, c.trainer]) expect((await t.call('GET', url, who)).statusCode).toBe(200);
    for (const who of [c.staff, c.otherTrainer]) expect((await t.call('GET', url, who)).statusCode).toBe(404);
  });

  it('refuses what is not a photo or video (415), a missing file (400) and a stranger (404), storing nothing', async () => {
    const before = await attachmentsOf(businessId);
    const text = await upload(c.owner, businessId, fileForm('file', Buffer.from('just text'), 'image/png', 'fake.png'));
    expect(text.statusCode).toBe(415);
    expect(text.json().details).toHaveProperty('file');
    const wrongField = await upload(c.owner, businessId, fileForm('photo', tinyPng, 'image/png', 'a.png'));
    expect(wrongField.statusCode).toBe(400);
    for (const who of [c.otherOwner, c.trainer]) expect((await upload(who, businessId)).statusCode).toBe(404);
    expect((await upload(c.owner, 999_999)).statusCode).toBe(404);
    expect(await attachmentsOf(businessId)).toEqual(before);
  });
});

describe('a closed trainer’s conversation', () => {
  it('stays readable when the trainer no longer works with the owner’s pets, and takes no message (409)', async () => {
    const owner = await t.register({ firstName: 'Clara' });
    const pet = await postPet(t.app, owner, { ...rexProfile, name: 'Nova' });
    const progress = await assignSkillToTrainer(t.db, { petId: pet.id, ownerId: owner.user.id, trainerId: c.trainer.user.id });
    const { id } = await calls.opened(owner, { with: { trainerId: c.trainer.user.id } });
    const message = await calls.sent(c.trainer, id, 'Great session');
    await t.db.delete(skillProgress).where(eq(skillProgress.id, progress.id));

    const view = await calls.conversation(owner, id);
    expect(view.json()).toMatchObject({ closed: true, pets: [] });
    for (const who of [owner, c.trainer]) {
      const res = await calls.send(who, id, { text: 'Still there?' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(CONVERSATION_CLOSED_MESSAGE);
      expect((await upload(who, id)).statusCode).toBe(409);
      expect((await calls.messages(who, id)).json().map((m: { id: number }) => m.id)).toEqual([message.id]);
    }
    const edit = await t.call('PATCH', `/api/conversations/${id}/messages/${message.id}`, c.trainer, { text: 'Edited' });
    expect(edit.statusCode).toBe(409);
    expect((await calls.read(owner, id)).json()).toMatchObject({ closed: true, unreadCount: 0 });
    // Neither side can start it again (404): the trainer works with none of the owner's pets now.
    expect((await calls.start(owner, { with: { trainerId: c.trainer.user.id } })).statusCode).toBe(404);
    expect((await calls.start(c.trainer, { with: { ownerId: owner.user.id } })).statusCode).toBe(404);
    expect((await calls.list(c.trainer)).json().find((x: { id: number }) => x.id === id)).toMatchObject({ closed: true });
  });
});
