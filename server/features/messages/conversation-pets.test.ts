// The pets a conversation concerns (decisions.md 63) on one page of the list: all the owner's pets
// for the business's; for a trainer's, only that trainer's client pets of that owner, however many
// trainers the page holds (their client pets are found together, decisions.md 77's list).
import { beforeAll, describe, expect, it } from 'vitest';
import type { Conversation } from '../../../common/message-schemas';
import { assignSkillToTrainer, postPet, rexProfile } from '../../../tests/helpers/factories';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import { messageCalls, messagesCast, type MessagesCast } from './message-test-kit';

const t = useTestApp();
const calls = messageCalls(t);
let c: MessagesCast;

beforeAll(async () => {
  c = await messagesCast(t);
});

describe('a conversation’s pets', () => {
  it('are the owner’s for the business’s and each trainer’s own clients for theirs, on one page', async () => {
    // Buddy is the trainer's client (messagesCast); Rex the other trainer's; Milo nobody's.
    const rex = await postPet(t.app, c.owner, { ...rexProfile, name: 'Rex' });
    await postPet(t.app, c.owner, { ...rexProfile, name: 'Milo' });
    await assignSkillToTrainer(t.db, { petId: rex.id, ownerId: c.owner.user.id, trainerId: c.otherTrainer.user.id });
    const business = await calls.opened(c.owner, { with: 'business' });
    const withTrainer = await calls.opened(c.owner, { with: { trainerId: c.trainer.user.id } });
    const withOther = await calls.opened(c.owner, { with: { trainerId: c.otherTrainer.user.id } });
    const res = await calls.list(c.owner);
    expect(res.statusCode, res.body).toBe(200);
    const petNames = new Map(
      (res.json() as Conversation[]).map((conversation) => [conversation.id, conversation.pets.map((pet) => pet.name)]),
    );
    expect(petNames.get(business.id)).toEqual(['Buddy', 'Milo', 'Rex']);
    expect(petNames.get(withTrainer.id)).toEqual(['Buddy']);
    expect(petNames.get(withOther.id)).toEqual(['Rex']);
    // The trainer sees the same pets from their side.
    const trainerView = await calls.list(c.otherTrainer);
    expect((trainerView.json() as Conversation[]).map((conversation) => conversation.pets.map((pet) => pet.name))).toEqual([['Rex']]);
  });
});
