// Adding a pet's vet record: what is stored, what is refused, and who may add one.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { uploadPetPhoto } from '../../../tests/helpers/factories';
import type { RegisteredUser } from '../../../tests/helpers/users';
import { vetRecords } from '../../db/schema';
import { useVetRecordsKit, visit } from './vet-records-test-kit';

const kit = useVetRecordsKit();
const { t, call, createPet, createRecord, storedRecord, recordCount } = kit;
let owner: RegisteredUser;
let stranger: RegisteredUser;
beforeAll(() => ({ owner, stranger } = kit));

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
