// POST and PUT /api/training-programs: who may write (decisions.md 1), the product's validation (decisions.md 35)
// messages with field paths and size bounds, and published versions (decision 13).
import { THUMBNAIL_NOT_UPLOADED_MESSAGE } from '../../../common/program-thumbnail';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_NAME_LENGTH } from '../../../common/limits';
import { PROGRAM_LIMITS } from '../../../common/program-schemas';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';
import { trainingPrograms } from '../../db/schema';
import { TRAINERS_ONLY_CHANGE, TRAINERS_ONLY_CREATE } from './program-messages';
import { programBody, storedProgram, storedVersions } from './program-test-kit';

const t = useTestApp();
let owner: RegisteredUser;
let trainer: RegisteredUser;
let otherTrainer: RegisteredUser;

beforeAll(async () => {
  owner = await t.register();
  trainer = await t.register({ isTrainer: true, firstName: 'Jamie', lastName: 'Lee' });
  otherTrainer = await t.register({ isTrainer: true });
});

async function createProgram(overrides: Record<string, unknown> = {}, who: RegisteredUser = trainer) {
  const res = await t.call('POST', '/api/training-programs', who, programBody(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('POST /api/training-programs', () => {
  it('creates a trainer’s program with its curriculum, published as version 1', async () => {
    const res = await t.call('POST', '/api/training-programs', trainer, programBody());
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      title: 'Puppy Manners',
      difficulty: 'beginner',
      durationWeeks: 2,
      price: 9900,
      thumbnail: null,
      published: true,
      version: 1,
      createdBy: trainer.user.id,
      authorName: 'Jamie Lee',
    });
    expect(body.content.modules.map((module: { id: string }) => module.id)).toEqual(['m1', 'm2']);
    // An empty video address is left out; the lists also come back at top level.
    expect(body.content.modules[0].lessons[0]).not.toHaveProperty('videoUrl');
    expect(body.equipment).toEqual(body.content.equipment);

    const stored = await storedProgram(t.db, body.id);
    expect(stored).toMatchObject({ title: 'Puppy Manners', price: 9900, published: true, createdBy: trainer.user.id });
    expect(stored.prerequisites).toEqual([{ id: 'p1', description: 'Knows its name' }]);
    const versions = await storedVersions(t.db, body.id);
    expect(versions.map((version) => [version.version, version.title])).toEqual([[1, 'Puppy Manners']]);
    expect(versions[0].content).toEqual(stored.content);
  });

  it('stores a draft without any version', async () => {
    const body = await createProgram({ published: false, title: 'Draft Only' });
    expect(body).toMatchObject({ published: false, version: null });
    expect(await storedVersions(t.db, body.id)).toEqual([]);
  });

  it('takes the lists from content when both copies are sent, and from top level when content lacks them', async () => {
    const body = programBody({ prerequisites: [{ id: 'x', description: 'Top-level copy' }] });
    const res = await t.call('POST', '/api/training-programs', trainer, body);
    expect(res.json().prerequisites).toEqual([{ id: 'p1', description: 'Knows its name' }]);
    const { prerequisites: _dropped, ...contentWithout } = programBody().content;
    const topLevel = await t.call(
      'POST',
      '/api/training-programs',
      trainer,
      programBody({ content: contentWithout, prerequisites: [{ id: 'x', description: 'Only here' }] }),
    );
    expect(topLevel.json().content.prerequisites).toEqual([{ id: 'x', description: 'Only here' }]);
  });

  it('refuses an owner with 403 and stores nothing', async () => {
    const before = await t.db.$count(trainingPrograms);
    const res = await t.call('POST', '/api/training-programs', owner, programBody({ title: 'Owner Program' }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: TRAINERS_ONLY_CREATE });
    expect(await t.db.$count(trainingPrograms)).toBe(before);
  });

  it('refuses a signed-out caller with 401', async () => {
    const res = await t.call('POST', '/api/training-programs', undefined, programBody());
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it.each([
    ['title', 'ab', 'Title must be at least 3 characters'],
    ['title', '   ', 'Title must be at least 3 characters'],
    ['description', 'Too short', 'Description must be at least 10 characters'],
    ['durationWeeks', 0, 'Duration must be at least 1 week'],
    ['price', -1, 'Price must be non-negative'],
    ['difficulty', 'expert', 'Difficulty must be beginner, intermediate or advanced'],
    ['thumbnail', 'not a url', THUMBNAIL_NOT_UPLOADED_MESSAGE],
    // Issue 27, item 13: another site's image is refused too.
    ['thumbnail', 'https://images.example.com/a.png', THUMBNAIL_NOT_UPLOADED_MESSAGE],
  ])('answers %s = %j with the product’s message “%s”', async (field, value, message) => {
    const res = await t.call(
      'POST',
      '/api/training-programs',
      trainer,
      programBody({ [field]: value, title: field === 'title' ? value : 'Validation Case' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message, details: { [field]: message } });
  });

  it('names nested fields by their path', async () => {
    const body = programBody();
    body.content.modules[0].lessons[1].title = '';
    body.content.modules[1].duration = 0;
    body.content.breedRecommendations = [{ id: 'b1', breed: 'Beagle', suitability: 'perfect', notes: '' }];
    const res = await t.call('POST', '/api/training-programs', trainer, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual({
      'content.modules.0.lessons.1.title': 'Lesson title is required',
      'content.modules.1.duration': 'Module duration must be at least 1 day',
      'content.breedRecommendations.0.suitability': 'Suitability must be excellent, good, fair or challenging',
    });
  });

  it('refuses unknown fields', async () => {
    const res = await t.call('POST', '/api/training-programs', trainer, programBody({ rating: 5 }));
    expect(res.statusCode).toBe(400);
  });

  it('bounds every size: too many modules, a too-long title, too many steps', async () => {
    const module = programBody().content.modules[0];
    const tooMany = Array.from({ length: PROGRAM_LIMITS.modules + 1 }, (_, index) => ({ ...module, id: `m${index}` }));
    const modules = await t.call('POST', '/api/training-programs', trainer, programBody({ content: { modules: tooMany } }));
    expect(modules.statusCode).toBe(400);
    expect(modules.json().details).toEqual({ 'content.modules': `At most ${PROGRAM_LIMITS.modules} modules` });

    const title = await t.call('POST', '/api/training-programs', trainer, programBody({ title: 'x'.repeat(MAX_NAME_LENGTH + 1) }));
    expect(title.statusCode).toBe(400);
    expect(title.json().details).toEqual({ title: `Title must be at most ${MAX_NAME_LENGTH} characters` });

    const body = programBody();
    body.content.modules[0].lessons[0].steps = Array.from({ length: PROGRAM_LIMITS.itemsPerList + 1 }, (_, index) => ({
      id: `s${index}`,
      description: 'Step',
    }));
    const steps = await t.call('POST', '/api/training-programs', trainer, body);
    expect(steps.statusCode).toBe(400);
    expect(steps.json().details).toEqual({ 'content.modules.0.lessons.0.steps': `At most ${PROGRAM_LIMITS.itemsPerList} steps` });
  });
});

describe('PUT /api/training-programs/:id', () => {
  it('lets the author edit a draft freely without making versions', async () => {
    const draft = await createProgram({ published: false, title: 'Editable Draft' });
    const res = await t.call(
      'PUT',
      `/api/training-programs/${draft.id}`,
      trainer,
      programBody({ published: false, title: 'Edited Draft', price: 12000 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: draft.id, title: 'Edited Draft', price: 12000, published: false, version: null });
    expect(await storedProgram(t.db, draft.id)).toMatchObject({ title: 'Edited Draft', price: 12000 });
    expect(await storedVersions(t.db, draft.id)).toEqual([]);
  });

  it('refuses another trainer with 404 and leaves the program as it was', async () => {
    const program = await createProgram({ title: 'Not Yours' });
    const before = await storedProgram(t.db, program.id);
    const res = await t.call('PUT', `/api/training-programs/${program.id}`, otherTrainer, programBody({ title: 'Taken Over', price: 1 }));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Training program not found' });
    expect(await storedProgram(t.db, program.id)).toEqual(before);
    expect(await storedVersions(t.db, program.id)).toHaveLength(1);
  });

  it('refuses an owner with 403 and a missing program with 404', async () => {
    const program = await createProgram({ title: 'Owner Cannot Edit' });
    const asOwner = await t.call('PUT', `/api/training-programs/${program.id}`, owner, programBody({ title: 'Owner Edit' }));
    expect(asOwner.statusCode).toBe(403);
    expect(asOwner.json()).toEqual({ message: TRAINERS_ONLY_CHANGE });
    expect((await storedProgram(t.db, program.id)).title).toBe('Owner Cannot Edit');
    const missing = await t.call('PUT', '/api/training-programs/999999', trainer, programBody());
    expect(missing.statusCode).toBe(404);
    const badId = await t.call('PUT', '/api/training-programs/abc', trainer, programBody());
    expect(badId.statusCode).toBe(400);
  });

  it('publishes a changed program as the next version and keeps the earlier ones', async () => {
    const program = await createProgram({ title: 'Versioned' });
    const body = programBody({ title: 'Versioned', price: 15000 });
    body.content.modules[0].title = 'Foundations, revised';
    const res = await t.call('PUT', `/api/training-programs/${program.id}`, trainer, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ version: 2, price: 15000 });
    const versions = await storedVersions(t.db, program.id);
    expect(versions.map((version) => [version.version, version.price, version.content.modules[0].title])).toEqual([
      [1, 9900, 'Foundations'],
      [2, 15000, 'Foundations, revised'],
    ]);
  });

  it('makes no new version when a published program is saved unchanged', async () => {
    const program = await createProgram({ title: 'Saved Twice' });
    const res = await t.call('PUT', `/api/training-programs/${program.id}`, trainer, programBody({ title: 'Saved Twice' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().version).toBe(1);
    expect(await storedVersions(t.db, program.id)).toHaveLength(1);
  });

  it('unpublishing edits only the working copy; publishing again makes a version only if it changed', async () => {
    const program = await createProgram({ title: 'On And Off' });
    const hidden = await t.call(
      'PUT',
      `/api/training-programs/${program.id}`,
      trainer,
      programBody({ title: 'On And Off, edited', published: false }),
    );
    expect(hidden.json()).toMatchObject({ published: false, version: 1 });
    expect(await storedVersions(t.db, program.id)).toHaveLength(1);
    const again = await t.call('PUT', `/api/training-programs/${program.id}`, trainer, programBody({ title: 'On And Off, edited' }));
    expect(again.json()).toMatchObject({ published: true, version: 2 });
    const versions = await storedVersions(t.db, program.id);
    expect(versions.map((version) => version.title)).toEqual(['On And Off', 'On And Off, edited']);
  });
});
