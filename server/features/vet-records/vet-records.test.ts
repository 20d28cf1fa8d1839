import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { vetRecords } from '../../db/schema';
import { apiCaller } from '../../../tests/helpers/api-call';
import { assignSkillToTrainer, postPet, uploadPetPhoto } from '../../../tests/helpers/factories';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import { registerUser, type RegisteredUser } from '../../../tests/helpers/users';

const t = useTestApp();
let owner: RegisteredUser;
let stranger: RegisteredUser;

beforeAll(async () => {
  owner = await registerUser(t.app);
  stranger = await registerUser(t.app);
});

const call = apiCaller(() => t.app);

// What the product's client (decisions.md 37) sends: the duplicated fields carry the same values.
const visit = {
  visitDate: '2024-03-05',
  date: '2024-03-05',
  veterinarian: 'Dr. Lee',
  vetName: 'Dr. Lee',
  clinicName: 'Happy Paws Clinic',
  diagnosis: 'Ear infection',
  treatment: 'Ear drops',
  medications: 'Otomax',
  labResults: '',
  vaccinations: 'Rabies',
  notes: 'Recheck in two weeks',
  followUpDate: '2024-03-19',
  nextAppointmentDate: '2024-03-19',
  recordType: 'Medical Visit',
};

const createPet = (who: RegisteredUser) => postPet(t.app, who, { name: 'Rex', petType: 'dog', breed: 'Beagle' });

async function createRecord(who: RegisteredUser, petId: number, overrides: Record<string, unknown> = {}) {
  const res = await call('POST', `/api/pets/${petId}/vet-records`, who, { ...visit, ...overrides });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; petId: number };
}

const storedRecord = async (id: number) => (await t.database.db.select().from(vetRecords).where(eq(vetRecords.id, id)))[0];
const recordCount = () => t.database.db.$count(vetRecords);

