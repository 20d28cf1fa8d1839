// The balance charged to the saved card at check-out (issue 31 item 4, decisions.md 74): a 10-night
// stay pays its deposit at booking with a card the owner saves; at check-out the rest is charged
// off-session. A card that needs its owner to authenticate leaves the booking with its balance and
// the owner a link to finish; no saved card asks the owner to pay; ten charges at once charge once.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bookingFees, bookings, notifications, paymentIntents, paymentRefunds, sandboxOffSessionCharges } from '../../db/schema';
import type { RegisteredUser } from '../../../tests/helpers/users';
import { card, storedBooking, usePaymentsKit } from '../../../tests/helpers/payments-kit';
import { day } from '../../../tests/helpers/test-calendar';

const kit = await usePaymentsKit();
const { t, intentFor, confirm } = kit;
let owner: RegisteredUser;
let staff: RegisteredUser;

const DAY = 24 * 60 * 60 * 1000;
let nextStart = 20;
/** A 10-night boarding stay for Rex, on its own dates a few weeks from now. */
async function tenNightStay(): Promise<{ id: number; totalPrice: number; depositCents: number }> {
  const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
  const first = nextStart;
  nextStart += 12;
  const res = await t.call('POST', '/api/bookings', owner, {
    petId: kit.rex.id,
    serviceType: 'boarding',
    startDate: `${day(first)}T09:00:00.000Z`,
    endDate: `${day(first + 10)}T09:00:00.000Z`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** Pays the stay's deposit with `number`, saving the card when asked (3-D Secure approved). */
async function payDeposit(bookingId: number, number: string, saveCard: boolean) {
  const intent = (await intentFor(bookingId)).json();
  expect(intent.purpose).toBe('deposit');
  const res = (await confirm(card(intent.clientSecret, number, saveCard ? { saveCard: true } : {}))).json();
  if (res.status === 'requires_action') {
    const auth = await t.call('POST', '/api/sandbox/authenticate', owner, { clientSecret: intent.clientSecret, outcome: 'approve' });
    expect(auth.statusCode, auth.body).toBe(200);
  } else expect(res).toEqual({ status: 'succeeded' });
  expect(await storedBooking(t.db, bookingId)).toMatchObject({ paymentStatus: 'partially_paid' });
}

/** Staff checked the pets in (the stay's dates are the test's, not today's). */
const checkedIn = (bookingId: number) => t.db.update(bookings).set({ status: 'checked_in' }).where(eq(bookings.id, bookingId));
const checkOut = (bookingId: number) => t.call('POST', `/api/admin/bookings/${bookingId}/check-out`, staff, {});
const chargeBalance = (bookingId: number, who: RegisteredUser = staff) =>
  t.call('POST', `/api/admin/bookings/${bookingId}/charge-balance`, who);
const intentsOf = (bookingId: number) =>
  t.db.select().from(paymentIntents).where(eq(paymentIntents.bookingId, bookingId)).orderBy(paymentIntents.createdAt);
const notices = (bookingId: number, title: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, owner.user.id), eq(notifications.title, title)))
    .then((rows) => rows.filter((row) => (row.data as { bookingId?: number } | null)?.bookingId === bookingId));

beforeAll(async () => {
  owner = kit.owner;
  staff = await t.register({}, { roles: ['staff'] });
  const admin = await t.register({}, { roles: ['admin'] });
  const { version } = (await t.call('GET', '/api/admin/settings', admin)).json();
  const set = await t.call('PUT', '/api/admin/settings', admin, {
    version,
    deposits: { minNights: 3, percent: 20 },
    cancellation: { noShowFeePercent: 10 },
  });
  expect(set.statusCode, set.body).toBe(200);
});

describe('the balance at check-out', () => {
  it('charges the rest to the saved card off-session: the booking is paid, with its receipt', async () => {
    const stay = await tenNightStay();
    expect(stay).toMatchObject({ totalPrice: 89000, depositCents: 17800 });
    await payDeposit(stay.id, '4242 4242 4242 4242', true);
    await checkedIn(stay.id);

    const res = await checkOut(stay.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'completed', balance: { outcome: 'charged', amountCents: 71200, message: null } });
    expect(await storedBooking(t.db, stay.id)).toMatchObject({ status: 'completed', paymentStatus: 'paid' });
    const intents = await intentsOf(stay.id);
    expect(intents.map(({ purpose, status, amount }) => ({ purpose, status, amount }))).toEqual([
      { purpose: 'deposit', status: 'succeeded', amount: 17800 },
      { purpose: 'balance', status: 'succeeded', amount: 71200 },
    ]);
    expect(intents[1]).toMatchObject({ cardLast4: '4242', savedCardId: expect.any(Number) });
    const bill = (await t.call('GET', `/api/bookings/${stay.id}/bill`, owner)).json();
    expect(bill).toMatchObject({ subtotalCents: 89000, balanceCents: 0 });
    expect(bill.payments.map((payment: { purpose: string; amountCents: number }) => [payment.purpose, payment.amountCents])).toEqual([
      ['deposit', 17800],
      ['balance', 71200],
    ]);
    const receipt = (await t.call('GET', `/api/bookings/${stay.id}/receipt`, owner)).json();
    expect(receipt).toMatchObject({ paidCents: 89000, balanceDueCents: 0 });

    // Charging again finds nothing due and charges nothing.
    expect((await chargeBalance(stay.id)).json()).toEqual({ outcome: 'nothing_due', amountCents: 0, message: null });
    expect(await intentsOf(stay.id)).toHaveLength(2);
  });

  it('leaves the balance and sends the owner a link when the card needs authenticating, and the owner finishes it', async () => {
    const stay = await tenNightStay();
    // Stripe's 3184 card asks its holder to authenticate every time, off-session too.
    await payDeposit(stay.id, '4000 0027 6000 3184', true);
    // The owner makes it the card to charge (the 4242 saved first is the default until then).
    const cards = (await t.call('GET', '/api/payment-methods', owner)).json() as { id: number; last4: string }[];
    const saved = cards.find((one) => one.last4 === '3184')!;
    expect((await t.call('PUT', `/api/payment-methods/${saved.id}/default`, owner)).statusCode).toBe(200);
    await checkedIn(stay.id);

    const res = await checkOut(stay.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'completed', balance: { outcome: 'needs_authentication', amountCents: 71200 } });
    expect(await storedBooking(t.db, stay.id)).toMatchObject({ status: 'completed', paymentStatus: 'partially_paid' });
    expect((await t.call('GET', `/api/bookings/${stay.id}`, owner)).json()).toMatchObject({ balanceDueCents: 71200 });
    const [notice] = await notices(stay.id, 'Please confirm your payment');
    expect(notice.message).toBe(
      'Your bank needs you to confirm the balance of $712.00 on your VISA ending in 3184. Open the link to finish.',
    );
    expect(notice.data).toMatchObject({ url: `/checkout?booking_id=${stay.id}` });

    // The owner follows the link: the checkout answers the same charge, which the owner authenticates.
    const [, waiting] = await intentsOf(stay.id);
    const intent = (await intentFor(stay.id)).json();
    expect(intent).toMatchObject({ clientSecret: waiting.clientSecret, amount: 71200, purpose: 'balance' });
    const confirmed = await confirm({ clientSecret: intent.clientSecret, paymentMethodId: saved.id });
    expect(confirmed.json()).toMatchObject({ status: 'requires_action' });
    const auth = await t.call('POST', '/api/sandbox/authenticate', owner, { clientSecret: intent.clientSecret, outcome: 'approve' });
    expect(auth.statusCode, auth.body).toBe(200);
    expect(await storedBooking(t.db, stay.id)).toMatchObject({ status: 'completed', paymentStatus: 'paid' });
    expect((await intentsOf(stay.id)).map(({ purpose, status }) => [purpose, status])).toEqual([
      ['deposit', 'succeeded'],
      ['balance', 'succeeded'],
    ]);
  });

  it('asks the owner to pay from the booking when no card is saved', async () => {
    const stay = await tenNightStay();
    await payDeposit(stay.id, '4242 4242 4242 4242', false);
    // This owner's cards from the other tests are removed: none is saved now.
    for (const saved of (await t.call('GET', '/api/payment-methods', owner)).json() as { id: number }[]) {
      expect((await t.call('DELETE', `/api/payment-methods/${saved.id}`, owner)).statusCode).toBe(204);
    }
    await checkedIn(stay.id);
    const res = await checkOut(stay.id);
    expect(res.json()).toMatchObject({ status: 'completed', balance: { outcome: 'no_saved_card', amountCents: 71200 } });
    expect(await storedBooking(t.db, stay.id)).toMatchObject({ paymentStatus: 'partially_paid' });
    expect(await intentsOf(stay.id)).toHaveLength(1);
    const [notice] = await notices(stay.id, 'Balance due');
    expect(notice.data).toMatchObject({ url: `/checkout?booking_id=${stay.id}` });
  });

  it('charges once however many ask at the same moment', async () => {
    const stay = await tenNightStay();
    await payDeposit(stay.id, '4242 4242 4242 4242', true);
    await checkedIn(stay.id);
    const answers = await Promise.all(Array.from({ length: 10 }, () => chargeBalance(stay.id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const outcomes = answers.map((answer) => answer.json().outcome).sort();
    expect(outcomes).toEqual(['charged', ...Array(9).fill('nothing_due')]);
    const balances = (await intentsOf(stay.id)).filter((intent) => intent.purpose === 'balance');
    expect(balances.map(({ status, amount }) => ({ status, amount }))).toEqual([{ status: 'succeeded', amount: 71200 }]);
    const charges = await t.db.select().from(sandboxOffSessionCharges).where(eq(sandboxOffSessionCharges.intentId, balances[0].id));
    expect(charges).toHaveLength(1);
    expect(await storedBooking(t.db, stay.id)).toMatchObject({ paymentStatus: 'paid' });
  });

  it("offers the desk a charge only where one can be made: not on a series' occurrence", async () => {
    const stay = await tenNightStay();
    await payDeposit(stay.id, '4242 4242 4242 4242', true);
    const desk = (id: number) => t.call('GET', `/api/admin/bookings/${id}`, staff).then((res) => res.json());
    expect(await desk(stay.id)).toMatchObject({ balanceDueCents: stay.totalPrice - stay.depositCents, balanceChargeable: true });

    // Two Monday daycares, paid through their series' one checkout (decisions.md 68), not yet paid.
    const series = await t.call('POST', '/api/booking-series', owner, {
      serviceType: 'daycare',
      petId: kit.rex.id,
      startDate: `${day('2029-09-03')}T09:00:00.000Z`,
      endDate: `${day('2029-09-03')}T15:00:00.000Z`,
      weekdays: [1],
      until: day('2029-09-16'),
    });
    expect(series.statusCode, series.body).toBe(201);
    const occurrence = series.json().bookings[0];
    expect(await desk(occurrence.id)).toMatchObject({ balanceDueCents: occurrence.totalPrice, balanceChargeable: false });
    expect((await chargeBalance(occurrence.id)).json()).toMatchObject({ outcome: 'nothing_due', amountCents: 0 });
    expect(await intentsOf(occurrence.id)).toEqual([]);
  });

  it('is the desk’s: an owner gets 403, an unknown booking 404, a bad id 400', async () => {
    const stay = await tenNightStay();
    expect((await chargeBalance(stay.id, owner)).statusCode).toBe(403);
    expect((await chargeBalance(2_000_000_000)).statusCode).toBe(404);
    expect((await t.call('POST', '/api/admin/bookings/abc/charge-balance', staff)).statusCode).toBe(400);
    expect(await intentsOf(stay.id)).toHaveLength(0);
  });
});

describe('the balance once the stay has begun, or did not happen', () => {
  it('asks for everything left, not the deposit, once the pets are in', async () => {
    const stay = await tenNightStay();
    await checkedIn(stay.id);
    const intent = await intentFor(stay.id);
    expect(intent.statusCode, intent.body).toBe(200);
    expect(intent.json()).toMatchObject({ amount: 89000, purpose: 'full' });
  });

  it('keeps a deposit-paid no-show’s fee, refunds the rest, and leaves nothing to charge', async () => {
    const stay = await tenNightStay();
    await payDeposit(stay.id, '4242 4242 4242 4242', true);
    // The arrival day is over and nobody came.
    const start = new Date(Date.now() - 3 * DAY);
    await t.db
      .update(bookings)
      .set({ startDate: start, endDate: new Date(start.getTime() + 10 * DAY) })
      .where(eq(bookings.id, stay.id));
    const marked = await t.call('POST', `/api/admin/bookings/${stay.id}/no-show`, staff, {});
    expect(marked.statusCode, marked.body).toBe(200);
    // 10% of $890.00 is kept from the $178.00 deposit; the other $89.00 goes back.
    expect(await t.db.select().from(bookingFees).where(eq(bookingFees.bookingId, stay.id))).toMatchObject([
      { kind: 'no_show', amount: 8900 },
    ]);
    expect(await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.bookingId, stay.id))).toMatchObject([{ amount: 8900 }]);
    expect((await t.call('GET', `/api/bookings/${stay.id}`, owner)).json()).toMatchObject({ status: 'no_show', balanceDueCents: 0 });
    expect((await chargeBalance(stay.id)).json()).toEqual({ outcome: 'nothing_due', amountCents: 0, message: null });
    expect((await intentFor(stay.id)).statusCode).toBe(409);
    // Its money was settled when it was marked: the desk does not cancel it again.
    const cancel = await t.call('POST', `/api/admin/bookings/${stay.id}/cancel`, staff, { refund: 'full', reason: 'Owner called' });
    expect(cancel.statusCode).toBe(409);
    const bill = (await t.call('GET', `/api/bookings/${stay.id}/bill`, owner)).json();
    expect(bill).toMatchObject({ subtotalCents: 8900, paidCents: 17800, refundedCents: 8900, balanceCents: 0 });
  });

  it('refuses to cancel while the provider is processing a payment, so the money is never kept unrefunded', async () => {
    const stay = await tenNightStay();
    await payDeposit(stay.id, '4242 4242 4242 4242', false);
    const balance = (await intentFor(stay.id)).json();
    await t.db.update(paymentIntents).set({ status: 'processing' }).where(eq(paymentIntents.clientSecret, balance.clientSecret));
    const cancel = await t.call('PATCH', `/api/bookings/${stay.id}`, owner, { status: 'cancelled' });
    expect(cancel.statusCode, cancel.body).toBe(409);
    expect(await storedBooking(t.db, stay.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'partially_paid' });
    expect(await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.bookingId, stay.id))).toEqual([]);
  });
});
