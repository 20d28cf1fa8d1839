import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, TEST_ORIGIN } from '../../../tests/helpers/api-call';
import { assignSkillToTrainer, postPet, selectPet } from '../../../tests/helpers/factories';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import { registerUser, type RegisteredUser } from '../../../tests/helpers/users';

const t = useTestApp();
let owner: RegisteredUser;
let stranger: RegisteredUser;

beforeAll(async () => {
  owner = await registerUser(t.app);
  stranger = await registerUser(t.app);
});

// Tiny images: only their first bytes matter to the content check.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(64)]);
const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(64)]);
const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(64)]);
const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

const uploadsDir = () => path.join(t.config.dataDir, 'uploads', 'pets');
const storedFiles = () => (fs.existsSync(uploadsDir()) ? fs.readdirSync(uploadsDir()) : []);
const fileOf = (address: string) => path.join(t.config.dataDir, 'uploads', address.replace('/uploads/', ''));
const storedPet = (id: number) => selectPet(t.database.db, id);

const call = apiCaller(() => t.app);
const createPet = (who: RegisteredUser) => postPet(t.app, who, { name: 'Whiskers', petType: 'cat', breed: 'Maine Coon' });

function upload(petId: number, who: RegisteredUser | undefined, bytes: Buffer, type = 'image/png', name = 'photo.png') {
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(bytes)], { type }), name);
  return call('POST', `/api/pets/${petId}/photo`, who, form);
}

const fetchPhoto = (address: string, who?: RegisteredUser) => call('GET', address, who);

