// Video proof (decisions.md 10): the assigned trainer uploads an MP4, WebM or QuickTime video
// (checked by content, capped in size, streamed into storage); refusals leave no file behind. The
// video is served only to the pet's owner and the assigned trainer, with Range support so it
// plays and seeks. The size cap is lowered through VIDEO_MAX_BYTES so the test sends little.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Pet } from '../../../common/pet-schemas';
import {
  insertSkillProgress,
  insertTrainingSkill,
  postPet,
  rexProfile,
  tinyMp4,
  tinyPng,
  tinyQuickTime,
  tinyWebm,
} from '../../../tests/helpers/factories';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';
import { notifications, skillProgress, skillProgressVideos } from '../../db/schema';

const MAX_BYTES = 64 * 1024;
const t = useTestApp({ env: { VIDEO_MAX_BYTES: String(MAX_BYTES) } });
let owner: RegisteredUser;
let stranger: RegisteredUser;
let trainer: RegisteredUser;
let otherTrainer: RegisteredUser;
let rex: Pet;

beforeAll(async () => {
  owner = await t.register();
  stranger = await t.register();
  trainer = await t.register({ isTrainer: true });
  otherTrainer = await t.register({ isTrainer: true });
  rex = await postPet(t.app, owner, rexProfile);
});

async function assigned() {
  const skill = await insertTrainingSkill(t.db);
  return insertSkillProgress(t.db, {
    ownerId: owner.user.id,
    petId: rex.id,
    skillId: skill.id,
    trainerId: trainer.user.id,
    checkedIn: true,
  });
}

function upload(
  progressId: number,
  who: RegisteredUser | undefined,
  bytes: Buffer,
  type = 'video/mp4',
  name = 'proof.mp4',
  field = 'video',
) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return t.call('POST', `/api/skill-progress/${progressId}/video`, who, form);
}

const videosDir = () => path.join(t.config.dataDir, 'uploads', 'videos');
const storedFiles = () => (fs.existsSync(videosDir()) ? fs.readdirSync(videosDir()) : []);
const storedProgress = async (id: number) => (await t.db.select().from(skillProgress).where(eq(skillProgress.id, id)))[0];
const historyOf = (id: number) => t.db.select().from(skillProgressVideos).where(eq(skillProgressVideos.skillProgressId, id));
const fetchRange = (address: string, who: RegisteredUser | undefined, range?: string) =>
  t.app.inject({ method: 'GET', url: address, headers: { ...(who ? { cookie: who.cookie } : {}), ...(range ? { range } : {}) } });

describe('POST /api/skill-progress/:id/video', () => {
  it.each([
    ['MP4', tinyMp4(), 'video/mp4', 'mp4'],
    ['WebM', tinyWebm(), 'video/webm', 'webm'],
    ['QuickTime', tinyQuickTime(), 'video/quicktime', 'mov'],
  ])('stores a %s video as the proof, keeps it in the history and tells the owner (201)', async (_kind, bytes, type, extension) => {
    const row = await assigned();
    const res = await upload(row.id, trainer, bytes, type, `clip.${extension}`);
    expect(res.statusCode, res.body).toBe(201);
    const address = res.json().videoProof as string;
    expect(address).toMatch(new RegExp(`^/uploads/videos/[0-9a-f]{32}\\.${extension}$`));
    expect(res.json().videos).toEqual([
      { id: expect.any(Number), address, contentType: type, sizeBytes: bytes.length, durationSeconds: null, createdAt: expect.any(String) },
    ]);
    expect((await storedProgress(row.id)).videoProof).toBe(address);
    expect(fs.readFileSync(path.join(videosDir(), path.basename(address))).equals(bytes)).toBe(true);
    const [history] = await historyOf(row.id);
    expect(history).toMatchObject({ address, contentType: type, sizeBytes: bytes.length, uploadedBy: trainer.user.id });
    const told = await t.db.select().from(notifications).where(eq(notifications.userId, owner.user.id)).orderBy(notifications.id);
    expect(told.at(-1)).toMatchObject({
      category: 'training',
      title: 'New training video',
      data: expect.objectContaining({ url: `/training?petId=${rex.id}`, skillProgressId: row.id }),
    });
  });

  it('keeps earlier videos in the history, newest first, and lets the trainer point back at one', async () => {
    const row = await assigned();
    const first = (await upload(row.id, trainer, tinyMp4(100))).json().videoProof as string;
    const second = await upload(row.id, trainer, tinyWebm(100), 'video/webm', 'b.webm');
    expect(second.json().videos.map((video: { address: string }) => video.address)).toEqual([second.json().videoProof, first]);
    expect(fs.existsSync(path.join(videosDir(), path.basename(first)))).toBe(true);
    const back = await t.call('PUT', `/api/skill-progress/${row.id}`, trainer, { videoProof: first });
    expect(back.statusCode).toBe(200);
    expect((await storedProgress(row.id)).videoProof).toBe(first);
    // Another item's video is not this item's proof.
    const other = await assigned();
    expect((await t.call('PUT', `/api/skill-progress/${other.id}`, trainer, { videoProof: first })).statusCode).toBe(400);
  });

  it.each([
    ['a PNG named like a video', tinyPng, 'video/mp4', 'a.mp4'],
    ['text', Buffer.from('not a video at all'), 'video/mp4', 'a.mp4'],
    ['an empty file', Buffer.alloc(0), 'video/mp4', 'a.mp4'],
  ])('refuses %s (415) and stores nothing', async (_case, bytes, type, name) => {
    const row = await assigned();
    const before = storedFiles().length;
    const res = await upload(row.id, trainer, bytes, type, name);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Please upload an MP4, WebM or QuickTime video.');
    expect(storedFiles().length).toBe(before);
    expect(await historyOf(row.id)).toEqual([]);
    expect((await storedProgress(row.id)).videoProof).toBeNull();
  });

  it('refuses a video over the limit (413) and leaves no file', async () => {
    const row = await assigned();
    const before = storedFiles();
    const res = await upload(row.id, trainer, tinyMp4(MAX_BYTES));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Videos can be at most 64 KB.');
    expect(storedFiles()).toEqual(before);
    expect(await historyOf(row.id)).toEqual([]);
  });

  it('accepts a video of exactly the limit', async () => {
    const row = await assigned();
    const header = tinyMp4(0).length;
    expect((await upload(row.id, trainer, tinyMp4(MAX_BYTES - header))).statusCode).toBe(201);
  });

  it('is the assigned trainer’s: 403 for an owner, 404 for another trainer, nothing stored', async () => {
    const row = await assigned();
    const before = storedFiles().length;
    expect((await upload(row.id, owner, tinyMp4())).statusCode).toBe(403);
    const res = await upload(row.id, otherTrainer, tinyMp4());
    expect(res.statusCode).toBe(404);
    expect(storedFiles().length).toBe(before);
    expect(await historyOf(row.id)).toEqual([]);
  });

  it('asks for a file in the `video` field (400)', async () => {
    const row = await assigned();
    const res = await upload(row.id, trainer, tinyMp4(), 'video/mp4', 'a.mp4', 'photo');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please choose a video to upload.');
  });
});

