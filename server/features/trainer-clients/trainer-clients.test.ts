// GET /api/trainer/clients (issue 11): the pets with a training booking, an assigned skill or a
// program enrolment with the trainer, searchable by pet or owner name.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pets, reportCards } from '../../db/schema';
import {
  assignSkillToTrainer,
  enrolInTrainerProgram,
  insertBooking,
  insertSkillProgress,
  insertTrainingSkill,
  postPet,
} from '../../../tests/helpers/factories';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';

const t = useTestApp();
let owner: RegisteredUser;
let otherOwner: RegisteredUser;
let trainer: RegisteredUser;
let otherTrainer: RegisteredUser;
const HOUR = 60 * 60 * 1000;
const ids: Record<string, number> = {};

beforeAll(async () => {
  owner = await t.register({ firstName: 'Olive', lastName: 'Owner' });
  otherOwner = await t.register({ firstName: 'Percy', lastName: 'Parker' });
  trainer = await t.register({ isTrainer: true });
  otherTrainer = await t.register({ isTrainer: true });
  const add = async (who: RegisteredUser, name: string) =>
    (ids[name] = (await postPet(t.app, who, { name, petType: 'dog', breed: 'Beagle' })).id);
  await add(owner, 'Rex');
  await add(owner, 'Bella');
  await add(otherOwner, 'Milo');
  await add(otherOwner, 'Cancelled');
  await add(owner, 'Stranger');

  // Rex: two open skills and a completed one, plus an upcoming training booking and a report card.
  await assignSkillToTrainer(t.db, { petId: ids.Rex, ownerId: owner.user.id, trainerId: trainer.user.id });
  await assignSkillToTrainer(t.db, { petId: ids.Rex, ownerId: owner.user.id, trainerId: trainer.user.id });
  const done = await insertTrainingSkill(t.db);
  await insertSkillProgress(t.db, {
    petId: ids.Rex,
    ownerId: owner.user.id,
    skillId: done.id,
    trainerId: trainer.user.id,
    completed: true,
  });
  const next = new Date(Math.ceil((Date.now() + 72 * HOUR) / HOUR) * HOUR);
  for (const start of [next, new Date(next.getTime() + 48 * HOUR), new Date(Date.now() - 100 * HOUR)]) {
    await insertBooking(t.db, {
      petId: ids.Rex,
      ownerId: owner.user.id,
      trainerId: trainer.user.id,
      serviceType: 'training',
      startDate: start,
      endDate: new Date(start.getTime() + HOUR),
    });
  }
  ids.nextSession = next.getTime();
  await t.db.insert(reportCards).values([
    { petId: ids.Rex, trainerId: trainer.user.id, day: '2026-01-02', workedOn: 'Sit', rating: 3 },
    { petId: ids.Rex, trainerId: trainer.user.id, day: '2026-01-05', workedOn: 'Down', rating: 5 },
  ]);
  const [last] = await t.db.select().from(reportCards).where(eq(reportCards.day, '2026-01-05'));
  ids.lastCard = last.id;
  // Bella: enrolled in the trainer's program. Milo: a past training booking.
  await enrolInTrainerProgram(t.db, { petId: ids.Bella, ownerId: owner.user.id, trainerId: trainer.user.id });
  const past = new Date(Date.now() - 10 * 24 * HOUR);
  await insertBooking(t.db, {
    petId: ids.Milo,
    ownerId: otherOwner.user.id,
    trainerId: trainer.user.id,
    serviceType: 'training',
    startDate: past,
    endDate: new Date(past.getTime() + HOUR),
  });
  // A cancelled booking makes no client; nor does another trainer's skill.
  await insertBooking(t.db, {
    petId: ids.Cancelled,
    ownerId: otherOwner.user.id,
    trainerId: trainer.user.id,
    serviceType: 'training',
    status: 'cancelled',
    startDate: past,
    endDate: new Date(past.getTime() + HOUR),
  });
  await assignSkillToTrainer(t.db, { petId: ids.Stranger, ownerId: owner.user.id, trainerId: otherTrainer.user.id });
});

type Client = { pet: { id: number; name: string }; reasons: string[] };
const names = (list: Client[]) => list.map((client) => client.pet.name);

describe('GET /api/trainer/clients', () => {
  it('lists the client pets with owner, open skills, next session, last report card and reasons', async () => {
    const res = await t.call('GET', '/api/trainer/clients', trainer);
    expect(res.statusCode, res.body).toBe(200);
    expect(names(res.json())).toEqual(['Bella', 'Milo', 'Rex']);
    const rex = res.json().find((client: Client) => client.pet.name === 'Rex');
    expect(rex).toEqual({
      pet: { id: ids.Rex, name: 'Rex', petType: 'dog', breed: 'Beagle', age: null, profilePhoto: null },
      ownerName: 'Olive Owner',
      openSkills: 2,
      nextSession: new Date(ids.nextSession).toISOString(),
      lastReportCard: { id: ids.lastCard, day: '2026-01-05', rating: 5 },
      reasons: ['booking', 'skill'],
    });
    const bella = res.json().find((client: Client) => client.pet.name === 'Bella');
    expect(bella).toMatchObject({ openSkills: 0, nextSession: null, lastReportCard: null, reasons: ['program'] });
  });

  it('searches by pet name or owner name, with wildcards taken literally', async () => {
    expect(names((await t.call('GET', '/api/trainer/clients?search=re', trainer)).json())).toEqual(['Rex']);
    expect(names((await t.call('GET', '/api/trainer/clients?search=parker', trainer)).json())).toEqual(['Milo']);
    expect((await t.call('GET', '/api/trainer/clients?search=%25', trainer)).json()).toEqual([]);
    const long = await t.call('GET', `/api/trainer/clients?search=${'x'.repeat(101)}`, trainer);
    expect(long.statusCode).toBe(400);
    expect(long.json().details).toEqual({ search: 'Search must be at most 100 characters' });
  });

  it('drops archived pets, refuses owners with 403 and shows another trainer only their own', async () => {
    expect(names((await t.call('GET', '/api/trainer/clients', otherTrainer)).json())).toEqual(['Stranger']);
    expect((await t.call('GET', '/api/trainer/clients', owner)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/trainer/clients')).statusCode).toBe(401);
    await t.db.update(pets).set({ archivedAt: new Date() }).where(eq(pets.id, ids.Milo));
    expect(names((await t.call('GET', '/api/trainer/clients', trainer)).json())).toEqual(['Bella', 'Rex']);
  });
});
