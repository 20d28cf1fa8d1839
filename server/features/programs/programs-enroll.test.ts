// Enrolment per pet (decisions.md 5 and 13): POST /api/training-programs/:id/enroll, the
// status, the owner's and the pet's enrolment lists, and a pet keeping its version.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Pet } from '../../../common/pet-schemas';
import { assignSkillToTrainer, postPet, rexProfile } from '../../../tests/helpers/factories';
import { statementsDuring } from '../../../tests/helpers/statement-count';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';
import { notifications, programEnrollments } from '../../db/schema';
import { seedDatabase } from '../../db/seed';
import { ALREADY_ENROLLED, ENROL_LOGIN_REQUIRED, NOT_PUBLISHED_YET, PET_NOT_FOUND } from './program-messages';
import { programBody, storedEnrollments } from './program-test-kit';

const t = useTestApp();
let owner: RegisteredUser;
let stranger: RegisteredUser;
let author: RegisteredUser;
let otherTrainer: RegisteredUser;
let rex: Pet;
let mia: Pet;
let strangersPet: Pet;

// Free programs (price 0): these tests are about enrolment itself, which a free program grants at
// once; a priced program's enrolment waits for its payment (server/features/programs/programs-paid-enrol.test.ts).
async function create(overrides: Record<string, unknown>, who: RegisteredUser = author) {
  const res = await t.call('POST', '/api/training-programs', who, programBody({ price: 0, ...overrides }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

const enrol = (programId: number, petId: number, who: RegisteredUser = owner) =>
  t.call('POST', `/api/training-programs/${programId}/enroll`, who, { petId });

beforeAll(async () => {
  owner = await t.register();
  stranger = await t.register();
  author = await t.register({ isTrainer: true, firstName: 'Sam', lastName: 'Coach' });
  otherTrainer = await t.register({ isTrainer: true });
  rex = await postPet(t.app, owner, rexProfile);
  mia = await postPet(t.app, owner, { ...rexProfile, name: 'Mia' });
  strangersPet = await postPet(t.app, stranger, { ...rexProfile, name: 'Stranger' });
});

describe('POST /api/training-programs/:id/enroll', () => {
  it('enrols the owner’s pet in the latest version, stores it and notifies owner and author', async () => {
    const programId = await create({ title: 'Enrol Me' });
    const res = await enrol(programId, rex.id);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ userId: owner.user.id, petId: rex.id, petName: 'Rex', programId, version: 1, latestVersion: 1 });
    expect(body.program).toMatchObject({ id: programId, title: 'Enrol Me', version: 1, authorName: 'Sam Coach' });

    const stored = await storedEnrollments(t.db, programId);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ id: body.id, userId: owner.user.id, petId: rex.id });

    const ownerNotes = await t.db.select().from(notifications).where(eq(notifications.userId, owner.user.id));
    expect(ownerNotes).toContainEqual(
      expect.objectContaining({
        title: 'Enrollment Successful',
        category: 'programs',
        data: expect.objectContaining({ url: `/training?petId=${rex.id}` }),
      }),
    );
    const authorNotes = await t.db.select().from(notifications).where(eq(notifications.userId, author.user.id));
    expect(authorNotes).toContainEqual(
      expect.objectContaining({
        title: 'New enrolment',
        category: 'programs',
        data: expect.objectContaining({ url: '/curriculum-builder' }),
      }),
    );
    expect(authorNotes.find((note) => note.title === 'New enrolment')?.message).toContain('Rex');
  });

  it('answers a second enrolment of the same pet with 409 and keeps one row', async () => {
    const programId = await create({ title: 'Only Once' });
    expect((await enrol(programId, rex.id)).statusCode).toBe(201);
    const again = await enrol(programId, rex.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: ALREADY_ENROLLED });
    // Another pet of the same owner may still join.
    expect((await enrol(programId, mia.id)).statusCode).toBe(201);
    expect(await storedEnrollments(t.db, programId)).toHaveLength(2);
  });

  it('lets only one of two simultaneous enrolments of a pet through', async () => {
    const programId = await create({ title: 'Race' });
    const results = await Promise.all([enrol(programId, rex.id), enrol(programId, rex.id)]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(await storedEnrollments(t.db, programId)).toHaveLength(1);
  });

  it('refuses another user’s pet with 404 and stores nothing', async () => {
    const programId = await create({ title: 'Not Your Pet' });
    const res = await enrol(programId, strangersPet.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: PET_NOT_FOUND });
    expect((await enrol(programId, 999_999)).statusCode).toBe(404);
    expect(await storedEnrollments(t.db, programId)).toEqual([]);
  });

  it('refuses a draft: 404 for others, 409 for its author', async () => {
    const draftId = await create({ title: 'Unpublished', published: false });
    const asOwner = await enrol(draftId, rex.id);
    expect(asOwner.statusCode).toBe(404);
    expect(asOwner.json()).toEqual({ message: 'Training program not found' });
    const authorsDog = await postPet(t.app, author, { ...rexProfile, name: 'Coach Dog' });
    const asAuthor = await enrol(draftId, authorsDog.id, author);
    expect(asAuthor.statusCode).toBe(409);
    expect(asAuthor.json()).toEqual({ message: NOT_PUBLISHED_YET });
    expect((await enrol(999_999, rex.id)).statusCode).toBe(404);
    expect(await storedEnrollments(t.db, draftId)).toEqual([]);
  });

  it('refuses a signed-out caller with the product’s message', async () => {
    const programId = await create({ title: 'Signed Out' });
    const res = await t.call('POST', `/api/training-programs/${programId}/enroll`, undefined, { petId: rex.id });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: ENROL_LOGIN_REQUIRED });
    expect(await storedEnrollments(t.db, programId)).toEqual([]);
  });

  it('refuses a body without a pet', async () => {
    const programId = await create({ title: 'No Pet' });
    const res = await t.call('POST', `/api/training-programs/${programId}/enroll`, owner, {});
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({ petId: 'Please choose a pet to enrol' });
  });

  it('refuses a pet id larger than any id the database holds (found by the fuzz: it was a 500)', async () => {
    const programId = await create({ title: 'Huge Id' });
    const res = await t.call('POST', `/api/training-programs/${programId}/enroll`, owner, { petId: 3674488232524966 });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({ petId: 'Please choose a pet to enrol' });
    expect(await storedEnrollments(t.db, programId)).toEqual([]);
  });
});

