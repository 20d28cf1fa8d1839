// Starting a conversation (decisions.md 63): an owner with the business or a trainer of their pet,
// staff with an owner (the business's), a trainer with an owner of a client pet; the existing one
// comes back (200), two starts at once make one; what it is about must be the owner's.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { conversations } from '../../db/schema';
import { insertBoardingStay, postPet, rexProfile } from '../../../tests/helpers/factories';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import { messageCalls, messagesCast, type MessagesCast } from './message-test-kit';

const t = useTestApp();
const calls = messageCalls(t);
let c: MessagesCast;

beforeAll(async () => {
  c = await messagesCast(t);
});

const rowsOf = (ownerId: number) => t.db.select().from(conversations).where(eq(conversations.ownerId, ownerId));

describe('starting a conversation', () => {
  it('an owner opens one with the business (201), then gets the same one back (200)', async () => {
    const first = await calls.start(c.owner, { with: 'business' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      kind: 'business',
      mySide: 'owner',
      title: 'PawsConnect',
      owner: { id: c.owner.user.id, name: 'Olive Owner' },
      trainer: null,
      pets: [{ id: c.buddy.id, name: 'Buddy' }],
      status: 'open',
      assignee: null,
      closed: false,
      lastMessage: null,
      unreadCount: 0,
      reads: { owner: { lastReadMessageId: null, readAt: null }, counterpart: { lastReadMessageId: null, readAt: null } },
    });
    const again = await calls.start(c.owner, { with: 'business' });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    // Staff open the same one with the owner; they see it from the business's side, titled with the owner.
    const staffSide = await calls.start(c.staff, { with: { ownerId: c.owner.user.id } });
    expect(staffSide.statusCode).toBe(200);
    expect(staffSide.json()).toMatchObject({ id: first.json().id, mySide: 'counterpart', title: 'Olive Owner' });
  });

  it('two starts at once make one conversation', async () => {
    const owner = await t.register();
    const answers = await Promise.all(Array.from({ length: 6 }, () => calls.start(owner, { with: 'business' })));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((res) => res.json().id)).size).toBe(1);
    expect(await rowsOf(owner.user.id)).toHaveLength(1);
  });

  it('an owner opens one with their pet’s trainer, and the trainer with the owner finds the same one', async () => {
    const res = await calls.start(c.owner, { with: { trainerId: c.trainer.user.id }, petId: c.buddy.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      kind: 'trainer',
      mySide: 'owner',
      title: 'Tess Trainer',
      trainer: { id: c.trainer.user.id, name: 'Tess Trainer' },
      pets: [{ id: c.buddy.id, name: 'Buddy' }],
      closed: false,
    });
    const trainerSide = await calls.start(c.trainer, { with: { ownerId: c.owner.user.id } });
    expect(trainerSide.statusCode).toBe(200);
    expect(trainerSide.json()).toMatchObject({ id: res.json().id, mySide: 'counterpart', title: 'Olive Owner' });
  });

  it('refuses a trainer who does not work with the owner’s pets, an unknown one and an owner nobody works for (404)', async () => {
    for (const trainerId of [c.otherTrainer.user.id, c.otherOwner.user.id, 999_999, c.owner.user.id]) {
      const res = await calls.start(c.owner, { with: { trainerId } });
      expect(res.statusCode, `${trainerId}: ${res.body}`).toBe(404);
    }
    expect((await calls.start(c.trainer, { with: { ownerId: c.otherOwner.user.id } })).statusCode).toBe(404);
    expect((await calls.start(c.otherTrainer, { with: { ownerId: c.owner.user.id } })).statusCode).toBe(404);
    expect((await calls.start(c.staff, { with: { ownerId: 999_999 } })).statusCode).toBe(404);
    // Staff with themself: they would be on both sides of the business's conversation.
    expect((await calls.start(c.staff, { with: { ownerId: c.staff.user.id } })).statusCode).toBe(404);
    expect(await t.db.select().from(conversations).where(eq(conversations.ownerId, c.staff.user.id))).toEqual([]);
    const rows = await t.db
      .select()
      .from(conversations)
      .where(and(eq(conversations.kind, 'trainer'), eq(conversations.trainerId, c.otherTrainer.user.id)));
    expect(rows).toEqual([]);
  });

  it('an owner cannot start one with another owner (403)', async () => {
    const res = await calls.start(c.otherOwner, { with: { ownerId: c.owner.user.id } });
    expect(res.statusCode).toBe(403);
    expect(await rowsOf(c.otherOwner.user.id)).toEqual([]);
  });

  it('checks what it is about: a pet or booking of the owner’s, else 400 naming the field', async () => {
    const stranger = await postPet(t.app, c.otherOwner, rexProfile);
    const strangerStay = await insertBoardingStay(t.db, { petId: stranger.id, ownerId: c.otherOwner.user.id, nights: 2 });
    const owner = await t.register();
    const cases: [object, string, string][] = [
      [{ with: 'business', petId: stranger.id }, 'petId', 'petId must be a pet of this conversation'],
      [{ with: 'business', bookingId: strangerStay.id }, 'bookingId', 'bookingId must be a booking of this conversation'],
      [{ with: 'business', petId: 0 }, 'petId', 'petId must be a pet id'],
      [{ with: 'business', bookingId: 'x' }, 'bookingId', 'bookingId must be a booking id'],
      [{ with: 'someone' }, 'with', "with must be 'business', {trainerId} or {ownerId}"],
      [{ with: { trainerId: 1.5 } }, 'with', ''],
      [{ with: 'business', extra: 1 }, 'extra', ''],
      [{}, 'with', ''],
    ];
    for (const [body, field, message] of cases) {
      const res = await calls.start(owner, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const details = res.json().details ?? {};
      expect(Object.keys(details).join(','), JSON.stringify(body)).toContain(field === 'extra' ? '' : field);
      if (message) expect(details[field], JSON.stringify(body)).toBe(message);
    }
    expect(await rowsOf(owner.user.id)).toEqual([]);
    // A trainer's conversation is about the trainer's client pets only.
    const rex = await postPet(t.app, c.owner, rexProfile);
    const res = await calls.start(c.owner, { with: { trainerId: c.trainer.user.id }, petId: rex.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({ petId: 'petId must be a pet of this conversation' });
  });

  it('needs a session (401)', async () => {
    expect((await t.call('POST', '/api/conversations', undefined, { with: 'business' })).statusCode).toBe(401);
  });
});
