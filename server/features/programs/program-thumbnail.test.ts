// Issue 27, item 13: a program thumbnail could be any https address, shown to every visitor. Now
// it is an image uploaded to us (POST /api/training-programs/thumbnail), served publicly under
// /uploads/program-thumbnails/, and another site's address is refused (400) or, saved before the
// rule, not shown.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { THUMBNAIL_NOT_UPLOADED_MESSAGE } from '../../../common/program-thumbnail';
import { tinyPng } from '../../../tests/helpers/factories';
import { fileForm } from '../../../tests/helpers/object-fixtures';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';
import { programVersions, trainingPrograms } from '../../db/schema';
import { programBody } from './program-test-kit';

const t = useTestApp();
let trainer: RegisteredUser;
let owner: RegisteredUser;
beforeAll(async () => {
  trainer = await t.register({ isTrainer: true });
  owner = await t.register();
});

const upload = (who: RegisteredUser | undefined, form: FormData) => t.call('POST', '/api/training-programs/thumbnail', who, form);
const imageForm = () => fileForm('image', tinyPng, 'image/png', 'thumb.png');

describe('program thumbnails', () => {
  it('refuses another site’s address (400) and stores nothing', async () => {
    for (const thumbnail of [
      'https://tracker.example/pixel.png',
      'http://evil.example/a.png',
      '//evil.example/a.png',
      '/uploads/pets/x.png',
    ]) {
      const res = await t.call(
        'POST',
        '/api/training-programs',
        trainer,
        programBody({ title: `Thumb ${thumbnail}`.slice(0, 90), thumbnail }),
      );
      expect(res.statusCode, thumbnail).toBe(400);
      expect(res.json().details).toEqual({ thumbnail: THUMBNAIL_NOT_UPLOADED_MESSAGE });
    }
    expect(await t.db.$count(trainingPrograms, eq(trainingPrograms.createdBy, trainer.user.id))).toBe(0);
  });

  it('takes an uploaded image, keeps its address and serves it to anyone, publicly cacheable', async () => {
    const uploaded = await upload(trainer, imageForm());
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { thumbnail } = uploaded.json() as { thumbnail: string };
    expect(thumbnail).toMatch(/^\/uploads\/program-thumbnails\/[a-f0-9]{32}\.png$/);

    const created = await t.call('POST', '/api/training-programs', trainer, programBody({ title: 'With Picture', thumbnail }));
    expect(created.statusCode, created.body).toBe(201);
    const listed = (await t.call('GET', '/api/training-programs')).json() as { title: string; thumbnail: string | null }[];
    expect(listed.find((program) => program.title === 'With Picture')?.thumbnail).toBe(thumbnail);

    const file = await t.app.inject({ method: 'GET', url: thumbnail });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe('public, max-age=86400');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(tinyPng)).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: '/uploads/program-thumbnails/0123456789abcdef0123456789abcdef.png' })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/uploads/program-thumbnails/..%2Fpets%2Fa.png' })).statusCode).toBe(404);
  });

  it('lets only trainers upload, and only images', async () => {
    expect((await upload(undefined, imageForm())).statusCode).toBe(401);
    expect((await upload(owner, imageForm())).statusCode).toBe(403);
    const pdf = await upload(trainer, fileForm('image', Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf', 'a.pdf'));
    expect(pdf.statusCode).toBe(415);
    expect((await upload(trainer, fileForm('photo', tinyPng, 'image/png', 'a.png'))).statusCode).toBe(400);
  });

  it('does not show an external thumbnail saved before the rule', async () => {
    const created = await t.call('POST', '/api/training-programs', trainer, programBody({ title: 'Old Picture' }));
    const id = created.json().id as number;
    await t.db.update(trainingPrograms).set({ thumbnail: 'https://tracker.example/old.png' }).where(eq(trainingPrograms.id, id));
    await t.db.update(programVersions).set({ thumbnail: 'https://tracker.example/old.png' }).where(eq(programVersions.programId, id));
    expect((await t.call('GET', `/api/training-programs/${id}`)).json().thumbnail).toBeNull();
    expect((await t.call('GET', `/api/training-programs/${id}`, trainer)).json().thumbnail).toBeNull();
  });
});
