// The stay journal (issue 28, decisions.md 60): staff and the pet's trainers log entries during a
// checked-in stay; the owner, staff and the pet's trainers read them; corrections by the author
// within the hour keep the original; photos go through the upload pieces; one digest per stay per
// day, sent at check-out. Owners and other trainers cannot write; another owner cannot read.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Pet } from '../../../common/pet-schemas';
import { journalDigests, journalEntries, journalMedia, notifications } from '../../db/schema';
import {
  assignSkillToTrainer,
  insertCheckedInStay,
  insertStayUnderWay,
  postPet,
  rexProfile,
  tinyPng,
} from '../../../tests/helpers/factories';
import { fileForm } from '../../../tests/helpers/object-fixtures';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';
import { sendDueJournalDigests } from '../../domain/stay-journal/journal-digest';

const t = useTestApp();
let owner: RegisteredUser;
let otherOwner: RegisteredUser;
let staff: RegisteredUser;
let trainer: RegisteredUser;
let otherTrainer: RegisteredUser;
let rex: Pet;

beforeAll(async () => {
  [owner, otherOwner, trainer, otherTrainer] = await Promise.all([
    t.register(),
    t.register(),
    t.register({ isTrainer: true }),
    t.register({ isTrainer: true }),
  ]);
  staff = await t.register({ firstName: 'Sam', lastName: 'Desk' }, { roles: ['staff'] });
  rex = await postPet(t.app, owner, rexProfile);
  await assignSkillToTrainer(t.db, { petId: rex.id, ownerId: owner.user.id, trainerId: trainer.user.id });
});

const stay = () => insertCheckedInStay(t.db, { petId: rex.id, ownerId: owner.user.id });
const write = (bookingId: number, body: object, who: RegisteredUser = staff) =>
  t.call('POST', `/api/admin/bookings/${bookingId}/journal`, who, body);
const read = (bookingId: number, who: RegisteredUser = owner) => t.call('GET', `/api/bookings/${bookingId}/journal`, who);
const entriesOf = (bookingId: number) => t.db.select().from(journalEntries).where(eq(journalEntries.bookingId, bookingId));

