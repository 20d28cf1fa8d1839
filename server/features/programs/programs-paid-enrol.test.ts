// Paid program enrolment (issue 31, decisions.md 72) in the sandbox: a priced program's enrolment
// is pending until its one PaymentIntent succeeds, then paid (owner told, receipt mailed, author
// told), and withdrawn with a full refund under the rule, once; a free program enrols at once.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { WITHDRAW_AFTER_SESSION_MESSAGE, WITHDRAW_WINDOW_PASSED_MESSAGE } from '../../../common/enrollment-refunds';
import { insertBooking, postVaccinatedPet, rexProfile } from '../../../tests/helpers/factories';
import { card, usePaymentsKit } from '../../../tests/helpers/payments-kit';
import type { RegisteredUser } from '../../../tests/helpers/users';
import { bookings, notifications, paymentIntents, paymentRefunds, programEnrollments, trainingSessions } from '../../db/schema';
import { programBody } from './program-test-kit';

const kit = await usePaymentsKit();
const { t, confirm, mailWithSubject } = kit;
let owner: RegisteredUser;
let stranger: RegisteredUser;
let author: RegisteredUser;
let priced: number;
let free: number;

const DAY_MS = 86_400_000;

async function newProgram(overrides: Record<string, unknown>) {
  const res = await t.call('POST', '/api/training-programs', author, programBody(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

beforeAll(async () => {
  ({ owner, stranger } = kit);
  author = await t.register({ isTrainer: true, firstName: 'Sam', lastName: 'Coach' });
  priced = await newProgram({ title: 'Calm Canine Manners', price: 12000 });
  free = await newProgram({ title: 'Free Puppy Basics', price: 0 });
});

let petCount = 0;
const newPet = (who: RegisteredUser = owner) => postVaccinatedPet(t.app, t.db, who, { ...rexProfile, name: `Pup ${++petCount}` });
const enrol = (programId: number, petId: number, who: RegisteredUser = owner) =>
  t.call('POST', `/api/training-programs/${programId}/enroll`, who, { petId });
const intentFor = (enrollmentId: number, who: RegisteredUser = owner) =>
  t.call('POST', '/api/create-payment-intent', who, { enrollmentId });
const withdraw = (enrollmentId: number, who: RegisteredUser = owner) => t.call('POST', `/api/enrollments/${enrollmentId}/cancel`, who);
const status = (programId: number) => t.call('GET', `/api/training-programs/${programId}/enrollment-status`, owner);
const stored = async (id: number) => (await t.db.select().from(programEnrollments).where(eq(programEnrollments.id, id)))[0];
const noticesOf = async (userId: number, title: string, petId: number) =>
  (
    await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.title, title)))
  ).filter((note) => note.data?.petId === petId);

/** A pet enrolled in the priced program and paid with 4242. */
async function paidEnrolment() {
  const pet = await newPet();
  const enrolled = (await enrol(priced, pet.id)).json();
  const { clientSecret } = (await intentFor(enrolled.id)).json();
  expect((await confirm(card(clientSecret, '4242 4242 4242 4242'))).json()).toEqual({ status: 'succeeded' });
  return { pet, id: enrolled.id as number };
}

