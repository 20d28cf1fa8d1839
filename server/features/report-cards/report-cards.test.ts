// Report cards (issue 11): a client trainer sends one, the owner is notified (category 'training')
// and reads it; photos and videos go through the upload pipeline and are served to the pet's
// owner and the card's trainer only. VIDEO_MAX_BYTES is lowered so the test sends little.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { notifications, reportCardMedia, reportCards } from '../../db/schema';
import { assignSkillToTrainer, insertBooking, postPet, tinyMp4, tinyPng } from '../../../tests/helpers/factories';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';

const VIDEO_MAX = 64 * 1024;
const t = useTestApp({ env: { VIDEO_MAX_BYTES: String(VIDEO_MAX) } });
let owner: RegisteredUser;
let stranger: RegisteredUser;
let trainer: RegisteredUser;
let otherTrainer: RegisteredUser;
let petId: number;

const card = { day: '2026-03-01', workedOn: 'Loose-leash walking', rating: 4, notes: 'Great focus today' };

beforeAll(async () => {
  owner = await t.register();
  stranger = await t.register();
  trainer = await t.register({ isTrainer: true, firstName: 'Tara', lastName: 'Trainer' });
  otherTrainer = await t.register({ isTrainer: true });
  petId = (await postPet(t.app, owner, { name: 'Rex', petType: 'dog', breed: 'Beagle' })).id;
  await assignSkillToTrainer(t.db, { petId, ownerId: owner.user.id, trainerId: trainer.user.id });
});

const storedCard = async (id: number) => (await t.db.select().from(reportCards).where(eq(reportCards.id, id)))[0];
const cardsDir = () => path.join(t.config.dataDir, 'uploads', 'report-cards');
const storedFiles = () => (fs.existsSync(cardsDir()) ? fs.readdirSync(cardsDir()) : []);

function upload(cardId: number, who: RegisteredUser | undefined, bytes: Buffer, type: string, name: string, field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return t.call('POST', `/api/report-cards/${cardId}/media`, who, form);
}

async function sendCard(values: Record<string, unknown> = card) {
  const res = await t.call('POST', `/api/pets/${petId}/report-cards`, trainer, values);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
}

