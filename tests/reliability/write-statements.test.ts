// The statements each everyday write sends (issue 32): a two-pet stay booked, a journal entry by
// the front desk, an owner's message to the business. Each answer is checked against what a later
// read of the same thing shows (the writes build their answers without reading back what they just
// wrote), then the statements the request sent (its session included, and the work its commit
// hands on to the notification hub) are held to what the write needs, so a change that re-reads
// what a transaction just wrote, or splits one statement into several, shows here.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Pet } from '../../common/pet-schemas';
import { users } from '../../server/db/schema';
import { boardingBody } from '../../server/features/bookings/booking-test-kit';
import { insertCheckedInStay, postVaccinatedPet, rexProfile } from '../helpers/factories';
import { statementsDuring } from '../helpers/statement-count';
import { useTestApp } from '../helpers/use-test-app';
import type { RegisteredUser } from '../helpers/users';

// Queued e-mail waits (the mail queue's sending is not the request's work).
const t = useTestApp({ sendMailAfterCommit: false });
let owner: RegisteredUser;
let staff: RegisteredUser;
let rex: Pet;
let bo: Pet;

beforeAll(async () => {
  owner = await t.register();
  staff = await t.register({ firstName: 'Sam', lastName: 'Desk' }, { roles: ['staff'] });
  rex = await postVaccinatedPet(t.app, t.db, owner, rexProfile);
  bo = await postVaccinatedPet(t.app, t.db, owner, { ...rexProfile, name: 'Bo' });
  // The hub's e-mail listener runs beside the request, not awaited (notification-email.ts): for an
  // owner who wants e-mail, its claim and queued mail landed inside the count on some runs and after
  // it on others. This owner's preference says no, so its work is the preference read alone.
  await t.db
    .update(users)
    .set({ emailNotifications: { bookings: false } })
    .where(eq(users.id, owner.user.id));
});

/**
 * The request, and whatever its commit handed to the hub's listeners, counted together; the last
 * `pg_notify` is the test's own flush.
 */
async function counted(request: () => ReturnType<typeof t.call>) {
  await t.notifications.flush();
  return statementsDuring(async () => {
    const response = await request();
    await t.notifications.flush();
    return response;
  });
}

const listed = (statements: string[]) => statements.map((text, index) => `${index + 1}. ${text.slice(0, 140)}`).join('\n');

describe('statements per write', () => {
  it('POST /api/bookings, a two-pet boarding stay: 12, then the owner’s e-mail preference, its answer the booking as GET /api/bookings/:id shows it', async () => {
    const body = boardingBody(rex.id, '2027-05-03', '2027-05-05', { additionalPetIds: [bo.id], numPets: 2 });
    const { statements, result } = await counted(() => t.call('POST', '/api/bookings', owner, body));
    expect(result.statusCode, result.body).toBe(201);
    const created = result.json();
    expect(created).toMatchObject({ petName: 'Rex', additionalPetNames: ['Bo'], payment: null, addedSkills: [], amountPaidCents: 0 });
    expect(created.cancellation).toMatchObject({ allowed: true });
    const read = await t.call('GET', `/api/bookings/${created.id}`, owner);
    expect(result.body).toBe(read.body);
    expect(statements.length, listed(statements)).toBeLessThanOrEqual(12 + 2);
  });

  it('POST /api/admin/bookings/:id/journal: 5, its answer the entry as the journal shows it', async () => {
    const stay = await insertCheckedInStay(t.db, { petId: rex.id, ownerId: owner.user.id });
    const { statements, result } = await counted(() =>
      t.call('POST', `/api/admin/bookings/${stay.id}/journal`, staff, { kind: 'play', note: 'Fetch in the yard' }),
    );
    expect(result.statusCode, result.body).toBe(201);
    const journal = (await t.call('GET', `/api/bookings/${stay.id}/journal`, owner)).json();
    expect(journal.entries).toEqual([result.json()]);
    expect(result.json()).toMatchObject({ petName: 'Rex', author: { name: 'Sam Desk' }, media: [] });
    expect(statements.length, listed(statements)).toBeLessThanOrEqual(5 + 1);
  });

  it('POST /api/conversations/:id/messages, an owner to the business: 7 (no socket listens, so its live delivery loads nothing), answer the message as the conversation shows it', async () => {
    const conversation = (await t.call('POST', '/api/conversations', owner, { with: 'business' })).json();
    const { statements, result } = await counted(() =>
      t.call('POST', `/api/conversations/${conversation.id}/messages`, owner, { text: 'Can Rex and Bo share a room?' }),
    );
    expect(result.statusCode, result.body).toBe(201);
    const page = (await t.call('GET', `/api/conversations/${conversation.id}/messages`, owner)).json();
    expect(page.at(-1)).toEqual(result.json());
    expect(result.json()).toMatchObject({ text: 'Can Rex and Bo share a room?', attachments: [] });
    expect(statements.length, listed(statements)).toBeLessThanOrEqual(7 + 1);
  });
});
