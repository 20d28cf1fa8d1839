// The client-pet rule asked of several pets at once (decisions.md 16): one query says whether the
// trainer works with any of them; an archived pet is nobody's client.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Pet } from '../../../common/pet-schemas';
import { pets } from '../../db/schema';
import { assignSkillToTrainer, postPet, rexProfile } from '../../../tests/helpers/factories';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';
import { trainerWorksWithAnyPet, trainerWorksWithPet } from './trainer-pets';

const t = useTestApp();
let trainer: RegisteredUser;
let client: Pet;
let other: Pet;

beforeAll(async () => {
  const owner = await t.register();
  trainer = await t.register({ isTrainer: true });
  client = await postPet(t.app, owner, rexProfile);
  other = await postPet(t.app, owner, { ...rexProfile, name: 'Bella' });
  await assignSkillToTrainer(t.db, { petId: client.id, ownerId: owner.user.id, trainerId: trainer.user.id });
});

describe('trainerWorksWithAnyPet', () => {
  it('is true when one of the pets is a client pet, whatever its place in the list', async () => {
    expect(await trainerWorksWithAnyPet(t.db, trainer.user.id, [other.id, client.id])).toBe(true);
    expect(await trainerWorksWithAnyPet(t.db, trainer.user.id, [client.id])).toBe(true);
  });

  it('is false for pets the trainer does not work with, and for no pets at all', async () => {
    expect(await trainerWorksWithAnyPet(t.db, trainer.user.id, [other.id])).toBe(false);
    expect(await trainerWorksWithAnyPet(t.db, trainer.user.id, [])).toBe(false);
  });

  it('agrees with the one-pet check, and an archived pet is nobody’s client', async () => {
    const owner = await t.register();
    const pet = await postPet(t.app, owner, rexProfile);
    await assignSkillToTrainer(t.db, { petId: pet.id, ownerId: owner.user.id, trainerId: trainer.user.id });
    expect(await trainerWorksWithPet(t.db, trainer.user.id, pet.id)).toBe(true);
    await t.db.update(pets).set({ archivedAt: new Date() }).where(eq(pets.id, pet.id));
    expect(await trainerWorksWithAnyPet(t.db, trainer.user.id, [pet.id])).toBe(false);
    expect(await trainerWorksWithPet(t.db, trainer.user.id, pet.id)).toBe(false);
  });
});