describe('POST /api/pets/:petId/vet-records', () => {
  it('creates the record (201) with the duplicated fields stored alike', async () => {
    const pet = await createPet(owner);
    const res = await call('POST', `/api/pets/${pet.id}/vet-records`, owner, visit);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      petId: pet.id,
      date: '2024-03-05',
      visitDate: '2024-03-05',
      vetName: 'Dr. Lee',
      veterinarian: 'Dr. Lee',
      recordType: 'Medical Visit',
      clinicName: 'Happy Paws Clinic',
      diagnosis: 'Ear infection',
      treatment: 'Ear drops',
      medications: 'Otomax',
      labResults: null,
      vaccinations: 'Rabies',
      notes: 'Recheck in two weeks',
      followUpDate: '2024-03-19',
      nextAppointmentDate: '2024-03-19',
      attachments: null,
      documents: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(await storedRecord(res.json().id)).toMatchObject({
      petId: pet.id,
      date: '2024-03-05',
      visitDate: '2024-03-05',
      vetName: 'Dr. Lee',
    });
  });

  it('fills the copies from the first-named fields, which win when both differ', async () => {
    const pet = await createPet(owner);
    const record = await createRecord(owner, pet.id, {
      visitDate: '2024-04-01',
      date: '2023-01-01',
      veterinarian: 'Dr. First',
      vetName: 'Dr. Second',
      followUpDate: '',
      nextAppointmentDate: '2024-05-01',
      recordType: undefined,
    });
    expect(await storedRecord(record.id)).toMatchObject({
      visitDate: '2024-04-01',
      date: '2024-04-01',
      veterinarian: 'Dr. First',
      vetName: 'Dr. First',
      followUpDate: '2024-05-01',
      nextAppointmentDate: '2024-05-01',
      recordType: 'Medical Visit',
    });
    const onlyCopies = await createRecord(owner, pet.id, {
      visitDate: undefined,
      veterinarian: undefined,
      date: '2024-02-02',
      vetName: 'Dr. Copy',
    });
    expect(await storedRecord(onlyCopies.id)).toMatchObject({ visitDate: '2024-02-02', date: '2024-02-02', veterinarian: 'Dr. Copy' });
  });

  it("answers missing required fields with the product's messages in both `message` and `error`", async () => {
    const pet = await createPet(owner);
    const before = await recordCount();
    const res = await call('POST', `/api/pets/${pet.id}/vet-records`, owner, { visitDate: '', veterinarian: '  ' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.details).toEqual({ visitDate: 'Visit date is required', veterinarian: 'Veterinarian name is required' });
    expect(body.message).toBe('Visit date is required');
    expect(body.error).toBe(body.message);
    expect(await recordCount()).toBe(before);
  });

  it.each([
    ['an impossible date', { visitDate: '2024-02-30', date: '2024-02-30' }, 'visitDate', 'Visit date must be a date like 2024-03-05'],
    ['a date as a number', { visitDate: 20240305 }, 'visitDate', 'Visit date must be a date like 2024-03-05'],
    ['a follow-up that is not a date', { followUpDate: 'soon' }, 'followUpDate', 'Follow-up date must be a date like 2024-03-05'],
    [
      'a visit in the future',
      { visitDate: '2099-01-01', date: '2099-01-01', followUpDate: null, nextAppointmentDate: null },
      'visitDate',
      'Visit date cannot be in the future',
    ],
    [
      'a follow-up before the visit',
      { followUpDate: '2024-03-01', nextAppointmentDate: '2024-03-01' },
      'followUpDate',
      'Follow-up date cannot be before the visit date',
    ],
    [
      'a veterinarian over 100 characters',
      { veterinarian: 'x'.repeat(101) },
      'veterinarian',
      'Veterinarian name must be at most 100 characters',
    ],
    ['a clinic name over 100 characters', { clinicName: 'x'.repeat(101) }, 'clinicName', 'Clinic name must be at most 100 characters'],
    ['notes over 5,000 characters', { notes: 'x'.repeat(5001) }, 'notes', 'Additional notes must be at most 5000 characters'],
    ['a diagnosis that is not text', { diagnosis: { text: 'x' } }, 'diagnosis', 'Diagnosis must be text'],
    ['attachments that are not a list', { attachments: 'a.pdf' }, 'attachments', 'Attachments must be a list of addresses'],
  ])('refuses %s (400) and stores nothing', async (_case, overrides, field, message) => {
    const pet = await createPet(owner);
    const before = await recordCount();
    const res = await call('POST', `/api/pets/${pet.id}/vet-records`, owner, { ...visit, ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[field]).toBe(message);
    expect(res.json().error).toBe(res.json().message);
    expect(await recordCount()).toBe(before);
  });

  it("attaches the owner's own uploads and refuses web addresses and other users' files", async () => {
    const pet = await createPet(owner);
    const ownPhoto = (await uploadPetPhoto(t.app, owner, pet.id)).profilePhoto!;
    const created = await call('POST', `/api/pets/${pet.id}/vet-records`, owner, { ...visit, attachments: [ownPhoto] });
    expect(created.statusCode).toBe(201);
    expect(created.json().attachments).toEqual([ownPhoto]);

    const strangerPet = await createPet(stranger);
    const theirPhoto = (await uploadPetPhoto(t.app, stranger, strangerPet.id)).profilePhoto!;
    const before = await t.database.db.$count(vetRecords);
    for (const [field, address] of [
      ['attachments', theirPhoto],
      ['documents', 'https://tracker.example.com/pixel.gif'],
      ['attachments', '/uploads/pets/0123456789abcdef0123456789abcdef.png'],
    ]) {
      const res = await call('POST', `/api/pets/${pet.id}/vet-records`, owner, { ...visit, [field]: [address] });
      expect(res.statusCode, address).toBe(400);
      expect(res.json().details).toEqual({ [field]: 'Attach only files you uploaded to PawsConnect' });
    }
    const edit = await call('PUT', `/api/vet-records/${created.json().id}`, owner, { ...visit, attachments: [theirPhoto] });
    expect(edit.statusCode).toBe(400);
    expect(await t.database.db.$count(vetRecords)).toBe(before);
    const [stored] = await t.database.db.select().from(vetRecords).where(eq(vetRecords.id, created.json().id));
    expect(stored.attachments).toEqual([ownPhoto]);
  });

  it('refuses unknown fields', async () => {
    const pet = await createPet(owner);
    const res = await call('POST', `/api/pets/${pet.id}/vet-records`, owner, { ...visit, petId: 5 });
    expect(res.statusCode).toBe(400);
  });

  it("answers another user's pet with 404 (with `error`) and stores nothing", async () => {
    const pet = await createPet(owner);
    const before = await recordCount();
    const res = await call('POST', `/api/pets/${pet.id}/vet-records`, stranger, visit);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(res.json().message);
    expect(await recordCount()).toBe(before);
  });

  it('needs a signed-in user (401, with `error`)', async () => {
    const pet = await createPet(owner);
    const res = await call('POST', `/api/pets/${pet.id}/vet-records`, undefined, visit);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'You need to sign in first.', error: 'You need to sign in first.' });
  });
});

