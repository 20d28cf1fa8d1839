// GET /api/training-programs[/:id]: the public catalogue sorted by title, drafts only for their
// author, `mine=true`, paging, and everyone but the author reading the latest published version.
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';
import { MINE_LOGIN_REQUIRED } from './program-messages';
import { programBody } from './program-test-kit';

const t = useTestApp();
let owner: RegisteredUser;
let trainer: RegisteredUser;
let otherTrainer: RegisteredUser;
const ids: Record<string, number> = {};

async function create(who: RegisteredUser, overrides: Record<string, unknown>) {
  const res = await t.call('POST', '/api/training-programs', who, programBody(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

const titles = (res: { json(): unknown }) => (res.json() as { title: string }[]).map((program) => program.title);

beforeAll(async () => {
  owner = await t.register();
  trainer = await t.register({ isTrainer: true, firstName: '', lastName: '', username: `coach_${Date.now()}` });
  otherTrainer = await t.register({ isTrainer: true, firstName: 'Robin', lastName: 'Hart' });
  ids.zebra = await create(trainer, { title: 'Zebra Crossing Calm' });
  ids.agility = await create(otherTrainer, { title: 'agility for Everyone' });
  ids.basics = await create(trainer, { title: 'Basics Bootcamp' });
  ids.draft = await create(trainer, { title: 'Secret Draft', published: false });
  ids.otherDraft = await create(otherTrainer, { title: 'Another Draft', published: false });
});

describe('GET /api/training-programs', () => {
  it('shows the public only published programs, sorted by title', async () => {
    const res = await t.call('GET', '/api/training-programs');
    expect(res.statusCode).toBe(200);
    expect(titles(res)).toEqual(['agility for Everyone', 'Basics Bootcamp', 'Zebra Crossing Calm']);
    expect(res.json()[0]).toMatchObject({ authorName: 'Robin Hart', version: 1, published: true });
  });

  it('shows an owner the same catalogue, with no drafts', async () => {
    const res = await t.call('GET', '/api/training-programs', owner);
    expect(titles(res)).toEqual(['agility for Everyone', 'Basics Bootcamp', 'Zebra Crossing Calm']);
  });

  it('adds a trainer’s own drafts, never another trainer’s', async () => {
    const res = await t.call('GET', '/api/training-programs', trainer);
    expect(titles(res)).toEqual(['agility for Everyone', 'Basics Bootcamp', 'Secret Draft', 'Zebra Crossing Calm']);
    const other = await t.call('GET', '/api/training-programs', otherTrainer);
    expect(titles(other)).toEqual(['agility for Everyone', 'Another Draft', 'Basics Bootcamp', 'Zebra Crossing Calm']);
  });

  it('with mine=true gives only the caller’s own programs in any state', async () => {
    const res = await t.call('GET', '/api/training-programs?mine=true', trainer);
    expect(res.statusCode).toBe(200);
    expect(titles(res)).toEqual(['Basics Bootcamp', 'Secret Draft', 'Zebra Crossing Calm']);
    expect(res.json().find((program: { title: string }) => program.title === 'Secret Draft')).toMatchObject({
      published: false,
      version: null,
    });
    // The username stands in for an author who gave no name.
    expect(res.json()[0].authorName).toBe(trainer.user.username);

    expect((await t.call('GET', '/api/training-programs?mine=true', owner)).json()).toEqual([]);
    const signedOut = await t.call('GET', '/api/training-programs?mine=true');
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ message: MINE_LOGIN_REQUIRED });
    expect((await t.call('GET', '/api/training-programs?mine=yes', trainer)).statusCode).toBe(400);
  });

  it('pages by title with limit and the X-Next-Cursor header', async () => {
    const first = await t.call('GET', '/api/training-programs?limit=2');
    expect(titles(first)).toEqual(['agility for Everyone', 'Basics Bootcamp']);
    const cursor = first.headers['x-next-cursor'];
    expect(cursor).toBe(String(ids.basics));
    const second = await t.call('GET', `/api/training-programs?limit=2&cursor=${cursor}`);
    expect(titles(second)).toEqual(['Zebra Crossing Calm']);
    expect(second.headers['x-next-cursor']).toBeUndefined();
    // Another trainer's draft as a cursor reveals nothing.
    expect((await t.call('GET', `/api/training-programs?cursor=${ids.otherDraft}`, trainer)).json()).toEqual([]);
  });
});

describe('GET /api/training-programs/:id', () => {
  it('gives anyone a published program with its curriculum', async () => {
    const res = await t.call('GET', `/api/training-programs/${ids.zebra}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: ids.zebra, title: 'Zebra Crossing Calm', version: 1, price: 9900 });
    expect(body.content.modules).toHaveLength(2);
    expect(body.content.modules[0].lessons[0]).toMatchObject({ id: 'm1-l1', title: 'Sit', completionTime: 15 });
    expect(body.prerequisites).toEqual([{ id: 'p1', description: 'Knows its name' }]);
    expect(body.equipment).toEqual([
      { id: 'e1', name: 'Leash', optional: false },
      { id: 'e2', name: 'Clicker', optional: true },
    ]);
    expect(body.breedRecommendations).toEqual([{ id: 'b1', breed: 'Beagle', suitability: 'good', notes: 'Food motivated' }]);
  });

  it('gives a draft only to its author: 404 for another trainer, an owner and the public', async () => {
    expect((await t.call('GET', `/api/training-programs/${ids.draft}`, trainer)).json()).toMatchObject({
      title: 'Secret Draft',
      published: false,
    });
    for (const who of [otherTrainer, owner, undefined]) {
      const res = await t.call('GET', `/api/training-programs/${ids.draft}`, who);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Training program not found' });
    }
    expect((await t.call('GET', '/api/training-programs/999999')).statusCode).toBe(404);
    expect((await t.call('GET', '/api/training-programs/abc')).statusCode).toBe(400);
  });

  it('shows others the latest published version while the author sees an unpublished edit', async () => {
    const id = await create(trainer, { title: 'Recall Rocket' });
    await t.call('PUT', `/api/training-programs/${id}`, trainer, programBody({ title: 'Recall Rocket v2' }));
    // Unpublishing hides it from everyone else, though the author still has it.
    await t.call('PUT', `/api/training-programs/${id}`, trainer, programBody({ title: 'Recall Rocket v3', published: false }));
    expect((await t.call('GET', `/api/training-programs/${id}`, owner)).statusCode).toBe(404);
    expect(titles(await t.call('GET', '/api/training-programs', owner))).not.toContain('Recall Rocket v2');
    const author = await t.call('GET', `/api/training-programs/${id}`, trainer);
    expect(author.json()).toMatchObject({ title: 'Recall Rocket v3', published: false, version: 2 });
  });
});
