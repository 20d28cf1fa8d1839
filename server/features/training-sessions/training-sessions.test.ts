// Training sessions (issue 11): a client trainer logs, edits and deletes their own; the owner and
// the pet's client trainers read them; nobody else learns they exist.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { trainingSessions } from '../../db/schema';
import { assignSkillToTrainer, insertBooking, postPet } from '../../../tests/helpers/factories';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';

const t = useTestApp();
let owner: RegisteredUser;
let stranger: RegisteredUser;
let trainer: RegisteredUser;
let otherTrainer: RegisteredUser;
let petId: number;

const HOUR = 60 * 60 * 1000;
const session = {
  date: '2026-03-02T10:00:00.000Z',
  duration: 45,
  notes: 'Worked on recall',
  achievements: 'Came back 5/5',
  homework: 'Practise daily',
};

beforeAll(async () => {
  owner = await t.register({ firstName: 'Olive', lastName: 'Owner' });
  stranger = await t.register();
  trainer = await t.register({ isTrainer: true, firstName: 'Tara', lastName: 'Trainer' });
  otherTrainer = await t.register({ isTrainer: true });
  petId = (await postPet(t.app, owner, { name: 'Rex', petType: 'dog', breed: 'Beagle' })).id;
  await assignSkillToTrainer(t.db, { petId, ownerId: owner.user.id, trainerId: trainer.user.id });
});

const storedSession = async (id: number) => (await t.db.select().from(trainingSessions).where(eq(trainingSessions.id, id)))[0];

