// Uploads with S3_BUCKET set (decisions.md 30, scale-out): pet photos and video proofs go to S3-compatible
// object storage (here s3rver, a local S3-compatible server), not to DATA_DIR, and are served
// from there, whole or by byte range; a replaced photo and a refused video leave no object behind.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Pet } from '../../../common/pet-schemas';
import {
  insertSkillProgress,
  insertTrainingSkill,
  postPet,
  rexProfile,
  tinyMp4,
  tinyPng,
  uploadPetPhoto,
} from '../../../tests/helpers/factories';
import { startLocalS3, type LocalS3 } from '../../../tests/helpers/s3-server';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';

const MiB = 1024 * 1024;
const env: Record<string, string> = { VIDEO_MAX_BYTES: String(12 * MiB) };
let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
  Object.assign(env, s3.env);
});
afterAll(async () => {
  await s3?.close();
});

const t = useTestApp({ env });
let owner: RegisteredUser;
let trainer: RegisteredUser;
let rex: Pet;

beforeAll(async () => {
  owner = await t.register();
  trainer = await t.register({ isTrainer: true });
  rex = await postPet(t.app, owner, rexProfile);
});

const localUploads = () => path.join(t.config.dataDir, 'uploads');
const fetchUpload = (address: string, who: RegisteredUser, range?: string) =>
  t.app.inject({ method: 'GET', url: address, headers: { cookie: who.cookie, ...(range ? { range } : {}) } });

function uploadVideo(progressId: number, bytes: Buffer) {
  const form = new FormData();
  form.append('video', new Blob([new Uint8Array(bytes)], { type: 'video/mp4' }), 'proof.mp4');
  return t.call('POST', `/api/skill-progress/${progressId}/video`, trainer, form);
}

async function assignedSkill() {
  const skill = await insertTrainingSkill(t.db);
  return insertSkillProgress(t.db, {
    ownerId: owner.user.id,
    petId: rex.id,
    skillId: skill.id,
    trainerId: trainer.user.id,
    checkedIn: true,
  });
}

describe('uploads in S3-compatible storage (S3_BUCKET)', () => {
  it('stores a pet photo in the bucket, not in DATA_DIR, and serves it whole and by range', async () => {
    const before = s3.objectCount();
    const pet = await uploadPetPhoto(t.app, owner, rex.id);
    expect(s3.objectCount()).toBe(before + 1);
    expect(fs.existsSync(localUploads())).toBe(false);

    const whole = await fetchUpload(pet.profilePhoto!, owner);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('image/png');
    expect(whole.rawPayload.equals(tinyPng)).toBe(true);
    const part = await fetchUpload(pet.profilePhoto!, owner, 'bytes=8-15');
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 8-15/${tinyPng.length}`);
    expect(part.rawPayload.equals(tinyPng.subarray(8, 16))).toBe(true);
  });

  it('deletes the old object when a photo is replaced', async () => {
    const first = await uploadPetPhoto(t.app, owner, rex.id);
    const count = s3.objectCount();
    const second = await uploadPetPhoto(t.app, owner, rex.id);
    expect(second.profilePhoto).not.toBe(first.profilePhoto);
    expect(s3.objectCount()).toBe(count);
    expect((await fetchUpload(first.profilePhoto!, owner)).statusCode).toBe(404);
    expect((await fetchUpload(second.profilePhoto!, owner)).statusCode).toBe(200);
  });

  it('streams a 9 MB video proof up in parts and serves a range that seeks into it', async () => {
    const video = tinyMp4(9 * MiB);
    const row = await assignedSkill();
    const res = await uploadVideo(row.id, video);
    expect(res.statusCode, res.body).toBe(201);
    const address = res.json().videoProof as string;

    const start = 8 * MiB - 100;
    const part = await fetchUpload(address, owner, `bytes=${start}-${start + 199}`);
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes ${start}-${start + 199}/${video.length}`);
    expect(part.rawPayload.equals(video.subarray(start, start + 200))).toBe(true);
    const whole = await fetchUpload(address, trainer);
    expect(whole.statusCode).toBe(200);
    expect(Number(whole.headers['content-length'])).toBe(video.length);
    expect(whole.rawPayload.equals(video)).toBe(true);
    expect((await fetchUpload(address, owner, `bytes=${video.length}-`)).statusCode).toBe(416);
  });

  it('refuses a video over the limit (413) and leaves no object in the bucket', async () => {
    const row = await assignedSkill();
    const before = s3.objectCount();
    const res = await uploadVideo(row.id, tinyMp4(13 * MiB));
    expect(res.statusCode).toBe(413);
    expect(s3.objectCount()).toBe(before);
  });
});