describe('writing the journal', () => {
  it('staff log a meal and a medication; the owner, staff and the pet’s trainer read them in order', async () => {
    const booking = await stay();
    const meal = await write(booking.id, { kind: 'meal', ate: 'all', time: '07:30', note: 'Breakfast, wolfed it down' });
    expect(meal.statusCode, meal.body).toBe(201);
    expect(meal.json()).toMatchObject({
      bookingId: booking.id,
      petId: rex.id,
      petName: 'Rex',
      kind: 'meal',
      ate: 'all',
      given: null,
      time: '07:30',
      note: 'Breakfast, wolfed it down',
      author: { id: staff.user.id, name: 'Sam Desk' },
      correctedAt: null,
      original: null,
      media: [],
    });
    const pill = await write(booking.id, { kind: 'medication', given: true, medication: 'Phenobarbital', time: '08:00' }, trainer);
    expect(pill.statusCode, pill.body).toBe(201);
    for (const reader of [owner, staff, trainer]) {
      const res = await read(booking.id, reader);
      expect(res.statusCode).toBe(200);
      expect(res.json().entries.map((entry: { kind: string }) => entry.kind)).toEqual(['meal', 'medication']);
    }
  });

  it('refuses a meal without how much was eaten, a refused pill without a note, and fields of another kind (400, nothing stored)', async () => {
    const booking = await stay();
    const cases: [object, string, string][] = [
      [{ kind: 'meal' }, 'ate', 'Please say how much of the meal was eaten'],
      [{ kind: 'medication', given: false }, 'note', 'Please add a note saying what happened when the medication was refused'],
      [{ kind: 'potty', ate: 'all' }, 'ate', 'Only a meal records how much was eaten'],
      [{ kind: 'note', note: '   ' }, 'note', 'Please write the note'],
      [{ kind: 'bath' }, 'kind', 'kind must be one of meal, medication, potty, play, rest, note'],
      [{ kind: 'rest', petId: 999999 }, 'petId', 'petId must be a pet of this stay'],
      [{ kind: 'rest', extra: 1 }, 'extra', ''],
    ];
    for (const [body, field, message] of cases) {
      const res = await write(booking.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (message) expect(res.json().details?.[field] ?? res.json().message).toBe(message);
    }
    expect(await entriesOf(booking.id)).toEqual([]);
  });

  it('opens at check-in and closes at check-out (409)', async () => {
    const upcoming = await insertStayUnderWay(t.db, { petId: rex.id, ownerId: owner.user.id, startedAgoMs: -2 * 60 * 60 * 1000 });
    const before = await write(upcoming.id, { kind: 'potty' });
    expect(before.statusCode).toBe(409);
    expect(before.json().message).toBe('The journal opens when Rex is checked in.');
    const booking = await stay();
    expect((await t.call('POST', `/api/admin/bookings/${booking.id}/check-out`, staff, {})).statusCode).toBe(200);
    const after = await write(booking.id, { kind: 'potty' });
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toBe('This stay is over, so its journal is closed.');
  });

  it('is written by staff and the pet’s trainers only (403), and read by nobody else (404)', async () => {
    const booking = await stay();
    for (const who of [owner, otherOwner, otherTrainer]) {
      const res = await write(booking.id, { kind: 'potty' }, who);
      expect(res.statusCode).toBe(403);
    }
    expect((await t.call('POST', `/api/admin/bookings/${booking.id}/journal`, undefined, { kind: 'potty' })).statusCode).toBe(401);
    expect(await entriesOf(booking.id)).toEqual([]);
    for (const who of [otherOwner, otherTrainer]) expect((await read(booking.id, who)).statusCode).toBe(404);
    expect((await read(999999, staff)).statusCode).toBe(404);
    expect((await write(999999, { kind: 'potty' })).statusCode).toBe(404);
  });
});

describe('corrections and photos', () => {
  it('the author corrects an entry within the hour and the original is kept; others cannot (403), later nobody can (409)', async () => {
    const booking = await stay();
    const { id } = (await write(booking.id, { kind: 'meal', ate: 'some' })).json();
    const url = `/api/admin/bookings/${booking.id}/journal/${id}`;
    expect((await t.call('PATCH', url, trainer, { ate: 'all' })).statusCode).toBe(403);
    const fixed = await t.call('PATCH', url, staff, { ate: 'all', note: 'Finished it after a walk' });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json()).toMatchObject({
      ate: 'all',
      note: 'Finished it after a walk',
      original: { ate: 'some', note: null, given: null },
    });
    expect(fixed.json().correctedAt).not.toBeNull();
    // A second correction still keeps the first words.
    const again = await t.call('PATCH', url, staff, { ate: 'none' });
    expect(again.json().original).toEqual({ ate: 'some', note: null, given: null });
    expect((await t.call('PATCH', url, staff, { given: true })).statusCode).toBe(400);
    await t.db
      .update(journalEntries)
      .set({ createdAt: new Date(Date.now() - 61 * 60 * 1000) })
      .where(eq(journalEntries.id, id));
    const late = await t.call('PATCH', url, staff, { ate: 'all' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Entries can be corrected within 60 minutes of writing them.');
    expect((await t.call('PATCH', `/api/admin/bookings/${booking.id}/journal/999999`, staff, { ate: 'all' })).statusCode).toBe(404);
  });

  it('takes a photo on an entry and serves it to the owner, staff and the pet’s trainer only', async () => {
    const booking = await stay();
    const { id } = (await write(booking.id, { kind: 'play', note: 'Fetch in the yard' })).json();
    const res = await t.call(
      'POST',
      `/api/admin/bookings/${booking.id}/journal/${id}/media`,
      staff,
      fileForm('file', tinyPng, 'image/png', 'yard.png'),
    );
    expect(res.statusCode, res.body).toBe(201);
    const [media] = res.json().media;
    expect(media).toMatchObject({ contentType: 'image/png' });
    expect(media.url).toMatch(/^\/uploads\/journal\//);
    for (const reader of [owner, staff, trainer]) expect((await t.call('GET', media.url, reader)).statusCode).toBe(200);
    for (const stranger of [otherOwner, otherTrainer]) expect((await t.call('GET', media.url, stranger)).statusCode).toBe(404);
    const text = await t.call(
      'POST',
      `/api/admin/bookings/${booking.id}/journal/${id}/media`,
      staff,
      fileForm('file', Buffer.from('hello'), 'image/png', 'x.png'),
    );
    expect(text.statusCode).toBe(415);
    expect(await t.db.select().from(journalMedia).where(eq(journalMedia.entryId, id))).toHaveLength(1);
  });
});

describe('the daily digest', () => {
  const digestsTo = () =>
    t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.user.id), eq(notifications.title, "Rex's day with us")));

  it('goes once, at check-out, summing up the day; a later run sends nothing twice', async () => {
    const before = (await digestsTo()).length;
    const booking = await stay();
    await write(booking.id, { kind: 'meal', ate: 'all' });
    await write(booking.id, { kind: 'medication', given: true, medication: 'Phenobarbital' });
    expect((await t.call('POST', `/api/admin/bookings/${booking.id}/check-out`, staff, {})).statusCode).toBe(200);
    const digests = await digestsTo();
    expect(digests).toHaveLength(before + 1);
    expect(digests.at(-1)?.message).toBe('Rex: Meal (ate all). Rex: Medication (Phenobarbital, given).');
    // A later run may send other stays' digests (after 8 pm the file's earlier stays, still in house,
    // are due), never this one's again.
    await sendDueJournalDigests({ db: t.db, notifications: t.notifications }, 'UTC');
    const url = `/bookings?booking=${booking.id}`;
    expect((await digestsTo()).filter((digest) => digest.data?.url === url)).toHaveLength(1);
    expect(await t.db.select().from(journalDigests).where(eq(journalDigests.bookingId, booking.id))).toHaveLength(1);
  });

  it('goes for a stay still in house once the day is over', async () => {
    const booking = await stay();
    await write(booking.id, { kind: 'potty' });
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    expect(await sendDueJournalDigests({ db: t.db, notifications: t.notifications }, 'UTC', tomorrow)).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(journalDigests).where(eq(journalDigests.bookingId, booking.id))).toHaveLength(1);
  });
});
