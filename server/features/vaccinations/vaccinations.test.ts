import { beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, businessTimeZone, calendarDayOf } from '../../../common/business-time';
import { vaccinations } from '../../db/schema';
import { assignSkillToTrainer, postPet } from '../../../tests/helpers/factories';
import { statementsDuring } from '../../../tests/helpers/statement-count';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import { png, proofForm, rabies, vaccinationKit } from './vaccination-test-kit';
import type { RegisteredUser } from '../../../tests/helpers/users';

const t = useTestApp();
let owner: RegisteredUser;
let stranger: RegisteredUser;

beforeAll(async () => {
  owner = await t.register();
  stranger = await t.register();
});

const today = () => calendarDayOf(new Date(), businessTimeZone());
const { createDog, createRecord, stored } = vaccinationKit(t);

const recordCount = () => t.db.$count(vaccinations);

describe('POST /api/pets/:petId/vaccinations', () => {
  it('creates the record (201) and stores it', async () => {
    const pet = await createDog(owner);
    const res = await t.call('POST', `/api/pets/${pet.id}/vaccinations`, owner, rabies);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      petId: pet.id,
      vaccine: 'rabies',
      otherName: null,
      givenOn: '2026-03-05',
      expiresOn: '2029-03-05',
      batchNumber: 'RB-1234',
      clinic: 'Happy Paws Clinic',
      proof: null,
      vetRecordId: null,
      // New records wait for staff (issue 28).
      verification: 'unverified',
      verificationReason: null,
      verifiedAt: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(await stored(res.json().id)).toMatchObject({ petId: pet.id, vaccine: 'rabies', expiresOn: '2029-03-05' });
  });

  it("keeps an 'Other' vaccine's name, and drops a name sent with a listed vaccine", async () => {
    const pet = await createDog(owner);
    const other = await createRecord(owner, pet.id, { ...rabies, vaccine: 'other', otherName: 'Lyme disease' });
    expect(await stored(other.id)).toMatchObject({ vaccine: 'other', otherName: 'Lyme disease' });
    const listed = await createRecord(owner, pet.id, { ...rabies, otherName: 'ignored' });
    expect((await stored(listed.id)).otherName).toBeNull();
  });

  it('accepts a vaccine given today', async () => {
    const pet = await createDog(owner);
    await createRecord(owner, pet.id, { ...rabies, givenOn: today(), expiresOn: today() });
  });

  it.each([
    ['no vaccine', { vaccine: undefined }, 'vaccine', 'Please choose a vaccine'],
    ['an unknown vaccine', { vaccine: 'smallpox' }, 'vaccine', 'Please choose a vaccine'],
    ["'Other' without a name", { vaccine: 'other', otherName: '  ' }, 'otherName', "Please name the vaccine when you choose 'Other'"],
    ['no date given', { givenOn: '' }, 'givenOn', 'Date given is required'],
    ['an impossible date', { givenOn: '2026-02-30' }, 'givenOn', 'Date given must be a date like 2027-03-05'],
    [
      'a date given in the future',
      { givenOn: addCalendarDays(today(), 1), expiresOn: '2099-01-01' },
      'givenOn',
      'Date given cannot be in the future',
    ],
    ['no expiry', { expiresOn: undefined }, 'expiresOn', 'Expiry date is required'],
    ['an expiry before the date given', { expiresOn: '2026-03-04' }, 'expiresOn', 'Expiry date cannot be before the date given'],
    ['a clinic over 100 characters', { clinic: 'x'.repeat(101) }, 'clinic', 'Clinic must be at most 100 characters'],
    ['a cat vaccine for a dog', { vaccine: 'fvrcp' }, 'vaccine', 'FVRCP is not a vaccine for dogs'],
    ['an unknown field', { proof: '/uploads/vaccinations/x.pdf' }, 'body', undefined],
  ])('refuses %s (400) and stores nothing', async (_case, overrides, field, message) => {
    const pet = await createDog(owner);
    const before = await recordCount();
    const res = await t.call('POST', `/api/pets/${pet.id}/vaccinations`, owner, { ...rabies, ...overrides });
    expect(res.statusCode).toBe(400);
    if (message) {
      expect(res.json().details[field]).toBe(message);
      expect(res.json().message).toBe(message);
    }
    expect(await recordCount()).toBe(before);
  });

  it('takes the vaccines of rabbits for a rabbit and only Other for a guinea pig', async () => {
    const rabbit = await postPet(t.app, owner, { name: 'Thumper', petType: 'small_animal', breed: 'Rabbit (Holland Lop)' });
    await createRecord(owner, rabbit.id, { ...rabies, vaccine: 'rhdv2' });
    const refused = await t.call('POST', `/api/pets/${rabbit.id}/vaccinations`, owner, rabies);
    expect(refused.json().details).toEqual({ vaccine: 'Rabies is not a vaccine for rabbits' });
    const guineaPig = await postPet(t.app, owner, { name: 'Nibbles', petType: 'small_animal', breed: 'Guinea pig' });
    expect((await t.call('POST', `/api/pets/${guineaPig.id}/vaccinations`, owner, rabies)).statusCode).toBe(400);
  });

  it("links a vet visit of this pet and refuses another pet's", async () => {
    const pet = await createDog(owner);
    const other = await createDog(owner, 'Mia');
    const visit = await t.call('POST', `/api/pets/${pet.id}/vet-records`, owner, { visitDate: '2026-03-05', veterinarian: 'Dr. Lee' });
    const otherVisit = await t.call('POST', `/api/pets/${other.id}/vet-records`, owner, {
      visitDate: '2026-03-05',
      veterinarian: 'Dr. Lee',
    });
    const linked = await createRecord(owner, pet.id, { ...rabies, vetRecordId: visit.json().id });
    expect((await stored(linked.id)).vetRecordId).toBe(visit.json().id);
    const res = await t.call('POST', `/api/pets/${pet.id}/vaccinations`, owner, { ...rabies, vetRecordId: otherVisit.json().id });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({ vetRecordId: "Vet record must be one of this pet's records" });
  });

  it("answers another user's pet with 404 and stores nothing; signed out is 401", async () => {
    const pet = await createDog(owner);
    const before = await recordCount();
    const res = await t.call('POST', `/api/pets/${pet.id}/vaccinations`, stranger, rabies);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'The pet was not found.' });
    expect((await t.call('POST', `/api/pets/${pet.id}/vaccinations`, undefined, rabies)).statusCode).toBe(401);
    expect(await recordCount()).toBe(before);
  });
});