describe('sending a report card', () => {
  it('stores it, notifies the owner with a link to the timeline, and the owner reads it', async () => {
    const res = await t.call('POST', `/api/pets/${petId}/report-cards`, trainer, card);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      ...card,
      petId,
      petName: 'Rex',
      trainerId: trainer.user.id,
      trainerName: 'Tara Trainer',
      sessionId: null,
      bookingId: null,
      media: [],
    });
    const id = res.json().id;
    expect(await storedCard(id)).toMatchObject({ day: '2026-03-01', rating: 4, trainerId: trainer.user.id });
    const [note] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, owner.user.id), eq(notifications.category, 'training')));
    expect(note).toMatchObject({
      title: 'New report card for Rex',
      message: 'Tara Trainer worked on Loose-leash walking with Rex (rated 4/5).',
    });
    expect(note.data).toMatchObject({ url: `/pets/${petId}?tab=timeline`, reportCardId: id });

    const list = await t.call('GET', `/api/pets/${petId}/report-cards`, owner);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((c: { id: number }) => c.id)).toContain(id);
    expect((await t.call('GET', `/api/pets/${petId}/report-cards`, stranger)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/pets/${petId}/report-cards`, otherTrainer)).statusCode).toBe(404);
  });

  it('explains invalid cards and refuses links to other sessions or bookings', async () => {
    const res = await t.call('POST', `/api/pets/${petId}/report-cards`, trainer, { day: '2026-13-01', workedOn: ' ', rating: 6 });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toMatchObject({
      day: 'Day must be a date like 2027-03-05',
      workedOn: 'What was worked on is required',
      rating: 'Rating must be a score from 1 to 5',
    });
    const far = await t.call('POST', `/api/pets/${petId}/report-cards`, trainer, { ...card, day: '2099-01-01' });
    expect(far.json().details).toEqual({ day: 'Day cannot be more than a year in the future' });
    const otherPet = await postPet(t.app, stranger, { name: 'Milo', petType: 'cat', breed: 'Siamese' });
    const booking = await insertBooking(t.db, {
      petId: otherPet.id,
      ownerId: stranger.user.id,
      startDate: new Date('2026-01-01T12:00:00Z'),
      endDate: new Date('2026-01-03T12:00:00Z'),
    });
    const wrongBooking = await t.call('POST', `/api/pets/${petId}/report-cards`, trainer, {
      ...card,
      bookingId: booking.id,
      sessionId: 999_999,
    });
    expect(wrongBooking.statusCode).toBe(400);
    expect(wrongBooking.json().details).toEqual({ sessionId: 'Session must be one of your sessions for this pet' });
  });

  it('refuses owners (403) and trainers without the pet as a client (404), storing nothing', async () => {
    const before = (await t.db.select().from(reportCards)).length;
    expect((await t.call('POST', `/api/pets/${petId}/report-cards`, owner, card)).statusCode).toBe(403);
    expect((await t.call('POST', `/api/pets/${petId}/report-cards`, otherTrainer, card)).statusCode).toBe(404);
    expect(await t.db.select().from(reportCards)).toHaveLength(before);
  });

  it('lets only its trainer delete it', async () => {
    const { id } = await sendCard();
    await assignSkillToTrainer(t.db, { petId, ownerId: owner.user.id, trainerId: otherTrainer.user.id });
    const theirs = await t.call('DELETE', `/api/report-cards/${id}`, otherTrainer);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'The report card was not found.' });
    expect((await t.call('DELETE', `/api/report-cards/${id}`, owner)).statusCode).toBe(403);
    expect(await storedCard(id)).toMatchObject({ id, petId, trainerId: trainer.user.id });
    expect((await t.call('DELETE', `/api/report-cards/${id}`, trainer)).statusCode).toBe(204);
    expect(await storedCard(id)).toBeUndefined();
  });
});

describe('report card photos and videos', () => {
  it('takes a photo and a video, and serves them to the owner and the card’s trainer only', async () => {
    const { id } = await sendCard();
    const photo = await upload(id, trainer, tinyPng, 'image/png', 'walk.png');
    expect(photo.statusCode, photo.body).toBe(201);
    const video = await upload(id, trainer, tinyMp4(), 'video/mp4', 'walk.mp4');
    expect(video.statusCode, video.body).toBe(201);
    const media = video.json().media as { address: string; contentType: string }[];
    expect(media.map((item) => item.contentType)).toEqual(['image/png', 'video/mp4']);
    expect(media[0].address).toMatch(/^\/uploads\/report-cards\/[0-9a-f]{32}\.png$/);

    for (const item of media) {
      const forOwner = await t.app.inject({ method: 'GET', url: item.address, headers: { cookie: owner.cookie } });
      expect(forOwner.statusCode).toBe(200);
      expect(forOwner.headers['content-type']).toBe(item.contentType);
      expect((await t.app.inject({ method: 'GET', url: item.address, headers: { cookie: trainer.cookie } })).statusCode).toBe(200);
      // Another client trainer of the same pet, and a stranger, get nothing.
      expect((await t.app.inject({ method: 'GET', url: item.address, headers: { cookie: otherTrainer.cookie } })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: item.address, headers: { cookie: stranger.cookie } })).statusCode).toBe(404);
    }

    // Deleting the card removes its files.
    const files = storedFiles().length;
    expect((await t.call('DELETE', `/api/report-cards/${id}`, trainer)).statusCode).toBe(204);
    expect(storedFiles()).toHaveLength(files - 2);
    expect(await t.db.select().from(reportCardMedia).where(eq(reportCardMedia.reportCardId, id))).toEqual([]);
  });

  it('refuses other types, oversized files and other trainers, leaving no file behind', async () => {
    const { id } = await sendCard();
    const before = storedFiles().length;
    const text = await upload(id, trainer, Buffer.from('just some text, not an image'), 'image/png', 'fake.png');
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe('Please upload a JPEG, PNG or WebP photo, or an MP4, WebM or QuickTime video.');
    const big = await upload(id, trainer, tinyMp4(VIDEO_MAX + 1024), 'video/mp4', 'long.mp4');
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('Videos can be at most 64 KB.');
    const bigPhoto = await upload(id, trainer, Buffer.concat([tinyPng, Buffer.alloc(5 * 1024 * 1024)]), 'image/png', 'huge.png');
    expect(bigPhoto.statusCode).toBe(413);
    // Past the stream's cap (the larger limit, here the photo one), the message names both limits.
    expect(bigPhoto.json().message).toBe('Photos can be at most 5 MB. Videos can be at most 64 KB.');
    expect((await upload(id, otherTrainer, tinyPng, 'image/png', 'x.png')).statusCode).toBe(404);
    expect((await upload(id, owner, tinyPng, 'image/png', 'x.png')).statusCode).toBe(403);
    expect(storedFiles()).toHaveLength(before);
    expect(await t.db.select().from(reportCardMedia).where(eq(reportCardMedia.reportCardId, id))).toEqual([]);
  });
});