describe('logging a session for a client pet', () => {
  it('creates it with the names the screens show, and lists it for the owner and the trainer', async () => {
    const res = await t.call('POST', `/api/pets/${petId}/sessions`, trainer, session);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      petId,
      petName: 'Rex',
      trainerId: trainer.user.id,
      trainerName: 'Tara Trainer',
      programId: null,
      programTitle: null,
      bookingId: null,
      date: session.date,
      duration: 45,
      notes: 'Worked on recall',
      achievements: 'Came back 5/5',
      homework: 'Practise daily',
    });
    const id = res.json().id;
    expect(await storedSession(id)).toMatchObject({ petId, trainerId: trainer.user.id, duration: 45 });

    const ownerList = await t.call('GET', `/api/pets/${petId}/sessions`, owner);
    expect(ownerList.statusCode).toBe(200);
    expect(ownerList.json().map((s: { id: number }) => s.id)).toContain(id);
    const mine = await t.call('GET', '/api/trainer/sessions', trainer);
    expect(mine.json().map((s: { id: number }) => s.id)).toContain(id);
    expect((await t.call('GET', '/api/trainer/sessions', otherTrainer)).json()).toEqual([]);
  });

  it("pages the trainer's list newest first, with the next cursor in X-Next-Cursor", async () => {
    const busy = await t.register({ isTrainer: true });
    await assignSkillToTrainer(t.db, { petId, ownerId: owner.user.id, trainerId: busy.user.id });
    const ids: number[] = [];
    for (const date of ['2026-03-01T10:00:00.000Z', '2026-03-03T10:00:00.000Z', '2026-03-02T10:00:00.000Z']) {
      ids.push((await t.call('POST', `/api/pets/${petId}/sessions`, busy, { ...session, date })).json().id);
    }
    const first = await t.call('GET', '/api/trainer/sessions?limit=2', busy);
    expect(first.statusCode).toBe(200);
    expect(first.json().map((s: { id: number }) => s.id)).toEqual([ids[1], ids[2]]);
    expect(first.headers['x-next-cursor']).toBe(String(ids[2]));
    const rest = await t.call('GET', `/api/trainer/sessions?limit=2&cursor=${ids[2]}`, busy);
    expect(rest.json().map((s: { id: number }) => s.id)).toEqual([ids[0]]);
    expect(rest.headers['x-next-cursor']).toBeUndefined();
    // Another trainer's session id as the cursor reveals nothing.
    expect((await t.call('GET', `/api/trainer/sessions?cursor=${ids[2]}`, trainer)).json()).toEqual([]);
    expect((await t.call('GET', '/api/trainer/sessions?limit=0', busy)).statusCode).toBe(400);
  });

  it('explains what is wrong with a session', async () => {
    const res = await t.call('POST', `/api/pets/${petId}/sessions`, trainer, { date: 'yesterday', duration: 0, notes: 'x'.repeat(5001) });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toMatchObject({
      date: 'Session date must be a date and time',
      duration: 'Duration must be between 1 and 600 minutes',
      notes: 'Notes must be at most 5000 characters',
    });
    const far = await t.call('POST', `/api/pets/${petId}/sessions`, trainer, { ...session, date: '2099-01-01T00:00:00Z', duration: 601 });
    expect(far.json().details).toMatchObject({
      date: 'Session date cannot be more than a year in the future',
      duration: 'Duration must be between 1 and 600 minutes',
    });
    const program = await t.call('POST', `/api/pets/${petId}/sessions`, trainer, { ...session, programId: 999_999 });
    expect(program.statusCode).toBe(400);
    expect(program.json().details).toEqual({ programId: 'Program must be one of your programs or one the pet is enrolled in' });
  });

  it('refuses owners (403), strangers to the pet (404) and signed-out callers (401)', async () => {
    expect((await t.call('POST', `/api/pets/${petId}/sessions`, owner, session)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/trainer/sessions', owner)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/trainer/sessions')).statusCode).toBe(401);
    const notClient = await t.call('POST', `/api/pets/${petId}/sessions`, otherTrainer, session);
    expect(notClient.statusCode).toBe(404);
    expect(notClient.json()).toEqual({ message: 'The pet was not found.' });
    expect((await t.call('GET', `/api/pets/${petId}/sessions`, otherTrainer)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/pets/${petId}/sessions`, stranger)).statusCode).toBe(404);
  });
});

describe('changing a session', () => {
  it('lets the trainer who logged it edit and delete it; another trainer gets 404 and changes nothing', async () => {
    const id = (await t.call('POST', `/api/pets/${petId}/sessions`, trainer, session)).json().id;
    // The other trainer works with the pet too, so may read it, but never change it.
    await assignSkillToTrainer(t.db, { petId, ownerId: owner.user.id, trainerId: otherTrainer.user.id });
    expect((await t.call('GET', `/api/pets/${petId}/sessions`, otherTrainer)).statusCode).toBe(200);
    const theirs = await t.call('PUT', `/api/sessions/${id}`, otherTrainer, { ...session, duration: 5 });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'The training session was not found.' });
    expect((await t.call('DELETE', `/api/sessions/${id}`, otherTrainer)).statusCode).toBe(404);
    expect((await t.call('PUT', `/api/sessions/${id}`, owner, { ...session, duration: 5 })).statusCode).toBe(403);
    expect(await storedSession(id)).toMatchObject({ duration: 45 });

    const edited = await t.call('PUT', `/api/sessions/${id}`, trainer, { ...session, duration: 30, homework: '' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id, duration: 30, homework: null });
    expect(await storedSession(id)).toMatchObject({ duration: 30, homework: null });

    expect((await t.call('DELETE', `/api/sessions/${id}`, trainer)).statusCode).toBe(204);
    expect(await storedSession(id)).toBeUndefined();
  });
});

describe('a session from a training booking', () => {
  it('prefills the booking once it has started, and refuses a second log with 409', async () => {
    const pet = await postPet(t.app, owner, { name: 'Bella', petType: 'dog', breed: 'Poodle' });
    const start = new Date(Date.now() - 2 * HOUR);
    const booking = await insertBooking(t.db, {
      petId: pet.id,
      ownerId: owner.user.id,
      trainerId: trainer.user.id,
      serviceType: 'training',
      status: 'confirmed',
      startDate: start,
      endDate: new Date(start.getTime() + HOUR),
    });
    expect((await t.call('POST', `/api/bookings/${booking.id}/session`, otherTrainer, {})).statusCode).toBe(404);
    expect((await t.call('POST', `/api/bookings/${booking.id}/session`, owner, {})).statusCode).toBe(403);

    const res = await t.call('POST', `/api/bookings/${booking.id}/session`, trainer, {});
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      petId: pet.id,
      bookingId: booking.id,
      date: start.toISOString(),
      duration: 60,
      trainerId: trainer.user.id,
    });
    const again = await t.call('POST', `/api/bookings/${booking.id}/session`, trainer, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This booking already has a session log.' });
    expect(await t.db.select().from(trainingSessions).where(eq(trainingSessions.bookingId, booking.id))).toHaveLength(1);
  });

  it('refuses a booking that has not started yet', async () => {
    const start = new Date(Date.now() + 48 * HOUR);
    const booking = await insertBooking(t.db, {
      petId,
      ownerId: owner.user.id,
      trainerId: trainer.user.id,
      serviceType: 'training',
      startDate: start,
      endDate: new Date(start.getTime() + HOUR),
    });
    const res = await t.call('POST', `/api/bookings/${booking.id}/session`, trainer, {});
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'This booking has not started yet; log it once it has.' });
  });
});
