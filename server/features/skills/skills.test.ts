// The skills catalogue: public lists of published skills and categories, and which of the caller's
// pets can have a skill (its species, a long enough unpaid upcoming boarding stay, not already in the
// cart or bought).
import { beforeAll, describe, expect, it } from 'vitest';
import { insertBoardingStay, insertSkillProgress, insertTrainingSkill, postPet, rexProfile } from '../../../tests/helpers/factories';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';

const t = useTestApp();
let owner: RegisteredUser;
let stranger: RegisteredUser;

beforeAll(async () => {
  owner = await t.register();
  stranger = await t.register();
});

describe('GET /api/training-skills', () => {
  it('lists published skills by category then name, for anyone, without drafts', async () => {
    const zebra = await insertTrainingSkill(t.db, { name: 'Zebra Crossing', category: 'Agility', steps: ['Look', 'Cross'] });
    const alpha = await insertTrainingSkill(t.db, { name: 'Alpha Recall', category: 'Agility' });
    const basic = await insertTrainingSkill(t.db, {
      name: 'Basic Sit',
      category: 'Basics',
      minimumNights: 3,
      price: 4200,
      species: ['dog'],
    });
    const draft = await insertTrainingSkill(t.db, { name: 'Secret Draft', category: 'Agility', published: false });
    const res = await t.call('GET', '/api/training-skills');
    expect(res.statusCode).toBe(200);
    const names = (res.json() as { name: string }[]).map((skill) => skill.name);
    expect(names.indexOf(alpha.name)).toBeLessThan(names.indexOf(zebra.name));
    expect(names.indexOf(zebra.name)).toBeLessThan(names.indexOf(basic.name));
    expect(names).not.toContain(draft.name);
    expect(res.json().find((skill: { id: number }) => skill.id === basic.id)).toEqual({
      id: basic.id,
      name: 'Basic Sit',
      description: 'Sit on cue',
      category: 'Basics',
      minimumNights: 3,
      price: 4200,
      published: true,
      steps: ['Lure', 'Cue'],
      species: ['dog'],
      videoUrl: null,
      thumbnail: null,
      createdAt: basic.createdAt.toISOString(),
    });
  });

  it('lists the categories of published skills, sorted, each once', async () => {
    await insertTrainingSkill(t.db, { category: 'Only Drafts', published: false });
    const res = await t.call('GET', '/api/training-skills/categories');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(['Agility', 'Basics']);
  });
});

describe('GET /api/training-skills/:id/eligibility', () => {
  it('says for each of the caller’s pets whether it can have the skill, and why not', async () => {
    const skill = await insertTrainingSkill(t.db, { minimumNights: 3 });
    const rex = await postPet(t.app, owner, rexProfile);
    const bella = await postPet(t.app, owner, { ...rexProfile, name: 'Bella' });
    const milo = await postPet(t.app, owner, { ...rexProfile, name: 'Milo' });
    const coco = await postPet(t.app, owner, { ...rexProfile, name: 'Coco' });
    const stay = await insertBoardingStay(t.db, { petId: rex.id, ownerId: owner.user.id, nights: 4 });
    await insertBoardingStay(t.db, { petId: bella.id, ownerId: owner.user.id, nights: 2 });
    await insertBoardingStay(t.db, { petId: milo.id, ownerId: owner.user.id, nights: 5, paymentStatus: 'paid', status: 'confirmed' });
    await insertBoardingStay(t.db, { petId: coco.id, ownerId: owner.user.id, nights: 5 });
    await insertSkillProgress(t.db, { ownerId: owner.user.id, petId: coco.id, skillId: skill.id });

    const res = await t.call('GET', `/api/training-skills/${skill.id}/eligibility`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        petId: rex.id,
        petName: 'Rex',
        eligible: true,
        reason: null,
        bookStay: false,
        stay: { bookingId: stay.id, startDate: stay.startDate.toISOString(), endDate: stay.endDate.toISOString(), nights: 4 },
      },
      {
        petId: bella.id,
        petName: 'Bella',
        eligible: false,
        reason: 'Bella needs an unpaid boarding stay of at least 3 nights',
        bookStay: true,
        stay: null,
      },
      {
        petId: milo.id,
        petName: 'Milo',
        eligible: false,
        reason: 'Skills cannot be added to a booking that is already paid',
        bookStay: true,
        stay: null,
      },
      {
        petId: coco.id,
        petName: 'Coco',
        eligible: false,
        reason: `Coco already has ${skill.name} (already purchased)`,
        bookStay: false,
        stay: null,
      },
    ]);
  });

  it('offers a skill only to pets of the species it suits, whatever their stays', async () => {
    const catOwner = await t.register();
    const skill = await insertTrainingSkill(t.db, { name: 'Loose Leash Walking 2', species: ['dog'], minimumNights: 2 });
    const rex = await postPet(t.app, catOwner, rexProfile);
    const whiskers = await postPet(t.app, catOwner, { name: 'Whiskers', petType: 'cat', breed: 'Siamese' });
    const rexStay = await insertBoardingStay(t.db, { petId: rex.id, ownerId: catOwner.user.id, nights: 3 });
    await insertBoardingStay(t.db, { petId: whiskers.id, ownerId: catOwner.user.id, nights: 3 });
    const res = await t.call('GET', `/api/training-skills/${skill.id}/eligibility`, catOwner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({ petId: rex.id, eligible: true, reason: null, stay: expect.objectContaining({ bookingId: rexStay.id }) }),
      {
        petId: whiskers.id,
        petName: 'Whiskers',
        eligible: false,
        reason: 'Loose Leash Walking 2 is not offered for cats (Whiskers is a cat)',
        bookStay: false,
        stay: null,
      },
    ]);
  });

  it('ignores cancelled, past and daycare bookings', async () => {
    const skill = await insertTrainingSkill(t.db, { minimumNights: 1 });
    const pet = await postPet(t.app, stranger, { ...rexProfile, name: 'Nova' });
    await insertBoardingStay(t.db, { petId: pet.id, ownerId: stranger.user.id, nights: 3, status: 'cancelled' });
    await insertBoardingStay(t.db, { petId: pet.id, ownerId: stranger.user.id, nights: 3, daysAhead: -10 });
    await insertBoardingStay(t.db, { petId: pet.id, ownerId: stranger.user.id, nights: 3, serviceType: 'daycare' });
    const res = await t.call('GET', `/api/training-skills/${skill.id}/eligibility`, stranger);
    expect(res.json()).toEqual([
      {
        petId: pet.id,
        petName: 'Nova',
        eligible: false,
        reason: 'Nova needs an unpaid boarding stay of at least 1 night',
        bookStay: true,
        stay: null,
      },
    ]);
  });

  it('needs a sign-in (401) and a published skill (404)', async () => {
    const draft = await insertTrainingSkill(t.db, { published: false });
    expect((await t.call('GET', `/api/training-skills/${draft.id}/eligibility`)).statusCode).toBe(401);
    const res = await t.call('GET', `/api/training-skills/${draft.id}/eligibility`, owner);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'The training skill was not found.' });
  });
});
