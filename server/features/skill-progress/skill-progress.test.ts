// The trainer's side of a purchased skill (decisions.md 34, Skill progress): only trainers list
// their assigned items, only the assigned trainer changes one (owners 403, other trainers 404),
// steps stay within bounds, completing moves to the last step, and the owner reads the pet's
// progress and is told of each step and the completion.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Pet } from '../../../common/pet-schemas';
import { insertSkillProgress, insertTrainingSkill, postPet, rexProfile } from '../../../tests/helpers/factories';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';
import { cartItems, notifications, skillProgress } from '../../db/schema';

const t = useTestApp();
let owner: RegisteredUser;
let stranger: RegisteredUser;
let trainer: RegisteredUser;
let otherTrainer: RegisteredUser;
let rex: Pet;

const STEPS = ['Lure the sit', 'Add the cue', 'Add distance', 'Add distractions'];

beforeAll(async () => {
  owner = await t.register({ firstName: 'Olive', lastName: 'Owner' });
  stranger = await t.register();
  trainer = await t.register({ isTrainer: true, firstName: 'Tess', lastName: 'Trainer' });
  otherTrainer = await t.register({ isTrainer: true });
  rex = await postPet(t.app, owner, rexProfile);
});

async function assigned(values: { currentStep?: number; completed?: boolean; trainerId?: number } = {}) {
  const skill = await insertTrainingSkill(t.db, { steps: STEPS });
  const row = await insertSkillProgress(t.db, {
    ownerId: owner.user.id,
    petId: rex.id,
    skillId: skill.id,
    trainerId: trainer.user.id,
    checkedIn: true,
    ...values,
  });
  return { row, skill };
}

const stored = async (id: number) => (await t.db.select().from(skillProgress).where(eq(skillProgress.id, id)))[0];
const ownerNotes = () => t.db.select().from(notifications).where(eq(notifications.userId, owner.user.id)).orderBy(notifications.id);
const put = (id: number, who: RegisteredUser | undefined, body: Record<string, unknown>) =>
  t.call('PUT', `/api/skill-progress/${id}`, who, body);

describe('GET /api/skill-progress/assigned', () => {
  it('lists the trainer’s own items with skill, pet, owner and percent', async () => {
    const { row, skill } = await assigned({ currentStep: 1 });
    const theirs = await assigned({ trainerId: otherTrainer.user.id });
    const res = await t.call('GET', '/api/skill-progress/assigned', trainer);
    expect(res.statusCode).toBe(200);
    const items = res.json() as { id: number }[];
    expect(items.map((item) => item.id)).toContain(row.id);
    expect(items.map((item) => item.id)).not.toContain(theirs.row.id);
    const [item] = await t.db.select().from(cartItems).where(eq(cartItems.id, row.cartItemId));
    expect(item.bookingId).not.toBeNull();
    expect(items.find((item) => item.id === row.id)).toEqual({
      id: row.id,
      cartItemId: row.cartItemId,
      trainerId: trainer.user.id,
      trainerName: 'Tess Trainer',
      petId: rex.id,
      petName: 'Rex',
      ownerName: 'Olive Owner',
      skill: expect.objectContaining({ id: skill.id, steps: STEPS }),
      bookingId: item.bookingId,
      currentStep: 1,
      completed: false,
      notes: null,
      videoProof: null,
      videos: [],
      percent: 50,
      updatedAt: row.updatedAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
    });
  });

  it('is for trainers only (403 for an owner, 401 signed out)', async () => {
    const res = await t.call('GET', '/api/skill-progress/assigned', owner);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Only trainers can do that.' });
    expect((await t.call('GET', '/api/skill-progress/assigned')).statusCode).toBe(401);
  });
});

