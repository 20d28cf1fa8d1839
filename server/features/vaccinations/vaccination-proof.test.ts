// Vaccination proof files (a PDF or a photo): uploaded to a record by its owner, checked by their
// bytes, served only to those who may read the pet.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { assignSkillToTrainer } from '../../../tests/helpers/factories';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';
import { png, proofForm, vaccinationKit } from './vaccination-test-kit';

const t = useTestApp();
let owner: RegisteredUser;
let stranger: RegisteredUser;

beforeAll(async () => {
  owner = await t.register();
  stranger = await t.register();
});

const { createDog, createRecord, stored } = vaccinationKit(t);

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const text = Buffer.from('just some text, not a certificate');

const fileOf = (address: string) => path.join(t.config.dataDir, 'uploads', address.replace('/uploads/', ''));

describe('POST /api/vaccinations/:id/proof and GET /uploads/vaccinations/:file', () => {
  it('stores a PDF, judged by its content, and serves it to the owner only', async () => {
    const pet = await createDog(owner);
    const record = await createRecord(owner, pet.id);
    // The browser's name and type say PNG; the bytes are a PDF.
    const res = await t.call('POST', `/api/vaccinations/${record.id}/proof`, owner, proofForm(pdf, 'image/png', 'scan.png'));
    expect(res.statusCode, res.body).toBe(200);
    const address = res.json().proof as string;
    expect(address).toMatch(/^\/uploads\/vaccinations\/[0-9a-f]{32}\.pdf$/);
    expect((await stored(record.id)).proof).toBe(address);

    const served = await t.call('GET', address, owner);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(pdf)).toBe(true);
    expect((await t.call('GET', address, stranger)).statusCode).toBe(404);
    expect((await t.call('GET', address)).statusCode).toBe(401);
  });

  it('takes a photo, and replacing it removes the old file', async () => {
    const pet = await createDog(owner);
    const record = await createRecord(owner, pet.id);
    const first = (await t.call('POST', `/api/vaccinations/${record.id}/proof`, owner, proofForm(png, 'image/png', 'photo.png'))).json()
      .proof;
    expect(first).toMatch(/\.png$/);
    expect((await t.call('GET', first, owner)).headers['content-type']).toBe('image/png');
    const second = (await t.call('POST', `/api/vaccinations/${record.id}/proof`, owner, proofForm(pdf))).json().proof;
    expect(second).not.toBe(first);
    expect(fs.existsSync(fileOf(first))).toBe(false);
    expect((await t.call('GET', first, owner)).statusCode).toBe(404);
  });

  it('refuses a file that is neither PDF nor image (415), whatever its name', async () => {
    const pet = await createDog(owner);
    const record = await createRecord(owner, pet.id);
    const res = await t.call('POST', `/api/vaccinations/${record.id}/proof`, owner, proofForm(text, 'application/pdf', 'certificate.pdf'));
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      message: 'Please upload a PDF or a JPEG, PNG or WebP image.',
      details: { proof: 'Please upload a PDF or a JPEG, PNG or WebP image.' },
    });
    expect((await stored(record.id)).proof).toBeNull();
  });

  it('refuses a proof over 10 MB (413) and stores nothing', async () => {
    const pet = await createDog(owner);
    const record = await createRecord(owner, pet.id);
    const big = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await t.call('POST', `/api/vaccinations/${record.id}/proof`, owner, proofForm(big));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Proof files can be at most 10 MB.');
    expect((await stored(record.id)).proof).toBeNull();
  });

  it("answers another user's record with 404 and keeps its proof", async () => {
    const pet = await createDog(owner);
    const record = await createRecord(owner, pet.id);
    const address = (await t.call('POST', `/api/vaccinations/${record.id}/proof`, owner, proofForm(pdf))).json().proof;
    const res = await t.call('POST', `/api/vaccinations/${record.id}/proof`, stranger, proofForm(png, 'image/png', 'x.png'));
    expect(res.statusCode).toBe(404);
    expect((await stored(record.id)).proof).toBe(address);
  });

  it('lets a trainer working with the pet see the proof', async () => {
    const trainer = await t.register({ isTrainer: true });
    const pet = await createDog(owner);
    const record = await createRecord(owner, pet.id);
    const address = (await t.call('POST', `/api/vaccinations/${record.id}/proof`, owner, proofForm(pdf))).json().proof;
    expect((await t.call('GET', address, trainer)).statusCode).toBe(404);
    await assignSkillToTrainer(t.db, { petId: pet.id, ownerId: owner.user.id, trainerId: trainer.user.id });
    expect((await t.call('GET', address, trainer)).statusCode).toBe(200);
  });

  it('goes with the record: deleting it deletes the file', async () => {
    const pet = await createDog(owner);
    const record = await createRecord(owner, pet.id);
    const address = (await t.call('POST', `/api/vaccinations/${record.id}/proof`, owner, proofForm(pdf))).json().proof;
    await t.call('DELETE', `/api/vaccinations/${record.id}`, owner);
    expect(fs.existsSync(fileOf(address))).toBe(false);
    expect((await t.call('GET', address, owner)).statusCode).toBe(404);
  });

  it('goes with the pet: deleting a pet without bookings deletes its proofs', async () => {
    const pet = await createDog(owner);
    const record = await createRecord(owner, pet.id);
    const address = (await t.call('POST', `/api/vaccinations/${record.id}/proof`, owner, proofForm(pdf))).json().proof;
    expect((await t.call('DELETE', `/api/pets/${pet.id}`, owner)).statusCode).toBe(204);
    expect(await stored(record.id)).toBeUndefined();
    expect(fs.existsSync(fileOf(address))).toBe(false);
  });
});
