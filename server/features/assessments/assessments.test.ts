// Behaviour assessments (issue 11): text plus 1-5 scores; the same access rules as sessions.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { behaviorAssessments } from '../../db/schema';
import { assignSkillToTrainer, postPet } from '../../../tests/helpers/factories';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';

const t = useTestApp();
let owner: RegisteredUser;
let stranger: RegisteredUser;
let trainer: RegisteredUser;
let otherTrainer: RegisteredUser;
let petId: number;
let strangersPetId: number;

const assessment = {
  date: '2026-02-10T09:00:00Z',
  socialBehavior: 'Friendly with people, wary of big dogs',
  trainingProgress: 'Good',
  issues: 'Pulls on the leash',
  recommendations: 'Loose-leash walking',
  scores: { sociabilityDogs: 2, sociabilityPeople: 5, focus: 3, impulseControl: 3, leashManners: 1 },
};

beforeAll(async () => {
  owner = await t.register();
  stranger = await t.register();
  trainer = await t.register({ isTrainer: true, firstName: 'Tara', lastName: 'Trainer' });
  otherTrainer = await t.register({ isTrainer: true });
  petId = (await postPet(t.app, owner, { name: 'Rex', petType: 'dog', breed: 'Beagle' })).id;
  strangersPetId = (await postPet(t.app, stranger, { name: 'Milo', petType: 'cat', breed: 'Siamese' })).id;
  await assignSkillToTrainer(t.db, { petId, ownerId: owner.user.id, trainerId: trainer.user.id });
});

const stored = async (id: number) => (await t.db.select().from(behaviorAssessments).where(eq(behaviorAssessments.id, id)))[0];

describe('assessments', () => {
  it('records text and scores for a client pet, and the owner reads them', async () => {
    const res = await t.call('POST', `/api/pets/${petId}/assessments`, trainer, assessment);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      petId,
      petName: 'Rex',
      assessedBy: trainer.user.id,
      assessorName: 'Tara Trainer',
      date: '2026-02-10T09:00:00.000Z',
      issues: 'Pulls on the leash',
      scores: assessment.scores,
    });
    expect(await stored(res.json().id)).toMatchObject({ sociabilityDogs: 2, leashManners: 1, focus: 3 });
    const list = await t.call('GET', `/api/pets/${petId}/assessments`, owner);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(1);
    expect(list.json()[0].scores).toEqual(assessment.scores);
    // Scores are optional: left out, they are stored empty.
    const notesOnly = await t.call('POST', `/api/pets/${petId}/assessments`, trainer, {
      date: '2026-02-11T09:00:00Z',
      issues: 'Pulls on the lead',
    });
    expect(notesOnly.json().scores).toEqual({
      sociabilityDogs: null,
      sociabilityPeople: null,
      focus: null,
      impulseControl: null,
      leashManners: null,
    });
  });

  it('refuses an assessment with no score and no text (400), storing nothing', async () => {
    const before = (await t.call('GET', `/api/pets/${petId}/assessments`, trainer)).json().length;
    const empty = { date: '2026-02-12T09:00:00Z', socialBehavior: '  ', trainingProgress: null, scores: { focus: null } };
    const res = await t.call('POST', `/api/pets/${petId}/assessments`, trainer, empty);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({ trainingProgress: 'Give at least one score or write a note' });
    // The emptiness check meets fields refused for their type too: still a 400, never a 500.
    const malformed = await t.call('POST', `/api/pets/${petId}/assessments`, trainer, {
      date: '2026-02-12T09:00:00Z',
      trainingProgress: 123,
      scores: 'high',
    });
    expect(malformed.statusCode).toBe(400);
    expect((await t.call('GET', `/api/pets/${petId}/assessments`, trainer)).json()).toHaveLength(before);
  });

  it('explains out-of-range scores and oversized text', async () => {
    const res = await t.call('POST', `/api/pets/${petId}/assessments`, trainer, {
      ...assessment,
      issues: 'x'.repeat(5001),
      scores: { sociabilityDogs: 0, focus: 6, leashManners: 2.5 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toMatchObject({
      issues: 'Issues must be at most 5000 characters',
      'scores.sociabilityDogs': 'Sociability with dogs must be a score from 1 to 5',
      'scores.focus': 'Focus must be a score from 1 to 5',
      'scores.leashManners': 'Leash manners must be a whole number from 1 to 5',
    });
  });

  it('keeps other people out: owners 403, non-client trainers and strangers 404', async () => {
    expect((await t.call('POST', `/api/pets/${petId}/assessments`, owner, assessment)).statusCode).toBe(403);
    expect((await t.call('POST', `/api/pets/${petId}/assessments`, otherTrainer, assessment)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/pets/${petId}/assessments`, otherTrainer)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/pets/${petId}/assessments`, stranger)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/pets/${strangersPetId}/assessments`, owner)).statusCode).toBe(404);
  });

  it('lets only the assessor change or delete it; another trainer gets 404 and the row stays', async () => {
    const id = (await t.call('POST', `/api/pets/${petId}/assessments`, trainer, assessment)).json().id;
    await assignSkillToTrainer(t.db, { petId, ownerId: owner.user.id, trainerId: otherTrainer.user.id });
    const theirs = await t.call('PUT', `/api/assessments/${id}`, otherTrainer, { ...assessment, issues: 'Changed' });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'The assessment was not found.' });
    expect((await t.call('DELETE', `/api/assessments/${id}`, otherTrainer)).statusCode).toBe(404);
    expect(await stored(id)).toMatchObject({ issues: 'Pulls on the leash' });

    const edited = await t.call('PUT', `/api/assessments/${id}`, trainer, { ...assessment, scores: { focus: 4 } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().scores).toEqual({
      sociabilityDogs: null,
      sociabilityPeople: null,
      focus: 4,
      impulseControl: null,
      leashManners: null,
    });
    expect((await t.call('DELETE', `/api/assessments/${id}`, trainer)).statusCode).toBe(204);
    expect(await stored(id)).toBeUndefined();
  });
});