describe('POST /api/pets/:petId/photo', () => {
  it.each([
    ['PNG', png, 'image/png', 'png'],
    ['JPEG', jpeg, 'image/jpeg', 'jpg'],
    ['WebP', webp, 'image/webp', 'webp'],
  ])('stores a %s photo and makes it the profile photo (200)', async (_kind, bytes, type, extension) => {
    const pet = await createPet(owner);
    const res = await upload(pet.id, owner, bytes, type, `a.${extension}`);
    expect(res.statusCode).toBe(200);
    const address = res.json().profilePhoto as string;
    expect(address).toMatch(new RegExp(`^/uploads/pets/[0-9a-f]{32}\\.${extension}$`));
    expect(res.json()).toMatchObject({ id: pet.id, name: 'Whiskers' });
    expect((await storedPet(pet.id)).profilePhoto).toBe(address);
    expect(fs.readFileSync(fileOf(address)).equals(bytes)).toBe(true);
  });

  it('names the file by its content, not by the name or type the browser gave', async () => {
    const pet = await createPet(owner);
    const res = await upload(pet.id, owner, jpeg, 'image/png', 'holiday.png');
    expect(res.statusCode).toBe(200);
    expect(res.json().profilePhoto).toMatch(/\.jpg$/);
  });

  it('replaces the previous photo and deletes its file', async () => {
    const pet = await createPet(owner);
    const first = (await upload(pet.id, owner, png)).json().profilePhoto as string;
    const second = (await upload(pet.id, owner, webp, 'image/webp')).json().profilePhoto as string;
    expect(second).not.toBe(first);
    expect(fs.existsSync(fileOf(first))).toBe(false);
    expect(fs.existsSync(fileOf(second))).toBe(true);
  });

  it.each([
    ['a GIF', gif, 'image/gif', 'a.gif'],
    ['an SVG', svg, 'image/svg+xml', 'a.svg'],
    ['a text file named like a PNG', Buffer.from('just some text, not an image'), 'image/png', 'a.png'],
    ['an empty file', Buffer.alloc(0), 'image/png', 'a.png'],
  ])('refuses %s (415) and keeps the pet as it was', async (_case, bytes, type, name) => {
    const pet = await createPet(owner);
    const before = storedFiles().length;
    const res = await upload(pet.id, owner, bytes, type, name);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Please upload a JPEG, PNG or WebP image.');
    expect((await storedPet(pet.id)).profilePhoto).toBeNull();
    expect(storedFiles().length).toBe(before);
  });

  it('refuses a photo over 5 MB (413) and stores nothing', async () => {
    const pet = await createPet(owner);
    const before = storedFiles().length;
    const tooLarge = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(pet.id, owner, tooLarge);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Photos can be at most 5 MB.');
    expect((await storedPet(pet.id)).profilePhoto).toBeNull();
    expect(storedFiles().length).toBe(before);
  });

  it('accepts a photo of exactly 5 MB', async () => {
    const pet = await createPet(owner);
    const exactly = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 - png.length)]);
    expect((await upload(pet.id, owner, exactly)).statusCode).toBe(200);
  });

  it('asks for a file when the form has none (400)', async () => {
    const pet = await createPet(owner);
    const form = new FormData();
    form.append('note', 'no file here');
    const res = await call('POST', `/api/pets/${pet.id}/photo`, owner, form);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please choose a photo to upload.');
  });

  it('answers a broken multipart body with 400, not a server error', async () => {
    const pet = await createPet(owner);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/pets/${pet.id}/photo`,
      payload: '--xx\r\ngarbage',
      headers: { cookie: owner.cookie, origin: TEST_ORIGIN, 'content-type': 'multipart/form-data; boundary=xx' },
    });
    expect(res.statusCode).toBe(400);
    expect((await storedPet(pet.id)).profilePhoto).toBeNull();
  });

  it('refuses a form stuffed with fields (413)', async () => {
    const pet = await createPet(owner);
    const form = new FormData();
    for (let i = 0; i < 30; i++) form.append(`field${i}`, 'x');
    form.append('photo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
    const res = await call('POST', `/api/pets/${pet.id}/photo`, owner, form);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Send one photo at a time, with no other fields.');
  });

  it('refuses a JSON body (415)', async () => {
    const pet = await createPet(owner);
    const res = await call('POST', `/api/pets/${pet.id}/photo`, owner, { photo: png.toString('base64') });
    expect(res.statusCode).toBe(415);
  });

  it("answers another user's pet with 404 and stores nothing", async () => {
    const pet = await createPet(owner);
    const before = storedFiles().length;
    const res = await upload(pet.id, stranger, png);
    expect(res.statusCode).toBe(404);
    expect((await storedPet(pet.id)).profilePhoto).toBeNull();
    expect(storedFiles().length).toBe(before);
  });

  it('needs a signed-in user (401)', async () => {
    const pet = await createPet(owner);
    expect((await upload(pet.id, undefined, png)).statusCode).toBe(401);
    expect((await storedPet(pet.id)).profilePhoto).toBeNull();
  });

  it('keeps multipart to the upload route: other routes still refuse it', async () => {
    const form = new FormData();
    form.append('name', 'Sneaky');
    const res = await call('POST', '/api/pets', owner, form);
    expect(res.statusCode).toBe(415);
  });
});

describe('GET /uploads/pets/:file', () => {
  it('serves the photo to its owner with its type, nosniff and a private cache', async () => {
    const pet = await createPet(owner);
    const address = (await upload(pet.id, owner, png)).json().profilePhoto as string;
    const res = await fetchPhoto(address, owner);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toMatch(/^private/);
    expect(res.rawPayload.equals(png)).toBe(true);
  });

  it('hides it from other users (404) and asks signed-out visitors to sign in (401)', async () => {
    const pet = await createPet(owner);
    const address = (await upload(pet.id, owner, png)).json().profilePhoto as string;
    expect((await fetchPhoto(address, stranger)).statusCode).toBe(404);
    expect((await fetchPhoto(address)).statusCode).toBe(401);
  });

  it('serves it to a trainer working with the pet', async () => {
    const trainer = await registerUser(t.app, { isTrainer: true });
    const pet = await createPet(owner);
    const address = (await upload(pet.id, owner, png)).json().profilePhoto as string;
    expect((await fetchPhoto(address, trainer)).statusCode).toBe(404);

    await assignSkillToTrainer(t.database.db, { petId: pet.id, ownerId: owner.user.id, trainerId: trainer.user.id });
    expect((await fetchPhoto(address, trainer)).statusCode).toBe(200);
  });

  it('answers unknown, replaced and malformed names with 404', async () => {
    const pet = await createPet(owner);
    const old = (await upload(pet.id, owner, png)).json().profilePhoto as string;
    await upload(pet.id, owner, jpeg, 'image/jpeg');
    expect((await fetchPhoto(old, owner)).statusCode).toBe(404);
    expect((await fetchPhoto('/uploads/pets/0123456789abcdef0123456789abcdef.png', owner)).statusCode).toBe(404);
    expect((await fetchPhoto('/uploads/pets/..%2F..%2Fpglite', owner)).statusCode).toBe(404);
    expect((await fetchPhoto('/uploads/pets/photo.svg', owner)).statusCode).toBe(404);
  });

  it('goes with the pet: deleting the pet deletes its photo file', async () => {
    const pet = await createPet(owner);
    const address = (await upload(pet.id, owner, png)).json().profilePhoto as string;
    const res = await call('DELETE', `/api/pets/${pet.id}`, owner);
    expect(res.statusCode).toBe(204);
    expect(fs.existsSync(fileOf(address))).toBe(false);
    expect((await fetchPhoto(address, owner)).statusCode).toBe(404);
  });

  it('stays when an edit sends back the address it read', async () => {
    const pet = await createPet(owner);
    const address = (await upload(pet.id, owner, png)).json().profilePhoto as string;
    const res = await call('PUT', `/api/pets/${pet.id}`, owner, {
      name: 'Whiskers II',
      petType: 'cat',
      breed: 'Maine Coon',
      profilePhoto: address,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().profilePhoto).toBe(address);
    expect(fs.existsSync(fileOf(address))).toBe(true);
  });

  it("cannot be borrowed by another user's pet", async () => {
    const pet = await createPet(owner);
    const address = (await upload(pet.id, owner, png)).json().profilePhoto as string;
    const theirs = await createPet(stranger);
    const res = await call('PUT', `/api/pets/${theirs.id}`, stranger, {
      name: 'Copycat',
      petType: 'cat',
      breed: 'Maine Coon',
      profilePhoto: address,
    });
    expect(res.statusCode).toBe(400);
    expect((await fetchPhoto(address, stranger)).statusCode).toBe(404);
  });

  it('goes when the owner removes the photo from the profile', async () => {
    const pet = await createPet(owner);
    const address = (await upload(pet.id, owner, png)).json().profilePhoto as string;
    const res = await call('PUT', `/api/pets/${pet.id}`, owner, {
      name: 'Whiskers',
      petType: 'cat',
      breed: 'Maine Coon',
      profilePhoto: null,
    });
    expect(res.statusCode).toBe(200);
    expect(fs.existsSync(fileOf(address))).toBe(false);
  });
});
