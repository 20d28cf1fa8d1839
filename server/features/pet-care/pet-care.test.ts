// Care instructions (decisions.md 54): the owner writes them whole; staff and the pet's trainers
// read them; nobody else learns the pet exists; a change during a stay is flagged to staff.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CareInstructionsInput } from '../../../common/care-schemas';
import { notifications, petCare } from '../../db/schema';
import { assignSkillToTrainer, insertStayUnderWay, postPet, rexProfile } from '../../../tests/helpers/factories';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';

const t = useTestApp();
let owner: RegisteredUser;
let stranger: RegisteredUser;
let staff: RegisteredUser;
let trainer: RegisteredUser;

beforeAll(async () => {
  [owner, stranger, trainer] = await Promise.all([t.register(), t.register(), t.register({ isTrainer: true })]);
  staff = await t.register({}, { roles: ['staff'] });
});

const luna: CareInstructionsInput = {
  feeding: [
    { time: '07:30', food: 'Kibble (salmon)', amount: '1 cup' },
    { time: '18:00', food: 'Kibble (salmon)', amount: '1 cup' },
  ],
  medications: [{ name: 'Phenobarbital', dose: '30 mg', times: ['08:00', '20:00'], withFood: true, notes: 'Hide it in cheese' }],
  emergencyContact: { name: 'Sam Lee', phone: '+1 (555) 010-2030' },
  vet: { clinic: 'Riverside Vets', phone: '555-0199' },
  pickupPeople: ['Sam Lee', 'Jo Lee'],
};
const newPet = () => postPet(t.app, owner, rexProfile);
const careUrl = (petId: number) => `/api/pets/${petId}/care`;
const staffNotices = () => t.db.select().from(notifications).where(eq(notifications.userId, staff.user.id));

describe('GET/PUT /api/pets/:petId/care', () => {
  it('starts empty, stores what the owner gives whole, and reads it back', async () => {
    const pet = await newPet();
    const empty = await t.call('GET', careUrl(pet.id), owner);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ feeding: [], medications: [], emergencyContact: null, vet: null, pickupPeople: [], updatedAt: null });

    const saved = await t.call('PUT', careUrl(pet.id), owner, luna);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ...luna, updatedAt: expect.any(String) });
    expect((await t.call('GET', careUrl(pet.id), owner)).json()).toEqual(saved.json());

    // Written whole: a second PUT replaces, it does not merge.
    const fewer = { ...luna, medications: [], pickupPeople: [] };
    expect((await t.call('PUT', careUrl(pet.id), owner, fewer)).json()).toMatchObject({ medications: [], pickupPeople: [] });
    const [row] = await t.db.select().from(petCare).where(eq(petCare.petId, pet.id));
    expect(row.instructions).toEqual({ ...fewer, medications: [] });
  });

  it.each([
    [
      'a time that is no time',
      { feeding: [{ time: '25:00', food: 'Kibble', amount: '1 cup' }] },
      'feeding.0.time',
      'Please enter a time such as 07:30',
    ],
    ['a meal without food', { feeding: [{ time: '07:00', food: ' ', amount: '1 cup' }] }, 'feeding.0.food', 'Food is required'],
    ['a phone with letters', { vet: { clinic: 'Riverside', phone: 'call me' } }, 'vet.phone', 'Please enter a valid phone number'],
    [
      'a medication with no time',
      { medications: [{ name: 'Pill', dose: '1', times: [], withFood: false }] },
      'medications.0.times',
      'Please give at least one time of day',
    ],
    ['an unknown field', { diet: 'raw' }, undefined, undefined],
  ])('refuses %s with 400 and keeps what was stored', async (_what, change, field, message) => {
    const pet = await newPet();
    await t.call('PUT', careUrl(pet.id), owner, luna);
    const res = await t.call('PUT', careUrl(pet.id), owner, { ...luna, ...change });
    expect(res.statusCode).toBe(400);
    if (field) expect(res.json().details).toMatchObject({ [field]: message });
    expect((await t.call('GET', careUrl(pet.id), owner)).json()).toMatchObject(luna);
  });

  it('lets staff and a trainer working with the pet read, never write; another owner or trainer gets 404', async () => {
    const pet = await newPet();
    await t.call('PUT', careUrl(pet.id), owner, luna);
    expect((await t.call('GET', careUrl(pet.id), staff)).json()).toMatchObject(luna);
    expect((await t.call('GET', careUrl(pet.id), trainer)).statusCode).toBe(404);
    await assignSkillToTrainer(t.db, { petId: pet.id, ownerId: owner.user.id, trainerId: trainer.user.id });
    expect((await t.call('GET', careUrl(pet.id), trainer)).json()).toMatchObject(luna);

    for (const who of [staff, trainer, stranger]) {
      const res = await t.call('PUT', careUrl(pet.id), who, { ...luna, pickupPeople: ['Someone else'] });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'The pet was not found.' });
    }
    expect((await t.call('GET', careUrl(pet.id), stranger)).statusCode).toBe(404);
    expect((await t.call('GET', careUrl(pet.id), undefined)).statusCode).toBe(401);
    expect((await t.call('GET', careUrl(pet.id), owner)).json().pickupPeople).toEqual(luna.pickupPeople);
  });

  it('flags a change made during a stay to staff, and only then', async () => {
    const before = (await staffNotices()).length;
    const athome = await newPet();
    await t.call('PUT', careUrl(athome.id), owner, luna);
    expect(await staffNotices()).toHaveLength(before);

    const staying = await newPet();
    await insertStayUnderWay(t.db, { petId: staying.id, ownerId: owner.user.id });
    await t.call('PUT', careUrl(staying.id), owner, luna);
    await expect.poll(async () => (await staffNotices()).length).toBe(before + 1);
    const [notice] = (await staffNotices()).slice(-1);
    expect(notice).toMatchObject({ title: 'Care instructions changed', data: { url: `/pets/${staying.id}#care` } });
    expect(notice.message).toContain('Rex');
  });
});