describe('GET /api/pets/:petId/vet-records', () => {
  it("lists the pet's records, newest visit first", async () => {
    const pet = await createPet(owner);
    const other = await createPet(owner);
    const march = await createRecord(owner, pet.id, { visitDate: '2024-03-05' });
    const may = await createRecord(owner, pet.id, { visitDate: '2024-05-01', followUpDate: null, nextAppointmentDate: null });
    const january = await createRecord(owner, pet.id, { visitDate: '2024-01-10' });
    await createRecord(owner, other.id);

    const res = await call('GET', `/api/pets/${pet.id}/vet-records`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((record: { id: number }) => record.id)).toEqual([may.id, march.id, january.id]);
  });

  it('pages with limit and the X-Next-Cursor header', async () => {
    const pet = await createPet(owner);
    const ids = [];
    for (const visitDate of ['2024-01-01', '2024-02-01', '2024-03-01']) ids.push((await createRecord(owner, pet.id, { visitDate })).id);
    const page1 = await call('GET', `/api/pets/${pet.id}/vet-records?limit=2`, owner);
    expect(page1.json().map((record: { id: number }) => record.id)).toEqual([ids[2], ids[1]]);
    const page2 = await call('GET', `/api/pets/${pet.id}/vet-records?limit=2&cursor=${page1.headers['x-next-cursor']}`, owner);
    expect(page2.json().map((record: { id: number }) => record.id)).toEqual([ids[0]]);
    expect(page2.headers['x-next-cursor']).toBeUndefined();
  });

  it("answers a cursor naming another pet's record with an empty page", async () => {
    const pet = await createPet(owner);
    await createRecord(owner, pet.id, { visitDate: '2024-01-01' });
    const theirs = await createRecord(stranger, (await createPet(stranger)).id, {
      visitDate: '2025-01-01',
      followUpDate: null,
      nextAppointmentDate: null,
    });
    const res = await call('GET', `/api/pets/${pet.id}/vet-records?cursor=${theirs.id}`, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it("answers another user's pet with 404", async () => {
    const pet = await createPet(owner);
    await createRecord(owner, pet.id);
    const res = await call('GET', `/api/pets/${pet.id}/vet-records`, stranger);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(res.json().message);
  });

  it('lets a trainer with an open skill for the pet read them, and nobody else', async () => {
    const trainer = await registerUser(t.app, { isTrainer: true });
    const pet = await createPet(owner);
    const record = await createRecord(owner, pet.id);
    expect((await call('GET', `/api/pets/${pet.id}/vet-records`, trainer)).statusCode).toBe(404);

    await assignSkillToTrainer(t.database.db, { petId: pet.id, ownerId: owner.user.id, trainerId: trainer.user.id });

    const res = await call('GET', `/api/pets/${pet.id}/vet-records`, trainer);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((r: { id: number }) => r.id)).toEqual([record.id]);
    expect((await call('POST', `/api/pets/${pet.id}/vet-records`, trainer, visit)).statusCode).toBe(404);
    expect((await call('PUT', `/api/vet-records/${record.id}`, trainer, { ...visit, diagnosis: 'Changed' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/vet-records/${record.id}`, trainer)).statusCode).toBe(404);
    expect((await storedRecord(record.id)).diagnosis).toBe('Ear infection');
  });

  it('needs a signed-in user (401)', async () => {
    const pet = await createPet(owner);
    expect((await call('GET', `/api/pets/${pet.id}/vet-records`)).statusCode).toBe(401);
  });
});

describe('PUT /api/vet-records/:id', () => {
  it('updates the record (200) and keeps the copies in step', async () => {
    const pet = await createPet(owner);
    const record = await createRecord(owner, pet.id);
    const res = await call('PUT', `/api/vet-records/${record.id}`, owner, {
      ...visit,
      visitDate: '2024-06-01',
      date: '2024-06-01',
      followUpDate: '2024-06-15',
      nextAppointmentDate: '2024-06-15',
      veterinarian: 'Dr. Kim',
      vetName: 'Dr. Kim',
      diagnosis: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: record.id, petId: pet.id, visitDate: '2024-06-01', veterinarian: 'Dr. Kim', diagnosis: null });
    expect(await storedRecord(record.id)).toMatchObject({ date: '2024-06-01', vetName: 'Dr. Kim', diagnosis: null });
  });

  it('validates like POST and changes nothing', async () => {
    const pet = await createPet(owner);
    const record = await createRecord(owner, pet.id);
    const res = await call('PUT', `/api/vet-records/${record.id}`, owner, {
      ...visit,
      visitDate: '',
      date: '',
      veterinarian: '',
      vetName: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({ visitDate: 'Visit date is required', veterinarian: 'Veterinarian name is required' });
    expect(res.json().error).toBe('Visit date is required');
    expect(await storedRecord(record.id)).toMatchObject({ visitDate: '2024-03-05', veterinarian: 'Dr. Lee' });
  });

  it("answers another user's record and a missing one with 404 and changes nothing", async () => {
    const pet = await createPet(owner);
    const record = await createRecord(owner, pet.id);
    const theirs = await call('PUT', `/api/vet-records/${record.id}`, stranger, { ...visit, diagnosis: 'Hacked' });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'The veterinary record was not found.', error: 'The veterinary record was not found.' });
    expect((await call('PUT', '/api/vet-records/999999', owner, visit)).statusCode).toBe(404);
    expect((await storedRecord(record.id)).diagnosis).toBe('Ear infection');
  });

  it('refuses a record id that is not a whole number (400)', async () => {
    expect((await call('PUT', '/api/vet-records/abc', owner, visit)).statusCode).toBe(400);
  });

  it('needs a signed-in user (401)', async () => {
    const pet = await createPet(owner);
    const record = await createRecord(owner, pet.id);
    expect((await call('PUT', `/api/vet-records/${record.id}`, undefined, visit)).statusCode).toBe(401);
  });
});

describe('DELETE /api/vet-records/:id', () => {
  it('deletes the record (204)', async () => {
    const pet = await createPet(owner);
    const record = await createRecord(owner, pet.id);
    const res = await call('DELETE', `/api/vet-records/${record.id}`, owner);
    expect(res.statusCode).toBe(204);
    expect(await storedRecord(record.id)).toBeUndefined();
  });

  it("answers another user's record with 404 and keeps it", async () => {
    const pet = await createPet(owner);
    const record = await createRecord(owner, pet.id);
    const res = await call('DELETE', `/api/vet-records/${record.id}`, stranger);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(res.json().message);
    expect(await storedRecord(record.id)).toMatchObject({ id: record.id, petId: pet.id });
  });

  it('needs a signed-in user (401)', async () => {
    const pet = await createPet(owner);
    const record = await createRecord(owner, pet.id);
    expect((await call('DELETE', `/api/vet-records/${record.id}`)).statusCode).toBe(401);
    expect(await storedRecord(record.id)).toMatchObject({ id: record.id, petId: pet.id });
  });
});
