// Issue 27, item 7: three 0.83 MB programs took the anonymous catalogue from 16 KB to 2.58 MB.
// The list now sends summaries (the detail route keeps the content), the content of a program is
// capped at 256 KB of JSON, and a trainer publishes at most 20 versions a day.
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_PROGRAM_CONTENT_BYTES } from '../../../common/limits';
import { PROGRAM_CONTENT_TOO_LARGE } from '../../../common/program-schemas';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';
import { programBody, storedVersions } from './program-test-kit';
import { PUBLISHES_PER_DAY, TOO_MANY_PUBLISHES } from './publish-limit';

const t = useTestApp({ rateLimits: true });
let trainer: RegisteredUser;
let busyTrainer: RegisteredUser;
beforeAll(async () => {
  trainer = await t.register({ isTrainer: true });
  busyTrainer = await t.register({ isTrainer: true });
});

/** A curriculum of `modules` modules, each lesson with long steps: about 33 KB a module. */
function bulkyContent(modules: number) {
  const longText = 'Practise in short sessions and reward calm behaviour. '.repeat(18).slice(0, 950);
  const body = programBody();
  const lesson = (id: string) => ({
    ...body.content.modules[0].lessons[0],
    id,
    steps: Array.from({ length: 30 }, (_, index) => ({ id: `${id}-s${index}`, description: longText })),
  });
  return {
    ...body.content,
    modules: Array.from({ length: modules }, (_, index) => ({
      ...body.content.modules[0],
      id: `m${index}`,
      lessons: [lesson(`m${index}-l1`)],
    })),
  };
}

describe('GET /api/training-programs (the catalogue)', () => {
  it('lists summaries with counts and no content; the detail route still sends the content', async () => {
    const created = await t.call('POST', '/api/training-programs', trainer, programBody({ title: 'Summary Check' }));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;

    const list = await t.call('GET', '/api/training-programs');
    expect(list.statusCode).toBe(200);
    const card = (list.json() as Record<string, unknown>[]).find((program) => program.id === id);
    expect(card).toMatchObject({ title: 'Summary Check', price: 9900, moduleCount: 2, lessonCount: 3, published: true, version: 1 });
    for (const field of ['content', 'prerequisites', 'equipment', 'breedRecommendations']) expect(card).not.toHaveProperty(field);

    const mine = await t.call('GET', '/api/training-programs?mine=true', trainer);
    expect(mine.json()[0]).not.toHaveProperty('content');

    const detail = await t.call('GET', `/api/training-programs/${id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().content.modules).toHaveLength(2);
    expect(detail.json().equipment).toHaveLength(2);
  });

  it('counts the working copy for its author, in the catalogue and in their own list', async () => {
    const draft = await t.call(
      'POST',
      '/api/training-programs',
      trainer,
      programBody({ title: 'Draft Counts', published: false, content: bulkyContent(3) }),
    );
    expect(draft.statusCode, draft.body).toBe(201);
    const id = draft.json().id as number;
    const cardIn = async (url: string, user?: RegisteredUser) =>
      ((await t.call('GET', url, user)).json() as Record<string, unknown>[]).find((program) => program.id === id);

    for (const url of ['/api/training-programs', '/api/training-programs?mine=true']) {
      expect(await cardIn(url, trainer)).toMatchObject({
        title: 'Draft Counts',
        moduleCount: 3,
        lessonCount: 3,
        published: false,
        version: null,
      });
    }
    expect(await cardIn('/api/training-programs', busyTrainer)).toBeUndefined();
    expect(await cardIn('/api/training-programs')).toBeUndefined();
  });

  it('stays small however large the programs are', async () => {
    for (const title of ['Bulky One', 'Bulky Two', 'Bulky Three']) {
      const res = await t.call('POST', '/api/training-programs', trainer, programBody({ title, content: bulkyContent(7) }));
      expect(res.statusCode, res.body).toBe(201);
    }
    const list = await t.call('GET', '/api/training-programs');
    expect(list.body.length).toBeLessThan(16 * 1024);
  });
});

describe('program content cap', () => {
  it(`refuses content over ${MAX_PROGRAM_CONTENT_BYTES / 1024} KB of JSON with a clear 400 naming content, on create and update`, async () => {
    const content = bulkyContent(9);
    expect(JSON.stringify(content).length).toBeGreaterThan(MAX_PROGRAM_CONTENT_BYTES);
    const created = await t.call('POST', '/api/training-programs', trainer, programBody({ title: 'Too Big', content }));
    expect(created.statusCode).toBe(400);
    expect(created.json()).toEqual({ message: PROGRAM_CONTENT_TOO_LARGE, details: { content: PROGRAM_CONTENT_TOO_LARGE } });

    const small = await t.call('POST', '/api/training-programs', trainer, programBody({ title: 'Grows Later', published: false }));
    const id = small.json().id as number;
    const updated = await t.call('PUT', `/api/training-programs/${id}`, trainer, programBody({ title: 'Grows Later', content }));
    expect(updated.statusCode).toBe(400);
    expect(updated.json().details).toEqual({ content: PROGRAM_CONTENT_TOO_LARGE });
    expect((await t.call('GET', `/api/training-programs/${id}`, trainer)).json().content.modules).toHaveLength(2);
  });
});

describe('publishing limit', () => {
  it(`lets a trainer publish ${PUBLISHES_PER_DAY} versions a day, then answers 429; drafts and unchanged saves do not count`, async () => {
    const draft = await t.call('POST', '/api/training-programs', busyTrainer, programBody({ title: 'Daily Edits', published: false }));
    const id = draft.json().id as number;
    for (let index = 1; index <= PUBLISHES_PER_DAY; index += 1) {
      const res = await t.call(
        'PUT',
        `/api/training-programs/${id}`,
        busyTrainer,
        programBody({ title: 'Daily Edits', price: index * 100 }),
      );
      expect(res.statusCode, `publish ${index}: ${res.body}`).toBe(200);
      // Saving the same published program again makes no version and is not counted.
      const again = await t.call(
        'PUT',
        `/api/training-programs/${id}`,
        busyTrainer,
        programBody({ title: 'Daily Edits', price: index * 100 }),
      );
      expect(again.statusCode).toBe(200);
    }
    expect(await storedVersions(t.db, id)).toHaveLength(PUBLISHES_PER_DAY);

    const refused = await t.call('PUT', `/api/training-programs/${id}`, busyTrainer, programBody({ title: 'Daily Edits', price: 99_00 }));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: TOO_MANY_PUBLISHES });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await storedVersions(t.db, id)).toHaveLength(PUBLISHES_PER_DAY);
    // A new program published is refused too; a draft is still saved.
    expect((await t.call('POST', '/api/training-programs', busyTrainer, programBody({ title: 'One More' }))).statusCode).toBe(429);
    const laterDraft = await t.call(
      'PUT',
      `/api/training-programs/${id}`,
      busyTrainer,
      programBody({ title: 'Daily Edits', published: false }),
    );
    expect(laterDraft.statusCode).toBe(200);
    // Another trainer is not affected.
    expect((await t.call('POST', '/api/training-programs', trainer, programBody({ title: 'Elsewhere' }))).statusCode).toBe(201);
  });
});
