// Issue 27, item 5: a pet named to run a formula in the trainer's spreadsheet. The owner chooses
// the name; the trainer downloads it in the assessments CSV. It comes out as one quoted cell, with
// an apostrophe before every formula start, so no spreadsheet locale splits it or runs it.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { behaviorAssessments, pets } from '../../db/schema';
import { postPet } from '../../../tests/helpers/factories';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';

const t = useTestApp();
let trainer: RegisteredUser;
let formulaPetId: number;
let legacyPetId: number;
const RANGE = 'from=2026-01-05&to=2026-01-18';

beforeAll(async () => {
  const owner = await t.register();
  trainer = await t.register({ isTrainer: true });
  formulaPetId = (await postPet(t.app, owner, { name: 'Rex;=1+1', petType: 'dog', breed: 'Beagle' })).id;
  // Names are refused with control characters now (item 6); a name stored before that rule
  // (a TAB before the =) must still come out harmless.
  legacyPetId = (await postPet(t.app, owner, { name: 'Tab', petType: 'dog', breed: 'Boxer' })).id;
  await t.db.update(pets).set({ name: '\t=HYPERLINK("http://evil.example")' }).where(eq(pets.id, legacyPetId));
  await t.db.insert(behaviorAssessments).values([
    { petId: formulaPetId, assessedBy: trainer.user.id, date: new Date('2026-01-06T10:00:00Z'), focus: 3 },
    { petId: legacyPetId, assessedBy: trainer.user.id, date: new Date('2026-01-07T10:00:00Z'), focus: 4 },
  ]);
});

describe('GET /api/trainer/analytics.csv with pet names that look like formulas', () => {
  it('quotes the name and defuses the formula after the semicolon and after the TAB', async () => {
    const res = await t.call('GET', `/api/trainer/analytics.csv?chart=assessments&${RANGE}`, trainer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.body.split('\r\n')).toEqual([
      'petId,petName,date,sociabilityDogs,sociabilityPeople,focus,impulseControl,leashManners',
      // Ordered by name: the TAB sorts first.
      `${legacyPetId},"'\t'=HYPERLINK(""http://evil.example"")",2026-01-07,,,4,,`,
      `${formulaPetId},"Rex;'=1+1",2026-01-06,,,3,,`,
      '',
    ]);
  });
});
