// The access rules on real rows: owner, stranger, trainer working with the pet, assigned trainer,
// and roles. Every feature relies on these, so they are tested once here.
import { beforeAll, describe, expect, it } from 'vitest';
import { assignSkillToTrainer, insertBooking, postPet } from '../../../tests/helpers/factories';
import { instant } from '../../../tests/helpers/test-calendar';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';
import { eq } from 'drizzle-orm';
import { pets, trainingSessions, vetRecords } from '../../db/schema';
import { HttpError } from '../errors';
import { findWithAccess, requireAccess, requireRole } from './access';

const t = useTestApp();
let owner: RegisteredUser;
let stranger: RegisteredUser;
let trainer: RegisteredUser;
let otherTrainer: RegisteredUser;
let petId: number;

beforeAll(async () => {
  owner = await t.register();
  stranger = await t.register();
  trainer = await t.register({ isTrainer: true });
  otherTrainer = await t.register({ isTrainer: true });
  petId = (await postPet(t.app, owner, { name: 'Rex', petType: 'dog', breed: 'Beagle' })).id;
});

async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (error) {
    if (error instanceof HttpError) return error.statusCode;
    throw error;
  }
}

describe('requireAccess', () => {
  it('gives the owner their pet to read and change', async () => {
    const pet = await requireAccess(t.db, owner.user, 'change', 'pet', petId);
    expect(pet).toMatchObject({ id: petId, name: 'Rex', ownerId: owner.user.id });
    expect(await statusOf(requireAccess(t.db, owner.user, 'read', 'pet', petId))).toBe(200);
  });

  it('answers a stranger and a missing pet with the same 404', async () => {
    const stranger404 = await requireAccess(t.db, stranger.user, 'read', 'pet', petId).catch((error: HttpError) => error);
    const missing404 = await requireAccess(t.db, owner.user, 'read', 'pet', 999_999).catch((error: HttpError) => error);
    expect(stranger404).toBeInstanceOf(HttpError);
    expect([stranger404 as HttpError, missing404 as HttpError].map((e) => [e.statusCode, e.message])).toEqual([
      [404, 'The pet was not found.'],
      [404, 'The pet was not found.'],
    ]);
  });

  it('lets a trainer read (never change) a pet and its records only while working with it', async () => {
    expect(await findWithAccess(t.db, trainer.user, 'read', 'pet', petId)).toBeNull();
    await assignSkillToTrainer(t.db, { petId, ownerId: owner.user.id, trainerId: trainer.user.id });
    expect(await findWithAccess(t.db, trainer.user, 'read', 'pet', petId)).toMatchObject({ id: petId });
    expect(await statusOf(requireAccess(t.db, trainer.user, 'change', 'pet', petId))).toBe(404);
    expect(await findWithAccess(t.db, otherTrainer.user, 'read', 'pet', petId)).toBeNull();
    // An owner account is never given trainer access, whatever rows name it.
    await assignSkillToTrainer(t.db, { petId, ownerId: owner.user.id, trainerId: stranger.user.id });
    expect(await findWithAccess(t.db, stranger.user, 'read', 'pet', petId)).toBeNull();
  });

  it('keeps notifications private to their recipient', async () => {
    const note = await t.notifications.notify(t.db, owner.user.id, { title: 'Hello', message: 'For the owner' });
    expect(await findWithAccess(t.db, owner.user, 'change', 'notification', note.id)).toMatchObject({ id: note.id });
    expect(await findWithAccess(t.db, stranger.user, 'read', 'notification', note.id)).toBeNull();
    expect(await findWithAccess(t.db, trainer.user, 'read', 'notification', note.id)).toBeNull();
  });

  it('lets the trainer assigned to a booking read it, and only its owner change it', async () => {
    const booking = await insertBooking(t.db, {
      petId,
      ownerId: owner.user.id,
      trainerId: otherTrainer.user.id,
      serviceType: 'training',
      startDate: new Date(instant('2030-01-07T14:00:00Z')),
      endDate: new Date(instant('2030-01-07T15:00:00Z')),
    });
    expect(await findWithAccess(t.db, otherTrainer.user, 'read', 'booking', booking.id)).toMatchObject({ id: booking.id });
    expect(await findWithAccess(t.db, otherTrainer.user, 'change', 'booking', booking.id)).toBeNull();
    expect(await findWithAccess(t.db, owner.user, 'change', 'booking', booking.id)).toMatchObject({ id: booking.id });
    expect(await findWithAccess(t.db, stranger.user, 'read', 'booking', booking.id)).toBeNull();
  });

  it("gives every record of a pet the pet's rules (definePetChild): the owner keeps vet records, only the writing trainer changes a session, an archived pet's records are nobody's", async () => {
    const pet = await postPet(t.app, owner, { name: 'Mochi', petType: 'cat', breed: 'Siamese' });
    await assignSkillToTrainer(t.db, { petId: pet.id, ownerId: owner.user.id, trainerId: trainer.user.id });
    await assignSkillToTrainer(t.db, { petId: pet.id, ownerId: owner.user.id, trainerId: otherTrainer.user.id });
    const [record] = await t.db.insert(vetRecords).values({ petId: pet.id, date: '2026-01-05' }).returning();
    const [session] = await t.db
      .insert(trainingSessions)
      .values({ petId: pet.id, trainerId: trainer.user.id, date: new Date(), duration: 30 })
      .returning();
    expect(await findWithAccess(t.db, owner.user, 'change', 'vetRecord', record.id)).toMatchObject({ id: record.id, petId: pet.id });
    expect(await findWithAccess(t.db, trainer.user, 'read', 'vetRecord', record.id)).toMatchObject({ id: record.id });
    expect(await findWithAccess(t.db, trainer.user, 'change', 'vetRecord', record.id)).toBeNull();
    expect(await findWithAccess(t.db, trainer.user, 'change', 'session', session.id)).toMatchObject({ id: session.id });
    expect(await findWithAccess(t.db, otherTrainer.user, 'read', 'session', session.id)).toMatchObject({ id: session.id });
    expect(await findWithAccess(t.db, otherTrainer.user, 'change', 'session', session.id)).toBeNull();
    expect(await findWithAccess(t.db, owner.user, 'read', 'session', session.id)).toMatchObject({ id: session.id });
    expect(await findWithAccess(t.db, owner.user, 'change', 'session', session.id)).toBeNull();
    expect(await findWithAccess(t.db, stranger.user, 'read', 'vetRecord', record.id)).toBeNull();
    await t.db.update(pets).set({ archivedAt: new Date() }).where(eq(pets.id, pet.id));
    expect(await findWithAccess(t.db, owner.user, 'read', 'vetRecord', record.id)).toBeNull();
    expect(await findWithAccess(t.db, trainer.user, 'change', 'session', session.id)).toBeNull();
  });

  it('treats an upload as belonging to what uses it, and an unused one as nobody’s', async () => {
    expect(await findWithAccess(t.db, owner.user, 'read', 'upload', '/uploads/pets/0123456789abcdef0123456789abcdef.png')).toBeNull();
    expect(await findWithAccess(t.db, owner.user, 'read', 'upload', 'https://example.com/x.png')).toBeNull();
  });
});

describe('requireRole', () => {
  it('refuses an owner with 403 and lets a trainer through', () => {
    expect(() => requireRole(owner.user, 'trainer')).toThrow(expect.objectContaining({ statusCode: 403 }));
    expect(() => requireRole(trainer.user, 'trainer')).not.toThrow();
  });
});
