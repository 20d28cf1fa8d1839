// A priced program enrolment paid through Stripe (issue 31, decisions.md 72): the real `stripe`
// SDK talks to the local stand-in. One PaymentIntent per enrolment with the enrolment in its
// metadata and idempotency key; the webhook alone makes it paid (once), a failed payment leaves it
// pending with the owner told, and a withdrawal refunds it through Stripe Refunds.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { postVaccinatedPet, rexProfile } from '../../../tests/helpers/factories';
import { useStripeTestApp } from '../../../tests/helpers/stripe-test-app';
import type { RegisteredUser } from '../../../tests/helpers/users';
import { notifications, paymentIntents, paymentRefunds, programEnrollments } from '../../db/schema';
import { programBody } from './program-test-kit';

const { t, stripe, postEvent } = await useStripeTestApp();
let owner: RegisteredUser;
let author: RegisteredUser;
let programId: number;

beforeAll(async () => {
  owner = await t.register();
  author = await t.register({ isTrainer: true });
  const res = await t.call('POST', '/api/training-programs', author, programBody({ title: 'Calm Canine Manners', price: 12000 }));
  expect(res.statusCode, res.body).toBe(201);
  programId = res.json().id;
});

async function pendingEnrolment(name: string) {
  const pet = await postVaccinatedPet(t.app, t.db, owner, { ...rexProfile, name });
  const res = await t.call('POST', `/api/training-programs/${programId}/enroll`, owner, { petId: pet.id });
  expect(res.statusCode, res.body).toBe(201);
  const id: number = res.json().id;
  const intent = await t.call('POST', '/api/create-payment-intent', owner, { enrollmentId: id });
  expect(intent.statusCode, intent.body).toBe(200);
  const [row] = await t.db.select().from(paymentIntents).where(eq(paymentIntents.enrollmentId, id));
  return { id, petId: pet.id, intentId: row.id, answer: intent.json() };
}

const stored = async (id: number) => (await t.db.select().from(programEnrollments).where(eq(programEnrollments.id, id)))[0];
const notices = async (userId: number, title: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.title, title)));

describe('an enrolment paid through Stripe', () => {
  it('asks Stripe for one intent naming the enrolment, is paid by the webhook once, and refunds through Stripe', async () => {
    const { id, petId, intentId, answer } = await pendingEnrolment('Rex');
    expect(answer).toEqual({ clientSecret: expect.any(String), provider: 'stripe', amount: 12000, publishableKey: 'pk_test_pawsconnect' });
    const create = stripe.requests.filter((request) => request.method === 'POST' && request.path === '/v1/payment_intents').at(-1)!;
    expect(create.form.get('amount')).toBe('12000');
    expect(create.form.get('metadata[enrollmentId]')).toBe(String(id));
    expect(create.idempotencyKey).toBe(`enrollment-${id}-intent-12000`);

    // The success page's check before Stripe has the money: 409, still pending.
    expect((await t.call('POST', `/api/enrollments/${id}/confirm-payment`, owner)).statusCode).toBe(409);
    // An event whose copy says succeeded proves nothing: Stripe is asked, and it still says no.
    expect((await postEvent('payment_intent.succeeded', { id: intentId, object: 'payment_intent', status: 'succeeded' })).statusCode).toBe(
      200,
    );
    expect(await stored(id)).toMatchObject({ paymentStatus: 'pending' });

    const succeeded = stripe.succeed(intentId, { brand: 'mastercard', last4: '4444' });
    expect((await postEvent('payment_intent.succeeded', succeeded)).statusCode).toBe(200);
    expect((await postEvent('payment_intent.succeeded', succeeded)).statusCode).toBe(200);
    expect(await stored(id)).toMatchObject({ paymentStatus: 'paid' });
    const [intent] = await t.db.select().from(paymentIntents).where(eq(paymentIntents.id, intentId));
    expect(intent).toMatchObject({ status: 'succeeded', cardBrand: 'mastercard', cardLast4: '4444' });
    expect((await notices(owner.user.id, 'Payment received')).filter((note) => note.data?.enrollmentId === id)).toHaveLength(1);
    expect((await notices(author.user.id, 'New enrolment')).filter((note) => note.data?.petId === petId)).toHaveLength(1);
    expect((await t.call('POST', `/api/enrollments/${id}/confirm-payment`, owner)).json()).toMatchObject({ id, paymentStatus: 'paid' });

    const out = await t.call('POST', `/api/enrollments/${id}/cancel`, owner);
    expect(out.json(), out.body).toEqual({ outcome: 'refunded', refundedCents: 12000 });
    const refunds = stripe.requests.filter((request) => request.path === '/v1/refunds' && request.form.get('payment_intent') === intentId);
    expect(refunds.map((request) => request.form.get('amount'))).toEqual(['12000']);
    const [refund] = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.enrollmentId, id));
    expect(refund).toMatchObject({ paymentIntentId: intentId, amount: 12000, id: expect.stringMatching(/^re_standin/) });
  });

  it('leaves the enrolment pending when the payment fails, telling the owner once', async () => {
    const { id, intentId } = await pendingEnrolment('Mia');
    const failed = stripe.fail(intentId, 'Your card has insufficient funds.');
    expect((await postEvent('payment_intent.payment_failed', failed)).statusCode).toBe(200);
    expect((await postEvent('payment_intent.payment_failed', failed)).statusCode).toBe(200);
    expect(await stored(id)).toMatchObject({ paymentStatus: 'pending' });
    const told = (await notices(owner.user.id, 'Payment failed')).filter((note) => note.data?.enrollmentId === id);
    expect(told).toMatchObject([{ message: 'Your card has insufficient funds.', data: { url: `/checkout?enrollment_id=${id}` } }]);
  });
});
