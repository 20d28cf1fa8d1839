// Staff's check of vaccination proofs (issue 28, decisions.md 58): the queue, verify and reject
// (audited; a rejection tells the owner why), who may, and an owner's change sending a record back
// to the queue.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, notifications } from '../../db/schema';
import { useTestApp } from '../../../tests/helpers/use-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';
import { png, proofForm, rabies, vaccinationKit } from './vaccination-test-kit';

const t = useTestApp();
let owner: RegisteredUser;
let trainer: RegisteredUser;
let staff: RegisteredUser;
let admin: RegisteredUser;

beforeAll(async () => {
  [owner, trainer] = await Promise.all([t.register({ firstName: 'Sam', lastName: 'Lee' }), t.register({ isTrainer: true })]);
  staff = await t.register({ firstName: 'Dana', lastName: 'Desk' }, { roles: ['staff'] });
  admin = await t.register({}, { roles: ['admin'] });
});

const { createDog, createRecord, stored } = vaccinationKit(t);
type Review = { id: number; verification: string; verificationReason: string | null; [key: string]: unknown };
const queue = async (status?: string, who: RegisteredUser = staff) =>
  (await t.call('GET', `/api/admin/vaccinations${status ? `?status=${status}` : ''}`, who)).json() as Review[];
const verify = (id: number, who: RegisteredUser = staff) => t.call('POST', `/api/admin/vaccinations/${id}/verify`, who);
const reject = (id: number, body: object, who: RegisteredUser = staff) => t.call('POST', `/api/admin/vaccinations/${id}/reject`, who, body);
const ownerNotices = (vaccinationTitle: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, owner.user.id), eq(notifications.title, vaccinationTitle)));
const audits = (kind: 'vaccination.verified' | 'vaccination.rejected') => t.db.select().from(auditLog).where(eq(auditLog.kind, kind));

