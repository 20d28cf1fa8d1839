// The vaccination reminder job running on two instances at once (issue 14, part 4): on PostgreSQL
// two apps with their own pools and hubs on one database run it together; on PGlite, the only
// instance runs it twice at once. Each reminder is stored once, shown once and mailed once.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { vaccinations } from '../../../server/db/schema';
import { runVaccinationReminders } from '../../../server/features/vaccinations/vaccination-reminders';
import { DEFAULT_REQUIRED_VACCINES } from '../../../common/business-settings';
import { postPet, rexProfile } from '../../helpers/factories';
import { registerUser, type RegisteredUser } from '../../helpers/users';
import { startInstances, type Instances } from './app-instances';
import { RACERS, capturingMailer, countRows, race } from './race-kit';

const mail = capturingMailer();
let running: Instances;
let owner: RegisteredUser;

beforeAll(async () => {
  running = await startInstances(2, mail.mailer);
  owner = await registerUser(running.instances[0].app);
});
afterAll(() => running?.close());

describe('the reminder job on two instances at once', () => {
  it('reminds once of each vaccine due: one stored reminder, one notification, one mail', async () => {
    const { instances } = running;
    const { db } = instances[0].database;
    const pets = [];
    for (const name of ['Thirty', 'Seven', 'Today']) pets.push(await postPet(instances[0].app, owner, { ...rexProfile, name }));
    const now = new Date('2031-01-01T08:00:00Z');
    const expiries = ['2031-01-25', '2031-01-05', '2031-01-01'];
    const records = await db
      .insert(vaccinations)
      .values(pets.map((pet, i) => ({ petId: pet.id, vaccine: 'rabies' as const, givenOn: '2030-01-01', expiresOn: expiries[i] })))
      .returning();

    // Every instance starts the job at the same moment, several times over (a slow run overlapping the next hour's).
    const runs = await race(RACERS, (i) => {
      const instance = instances[i % instances.length];
      return runVaccinationReminders(
        { db: instance.database.db, notifications: instance.notifications },
        { policy: 'enforce', required: DEFAULT_REQUIRED_VACCINES, verification: 'accept' },
        now,
        'UTC',
      );
    });
    expect(runs.reduce((sum, run) => sum + run.reminders, 0)).toBe(3);

    for (const record of records) expect(await countRows(db, 'vaccination_reminders', sql`vaccination_id = ${record.id}`)).toBe(1);
    for (const pet of pets) {
      expect(
        await countRows(
          db,
          'notifications',
          sql`user_id = ${owner.user.id} and title like 'Vaccination%' and data->>'petId' = ${String(pet.id)}`,
        ),
      ).toBe(1);
    }
    // Every reminder's e-mail claimed (emailed_at): none is still to be queued.
    await vi.waitFor(
      async () => expect(await countRows(db, 'notifications', sql`user_id = ${owner.user.id} and emailed_at is null`)).toBe(0),
      { timeout: 10_000, interval: 20 },
    );
    const mails = (await mail.withSubject('', db)).filter((message) => message.to === owner.user.email);
    expect(mails).toHaveLength(3);
  });
});