describe('PUT /api/skill-progress/:id', () => {
  it('lets the assigned trainer move the step and write notes, and tells the owner', async () => {
    const { row, skill } = await assigned();
    const before = (await ownerNotes()).length;
    const res = await put(row.id, trainer, { currentStep: 2, notes: '  Doing well with distance  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: row.id, currentStep: 2, completed: false, notes: 'Doing well with distance', percent: 75 });
    expect(await stored(row.id)).toMatchObject({ currentStep: 2, completed: false, notes: 'Doing well with distance' });
    const notes = await ownerNotes();
    expect(notes.length).toBe(before + 1);
    expect(notes.at(-1)).toMatchObject({
      category: 'training',
      title: 'Training progress',
      message: `Rex is on step 3 of 4 of ${skill.name}: Add distance`,
      data: expect.objectContaining({ url: `/training?petId=${rex.id}` }),
    });

    // Notes alone move nothing and announce nothing; a left-out field stays.
    const notesOnly = await put(row.id, trainer, { notes: 'Needs more treats' });
    expect(notesOnly.json()).toMatchObject({ currentStep: 2, notes: 'Needs more treats' });
    expect((await ownerNotes()).length).toBe(before + 1);
    expect((await put(row.id, trainer, { currentStep: 1 })).json()).toMatchObject({ currentStep: 1, notes: 'Needs more treats' });
  });

  it('keeps the step within 0 and the last step (400) and changes nothing', async () => {
    const { row } = await assigned({ currentStep: 1 });
    for (const currentStep of [-1, 4, 99]) {
      const res = await put(row.id, trainer, { currentStep });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Step must be between 0 and 3', details: { currentStep: 'Step must be between 0 and 3' } });
    }
    expect((await put(row.id, trainer, { currentStep: 1.5 })).statusCode).toBe(400);
    expect((await put(row.id, trainer, {})).statusCode).toBe(400);
    expect((await stored(row.id)).currentStep).toBe(1);
    expect((await put(row.id, trainer, { currentStep: 3 })).json()).toMatchObject({ currentStep: 3 });
    expect((await put(row.id, trainer, { currentStep: 0 })).json()).toMatchObject({ currentStep: 0 });
  });

  it('completing sets the last step, shows 100% and tells the owner', async () => {
    const { row, skill } = await assigned({ currentStep: 1 });
    const res = await put(row.id, trainer, { completed: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ completed: true, currentStep: 3, percent: 100 });
    expect(await stored(row.id)).toMatchObject({ completed: true, currentStep: 3 });
    expect((await ownerNotes()).at(-1)).toMatchObject({
      category: 'training',
      title: 'Training skill completed',
      message: `Rex has completed ${skill.name}!`,
    });
  });

  it('answers 403 to an owner, even the pet’s own, and changes nothing', async () => {
    const { row } = await assigned();
    const res = await put(row.id, owner, { currentStep: 2 });
    expect(res.statusCode).toBe(403);
    expect(await stored(row.id)).toMatchObject({ currentStep: 0, updatedAt: row.updatedAt });
  });

  it('answers 404 to another trainer and changes nothing', async () => {
    const { row } = await assigned();
    const res = await put(row.id, otherTrainer, { currentStep: 2, completed: true, notes: 'mine now' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'The skill progress was not found.' });
    expect(await stored(row.id)).toEqual(row);
  });

  it('accepts videoProof only as one of the item’s own videos (400)', async () => {
    const { row } = await assigned();
    for (const videoProof of ['https://example.com/evil.mp4', '/uploads/videos/0123456789abcdef0123456789abcdef.mp4']) {
      const res = await put(row.id, trainer, { videoProof });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Video proof must be a video uploaded for this skill');
    }
    expect((await stored(row.id)).videoProof).toBeNull();
  });
});

describe('GET /api/pets/:petId/skill-progress', () => {
  it('shows the owner their pet’s skills', async () => {
    const { row } = await assigned({ currentStep: 2 });
    const res = await t.call('GET', `/api/pets/${rex.id}/skill-progress`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().find((item: { id: number }) => item.id === row.id)).toMatchObject({ petId: rex.id, currentStep: 2, percent: 75 });
  });

  it('lets the assigned trainer read it while working with the pet', async () => {
    const res = await t.call('GET', `/api/pets/${rex.id}/skill-progress`, trainer);
    expect(res.statusCode).toBe(200);
    expect(res.json().length).toBeGreaterThan(0);
  });

  it('answers 404 to another user and to a trainer not working with the pet', async () => {
    const loner = await t.register({ isTrainer: true });
    for (const who of [stranger, loner]) {
      const res = await t.call('GET', `/api/pets/${rex.id}/skill-progress`, who);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'The pet was not found.' });
    }
  });
});