describe('GET /api/admin/vaccinations', () => {
  it('lists unverified records oldest first, with pet, owner, proof and verification', async () => {
    const rex = await createDog(owner, 'Rex');
    const first = await createRecord(owner, rex.id);
    const second = await createRecord(owner, rex.id, { ...rabies, vaccine: 'dhpp' });
    await t.call('POST', `/api/vaccinations/${second.id}/proof`, owner, proofForm(png, 'image/png', 'photo.png'));

    const list = await queue();
    const ids = list.map((entry) => entry.id);
    // The proof upload changed the second record later, so it waits behind the first.
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    expect(list.find((entry) => entry.id === second.id)).toMatchObject({
      petId: rex.id,
      vaccine: 'dhpp',
      givenOn: rabies.givenOn,
      expiresOn: rabies.expiresOn,
      clinic: rabies.clinic,
      proof: expect.stringMatching(/^\/uploads\/vaccinations\/.+\.png$/),
      proofKind: 'image',
      verification: 'unverified',
      verificationReason: null,
      verifiedAt: null,
      verifiedBy: null,
      pet: { id: rex.id, name: 'Rex', petType: 'dog', breed: 'Beagle' },
      owner: { id: owner.user.id, name: 'Sam Lee' },
    });
    expect(list.find((entry) => entry.id === first.id)).toMatchObject({ proof: null, proofKind: null });
    // The default is the unverified queue, and admins see it too.
    expect((await queue('unverified', admin)).map((entry) => entry.id)).toEqual(ids);
  });

  it('pages with limit and the X-Next-Cursor header', async () => {
    const pet = await createDog(owner, 'Pager');
    const a = await createRecord(owner, pet.id);
    const b = await createRecord(owner, pet.id);
    const all = (await queue()).map((entry) => entry.id);
    const start = all.indexOf(a.id);
    const page = await t.call('GET', `/api/admin/vaccinations?limit=1&cursor=${a.id}`, staff);
    expect(page.statusCode).toBe(200);
    expect(page.json().map((entry: Review) => entry.id)).toEqual([all[start + 1]]);
    expect(all[start + 1]).toBe(b.id);
  });

  it('refuses a status it does not know, and unknown parameters (400)', async () => {
    const bad = await t.call('GET', '/api/admin/vaccinations?status=pending', staff);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Status must be unverified, verified or rejected');
    expect((await t.call('GET', '/api/admin/vaccinations?colour=red', staff)).statusCode).toBe(400);
  });

  it('is for staff and admins: owners and trainers get 403, the signed out 401', async () => {
    expect((await t.call('GET', '/api/admin/vaccinations', owner)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/admin/vaccinations', trainer)).statusCode).toBe(403);
    expect((await t.call('GET', '/api/admin/vaccinations')).statusCode).toBe(401);
  });
});

describe('POST /api/admin/vaccinations/:id/verify', () => {
  it('verifies: who and when are kept, the record leaves the queue, the act is audited', async () => {
    const pet = await createDog(owner, 'Verified Vic');
    const record = await createRecord(owner, pet.id);
    const res = await verify(record.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: record.id,
      verification: 'verified',
      verificationReason: null,
      verifiedBy: { id: staff.user.id, name: 'Dana Desk' },
      verifiedAt: expect.any(String),
    });
    expect(await stored(record.id)).toMatchObject({ verification: 'verified', verifiedBy: staff.user.id, verifiedAt: expect.any(Date) });
    expect((await queue()).some((entry) => entry.id === record.id)).toBe(false);
    expect((await queue('verified')).some((entry) => entry.id === record.id)).toBe(true);
    // The owner sees the state on the pet's records.
    const own = (await t.call('GET', `/api/pets/${pet.id}/vaccinations`, owner)).json();
    expect(own[0]).toMatchObject({ verification: 'verified', verificationReason: null });
    expect(own[0]).not.toHaveProperty('verifiedBy');

    const audited = (await audits('vaccination.verified')).filter(
      (row) => (row.after as { vaccinationId: number }).vaccinationId === record.id,
    );
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ actorId: staff.user.id });
    expect(audited[0].summary).toContain(`verified Verified Vic's Rabies record #${record.id}`);
  });

  it('answers 200 and changes nothing when the record is already verified', async () => {
    const pet = await createDog(owner, 'Twice');
    const record = await createRecord(owner, pet.id);
    expect((await verify(record.id)).statusCode).toBe(200);
    const before = await stored(record.id);
    const again = await verify(record.id, admin);
    expect(again.statusCode).toBe(200);
    expect(again.json().verifiedBy.id).toBe(staff.user.id);
    expect(await stored(record.id)).toEqual(before);
    const audited = (await audits('vaccination.verified')).filter(
      (row) => (row.after as { vaccinationId: number }).vaccinationId === record.id,
    );
    expect(audited).toHaveLength(1);
  });

  it('404s an unknown record, 400s a bad id, 403s owners and trainers (nothing changes)', async () => {
    const pet = await createDog(owner, 'Guarded');
    const record = await createRecord(owner, pet.id);
    expect((await verify(999_999)).statusCode).toBe(404);
    expect((await verify(999_999)).json().message).toBe('The vaccination record was not found.');
    expect((await t.call('POST', '/api/admin/vaccinations/abc/verify', staff)).statusCode).toBe(400);
    expect((await verify(record.id, owner)).statusCode).toBe(403);
    expect((await verify(record.id, trainer)).statusCode).toBe(403);
    expect((await stored(record.id)).verification).toBe('unverified');
  });
});

