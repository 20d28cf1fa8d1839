// Reading, changing and deleting a pet's vet records, and who may.
import { beforeAll, describe, expect, it } from 'vitest';
import { assignSkillToTrainer } from '../../../tests/helpers/factories';
import { statementsDuring } from '../../../tests/helpers/statement-count';
import { registerUser, type RegisteredUser } from '../../../tests/helpers/users';
import { useVetRecordsKit, visit } from './vet-records-test-kit';

const kit = useVetRecordsKit();
const { t, call, createPet, createRecord, storedRecord } = kit;
let owner: RegisteredUser;
let stranger: RegisteredUser;
beforeAll(() => ({ owner, stranger } = kit));

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

  it('reads the pet with its records in one select; a pet without records is an empty list, a missing one 404', async () => {
    const pet = await createPet(owner);
    const { statements, result } = await statementsDuring(() => call('GET', `/api/pets/${pet.id}/vet-records`, owner));
    expect(result.statusCode).toBe(200);
    expect(result.json()).toEqual([]);
    expect(statements).toHaveLength(2);
    expect(statements[1]).toMatch(/from "pets" left join "vet_records"/);
    const missing = await call('GET', '/api/pets/2000000000/vet-records', owner);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('The pet was not found.');
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
