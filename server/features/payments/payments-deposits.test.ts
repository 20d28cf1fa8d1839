// Deposits and balances (issue 31 item 4, decisions.md 71): the setting `deposits: {minNights, percent}`
// (validated, public), a boarding stay of more than minNights nights paying its deposit first (kept in
// its terms, so a later change never changes it), then its balance; partially paid then paid; every
// intent listed; a cancel refunding across both intents once; one open intent however many ask.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, notInArray } from 'drizzle-orm';
import { bookings, businessSettings, paymentIntents, paymentRefunds } from '../../db/schema';
import type { RegisteredUser } from '../../../tests/helpers/users';
import { card, storedBooking, usePaymentsKit } from '../../../tests/helpers/payments-kit';

const kit = await usePaymentsKit();
const { t, intentFor, confirm } = kit;
let owner: RegisteredUser;
let stranger: RegisteredUser;
let admin: RegisteredUser;
let staff: RegisteredUser;

beforeAll(async () => {
  ({ owner, stranger } = kit);
  admin = await t.register({}, { roles: ['admin'] });
  staff = await t.register({}, { roles: ['staff'] });
});

const settings = async () => (await t.call('GET', '/api/admin/settings', admin)).json();
const setDeposits = async (deposits: Record<string, unknown>) => {
  const res = await t.call('PUT', '/api/admin/settings', admin, { version: (await settings()).version, deposits });
  return res;
};

