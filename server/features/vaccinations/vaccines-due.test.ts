// GET /api/vaccines-due: the pets list's 'Vaccines due' badges in one answer.
import { beforeAll, describe, expect, it } from 'vitest';
import { postPet, postVaccinatedPet, vaccinatePet } from '../../../tests/helpers/factories';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';

const t = useTestApp();
let owner: RegisteredUser;
let neighbour: RegisteredUser;

beforeAll(async () => {
  owner = await t.register();
  neighbour = await t.register();
});

const dueIds = async (who: RegisteredUser) => {
  const res = await t.call('GET', '/api/vaccines-due', who);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { petIds: number[] }).petIds;
};

describe('GET /api/vaccines-due', () => {
  it('names the own pets missing or overdue on a required vaccine, and only those', async () => {
    const unvaccinated = await postPet(t.app, owner, { name: 'Rex', petType: 'dog', breed: 'Beagle' });
    const covered = await postVaccinatedPet(t.app, t.db, owner, { name: 'Bella', petType: 'dog', breed: 'Collie' });
    const lapsed = await postPet(t.app, owner, { name: 'Tom', petType: 'cat', breed: 'Siamese' });
    await vaccinatePet(t.db, lapsed, '2025-06-01');
    const neighboursDog = await postPet(t.app, neighbour, { name: 'Fido', petType: 'dog', breed: 'Boxer' });

    const ids = await dueIds(owner);
    expect(ids).toEqual([unvaccinated.id, lapsed.id]);
    expect(ids).not.toContain(covered.id);
    expect(ids).not.toContain(neighboursDog.id);
    expect(await dueIds(neighbour)).toEqual([neighboursDog.id]);
  });

  it('leaves out a deleted (archived) pet', async () => {
    const someone = await t.register();
    const pet = await postPet(t.app, someone, { name: 'Gone', petType: 'dog', breed: 'Pug' });
    expect(await dueIds(someone)).toEqual([pet.id]);
    expect((await t.call('DELETE', `/api/pets/${pet.id}`, someone)).statusCode).toBe(204);
    expect(await dueIds(someone)).toEqual([]);
  });

  it('answers an empty list to someone with no pets, and 401 signed out', async () => {
    expect(await dueIds(await t.register({ isTrainer: true }))).toEqual([]);
    const res = await t.call('GET', '/api/vaccines-due');
    expect(res.statusCode).toBe(401);
  });
});
