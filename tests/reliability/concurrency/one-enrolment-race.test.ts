// One pet enrolled in one program from several tabs at once (issue 14, part 4): one enrolment,
// one notice to the owner and one to the program's author.
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { postVaccinatedPet, rexProfile } from '../../helpers/factories';
import { useTestApp } from '../../helpers/use-test-app';
import type { RegisteredUser } from '../../helpers/users';
import { RACERS, countOf, countRows, race } from './race-kit';

const t = useTestApp();
let owner: RegisteredUser;
let trainer: RegisteredUser;

beforeAll(async () => {
  owner = await t.register();
  trainer = await t.register({ isTrainer: true });
});

const program = {
  title: 'Race to Enrol',
  description: 'Many tabs, one enrolment.',
  difficulty: 'beginner',
  durationWeeks: 2,
  // Free, so the enrolment counts at once and is announced (a priced one waits for its payment,
  // decisions.md 72; its race is in server/features/programs/programs-paid-enrol.test.ts).
  price: 0,
  published: true,
  content: { modules: [], prerequisites: [], equipment: [], breedRecommendations: [] },
};

describe('one pet, one program, many enrolments at once', () => {
  it(`${RACERS} enrolments at once give one enrolment and one notice each to owner and author`, async () => {
    const created = await t.call('POST', '/api/training-programs', trainer, program);
    expect(created.statusCode, created.body).toBe(201);
    const programId: number = created.json().id;
    const rex = await postVaccinatedPet(t.app, t.db, owner, rexProfile);

    const responses = await race(RACERS, () => t.call('POST', `/api/training-programs/${programId}/enroll`, owner, { petId: rex.id }));
    expect(countOf(responses, 201)).toBe(1);
    expect(countOf(responses, 409)).toBe(RACERS - 1);
    expect(await countRows(t.db, 'program_enrollments', sql`pet_id = ${rex.id} and program_id = ${programId}`)).toBe(1);
    const about = (userId: number, title: string) =>
      countRows(t.db, 'notifications', sql`user_id = ${userId} and title = ${title} and data->>'petId' = ${String(rex.id)}`);
    expect(await about(owner.user.id, 'Enrollment Successful')).toBe(1);
    expect(await about(trainer.user.id, 'New enrolment')).toBe(1);
  });
});
