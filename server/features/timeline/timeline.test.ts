// GET /api/pets/:petId/timeline (issue 11): sessions, assessments, report cards, skill steps, vet
// visits and bookings, newest first, for the owner and the pet's client trainers only.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { behaviorAssessments, reportCards, skillProgress, trainingSessions, vetRecords } from '../../db/schema';
import {
  assignSkillToTrainer,
  insertBooking,
  insertCheckedInStay,
  insertSkillProgress,
  insertTrainingSkill,
  postPet,
} from '../../../tests/helpers/factories';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';

const t = useTestApp();
let owner: RegisteredUser;
let stranger: RegisteredUser;
let trainer: RegisteredUser;
let otherTrainer: RegisteredUser;
let petId: number;

beforeAll(async () => {
  owner = await t.register();
  stranger = await t.register();
  trainer = await t.register({ isTrainer: true, firstName: 'Sam', lastName: 'Rivera' });
  otherTrainer = await t.register({ isTrainer: true });
  petId = (await postPet(t.app, owner, { name: 'Rex', petType: 'dog', breed: 'Beagle' })).id;
  const skill = await insertTrainingSkill(t.db, { name: 'Recall basics', steps: ['Name game', 'Short recall', 'Long recall'] });
  const progress = await insertSkillProgress(t.db, {
    petId,
    ownerId: owner.user.id,
    skillId: skill.id,
    trainerId: trainer.user.id,
    currentStep: 1,
  });
  await t.db
    .update(skillProgress)
    .set({ updatedAt: new Date('2026-01-06T10:00:00Z') })
    .where(eq(skillProgress.id, progress.id));
  // Another trainer's skill of the same pet: the owner sees it, our trainer does not.
  const other = await assignSkillToTrainer(t.db, { petId, ownerId: owner.user.id, trainerId: otherTrainer.user.id });
  await t.db
    .update(skillProgress)
    .set({ updatedAt: new Date('2026-01-01T10:00:00Z') })
    .where(eq(skillProgress.id, other.id));
  await t.db
    .insert(trainingSessions)
    .values({ petId, trainerId: trainer.user.id, date: new Date('2026-01-05T09:00:00Z'), duration: 45, achievements: 'Sat on cue' });
  await t.db
    .insert(behaviorAssessments)
    .values({ petId, assessedBy: trainer.user.id, date: new Date('2026-01-04T09:00:00Z'), issues: 'Jumps up' });
  await t.db.insert(reportCards).values({
    petId,
    trainerId: trainer.user.id,
    day: '2026-01-03',
    workedOn: 'Loose leash',
    rating: 4,
    notes: 'Calm',
    createdAt: new Date('2026-01-08T12:00:00Z'),
  });
  await t.db.insert(vetRecords).values({ petId, date: '2026-01-02', clinicName: 'Happy Paws', recordType: 'Check-up' });
  await insertBooking(t.db, {
    petId,
    ownerId: owner.user.id,
    serviceType: 'boarding',
    status: 'confirmed',
    startDate: new Date('2025-12-30T12:00:00Z'),
    endDate: new Date('2026-01-01T12:00:00Z'),
  });
});

type Entry = { kind: string; at: string; day?: string; title: string; summary: string; link?: string; trainerName?: string };

describe('GET /api/pets/:petId/timeline', () => {
  it('merges every kind of record for the owner, newest first', async () => {
    const res = await t.call('GET', `/api/pets/${petId}/timeline`, owner);
    expect(res.statusCode, res.body).toBe(200);
    const entries = res.json() as Entry[];
    expect(entries.map((entry) => [entry.kind, entry.at.slice(0, 10)])).toEqual([
      ['skill_step', '2026-01-06'],
      ['session', '2026-01-05'],
      ['assessment', '2026-01-04'],
      ['report_card', '2026-01-03'],
      ['vet_visit', '2026-01-02'],
      ['skill_step', '2026-01-01'],
      ['booking', '2025-12-30'],
    ]);
    expect(entries[0]).toMatchObject({ title: 'Recall basics: step 2 of 3', summary: 'Short recall', link: `/training?petId=${petId}` });
    expect(entries[1]).toMatchObject({ title: 'Training session', summary: '45 min · Sat on cue' });
    expect(entries[2]).toMatchObject({ title: 'Behaviour assessment', summary: 'Jumps up' });
    expect(entries[3]).toMatchObject({ title: 'Report card: Loose leash', summary: 'Rated 4/5 · Calm' });
    expect(entries[4]).toMatchObject({ title: 'Vet visit: Happy Paws', summary: 'Check-up', link: `/pets/${petId}/vet-records` });
    expect(entries[6]).toMatchObject({ title: 'Boarding booking', summary: 'Confirmed' });
    expect(entries[6].link).toMatch(/^\/bookings\?booking=\d+$/);
    // Who wrote it: the trainer of each session, assessment and report card; nobody for the rest.
    expect(entries.map((entry) => entry.trainerName ?? null)).toEqual([null, 'Sam Rivera', 'Sam Rivera', 'Sam Rivera', null, null, null]);
    // Known by their day only (no time of day to show): the vet visit, and the card written days later.
    expect(entries.map((entry) => entry.day ?? null)).toEqual([null, null, null, '2026-01-03', '2026-01-02', null, null]);
  });

  it('shows a client trainer the pet’s records but only their own skills and bookings', async () => {
    const res = await t.call('GET', `/api/pets/${petId}/timeline`, trainer);
    expect(res.statusCode).toBe(200);
    const entries = res.json() as Entry[];
    expect(entries.map((entry) => entry.kind)).toEqual(['skill_step', 'session', 'assessment', 'report_card', 'vet_visit']);
    // Their skill is moved on their dashboard; the owner's /training page is not theirs to open.
    expect(entries[0].link).toBe('/trainer-skills');
  });

  it('is not found for strangers and trainers without the pet as a client', async () => {
    const lone = await t.register({ isTrainer: true });
    expect((await t.call('GET', `/api/pets/${petId}/timeline`, stranger)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/pets/${petId}/timeline`, lone)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/pets/${petId}/timeline`)).statusCode).toBe(401);
  });
});

describe('the stay journal on the timeline', () => {
  it('shows each journal entry with what was logged, who logged it and a link to the stay', async () => {
    const staff = await t.register({ firstName: 'Dana', lastName: 'Desk' }, { roles: ['staff'] });
    const pet = await postPet(t.app, owner, { name: 'Juno', petType: 'dog', breed: 'Beagle' });
    const stay = await insertCheckedInStay(t.db, { petId: pet.id, ownerId: owner.user.id });
    const logged = await t.call('POST', `/api/admin/bookings/${stay.id}/journal`, staff, { kind: 'meal', ate: 'all', note: 'Breakfast' });
    expect(logged.statusCode, logged.body).toBe(201);
    const entries = (await t.call('GET', `/api/pets/${pet.id}/timeline`, owner)).json() as Entry[];
    expect(entries.find((entry) => entry.kind === 'journal')).toMatchObject({
      title: 'Stay journal: Meal',
      summary: 'Ate all · Breakfast',
      trainerName: 'Dana Desk',
      link: `/bookings?booking=${stay.id}`,
    });
  });
});