describe('GET /uploads/videos/:file', () => {
  let address: string;
  const bytes = Buffer.concat([tinyMp4(0), Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251))]);

  beforeAll(async () => {
    const row = await assigned();
    address = (await upload(row.id, trainer, bytes)).json().videoProof;
  });

  it('serves the whole video to the owner and the assigned trainer, announcing ranges', async () => {
    for (const who of [owner, trainer]) {
      const res = await fetchRange(address, who);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('video/mp4');
      expect(res.headers['accept-ranges']).toBe('bytes');
      expect(Number(res.headers['content-length'])).toBe(bytes.length);
      expect(res.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('answers a range with 206 and exactly those bytes', async () => {
    const res = await fetchRange(address, owner, 'bytes=10-99');
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes 10-99/${bytes.length}`);
    expect(Number(res.headers['content-length'])).toBe(90);
    expect(res.rawPayload.equals(bytes.subarray(10, 100))).toBe(true);
  });

  it('answers open-ended and suffix ranges, and clamps an end past the file', async () => {
    const open = await fetchRange(address, trainer, 'bytes=1000-');
    expect(open.statusCode).toBe(206);
    expect(open.headers['content-range']).toBe(`bytes 1000-${bytes.length - 1}/${bytes.length}`);
    expect(open.rawPayload.equals(bytes.subarray(1000))).toBe(true);

    const suffix = await fetchRange(address, owner, 'bytes=-50');
    expect(suffix.statusCode).toBe(206);
    expect(suffix.headers['content-range']).toBe(`bytes ${bytes.length - 50}-${bytes.length - 1}/${bytes.length}`);
    expect(suffix.rawPayload.equals(bytes.subarray(bytes.length - 50))).toBe(true);

    const past = await fetchRange(address, owner, `bytes=0-${bytes.length + 500}`);
    expect(past.statusCode).toBe(206);
    expect(past.rawPayload.equals(bytes)).toBe(true);
  });

  it('answers an unsatisfiable range with 416 and the size', async () => {
    for (const range of [`bytes=${bytes.length}-`, 'bytes=-0']) {
      const res = await fetchRange(address, owner, range);
      expect(res.statusCode).toBe(416);
      expect(res.headers['content-range']).toBe(`bytes */${bytes.length}`);
    }
  });

  it('ignores a malformed or multi-part range and sends the whole file', async () => {
    for (const range of ['bytes=5-2', 'bytes=0-1,5-6', 'items=0-1']) {
      const res = await fetchRange(address, owner, range);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(bytes)).toBe(true);
    }
  });

  it('answers 404 to anyone else, a trainer working with the pet included, and 401 signed out', async () => {
    // otherTrainer works with Rex through a skill of their own, which shows them the pet, not this video.
    const skill = await insertTrainingSkill(t.db);
    await insertSkillProgress(t.db, {
      ownerId: owner.user.id,
      petId: rex.id,
      skillId: skill.id,
      trainerId: otherTrainer.user.id,
      checkedIn: true,
    });
    expect((await t.call('GET', `/api/pets/${rex.id}`, otherTrainer)).statusCode).toBe(200);
    for (const who of [stranger, otherTrainer]) {
      const res = await fetchRange(address, who, 'bytes=0-10');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'The file was not found.' });
    }
    expect((await fetchRange(address, undefined)).statusCode).toBe(401);
  });

  it('serves pet photos with ranges too', async () => {
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(tinyPng)], { type: 'image/png' }), 'p.png');
    const photo = (await t.call('POST', `/api/pets/${rex.id}/photo`, owner, form)).json().profilePhoto as string;
    const res = await fetchRange(photo, owner, 'bytes=0-7');
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(tinyPng.subarray(0, 8))).toBe(true);
  });
});