describe('GET /api/training-programs/:id/enrollment-status', () => {
  it('lists which of the caller’s pets are enrolled', async () => {
    const programId = await create({ title: 'Status' });
    const before = await t.call('GET', `/api/training-programs/${programId}/enrollment-status`, owner);
    expect(before.json()).toEqual({ enrolled: false, petIds: [] });
    await enrol(programId, mia.id);
    expect((await t.call('GET', `/api/training-programs/${programId}/enrollment-status`, owner)).json()).toEqual({
      enrolled: true,
      petIds: [mia.id],
    });
    expect((await t.call('GET', `/api/training-programs/${programId}/enrollment-status`, stranger)).json()).toEqual({
      enrolled: false,
      petIds: [],
    });
    expect((await t.call('GET', `/api/training-programs/${programId}/enrollment-status`)).statusCode).toBe(401);
    const draftId = await create({ title: 'Status Draft', published: false });
    expect((await t.call('GET', `/api/training-programs/${draftId}/enrollment-status`, owner)).statusCode).toBe(404);
  });
});

describe('enrolment lists and pinned versions', () => {
  it('keeps an enrolled pet on its version after the author publishes a change', async () => {
    const programId = await create({ title: 'Pinned' });
    expect((await enrol(programId, rex.id)).statusCode).toBe(201);

    const changed = programBody({ title: 'Pinned, revised', price: 0 });
    changed.content.modules[0].lessons[0].title = 'Sit, the new way';
    const put = await t.call('PUT', `/api/training-programs/${programId}`, author, changed);
    expect(put.json().version).toBe(2);

    const detail = await t.call('GET', `/api/training-programs/${programId}`, owner);
    expect(detail.json()).toMatchObject({ title: 'Pinned, revised', version: 2 });
    expect(detail.json().content.modules[0].lessons[0].title).toBe('Sit, the new way');

    const petList = await t.call('GET', `/api/pets/${rex.id}/enrollments`, owner);
    expect(petList.statusCode).toBe(200);
    const pinned = petList.json().find((item: { programId: number }) => item.programId === programId);
    expect(pinned).toMatchObject({ version: 1, latestVersion: 2, program: { title: 'Pinned', version: 1 } });
    expect(pinned.program.content.modules[0].lessons[0].title).toBe('Sit');

    // A pet enrolled after the change starts on version 2.
    const late = await enrol(programId, mia.id);
    expect(late.json()).toMatchObject({ version: 2, latestVersion: 2, program: { title: 'Pinned, revised' } });

    // Unpublishing hides the program from new owners but never from the pets already following it.
    await t.call('PUT', `/api/training-programs/${programId}`, author, { ...changed, published: false });
    expect((await t.call('GET', `/api/training-programs/${programId}`, owner)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/training-programs/${programId}/enrollment-status`, owner)).json()).toEqual({
      enrolled: true,
      petIds: [rex.id, mia.id].sort((a, b) => a - b),
    });
    const kept = (await t.call('GET', `/api/pets/${rex.id}/enrollments`, owner))
      .json()
      .find((item: { programId: number }) => item.programId === programId);
    expect(kept).toMatchObject({ version: 1, program: { title: 'Pinned', published: false } });
  });

  it('lists the caller’s enrolments across pets, newest first, and nobody else’s', async () => {
    const res = await t.call('GET', '/api/enrollments', owner);
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: number; userId: number }[];
    expect(list.length).toBeGreaterThan(3);
    expect(list.every((item) => item.userId === owner.user.id)).toBe(true);
    expect(list.map((item) => item.id)).toEqual([...list.map((item) => item.id)].sort((a, b) => b - a));
    expect((await t.call('GET', '/api/enrollments', stranger)).json()).toEqual([]);
    expect((await t.call('GET', '/api/enrollments')).statusCode).toBe(401);
    const page = await t.call('GET', '/api/enrollments?limit=1', owner);
    expect(page.json()).toHaveLength(1);
    expect(page.headers['x-next-cursor']).toBe(String(list[0].id));
  });

  it('reads each enrolment’s pinned curriculum, never the author’s working copy (up to 256 KB a program)', async () => {
    const { statements, result } = await statementsDuring(() => t.call('GET', '/api/enrollments', owner));
    expect(result.statusCode).toBe(200);
    expect(result.json()[0].program.content.modules.length).toBeGreaterThan(0);
    const read = statements.find((statement) => statement.includes('from "program_enrollments"'));
    expect(read).toContain('"program_versions"."content"');
    expect(read).not.toContain('"training_programs"."content"');
  });

  it('shows a pet’s enrolments to its owner and a trainer working with it, 404 to anyone else', async () => {
    const stored = await t.db.select().from(programEnrollments).where(eq(programEnrollments.petId, rex.id));
    expect(stored.length).toBeGreaterThan(0);
    const ownerView = await t.call('GET', `/api/pets/${rex.id}/enrollments`, owner);
    expect(
      ownerView
        .json()
        .map((item: { id: number }) => item.id)
        .sort(),
    ).toEqual(stored.map((row) => row.id).sort());

    for (const who of [stranger, otherTrainer]) {
      const res = await t.call('GET', `/api/pets/${rex.id}/enrollments`, who);
      expect(res.statusCode).toBe(404);
    }
    await assignSkillToTrainer(t.db, { petId: rex.id, ownerId: owner.user.id, trainerId: otherTrainer.user.id });
    const trainerView = await t.call('GET', `/api/pets/${rex.id}/enrollments`, otherTrainer);
    expect(trainerView.statusCode).toBe(200);
    expect(trainerView.json()).toHaveLength(stored.length);
    expect((await t.call('GET', `/api/pets/${rex.id}/enrollments`)).statusCode).toBe(401);
  });
});

describe('the seeded sample programs', () => {
  it('are in the catalogue as version 1 and take enrolments', async () => {
    await seedDatabase(t.db, { demoAccounts: false });
    const catalogue = (await t.call('GET', '/api/training-programs', owner)).json() as {
      id: number;
      title: string;
      version: number;
      authorName: string;
      price: number;
    }[];
    const basic = catalogue.find((program) => program.title === 'Basic Obedience Training');
    expect(basic).toMatchObject({ version: 1, authorName: 'PawsConnect Academy', price: 14900 });
    const res = await enrol(basic!.id, rex.id);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ version: 1, latestVersion: 1, program: { title: 'Basic Obedience Training' } });
  });
});