describe('GET /api/pets/:petId/vaccinations', () => {
  it("lists the pet's records, most recently given first", async () => {
    const pet = await createDog(owner);
    const old = await createRecord(owner, pet.id, { ...rabies, givenOn: '2024-01-01', expiresOn: '2025-01-01' });
    const recent = await createRecord(owner, pet.id, { ...rabies, vaccine: 'dhpp', givenOn: '2026-01-01' });
    await createRecord(owner, (await createDog(owner, 'Mia')).id);
    const res = await t.call('GET', `/api/pets/${pet.id}/vaccinations`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((record: { id: number }) => record.id)).toEqual([recent.id, old.id]);
  });

  it("answers another user's pet with 404", async () => {
    const pet = await createDog(owner);
    await createRecord(owner, pet.id);
    expect((await t.call('GET', `/api/pets/${pet.id}/vaccinations`, stranger)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/pets/${pet.id}/vaccination-status`, stranger)).statusCode).toBe(404);
  });

  it('answers a pet without records with an empty list, and a missing or deleted pet with 404, even to staff', async () => {
    const staff = await t.register({}, { roles: ['staff'] });
    const pet = await createDog(owner);
    for (const who of [owner, staff]) {
      const empty = await t.call('GET', `/api/pets/${pet.id}/vaccinations`, who);
      expect(empty.statusCode).toBe(200);
      expect(empty.json()).toEqual([]);
    }
    const record = await createRecord(owner, pet.id);
    expect((await t.call('GET', `/api/pets/${pet.id}/vaccinations`, staff)).json().map((r: { id: number }) => r.id)).toEqual([record.id]);

    const missing = await t.call('GET', '/api/pets/2000000000/vaccinations', owner);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'The pet was not found.' });
    expect((await t.call('DELETE', `/api/pets/${pet.id}`, owner)).statusCode).toBeLessThan(300);
    for (const who of [owner, staff]) expect((await t.call('GET', `/api/pets/${pet.id}/vaccinations`, who)).statusCode).toBe(404);
  });

  it('reads the pet with its records: the session and one select (decisions.md 87)', async () => {
    const pet = await createDog(owner);
    await createRecord(owner, pet.id);
    const { statements, result } = await statementsDuring(() => t.call('GET', `/api/pets/${pet.id}/vaccinations`, owner));
    expect(result.statusCode).toBe(200);
    expect(result.json()).toHaveLength(1);
    expect(statements).toHaveLength(2);
    expect(statements[0]).toMatch(/from "sessions"/);
    expect(statements[1]).toMatch(/from "pets" left join "vaccinations"/);
  });

  it('pages with limit and the X-Next-Cursor header, to an empty page after the last', async () => {
    const pet = await createDog(owner);
    const older = await createRecord(owner, pet.id, { ...rabies, givenOn: '2024-01-01', expiresOn: '2025-01-01' });
    const newer = await createRecord(owner, pet.id, { ...rabies, vaccine: 'dhpp', givenOn: '2026-01-01' });
    const first = await t.call('GET', `/api/pets/${pet.id}/vaccinations?limit=1`, owner);
    expect(first.json().map((r: { id: number }) => r.id)).toEqual([newer.id]);
    expect(first.headers['x-next-cursor']).toBe(String(newer.id));
    const second = await t.call('GET', `/api/pets/${pet.id}/vaccinations?limit=1&cursor=${newer.id}`, owner);
    expect(second.json().map((r: { id: number }) => r.id)).toEqual([older.id]);
    const after = await t.call('GET', `/api/pets/${pet.id}/vaccinations?limit=1&cursor=${older.id}`, owner);
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual([]);
    expect(after.headers['x-next-cursor']).toBeUndefined();
    expect((await t.call('GET', `/api/pets/${pet.id}/vaccinations?limit=1&cursor=${newer.id}`, stranger)).statusCode).toBe(404);
  });
});

describe('PUT and DELETE /api/vaccinations/:id', () => {
  it('updates the record (200) and stores the change', async () => {
    const pet = await createDog(owner);
    const record = await createRecord(owner, pet.id);
    const res = await t.call('PUT', `/api/vaccinations/${record.id}`, owner, { ...rabies, expiresOn: '2027-03-05', batchNumber: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: record.id, expiresOn: '2027-03-05', batchNumber: null });
    expect(await stored(record.id)).toMatchObject({ expiresOn: '2027-03-05', batchNumber: null });
  });

  it('validates like POST and changes nothing', async () => {
    const pet = await createDog(owner);
    const record = await createRecord(owner, pet.id);
    const res = await t.call('PUT', `/api/vaccinations/${record.id}`, owner, { ...rabies, expiresOn: '2020-01-01' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({ expiresOn: 'Expiry date cannot be before the date given' });
    expect((await stored(record.id)).expiresOn).toBe('2029-03-05');
  });

  it('deletes the record (204)', async () => {
    const pet = await createDog(owner);
    const record = await createRecord(owner, pet.id);
    expect((await t.call('DELETE', `/api/vaccinations/${record.id}`, owner)).statusCode).toBe(204);
    expect(await stored(record.id)).toBeUndefined();
    expect((await t.call('DELETE', `/api/vaccinations/${record.id}`, owner)).statusCode).toBe(404);
  });

  it("answers another user's record with 404 and leaves it unchanged", async () => {
    const pet = await createDog(owner);
    const record = await createRecord(owner, pet.id);
    const edit = await t.call('PUT', `/api/vaccinations/${record.id}`, stranger, { ...rabies, expiresOn: '2030-01-01' });
    expect(edit.statusCode).toBe(404);
    expect(edit.json()).toEqual({ message: 'The vaccination record was not found.' });
    expect((await t.call('DELETE', `/api/vaccinations/${record.id}`, stranger)).statusCode).toBe(404);
    expect(await stored(record.id)).toMatchObject({ expiresOn: '2029-03-05' });
  });
});

describe('a trainer working with the pet', () => {
  it('reads the records and the status, and changes nothing', async () => {
    const trainer = await t.register({ isTrainer: true });
    const pet = await createDog(owner);
    const record = await createRecord(owner, pet.id);
    expect((await t.call('GET', `/api/pets/${pet.id}/vaccinations`, trainer)).statusCode).toBe(404);

    await assignSkillToTrainer(t.db, { petId: pet.id, ownerId: owner.user.id, trainerId: trainer.user.id });

    const list = await t.call('GET', `/api/pets/${pet.id}/vaccinations`, trainer);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((r: { id: number }) => r.id)).toEqual([record.id]);
    expect((await t.call('GET', `/api/pets/${pet.id}/vaccination-status`, trainer)).statusCode).toBe(200);
    const before = await recordCount();
    expect((await t.call('POST', `/api/pets/${pet.id}/vaccinations`, trainer, rabies)).statusCode).toBe(404);
    expect((await t.call('PUT', `/api/vaccinations/${record.id}`, trainer, { ...rabies, expiresOn: '2030-01-01' })).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/vaccinations/${record.id}`, trainer)).statusCode).toBe(404);
    expect((await t.call('POST', `/api/vaccinations/${record.id}/proof`, trainer, proofForm(png))).statusCode).toBe(404);
    expect(await recordCount()).toBe(before);
    expect(await stored(record.id)).toMatchObject({ expiresOn: '2029-03-05', proof: null });
  });
});