describe('POST /api/admin/vaccinations/:id/reject', () => {
  it('rejects with the reason, tells the owner with a link to the pet, and audits it', async () => {
    const pet = await createDog(owner, 'Blurry');
    const record = await createRecord(owner, pet.id);
    const res = await reject(record.id, { reason: '  The photo is too blurry to read the batch number  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      verification: 'rejected',
      verificationReason: 'The photo is too blurry to read the batch number',
      verifiedBy: { id: staff.user.id },
    });
    expect(await stored(record.id)).toMatchObject({
      verification: 'rejected',
      verificationReason: 'The photo is too blurry to read the batch number',
      verifiedBy: staff.user.id,
    });
    expect((await queue('rejected')).some((entry) => entry.id === record.id)).toBe(true);
    expect((await t.call('GET', `/api/pets/${pet.id}/vaccinations`, owner)).json()[0]).toMatchObject({
      verification: 'rejected',
      verificationReason: 'The photo is too blurry to read the batch number',
    });

    await expect.poll(async () => (await ownerNotices("Blurry's Rabies record was not accepted")).length).toBe(1);
    const [notice] = await ownerNotices("Blurry's Rabies record was not accepted");
    expect(notice.message).toContain('The photo is too blurry to read the batch number.');
    expect(notice.data).toMatchObject({ url: `/pets/${pet.id}#vaccinations`, petId: pet.id, vaccinationId: record.id });

    const audited = (await audits('vaccination.rejected')).filter(
      (row) => (row.after as { vaccinationId: number }).vaccinationId === record.id,
    );
    expect(audited).toHaveLength(1);
    expect(audited[0].summary).toContain('The photo is too blurry to read the batch number');
    expect(audited[0].after).toMatchObject({ reason: 'The photo is too blurry to read the batch number' });
  });

  it('refuses a missing, blank, too long or multi-line reason and unknown fields (400), changing nothing', async () => {
    const pet = await createDog(owner, 'Unchanged');
    const record = await createRecord(owner, pet.id);
    const cases: [object, string][] = [
      [{}, 'Please give a reason'],
      [{ reason: '   ' }, 'Please give a reason'],
      [{ reason: 'x'.repeat(501) }, 'The reason must be at most 500 characters'],
      [{ reason: 'line one\nline two' }, 'The reason cannot contain control characters'],
      [{ reason: 42 }, 'Please give a reason'],
    ];
    for (const [body, message] of cases) {
      const res = await reject(record.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().details.reason).toBe(message);
    }
    expect((await reject(record.id, { reason: 'ok', extra: 1 })).statusCode).toBe(400);
    expect((await reject(record.id, { reason: 'x'.repeat(500) })).statusCode).toBe(200);
    expect((await reject(999_999, { reason: 'Unknown' })).statusCode).toBe(404);
    expect((await reject(record.id, { reason: 'Mine' }, owner)).statusCode).toBe(403);
    expect((await reject(record.id, { reason: 'Mine' }, trainer)).statusCode).toBe(403);
    expect((await stored(record.id)).verificationReason).toBe('x'.repeat(500));
  });

  it('lets staff change their mind: a rejected record can be verified, and the reason goes', async () => {
    const pet = await createDog(owner, 'Second look');
    const record = await createRecord(owner, pet.id);
    await reject(record.id, { reason: 'Wrong pet on the certificate' });
    const res = await verify(record.id);
    expect(res.json()).toMatchObject({ verification: 'verified', verificationReason: null });
  });
});

describe("an owner's change sends the record back to the queue", () => {
  it('an edit of the fields resets a verified record to unverified; saving it unchanged does not', async () => {
    const pet = await createDog(owner, 'Edited');
    const record = await createRecord(owner, pet.id);
    await verify(record.id);
    const unchanged = await t.call('PUT', `/api/vaccinations/${record.id}`, owner, rabies);
    expect(unchanged.json().verification).toBe('verified');

    const edited = await t.call('PUT', `/api/vaccinations/${record.id}`, owner, { ...rabies, expiresOn: '2030-03-05' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ verification: 'unverified', verificationReason: null, verifiedAt: null });
    expect(await stored(record.id)).toMatchObject({ verification: 'unverified', verifiedBy: null, verifiedAt: null });
    expect((await queue()).some((entry) => entry.id === record.id)).toBe(true);
  });

  it('a new proof file resets a rejected record to unverified', async () => {
    const pet = await createDog(owner, 'Reuploaded');
    const record = await createRecord(owner, pet.id);
    await reject(record.id, { reason: 'No proof attached' });
    const res = await t.call('POST', `/api/vaccinations/${record.id}/proof`, owner, proofForm(png, 'image/png', 'photo.png'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ verification: 'unverified', verificationReason: null });
    expect(await stored(record.id)).toMatchObject({ verification: 'unverified', verificationReason: null, verifiedBy: null });
  });
});