describe('a priced program', () => {
  it('enrols as pending, pays through the sandbox, then withdraws with a full refund', async () => {
    const pet = await newPet();
    const res = await enrol(priced, pet.id);
    expect(res.statusCode, res.body).toBe(201);
    const enrolled = res.json();
    expect(enrolled).toMatchObject({ paymentStatus: 'pending', priceCents: 12000, paidAt: null, refund: null, petId: pet.id });
    // Pending does not count: not enrolled, no word to the author yet.
    expect((await status(priced)).json().petIds).not.toContain(pet.id);
    expect(await noticesOf(author.user.id, 'New enrolment', pet.id)).toHaveLength(0);
    const listed = (await t.call('GET', '/api/enrollments', owner)).json() as { id: number; paymentStatus: string }[];
    expect(listed.find((row) => row.id === enrolled.id)?.paymentStatus).toBe('pending');
    // The author (a trainer) does not get the pet as a client while unpaid.
    expect((await t.call('GET', `/api/pets/${pet.id}`, author)).statusCode).toBe(404);

    const intent = await intentFor(enrolled.id);
    expect(intent.statusCode, intent.body).toBe(200);
    expect(intent.json()).toEqual({ clientSecret: expect.any(String), provider: 'sandbox', amount: 12000 });
    const paid = await confirm(card(intent.json().clientSecret, '4242 4242 4242 4242'));
    expect(paid.json()).toEqual({ status: 'succeeded' });

    expect(await stored(enrolled.id)).toMatchObject({ paymentStatus: 'paid', priceCents: 12000 });
    expect((await status(priced)).json().petIds).toContain(pet.id);
    expect(await noticesOf(owner.user.id, 'Payment received', pet.id)).toHaveLength(1);
    expect(await noticesOf(author.user.id, 'New enrolment', pet.id)).toHaveLength(1);
    expect((await t.call('GET', `/api/pets/${pet.id}`, author)).statusCode).toBe(200);
    const mail = await mailWithSubject('Your PawsConnect receipt PE-');
    expect(mail.to).toContain(owner.user.email);
    expect(mail.text).toContain('Training program: Calm Canine Manners for Pup');
    expect(mail.text).toContain('Total paid: $120.00 with VISA ending in 4242');

    const shown = (await t.call('GET', `/api/enrollments/${enrolled.id}`, owner)).json();
    expect(shown).toMatchObject({ paymentStatus: 'paid', refund: { refundable: true, amountCents: 12000, message: null } });
    expect(shown.paidAt).toEqual(expect.any(String));
    // Paying again is refused.
    expect((await intentFor(enrolled.id)).statusCode).toBe(409);

    const out = await withdraw(enrolled.id);
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toEqual({ outcome: 'refunded', refundedCents: 12000 });
    expect(await stored(enrolled.id)).toMatchObject({ paymentStatus: 'refunded' });
    const refunds = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.enrollmentId, enrolled.id));
    expect(refunds).toMatchObject([{ amount: 12000, bookingId: null }]);
    expect((await status(priced)).json().petIds).not.toContain(pet.id);
    const refundMail = await mailWithSubject('Your PawsConnect refund, receipt PE-');
    expect(refundMail.text).toContain('Refunded: $120.00');
    // Withdrawn once: again is a 409, and the pet may enrol afresh (a new pending enrolment).
    expect((await withdraw(enrolled.id)).statusCode).toBe(409);
    const again = await enrol(priced, pet.id);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).not.toBe(enrolled.id);
  });

  it('returns the pending enrolment when asked again, and concurrent asks make one enrolment and one intent', async () => {
    const pet = await newPet();
    const answers = await Promise.all([1, 2, 3, 4].map(() => enrol(priced, pet.id)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 200, 200, 201]);
    const ids = new Set(answers.map((res) => res.json().id));
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    const intents = await Promise.all([1, 2, 3].map(() => intentFor(id)));
    expect(intents.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(intents.map((res) => res.json().clientSecret)).size).toBe(1);
    expect(await t.db.select().from(paymentIntents).where(eq(paymentIntents.enrollmentId, id))).toHaveLength(1);
    const rows = await t.db
      .select()
      .from(programEnrollments)
      .where(and(eq(programEnrollments.petId, pet.id), eq(programEnrollments.programId, priced)));
    expect(rows).toHaveLength(1);
  });

  it('leaves the enrolment pending after a declined card, and a good card then pays', async () => {
    const pet = await newPet();
    const { id } = (await enrol(priced, pet.id)).json();
    const { clientSecret } = (await intentFor(id)).json();
    const declined = await confirm(card(clientSecret, '4000 0000 0000 0002'));
    expect(declined.json()).toEqual({ status: 'failed', error: { message: 'Your card was declined.' } });
    expect(await stored(id)).toMatchObject({ paymentStatus: 'pending' });
    expect((await status(priced)).json().petIds).not.toContain(pet.id);
    const failed = await noticesOf(owner.user.id, 'Payment failed', pet.id);
    expect(failed).toMatchObject([{ data: { url: `/checkout?enrollment_id=${id}`, enrollmentId: id } }]);
    expect((await intentFor(id)).json().clientSecret).toBe(clientSecret);
    expect((await confirm(card(clientSecret, '4242424242424242'))).json()).toEqual({ status: 'succeeded' });
    expect(await stored(id)).toMatchObject({ paymentStatus: 'paid' });
  });

  it('settles a 3-D Secure card through /api/sandbox/authenticate, returning to the enrolment', async () => {
    const pet = await newPet();
    const { id } = (await enrol(priced, pet.id)).json();
    const { clientSecret } = (await intentFor(id)).json();
    const challenged = (await confirm(card(clientSecret, '4000 0027 6000 3184'))).json();
    expect(challenged.status).toBe('requires_action');
    expect(challenged.redirectUrl).toContain(`enrollment_id=${id}`);
    const done = await t.call('POST', '/api/sandbox/authenticate', owner, { clientSecret, outcome: 'approve' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().redirectUrl).toMatch(new RegExp(`^/payment-success\\?enrollment_id=${id}&.*redirect_status=succeeded$`));
    expect(await stored(id)).toMatchObject({ paymentStatus: 'paid' });
    const confirmed = await t.call('POST', `/api/enrollments/${id}/confirm-payment`, owner);
    expect(confirmed.json()).toMatchObject({ id, paymentStatus: 'paid' });
  });

  it('cancels a pending enrolment and its open intent; nothing is refunded', async () => {
    const pet = await newPet();
    const { id } = (await enrol(priced, pet.id)).json();
    await intentFor(id);
    const out = await withdraw(id);
    expect(out.json()).toEqual({ outcome: 'cancelled', refundedCents: 0 });
    expect(await stored(id)).toBeUndefined();
    expect(await t.db.select().from(paymentIntents).where(eq(paymentIntents.enrollmentId, id))).toEqual([]);
    expect(await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.enrollmentId, id))).toEqual([]);
  });

  it('refunds once when withdrawals race', async () => {
    const { id } = await paidEnrolment();
    const answers = await Promise.all([1, 2, 3, 4].map(() => withdraw(id)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.enrollmentId, id))).toHaveLength(1);
  });

  it('refuses a refund (409) once a session was attended, or after 14 days once the program started', async () => {
    const attended = await paidEnrolment();
    await t.db.insert(trainingSessions).values({
      petId: attended.pet.id,
      trainerId: author.user.id,
      programId: priced,
      // Logged just now (sessions from before the enrolment are not its own).
      date: new Date(),
      duration: 60,
    });
    const shown = (await t.call('GET', `/api/enrollments/${attended.id}`, owner)).json();
    expect(shown.refund).toEqual({ refundable: false, amountCents: 0, message: WITHDRAW_AFTER_SESSION_MESSAGE, deadline: null });
    const refused = await withdraw(attended.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: WITHDRAW_AFTER_SESSION_MESSAGE });
    expect(await stored(attended.id)).toMatchObject({ paymentStatus: 'paid' });

    // A session booked and begun but not attended: refunded within 14 days of paying, not after.
    const missed = await paidEnrolment();
    await insertBooking(t.db, {
      ownerId: owner.user.id,
      petId: missed.pet.id,
      trainerId: author.user.id,
      programId: priced,
      serviceType: 'training',
      status: 'confirmed',
      paymentStatus: 'paid',
      startDate: new Date(Date.now() + 60_000),
      endDate: new Date(Date.now() + 3_600_000),
    });
    // The booking starts in a minute: still before the first session.
    expect((await t.call('GET', `/api/enrollments/${missed.id}`, owner)).json().refund).toMatchObject({ refundable: true, deadline: null });
    await t.db
      .update(paymentIntents)
      .set({ paidAt: new Date(Date.now() - 15 * DAY_MS) })
      .where(eq(paymentIntents.enrollmentId, missed.id));
    await t.db
      .update(programEnrollments)
      .set({ createdAt: new Date(Date.now() - 15 * DAY_MS) })
      .where(eq(programEnrollments.id, missed.id));
    await t.db
      .update(bookings)
      .set({ startDate: new Date(Date.now() - 2 * DAY_MS), endDate: new Date(Date.now() - 2 * DAY_MS + 3_600_000) })
      .where(eq(bookings.petId, missed.pet.id));
    const late = await withdraw(missed.id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: WITHDRAW_WINDOW_PASSED_MESSAGE });
    await t.db
      .update(paymentIntents)
      .set({ paidAt: new Date(Date.now() - 13 * DAY_MS) })
      .where(eq(paymentIntents.enrollmentId, missed.id));
    expect((await t.call('GET', `/api/enrollments/${missed.id}`, owner)).json().refund).toMatchObject({
      refundable: true,
      deadline: expect.any(String),
    });
    expect((await withdraw(missed.id)).json()).toEqual({ outcome: 'refunded', refundedCents: 12000 });
  });

  it('hides another user’s enrolment: 404 to pay, confirm, read or withdraw it', async () => {
    const pet = await newPet();
    const { id } = (await enrol(priced, pet.id)).json();
    const { clientSecret } = (await intentFor(id)).json();
    for (const res of [
      await intentFor(id, stranger),
      await withdraw(id, stranger),
      await t.call('GET', `/api/enrollments/${id}`, stranger),
      await t.call('POST', `/api/enrollments/${id}/confirm-payment`, stranger),
      await confirm(card(clientSecret, '4242424242424242'), stranger),
      await t.call('POST', '/api/sandbox/authenticate', stranger, { clientSecret, outcome: 'approve' }),
      await withdraw(2_000_000_000),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect(await stored(id)).toMatchObject({ paymentStatus: 'pending' });
  });

  it('refuses a body naming two things to pay, and a free enrolment has nothing to pay', async () => {
    const both = await t.call('POST', '/api/create-payment-intent', owner, { enrollmentId: 1, bookingId: 1 });
    expect(both.statusCode).toBe(400);
    expect(both.json().details).toHaveProperty('enrollmentId');
    const pet = await newPet();
    const { id } = (await enrol(free, pet.id)).json();
    const res = await intentFor(id);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This program is free: there is nothing to pay.');
  });
});

describe('a free program', () => {
  it('enrols at once: free, counted, the author told; withdrawing removes it', async () => {
    const pet = await newPet();
    const res = await enrol(free, pet.id);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ paymentStatus: 'free', priceCents: 0, refund: null });
    expect((await status(free)).json().petIds).toContain(pet.id);
    expect(await noticesOf(owner.user.id, 'Enrollment Successful', pet.id)).toHaveLength(1);
    expect(await noticesOf(author.user.id, 'New enrolment', pet.id)).toHaveLength(1);
    expect((await enrol(free, pet.id)).statusCode).toBe(409);
    expect((await withdraw(res.json().id)).json()).toEqual({ outcome: 'withdrawn', refundedCents: 0 });
    expect((await status(free)).json().petIds).not.toContain(pet.id);
  });
});
