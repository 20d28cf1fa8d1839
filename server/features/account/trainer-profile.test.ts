// A trainer's public profile (issue 30, item 2; decisions.md 66): PATCH /api/user takes a bio
// (approved trainers only), POST /api/user/photo a photo any signed-in user may see, and the
// availability answer shows both beside the trainer's name.
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ONLY_TRAINERS_BIO_MESSAGE } from '../../../common/account-schemas';
import { PHOTO_WRONG_TYPE_MESSAGE } from '../../../common/pet-photo-rules';
import { day } from '../../../tests/helpers/test-calendar';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';
import { users } from '../../db/schema';
import { ONLY_TRAINERS_PHOTO_MESSAGE } from './trainer-photo.service';

const t = useTestApp();
let owner: RegisteredUser;
let trainer: RegisteredUser;

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.alloc(64)]);
const fileOf = (address: string) => path.join(t.config.dataDir, 'uploads', address.replace('/uploads/', ''));
const stored = async (who: RegisteredUser) =>
  (await t.db.select({ bio: users.bio, photo: users.photoAddress }).from(users).where(eq(users.id, who.user.id)))[0];

function upload(who: RegisteredUser | undefined, bytes: Buffer, type = 'image/png', name = 'me.png') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return t.call('POST', '/api/user/photo', who, form);
}

beforeAll(async () => {
  owner = await t.register();
  trainer = await t.register({ isTrainer: true, firstName: 'Tess', lastName: 'Hart' });
});

describe('PATCH /api/user with a bio', () => {
  it('saves a trainer’s bio, trimmed, and a blank one removes it', async () => {
    const res = await t.call('PATCH', '/api/user', trainer, { bio: '  Patient with puppies.  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: trainer.user.id, bio: 'Patient with puppies.', photoUrl: null });
    expect((await t.call('GET', '/api/user', trainer)).json().bio).toBe('Patient with puppies.');
    expect((await t.call('PATCH', '/api/user', trainer, { bio: '   ' })).json().bio).toBeNull();
    expect((await stored(trainer)).bio).toBeNull();
  });

  it('refuses 301 characters (400 on bio) and keeps the bio as it was', async () => {
    await t.call('PATCH', '/api/user', trainer, { bio: 'Kept.' });
    const res = await t.call('PATCH', '/api/user', trainer, { bio: 'a'.repeat(301) });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({ bio: 'Bio must be at most 300 characters' });
    expect((await t.call('PATCH', '/api/user', trainer, { bio: 'b'.repeat(300) })).statusCode).toBe(200);
    expect((await stored(trainer)).bio).toBe('b'.repeat(300));
  });

  it('refuses an owner’s bio (400 naming bio) and stores nothing', async () => {
    const res = await t.call('PATCH', '/api/user', owner, { bio: 'I love dogs', firstName: 'Changed' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({ bio: ONLY_TRAINERS_BIO_MESSAGE });
    expect(await stored(owner)).toEqual({ bio: null, photo: null });
    expect((await t.call('GET', '/api/user', owner)).json()).toMatchObject({ firstName: owner.user.firstName, bio: null, photoUrl: null });
  });
});

describe('POST /api/user/photo', () => {
  it('stores a trainer’s photo, replaces the previous one, and any signed-in user can see it', async () => {
    const first = await upload(trainer, png);
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl = first.json().photoUrl as string;
    expect(firstUrl).toMatch(/^\/uploads\/trainer-photos\/[0-9a-f]{32}\.png$/);
    expect(first.json()).toMatchObject({ id: trainer.user.id, username: trainer.user.username });
    const second = await upload(trainer, webp, 'image/webp', 'me.webp');
    const url = second.json().photoUrl as string;
    expect(url).toMatch(/\.webp$/);
    expect((await stored(trainer)).photo).toBe(url);
    expect(fs.existsSync(fileOf(firstUrl))).toBe(false);
    const seen = await t.call('GET', url, owner);
    expect(seen.statusCode).toBe(200);
    expect(seen.rawPayload.equals(webp)).toBe(true);
    expect((await t.call('GET', url)).statusCode).toBe(401);
    expect((await t.call('GET', firstUrl, owner)).statusCode).toBe(404);
  });

  it('refuses a file that is not an image (415) and keeps the photo', async () => {
    const before = (await stored(trainer)).photo;
    const res = await upload(trainer, Buffer.from('just some text, not an image'), 'image/png', 'a.png');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(PHOTO_WRONG_TYPE_MESSAGE);
    expect((await stored(trainer)).photo).toBe(before);
  });

  it('refuses an owner (403) and a signed-out caller (401)', async () => {
    const res = await upload(owner, png);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(ONLY_TRAINERS_PHOTO_MESSAGE);
    expect((await stored(owner)).photo).toBeNull();
    expect((await upload(undefined, png)).statusCode).toBe(401);
  });
});

describe('the availability answer', () => {
  it('gives each free trainer’s photo and bio beside the name', async () => {
    await t.call('PATCH', '/api/user', trainer, { bio: 'Calm, reward-based training.' });
    const photoUrl = (await stored(trainer)).photo;
    const nominal = day('2028-09-05');
    const res = await t.call('GET', `/api/bookings/availability?serviceType=training&from=${nominal}&to=${nominal}`, owner);
    expect(res.statusCode, res.body).toBe(200);
    const slots = res.json().trainingSlots as { trainers: unknown[] }[];
    expect(slots.length).toBeGreaterThan(0);
    expect(slots[0].trainers).toEqual([{ id: trainer.user.id, name: 'Tess Hart', photoUrl, bio: 'Calm, reward-based training.' }]);
  });
});
