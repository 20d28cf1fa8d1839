// Skill teaching follows the stay (issue 28, decisions.md 59): a skill bought for a stay moves only
// from the stay's check-in until a week after its check-out. Before, a trainer marked a skill
// complete three weeks before the stay, and the owner's cancellation then refunded it in full.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Pet } from '../../../common/pet-schemas';
import {
  insertBoardingStay,
  insertCheckedInStay,
  insertSkillProgress,
  insertTrainingSkill,
  postPet,
  rexProfile,
  tinyMp4,
} from '../../../tests/helpers/factories';
import { fileForm } from '../../../tests/helpers/object-fixtures';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';
import { bookings, cartItems, skillProgress, stayChecks } from '../../db/schema';

const t = useTestApp();
let owner: RegisteredUser;
let trainer: RegisteredUser;
let rex: Pet;
const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  owner = await t.register();
  trainer = await t.register({ isTrainer: true });
  rex = await postPet(t.app, owner, rexProfile);
});

/** A skill bought for `bookingId`, assigned to the trainer. */
async function skillOnStay(bookingId: number) {
  const skill = await insertTrainingSkill(t.db, { steps: ['Lure', 'Cue', 'Distance'] });
  const progress = await insertSkillProgress(t.db, {
    ownerId: owner.user.id,
    petId: rex.id,
    skillId: skill.id,
    trainerId: trainer.user.id,
  });
  await t.db.update(cartItems).set({ bookingId, pricePaid: skill.price }).where(eq(cartItems.id, progress.cartItemId));
  return progress;
}

const move = (id: number, body: object) => t.call('PUT', `/api/skill-progress/${id}`, trainer, body);
const stored = async (id: number) => (await t.db.select().from(skillProgress).where(eq(skillProgress.id, id)))[0];

describe('teaching a skill bought for a stay', () => {
  it('is refused before check-in (409, nothing moves), for a step, completion and a video alike', async () => {
    const stay = await insertBoardingStay(t.db, {
      petId: rex.id,
      ownerId: owner.user.id,
      nights: 3,
      status: 'confirmed',
      paymentStatus: 'paid',
    });
    const progress = await skillOnStay(stay.id);
    const step = await move(progress.id, { currentStep: 1 });
    expect(step.statusCode).toBe(409);
    expect(step.json().message).toBe(
      'Rex is not checked in yet. A skill bought for a stay is taught from check-in until a week after check-out.',
    );
    expect((await move(progress.id, { completed: true })).statusCode).toBe(409);
    const video = await t.call(
      'POST',
      `/api/skill-progress/${progress.id}/video`,
      trainer,
      fileForm('video', tinyMp4(), 'video/mp4', 'v.mp4'),
    );
    expect(video.statusCode).toBe(409);
    expect(await stored(progress.id)).toMatchObject({ currentStep: 0, completed: false, videoProof: null });
  });

  it('is allowed once checked in, and until a week after check-out', async () => {
    const stay = await insertCheckedInStay(t.db, { petId: rex.id, ownerId: owner.user.id });
    const progress = await skillOnStay(stay.id);
    expect((await move(progress.id, { currentStep: 1 })).statusCode).toBe(200);
    // Checked out six days ago: the trainer may still write up the last session.
    await t.db.update(bookings).set({ status: 'completed' }).where(eq(bookings.id, stay.id));
    await t.db.insert(stayChecks).values({ bookingId: stay.id, kind: 'check_out', createdAt: new Date(Date.now() - 6 * DAY_MS) });
    const res = await move(progress.id, { completed: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored(progress.id)).toMatchObject({ currentStep: 2, completed: true });
  });

  it('is refused more than a week after check-out (409)', async () => {
    const stay = await insertCheckedInStay(t.db, { petId: rex.id, ownerId: owner.user.id });
    const progress = await skillOnStay(stay.id);
    await t.db.update(bookings).set({ status: 'completed' }).where(eq(bookings.id, stay.id));
    await t.db.insert(stayChecks).values({ bookingId: stay.id, kind: 'check_out', createdAt: new Date(Date.now() - 8 * DAY_MS) });
    const res = await move(progress.id, { currentStep: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "Rex's stay ended more than a week ago. A skill bought for a stay is taught from check-in until a week after check-out.",
    );
    expect(await stored(progress.id)).toMatchObject({ currentStep: 0 });
  });

  it('is refused when the stay was cancelled or the pet never came (409)', async () => {
    for (const status of ['cancelled', 'no_show'] as const) {
      const stay = await insertBoardingStay(t.db, { petId: rex.id, ownerId: owner.user.id, nights: 3, status });
      const progress = await skillOnStay(stay.id);
      const res = await move(progress.id, { currentStep: 1 });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('The stay this skill was bought for was cancelled, so Rex cannot be taught it.');
    }
  });
});