let nextDay = 1;
/** A boarding stay for Rex of `nights` nights in (nominal) 2031, each on its own dates. */
async function stay(nights: number): Promise<{ id: number; totalPrice: number; depositCents: number; balanceDueCents: number }> {
  const first = nextDay;
  nextDay += nights + 2;
  const date = (offset: number) => new Date(Date.UTC(2031, 0, offset)).toISOString().slice(0, 10);
  const res = await t.call('POST', '/api/bookings', owner, {
    petId: kit.rex.id,
    serviceType: 'boarding',
    startDate: `${date(first)}T09:00:00.000Z`,
    endDate: `${date(first + nights)}T09:00:00.000Z`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function pay(bookingId: number) {
  const intent = await intentFor(bookingId);
  expect(intent.statusCode, intent.body).toBe(200);
  expect((await confirm(card(intent.json().clientSecret, '4242 4242 4242 4242'))).json()).toEqual({ status: 'succeeded' });
  return intent.json() as { clientSecret: string; amount: number };
}

const intentsOf = (bookingId: number) =>
  t.db.select().from(paymentIntents).where(eq(paymentIntents.bookingId, bookingId)).orderBy(paymentIntents.createdAt);
const shown = async (bookingId: number) => (await t.call('GET', `/api/bookings/${bookingId}`, owner)).json();

describe('the deposits setting', () => {
  it('reads as no deposits until set, is public, and refuses bad values with 400 and the field, changing nothing', async () => {
    expect((await settings()).deposits).toEqual({ minNights: 0, percent: 0 });
    expect((await t.call('GET', '/api/business')).json().deposits).toEqual({ minNights: 0, percent: 0 });
    const before = (await t.db.select().from(businessSettings))[0];
    for (const [deposits, field, message] of [
      [{ percent: 101 }, 'deposits.percent', 'The deposit must be at most 100%'],
      [{ percent: -1 }, 'deposits.percent', 'The deposit cannot be negative'],
      [{ percent: 12.5 }, 'deposits.percent', 'The deposit must be a whole percentage'],
      [{ percent: '20' }, 'deposits.percent', 'The deposit must be a percentage'],
      [{ minNights: 366 }, 'deposits.minNights', 'The deposit nights must be at most 365'],
      [{ minNights: -2 }, 'deposits.minNights', 'The deposit nights cannot be negative'],
      [{ minNights: 2.5 }, 'deposits.minNights', 'The deposit nights must be whole nights'],
    ] as const) {
      const res = await setDeposits(deposits);
      expect(res.statusCode, JSON.stringify(deposits)).toBe(400);
      expect(res.json().details).toEqual({ [field]: message });
    }
    expect((await t.db.select().from(businessSettings))[0]).toEqual(before);
    // Staff may not set it.
    expect((await t.call('PUT', '/api/admin/settings', staff, { version: before.version, deposits: { percent: 5 } })).statusCode).toBe(403);
  });

  it('takes a deposit from stays of more than minNights nights only, from the settings in force when booked', async () => {
    expect((await setDeposits({ minNights: 3, percent: 25 })).statusCode).toBe(200);
    expect((await t.call('GET', '/api/business')).json().deposits).toEqual({ minNights: 3, percent: 25 });
    const three = await stay(3);
    const four = await stay(4);
    expect(three).toMatchObject({ totalPrice: 26700, depositCents: 0, balanceDueCents: 26700 });
    expect(four).toMatchObject({ totalPrice: 35600, depositCents: 8900, balanceDueCents: 35600 });
    expect((await storedBooking(t.db, four.id)).terms).toMatchObject({ depositPercent: 25, depositMinNights: 3 });
    expect((await storedBooking(t.db, three.id)).terms).toMatchObject({ depositPercent: 0, depositMinNights: 3 });

    // A later change never changes a booking already made.
    expect((await setDeposits({ minNights: 1, percent: 33 })).statusCode).toBe(200);
    expect((await intentFor(four.id)).json()).toMatchObject({ amount: 8900 });
    expect((await intentFor(three.id)).json()).toMatchObject({ amount: 26700 });
    expect((await intentsOf(three.id)).map((intent) => intent.purpose)).toEqual(['full']);
    // The deposit is rounded to whole cents: 33% of $178.00 is $58.74.
    const two = await stay(2);
    expect(two).toMatchObject({ totalPrice: 17800, depositCents: 5874 });
    const one = await stay(1);
    expect(one).toMatchObject({ depositCents: 0 });
    expect((await setDeposits({ minNights: 3, percent: 25 })).statusCode).toBe(200);
  });
});

describe('paying a deposit, then the balance', () => {
  it('confirms the booking partially paid on the deposit, paid on the balance, with both intents listed', async () => {
    await setDeposits({ minNights: 3, percent: 25 });
    const booking = await stay(5);
    expect(booking).toMatchObject({ totalPrice: 44500, depositCents: 11125 });
    const deposit = await pay(booking.id);
    expect(deposit.amount).toBe(11125);
    expect(await storedBooking(t.db, booking.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'partially_paid' });
    expect(await shown(booking.id)).toMatchObject({ paymentStatus: 'partially_paid', amountPaidCents: 11125, balanceDueCents: 33375 });

    // The success page's PATCH only re-checks a deposit already taken.
    const patch = await t.call('PATCH', `/api/bookings/${booking.id}`, owner, { status: 'confirmed', paymentStatus: 'paid' });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(patch.json()).toMatchObject({ status: 'confirmed', paymentStatus: 'partially_paid' });

    const receipt = (await t.call('GET', `/api/bookings/${booking.id}/receipt`, owner)).json();
    expect(receipt).toMatchObject({ payments: [{ purpose: 'deposit', amountCents: 11125 }], paidCents: 11125, balanceDueCents: 33375 });

    const balance = await pay(booking.id);
    expect(balance.amount).toBe(33375);
    expect(balance.clientSecret).not.toBe(deposit.clientSecret);
    expect(await storedBooking(t.db, booking.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(await shown(booking.id)).toMatchObject({ amountPaidCents: 44500, balanceDueCents: 0 });
    expect((await intentsOf(booking.id)).map(({ purpose, amount, status }) => ({ purpose, amount, status }))).toEqual([
      { purpose: 'deposit', amount: 11125, status: 'succeeded' },
      { purpose: 'balance', amount: 33375, status: 'succeeded' },
    ]);
    const desk = (await t.call('GET', `/api/admin/bookings/${booking.id}`, staff)).json();
    expect(desk).toMatchObject({ amountPaidCents: 44500, balanceDueCents: 0 });
    expect(desk.payments.map((payment: { purpose: string; amountCents: number }) => [payment.purpose, payment.amountCents])).toEqual([
      ['deposit', 11125],
      ['balance', 33375],
    ]);
    expect((await t.call('GET', `/api/bookings/${booking.id}/receipt`, owner)).json()).toMatchObject({
      payments: [
        { purpose: 'deposit', amountCents: 11125 },
        { purpose: 'balance', amountCents: 33375 },
      ],
      balanceDueCents: 0,
    });
    // Nothing more is due.
    expect((await intentFor(booking.id)).statusCode).toBe(409);
    const mail = await kit.mailWithSubject('Your PawsConnect receipt');
    expect(mail).toBeDefined();
  });

  it('refunds a cancelled booking across both intents, newest first, once each', async () => {
    await setDeposits({ minNights: 3, percent: 25 });
    const booking = await stay(4);
    await pay(booking.id);
    await pay(booking.id);
    const [a, b] = await Promise.all([
      t.call('PATCH', `/api/bookings/${booking.id}`, owner, { status: 'cancelled' }),
      t.call('PATCH', `/api/bookings/${booking.id}`, owner, { status: 'cancelled' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const refunds = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.bookingId, booking.id));
    const intents = await intentsOf(booking.id);
    expect(refunds).toHaveLength(2);
    expect(refunds.reduce((sum, refund) => sum + refund.amount, 0)).toBe(35600);
    expect(new Map(refunds.map((refund) => [refund.paymentIntentId, refund.amount]))).toEqual(
      new Map(intents.map((intent) => [intent.id, intent.amount])),
    );
    expect(await storedBooking(t.db, booking.id)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' });
  });

  it('refunds a deposit-paid booking its deposit; the open balance intent is cancelled', async () => {
    await setDeposits({ minNights: 3, percent: 25 });
    const booking = await stay(4);
    await pay(booking.id);
    // The balance checkout was opened but not paid.
    expect((await intentFor(booking.id)).json()).toMatchObject({ amount: 26700 });
    const res = await t.call('PATCH', `/api/bookings/${booking.id}`, owner, { status: 'cancelled' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().cancellation).toBeDefined();
    const refunds = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.bookingId, booking.id));
    expect(refunds.map((refund) => refund.amount)).toEqual([8900]);
    expect((await intentsOf(booking.id)).map((intent) => [intent.purpose, intent.status])).toEqual([
      ['deposit', 'succeeded'],
      ['balance', 'canceled'],
    ]);
  });

  it('spreads a partial desk refund newest first: the balance in full, the rest from the deposit', async () => {
    await setDeposits({ minNights: 3, percent: 25 });
    const booking = await stay(4);
    await pay(booking.id);
    await pay(booking.id);
    const res = await t.call('POST', `/api/admin/bookings/${booking.id}/cancel`, staff, {
      refund: { amountCents: 26800 },
      reason: 'Closed for repairs',
    });
    expect(res.statusCode, res.body).toBe(200);
    const intents = await intentsOf(booking.id);
    const refunds = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.bookingId, booking.id));
    const byIntent = new Map(refunds.map((refund) => [refund.paymentIntentId, refund.amount]));
    expect(byIntent.get(intents[1].id)).toBe(26700);
    expect(byIntent.get(intents[0].id)).toBe(100);
    // More than was paid is refused.
    const other = await stay(4);
    await pay(other.id);
    const tooMuch = await t.call('POST', `/api/admin/bookings/${other.id}/cancel`, staff, { refund: { amountCents: 9000 }, reason: 'x' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe('The refund cannot be more than the $89.00 paid.');
  });
});

describe('POST /api/create-payment-intent with deposits', () => {
  it('gives concurrent requests one open intent', async () => {
    await setDeposits({ minNights: 3, percent: 25 });
    const booking = await stay(4);
    const answers = await Promise.all(Array.from({ length: 6 }, () => intentFor(booking.id)));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((res) => res.json().clientSecret)).size).toBe(1);
    const open = await t.db
      .select()
      .from(paymentIntents)
      .where(and(eq(paymentIntents.bookingId, booking.id), notInArray(paymentIntents.status, ['succeeded', 'canceled'])));
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ purpose: 'deposit', amount: 8900 });
    // After the deposit, concurrent requests for the balance also share one intent.
    await confirm(card(answers[0].json().clientSecret, '4242424242424242'));
    const balances = await Promise.all(Array.from({ length: 4 }, () => intentFor(booking.id)));
    expect(new Set(balances.map((res) => res.json().clientSecret)).size).toBe(1);
    expect(balances[0].json()).toMatchObject({ amount: 26700 });
  });

  it("answers another user's booking with 404 and makes no intent", async () => {
    const booking = await stay(4);
    const res = await intentFor(booking.id, stranger);
    expect(res.statusCode).toBe(404);
    expect(await intentsOf(booking.id)).toEqual([]);
    expect((await t.call('GET', `/api/bookings/${booking.id}/receipt`, stranger)).statusCode).toBe(404);
    expect((await t.db.select().from(bookings).where(eq(bookings.id, booking.id)))[0].paymentStatus).toBe('pending');
  });
});