describe('GET /api/pets/:petId/vaccination-status', () => {
  it('answers the policy and, per service, the required vaccines with their status', async () => {
    const pet = await createDog(owner);
    await createRecord(owner, pet.id, { ...rabies, givenOn: '2026-01-01', expiresOn: addCalendarDays(today(), 10) });
    await createRecord(owner, pet.id, { ...rabies, vaccine: 'dhpp', expiresOn: '2099-01-01' });
    const res = await t.call('GET', `/api/pets/${pet.id}/vaccination-status`, owner);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ policy: 'enforce', today: today(), through: today() });
    expect(body.services.boarding.map((entry: { vaccine: string; status: string }) => [entry.vaccine, entry.status])).toEqual([
      ['rabies', 'due_soon'],
      ['dhpp', 'up_to_date'],
      ['bordetella', 'missing'],
    ]);
    expect(body.services.boarding[2].blocker).toMatch(/^Rex needs a bordetella vaccination valid through /);
    expect(body.services.training).toHaveLength(1);
  });

  it('judges a stay ending later with `through`', async () => {
    const pet = await createDog(owner);
    const expiry = addCalendarDays(today(), 10);
    await createRecord(owner, pet.id, { ...rabies, givenOn: '2026-01-01', expiresOn: expiry });
    const through = addCalendarDays(today(), 11);
    const res = await t.call('GET', `/api/pets/${pet.id}/vaccination-status?through=${through}`, owner);
    const [entry] = res.json().services.training;
    expect(entry).toMatchObject({ vaccine: 'rabies', status: 'overdue', expiresOn: expiry });
    expect(entry.blocker).toContain('Rex needs a rabies vaccination valid through');
    const onTheDay = await t.call('GET', `/api/pets/${pet.id}/vaccination-status?through=${expiry}`, owner);
    expect(onTheDay.json().services.training[0].blocker).toBeNull();
    expect((await t.call('GET', `/api/pets/${pet.id}/vaccination-status?through=soon`, owner)).statusCode).toBe(400);
  });
});

// Tiny files: only their first bytes matter to the content check.
